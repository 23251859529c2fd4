import type { sessionsApi } from "@/lib/sessions/contract";
import type { Route } from "../api-client";

// Where each operation of sessionsApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const logout = "POST /auth/logout" as Route<(typeof sessionsApi)["logout"]>;
export const logoutAll = "POST /auth/logout-all" as Route<(typeof sessionsApi)["logoutAll"]>;
export const logoutOthers = "POST /auth/logout-others" as Route<(typeof sessionsApi)["logoutOthers"]>;
export const list = "GET /users/me/sessions" as Route<(typeof sessionsApi)["list"]>;
export const end = "DELETE /users/me/sessions/{id}" as Route<(typeof sessionsApi)["end"]>;
