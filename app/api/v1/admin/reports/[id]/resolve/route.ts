import { adminApi } from "@/lib/admin/contract";
import { route } from "@/lib/http/route";
import { resolveReport } from "@/lib/admin/reports-service";

export const POST = route(adminApi.resolveReport, ({ actor, params, body }) =>
  resolveReport(actor, params.id, body.action),
);
