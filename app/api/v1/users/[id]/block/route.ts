import { route } from "@/lib/http/route";
import { safetyApi } from "@/lib/safety/contract";
import { blockUser, unblockUser } from "@/lib/safety/service";
import { removeFromHostedTrips } from "@/lib/trips/service";

export const POST = route(safetyApi.block, ({ actor, params }) => blockUser(actor, params.id, removeFromHostedTrips));

export const DELETE = route(safetyApi.unblock, ({ actor, params }) => unblockUser(actor, params.id));
