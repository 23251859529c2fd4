import { getStats } from "@/lib/admin/data-service";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin" }, ({ actor }) => getStats(actor));
