import { route } from "@/lib/http/route";
import { CreateTripBody } from "@/lib/trips/schemas";
import { createTrip, listTrips } from "@/lib/trips/service";

export const GET = route({ auth: "member" }, ({ actor }) => listTrips(actor, "all"));

export const POST = route({ auth: "member", body: CreateTripBody, status: 201 }, ({ actor, body }) => createTrip(actor, body));
