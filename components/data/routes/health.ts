import type { healthApi } from "@/lib/health/contract";
import type { Route } from "../api-client";

// Where each operation of healthApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const check = "GET /health" as Route<(typeof healthApi)["check"]>;
