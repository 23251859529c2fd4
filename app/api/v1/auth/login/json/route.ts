import { accountsApi } from "@/lib/accounts/contract";
import { login } from "@/lib/accounts/service";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";

export const POST = route(accountsApi.login, ({ req, body }) => login(body, clientAddress(req.headers), req.headers.get("user-agent")));
