import { accountsApi } from "@/lib/accounts/contract";
import { activateWithInvite } from "@/lib/accounts/invite-activation";
import { DEVICE_COOKIE, readDeviceToken } from "@/lib/auth/device";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";

export const POST = route(accountsApi.activate, async ({ req, body }) => {
  const device = await readDeviceToken(req.cookies.get(DEVICE_COOKIE)?.value);
  return activateWithInvite(body, clientAddress(req.headers), device);
});
