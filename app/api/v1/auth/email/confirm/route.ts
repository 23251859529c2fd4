import { accountsApi } from "@/lib/accounts/contract";
import { confirmEmail } from "@/lib/accounts/email";
import { route } from "@/lib/http/route";

export const POST = route(accountsApi.confirmEmail, ({ body }) => confirmEmail(body));
