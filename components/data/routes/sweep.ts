import type { sweepApi } from "@/lib/sweep/contract";
import type { Route } from "../api-client";

// Where each operation of sweepApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const sweep = "GET /sweep" as Route<(typeof sweepApi)["sweep"]>;
export const sweepPost = "POST /sweep" as Route<(typeof sweepApi)["sweepPost"]>;
