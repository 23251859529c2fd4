import { adminApi } from "@/lib/admin/contract";
import { deletePlace, updatePlace } from "@/lib/cities/places";
import { route } from "@/lib/http/route";

export const PUT = route(adminApi.updatePlace, ({ actor, params, body }) => updatePlace(actor, params.id, body));

export const DELETE = route(adminApi.deletePlace, ({ actor, params }) => deletePlace(actor, params.id));
