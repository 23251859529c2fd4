import { route } from "@/lib/http/route";
import { listTrips } from "@/lib/trips/service";

export const GET = route({ auth: "member" }, ({ actor }) => listTrips(actor, "joining"));
