import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";
import { ResolveReportBody } from "@/lib/safety/contract";
import { resolveReport } from "@/lib/safety/service";

export const POST = route({ auth: "admin", params: IdParams, body: ResolveReportBody }, ({ actor, params, body }) =>
  resolveReport(actor, params.id, body.action),
);
