import { z } from "zod";
import { findPotentialMatches } from "@/lib/discovery/service";
import { pageQuery } from "@/lib/contract/pagination";
import { route } from "@/lib/http/route";

const PotentialMatchesQuery = pageQuery(200).extend({ destination: z.string().max(200).optional() });

export const GET = route({ auth: "member", query: PotentialMatchesQuery }, ({ actor, query }) => findPotentialMatches(actor, query));
