import type { openApiApi } from "@/lib/openapi/contract";
import type { Route } from "../api-client";

// Where each operation of openApiApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const document = "GET /openapi.json" as Route<(typeof openApiApi)["document"]>;
