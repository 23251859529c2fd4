import { route } from "@/lib/http/route";
import { referencesApi } from "@/lib/references/contract";
import { listWritableStays } from "@/lib/references/service";

export const GET = route(referencesApi.stays, ({ actor, params }) => listWritableStays(actor, params.id));
