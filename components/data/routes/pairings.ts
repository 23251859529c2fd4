import type { pairingsApi } from "@/lib/pairings/contract";
import type { Route } from "../api-client";

// Where each operation of pairingsApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const create = "POST /pairings" as Route<(typeof pairingsApi)["create"]>;
export const received = "GET /pairings/requests" as Route<(typeof pairingsApi)["received"]>;
export const sent = "GET /pairings/requests/sent" as Route<(typeof pairingsApi)["sent"]>;
export const matches = "GET /pairings/matches" as Route<(typeof pairingsApi)["matches"]>;
export const friends = "GET /pairings/friends" as Route<(typeof pairingsApi)["friends"]>;
export const passed = "GET /pairings/passed" as Route<(typeof pairingsApi)["passed"]>;
export const get = "GET /pairings/{id}" as Route<(typeof pairingsApi)["get"]>;
export const changeType = "PUT /pairings/{id}" as Route<(typeof pairingsApi)["changeType"]>;
export const remove = "DELETE /pairings/{id}" as Route<(typeof pairingsApi)["remove"]>;
export const respond = "POST /pairings/{id}/respond" as Route<(typeof pairingsApi)["respond"]>;
