import { route } from "@/lib/http/route";
import { listPairings } from "@/lib/pairings/service";

export const GET = route({ auth: "member" }, ({ actor }) => listPairings(actor, "matches"));
