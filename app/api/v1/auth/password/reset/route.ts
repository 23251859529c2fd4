import { accountsApi } from "@/lib/accounts/contract";
import { resetPassword } from "@/lib/accounts/password-reset";
import { deviceCookieHeader, issueDeviceToken } from "@/lib/auth/device";
import { route } from "@/lib/http/route";

// The emailed link proved the inbox: the client that followed it is a known device from now on (lib/auth/device.ts).
export const POST = route(accountsApi.resetPassword, async ({ body }) => {
  const userId = await resetPassword(body);
  return new Response(null, {
    status: 204,
    headers: { "Set-Cookie": deviceCookieHeader(await issueDeviceToken(userId)) },
  });
});
