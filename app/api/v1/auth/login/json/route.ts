import { login } from "@/lib/accounts/service";
import { LoginBody } from "@/lib/accounts/schemas";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "public", body: LoginBody }, ({ req, body }) => login(body, clientAddress(req.headers), req.headers.get("user-agent")));
