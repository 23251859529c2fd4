import { adminApi } from "@/lib/admin/contract";
import { deletePlace } from "@/lib/cities/places";
import { route } from "@/lib/http/route";

export const DELETE = route(adminApi.deletePlace, ({ actor, params }) => deletePlace(actor, params.id));
