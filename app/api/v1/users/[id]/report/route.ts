import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";
import { ReportBody } from "@/lib/safety/schemas";
import { reportUser } from "@/lib/safety/service";

export const POST = route({ auth: "member", params: IdParams, body: ReportBody, status: 201 }, ({ actor, params, body }) =>
  reportUser(actor, params.id, body),
);
