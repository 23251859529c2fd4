import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";
import { blockUser, unblockUser } from "@/lib/safety/service";

export const POST = route({ auth: "member", params: IdParams, status: 201 }, ({ actor, params }) => blockUser(actor, params.id));

export const DELETE = route({ auth: "member", params: IdParams }, ({ actor, params }) => unblockUser(actor, params.id));
