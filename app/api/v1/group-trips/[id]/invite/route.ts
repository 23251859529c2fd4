import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";
import { InviteBody } from "@/lib/trips/schemas";
import { inviteToTrip } from "@/lib/trips/service";

export const POST = route({ auth: "member", params: IdParams, body: InviteBody, status: 201 }, ({ actor, params, body }) =>
  inviteToTrip(actor, params.id, body.user_id),
);
