import { route } from "@/lib/http/route";
import { referencesApi } from "@/lib/references/contract";
import { removeOwnReference } from "@/lib/references/service";

export const DELETE = route(referencesApi.remove, ({ actor, params }) => removeOwnReference(actor, params.id));
