import { accountsApi } from "@/lib/accounts/contract";
import { login } from "@/lib/accounts/service";
import { DEVICE_COOKIE, deviceCookieHeader, readDeviceToken } from "@/lib/auth/device";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";

export const POST = route(accountsApi.login, async ({ req, body }) => {
  const device = await readDeviceToken(req.cookies.get(DEVICE_COOKIE)?.value);
  const { answer, deviceToken } = await login(body, clientAddress(req.headers), req.headers.get("user-agent"), device);
  return Response.json(answer, { headers: { "Set-Cookie": deviceCookieHeader(deviceToken) } });
});
