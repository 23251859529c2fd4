import type { discoveryApi } from "@/lib/discovery/contract";
import type { Route } from "../api-client";

// Where each operation of discoveryApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const potential = "GET /matches/potential" as Route<(typeof discoveryApi)["potential"]>;
export const nearMisses = "GET /matches/near-misses" as Route<(typeof discoveryApi)["nearMisses"]>;
export const upcoming = "GET /matches/upcoming" as Route<(typeof discoveryApi)["upcoming"]>;
