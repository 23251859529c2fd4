import { route } from "@/lib/http/route";
import { CreatePairingBody } from "@/lib/pairings/schemas";
import { createPairing } from "@/lib/pairings/service";

export const POST = route({ auth: "member", body: CreatePairingBody, status: 201 }, ({ actor, body }) => createPairing(actor, body));
