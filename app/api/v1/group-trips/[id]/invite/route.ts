import { route } from "@/lib/http/route";
import { tripsApi } from "@/lib/trips/contract";
import { inviteToTrip } from "@/lib/trips/service";

export const POST = route(tripsApi.invite, ({ actor, params, body }) => inviteToTrip(actor, params.id, body.user_id));
