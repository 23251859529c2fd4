import { pageQuery } from "@/lib/contract/pagination";
import { listResponse, route } from "@/lib/http/route";
import { ReportListQuery } from "@/lib/safety/contract";
import { listReportQueue } from "@/lib/safety/service";

export const GET = route({ auth: "admin", query: pageQuery().extend(ReportListQuery.shape) }, async ({ actor, query }) => {
  const { items, total } = await listReportQueue(actor, { status: query.status }, query);
  return listResponse(items, total);
});
