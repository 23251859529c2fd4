import type { referencesApi } from "@/lib/references/contract";
import type { Route } from "../api-client";

// Where each operation of referencesApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const write = "POST /references" as Route<(typeof referencesApi)["write"]>;
export const remove = "DELETE /references/{id}" as Route<(typeof referencesApi)["remove"]>;
export const list = "GET /users/{id}/references" as Route<(typeof referencesApi)["list"]>;
export const written = "GET /users/{id}/written-references" as Route<(typeof referencesApi)["written"]>;
export const stays = "GET /users/{id}/reference-stays" as Route<(typeof referencesApi)["stays"]>;
