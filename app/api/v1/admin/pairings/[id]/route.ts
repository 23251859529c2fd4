import { adminApi } from "@/lib/admin/contract";
import { deletePairingAdmin, getPairingAdmin } from "@/lib/admin/pairings-service";
import { route } from "@/lib/http/route";

export const GET = route(adminApi.getPairing, ({ actor, params }) => getPairingAdmin(actor, params.id));

export const DELETE = route(adminApi.deletePairing, ({ actor, params }) => deletePairingAdmin(actor, params.id));
