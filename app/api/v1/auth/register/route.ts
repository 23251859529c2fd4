import { accountsApi } from "@/lib/accounts/contract";
import { register } from "@/lib/accounts/service";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";

export const POST = route(accountsApi.register, ({ req, body }) => register(body, clientAddress(req.headers)));
