import { adminApi } from "@/lib/admin/contract";
import { moveMisplacedDestination } from "@/lib/cities/places";
import { route } from "@/lib/http/route";

export const POST = route(adminApi.moveMisplacedDestination, ({ actor, params, body }) =>
  moveMisplacedDestination(actor, params.id, body.city_id),
);
