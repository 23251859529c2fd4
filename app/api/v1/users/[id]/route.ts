import { route } from "@/lib/http/route";
import { profilesApi } from "@/lib/profiles/contract";
import { getMemberById } from "@/lib/profiles/service";

export const GET = route(profilesApi.member, ({ actor, params, query }) =>
  getMemberById(actor, params.id, query.radius_km),
);
