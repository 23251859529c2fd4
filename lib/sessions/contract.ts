/** Sessions' contract (docs/api.md §13): the lists written once, for the db's checks, the API, the forms and the tests. */

export const SESSION_KINDS = ["cookie", "bearer"] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
