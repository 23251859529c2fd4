import { accountsApi } from "@/lib/accounts/contract";
import { resetPassword } from "@/lib/accounts/password-reset";
import { route } from "@/lib/http/route";

export const POST = route(accountsApi.resetPassword, ({ body }) => resetPassword(body));
