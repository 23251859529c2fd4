import { route } from "@/lib/http/route";
import { pushApi } from "@/lib/push/contract";
import { subscribe, unsubscribe } from "@/lib/push/service";

export const POST = route(pushApi.subscribe, ({ actor, body }) => subscribe(actor, body));

export const DELETE = route(pushApi.unsubscribe, ({ actor, body }) => unsubscribe(actor, body));
