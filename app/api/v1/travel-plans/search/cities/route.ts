import { citiesApi } from "@/lib/cities/contract";
import { searchCities } from "@/lib/cities/service";
import { route } from "@/lib/http/route";

export const GET = route(citiesApi.search, ({ actor, query }) => searchCities(actor, query));
