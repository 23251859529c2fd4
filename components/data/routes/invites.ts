import type { invitesApi } from "@/lib/invites/contract";
import type { Route } from "../api-client";

// Where each operation of invitesApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const list = "GET /invites" as Route<(typeof invitesApi)["list"]>;
export const create = "POST /invites" as Route<(typeof invitesApi)["create"]>;
export const revoke = "DELETE /invites/{id}" as Route<(typeof invitesApi)["revoke"]>;
