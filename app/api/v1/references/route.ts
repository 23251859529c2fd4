import { route } from "@/lib/http/route";
import { referencesApi } from "@/lib/references/contract";
import { writeReference } from "@/lib/references/service";

export const POST = route(referencesApi.write, ({ actor, body }) => writeReference(actor, body));
