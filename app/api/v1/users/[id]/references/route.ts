import { route } from "@/lib/http/route";
import { referencesApi } from "@/lib/references/contract";
import { listReferencesOf } from "@/lib/references/service";

export const GET = route(referencesApi.list, ({ actor, params, query }) => listReferencesOf(actor, params.id, query));
