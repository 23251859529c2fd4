// The whole schema, for Drizzle's client and drizzle-kit. Tables live in one file per domain.
export * from "./users";
export * from "./invites";
export * from "./cities";
export * from "./travel-plans";
export * from "./group-trips";
export * from "./pairings";
export * from "./conversations";
export * from "./notifications";
export * from "./calendar";
export * from "./uploads";
export * from "./rate-limits";
export * from "./safety";
export * from "./sessions";
export * from "./mail";
export * from "./password-resets";
export * from "./events";
