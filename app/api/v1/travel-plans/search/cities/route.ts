import { CitySearchQuery } from "@/lib/cities/schemas";
import { searchCities } from "@/lib/cities/service";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "member", query: CitySearchQuery }, ({ actor, query }) => searchCities(actor, query));
