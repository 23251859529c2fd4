import { signedOutResponse } from "@/lib/auth/cookie";
import { route } from "@/lib/http/route";
import { endCurrentSession } from "@/lib/sessions/service";

export const POST = route({ auth: "member" }, async ({ actor }) => {
  await endCurrentSession(actor);
  return signedOutResponse();
});
