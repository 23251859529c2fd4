import { accountsApi } from "@/lib/accounts/contract";
import { checkHandle } from "@/lib/accounts/service";
import { route } from "@/lib/http/route";

// Public: the register form checks a handle before the account exists.
export const GET = route(accountsApi.checkHandle, ({ query }) => checkHandle(query.handle));
