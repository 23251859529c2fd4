import type { citiesApi } from "@/lib/cities/contract";
import type { Route } from "../api-client";

// Where each operation of citiesApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const search = "GET /travel-plans/search/cities" as Route<(typeof citiesApi)["search"]>;
export const resolve = "GET /travel-plans/search/cities/resolve" as Route<(typeof citiesApi)["resolve"]>;
