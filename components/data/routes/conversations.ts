import type { conversationsApi } from "@/lib/conversations/contract";
import type { Route } from "../api-client";

// Where each operation of conversationsApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const list = "GET /matches" as Route<(typeof conversationsApi)["list"]>;
export const fromPairing = "POST /matches/from-pairing/{id}" as Route<(typeof conversationsApi)["fromPairing"]>;
