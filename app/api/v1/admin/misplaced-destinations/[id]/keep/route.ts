import { adminApi } from "@/lib/admin/contract";
import { keepMisplacedDestination } from "@/lib/cities/places";
import { route } from "@/lib/http/route";

export const POST = route(adminApi.keepMisplacedDestination, ({ actor, params }) =>
  keepMisplacedDestination(actor, params.id),
);
