import { adminApi } from "@/lib/admin/contract";
import { listResponse, route } from "@/lib/http/route";
import { listReportQueue } from "@/lib/admin/reports-service";

export const GET = route(adminApi.listReports, async ({ actor, query }) => {
  const { items, total } = await listReportQueue(actor, { status: query.status }, query);
  return listResponse(items, total);
});
