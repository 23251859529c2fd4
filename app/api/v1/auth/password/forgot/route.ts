import { accountsApi } from "@/lib/accounts/contract";
import { requestPasswordReset } from "@/lib/accounts/password-reset";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";

export const POST = route(accountsApi.forgotPassword, ({ req, body }) =>
  requestPasswordReset(body, clientAddress(req.headers)),
);
