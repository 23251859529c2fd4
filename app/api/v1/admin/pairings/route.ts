import { adminApi } from "@/lib/admin/contract";
import { createPairingAdmin, listPairingsAdmin } from "@/lib/admin/pairings-service";
import { listResponse, route } from "@/lib/http/route";

export const GET = route(adminApi.listPairings, async ({ actor, query }) => {
  const { items, total } = await listPairingsAdmin(actor, query);
  return listResponse(items, total);
});

export const POST = route(adminApi.createPairing, ({ actor, body }) => createPairingAdmin(actor, body));
