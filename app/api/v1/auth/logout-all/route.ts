import { signedOutResponse } from "@/lib/auth/cookie";
import { route } from "@/lib/http/route";
import { endAllMySessions } from "@/lib/sessions/service";

export const POST = route({ auth: "member" }, async ({ actor }) => {
  await endAllMySessions(actor);
  return signedOutResponse();
});
