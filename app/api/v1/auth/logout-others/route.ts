import { route } from "@/lib/http/route";
import { sessionsApi } from "@/lib/sessions/contract";
import { signOutEverywhereElse } from "@/lib/accounts/ways-in";

export const POST = route(sessionsApi.logoutOthers, ({ actor }) => signOutEverywhereElse(actor));
