import type { safetyApi } from "@/lib/safety/contract";
import type { Route } from "../api-client";

// Where each operation of safetyApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const block = "POST /users/{id}/block" as Route<(typeof safetyApi)["block"]>;
export const unblock = "DELETE /users/{id}/block" as Route<(typeof safetyApi)["unblock"]>;
export const blocks = "GET /users/me/blocks" as Route<(typeof safetyApi)["blocks"]>;
export const report = "POST /users/{id}/report" as Route<(typeof safetyApi)["report"]>;
