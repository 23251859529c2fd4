import type { plansApi } from "@/lib/plans/contract";
import type { Route } from "../api-client";

// Where each operation of plansApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const list = "GET /travel-plans" as Route<(typeof plansApi)["list"]>;
export const create = "POST /travel-plans" as Route<(typeof plansApi)["create"]>;
export const get = "GET /travel-plans/{id}" as Route<(typeof plansApi)["get"]>;
export const update = "PUT /travel-plans/{id}" as Route<(typeof plansApi)["update"]>;
export const remove = "DELETE /travel-plans/{id}" as Route<(typeof plansApi)["remove"]>;
