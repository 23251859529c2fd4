import { adminApi } from "@/lib/admin/contract";
import { removeReferenceAdmin } from "@/lib/admin/references-service";
import { route } from "@/lib/http/route";

export const DELETE = route(adminApi.deleteReference, ({ actor, params }) => removeReferenceAdmin(actor, params.id));
