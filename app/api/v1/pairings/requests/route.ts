import { listResponse, route } from "@/lib/http/route";
import { pairingsApi } from "@/lib/pairings/contract";
import { listPairings } from "@/lib/pairings/service";

export const GET = route(pairingsApi.received, async ({ actor, query }) => {
  const { items, total } = await listPairings(actor, "received", query);
  return listResponse(items, total);
});
