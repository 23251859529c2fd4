import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";
import { getMemberById } from "@/lib/profiles/service";

export const GET = route({ auth: "member", params: IdParams }, ({ actor, params }) => getMemberById(actor, params.id));
