import { HandleCheckQuery } from "@/lib/accounts/schemas";
import { checkHandle } from "@/lib/accounts/service";
import { route } from "@/lib/http/route";

// Public: the register form checks a handle before the account exists.
export const GET = route({ auth: "public", query: HandleCheckQuery }, ({ query }) => checkHandle(query.handle));
