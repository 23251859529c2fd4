import { listResponse, route } from "@/lib/http/route";
import { pairingsApi } from "@/lib/pairings/contract";
import { listPairings } from "@/lib/pairings/service";

export const GET = route(pairingsApi.passed, async ({ actor, query }) => {
  const { items, total } = await listPairings(actor, "passed", query);
  return listResponse(items, total);
});
