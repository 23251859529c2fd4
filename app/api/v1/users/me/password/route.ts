import { accountsApi } from "@/lib/accounts/contract";
import { changePassword } from "@/lib/accounts/password-change";
import { route } from "@/lib/http/route";

export const PUT = route(accountsApi.changePassword, ({ actor, body }) => changePassword(actor, body));
