import { accountsApi } from "@/lib/accounts/contract";
import { resendConfirmation } from "@/lib/accounts/email";
import { route } from "@/lib/http/route";

export const POST = route(accountsApi.resendConfirmation, ({ actor }) => resendConfirmation(actor));
