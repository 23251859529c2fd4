import { route } from "@/lib/http/route";
import { referencesApi } from "@/lib/references/contract";
import { listWrittenReferences } from "@/lib/references/service";

export const GET = route(referencesApi.written, ({ actor, params }) => listWrittenReferences(actor, params.id));
