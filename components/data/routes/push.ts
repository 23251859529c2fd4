import type { pushApi } from "@/lib/push/contract";
import type { Route } from "../api-client";

// Where each operation of pushApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const publicKey = "GET /push/public-key" as Route<(typeof pushApi)["publicKey"]>;
export const subscribe = "POST /push/subscriptions" as Route<(typeof pushApi)["subscribe"]>;
export const unsubscribe = "DELETE /push/subscriptions" as Route<(typeof pushApi)["unsubscribe"]>;
