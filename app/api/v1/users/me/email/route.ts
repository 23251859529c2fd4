import { accountsApi } from "@/lib/accounts/contract";
import { requestEmailChange } from "@/lib/accounts/email";
import { route } from "@/lib/http/route";

export const PUT = route(accountsApi.changeEmail, ({ actor, body }) => requestEmailChange(actor, body));
