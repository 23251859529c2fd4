import { citiesApi } from "@/lib/cities/contract";
import { resolveTypedDestination } from "@/lib/cities/service";
import { route } from "@/lib/http/route";

export const GET = route(citiesApi.resolve, ({ actor, query }) => resolveTypedDestination(actor, query.destination));
