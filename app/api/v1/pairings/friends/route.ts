import { listResponse, route } from "@/lib/http/route";
import { pairingsApi } from "@/lib/pairings/contract";
import { listPairings } from "@/lib/pairings/service";

export const GET = route(pairingsApi.friends, async ({ actor, query }) => {
  const { items, total } = await listPairings(actor, "friends", query);
  return listResponse(items, total);
});
