import { signedOutResponse } from "@/lib/auth/cookie";
import { route } from "@/lib/http/route";
import { sessionsApi } from "@/lib/sessions/contract";
import { endAllMySessions } from "@/lib/sessions/service";

export const POST = route(sessionsApi.logoutAll, async ({ actor }) => {
  await endAllMySessions(actor);
  return signedOutResponse();
});
