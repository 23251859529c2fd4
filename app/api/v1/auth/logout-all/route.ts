import { signedOutResponse } from "@/lib/auth/cookie";
import { route } from "@/lib/http/route";
import { sessionsApi } from "@/lib/sessions/contract";
import { signOutEverywhere } from "@/lib/accounts/ways-in";

export const POST = route(sessionsApi.logoutAll, async ({ actor }) => {
  await signOutEverywhere(actor);
  return signedOutResponse();
});
