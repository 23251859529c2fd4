import { adminApi } from "@/lib/admin/contract";
import { getStats } from "@/lib/admin/stats-service";
import { route } from "@/lib/http/route";

export const GET = route(adminApi.stats, ({ actor }) => getStats(actor));
