import type { mailApi } from "@/lib/mail/contract";
import type { Route } from "../api-client";

// Where each operation of mailApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const deliver = "GET /mail/deliver" as Route<(typeof mailApi)["deliver"]>;
export const deliverPost = "POST /mail/deliver" as Route<(typeof mailApi)["deliverPost"]>;
