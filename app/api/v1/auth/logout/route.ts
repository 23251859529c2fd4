import { signedOutResponse } from "@/lib/auth/cookie";
import { route } from "@/lib/http/route";
import { sessionsApi } from "@/lib/sessions/contract";
import { endCurrentSession } from "@/lib/sessions/service";

export const POST = route(sessionsApi.logout, async ({ actor }) => {
  await endCurrentSession(actor);
  return signedOutResponse();
});
