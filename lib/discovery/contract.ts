import { z } from "zod";
import { operation } from "@/lib/contract/operation";
import { pageQuery } from "@/lib/contract/pagination";
import { OtherUser } from "@/lib/pairings/contract";

/** Discovery's contract (docs/product.md §4, docs/api.md §4): who will be where I will be, when I will be. */

/** What a card may offer: a pass always, a friendship or a match when both sides are open to it. */
export const AVAILABLE_ACTIONS = ["pass", "befriend", "match"] as const;
export type AvailableAction = (typeof AVAILABLE_ACTIONS)[number];

export const PotentialMatchesQuery = pageQuery(200).extend({ destination: z.string().max(200).optional() });

export const PotentialMatch = OtherUser.extend({
  /** Their plan that overlaps one of mine, and the days we share. */
  overlap_info: z.object({
    destination: z.string(),
    arrival_date: z.iso.date(),
    departure_date: z.iso.date(),
    overlap_start: z.iso.date(),
    overlap_end: z.iso.date(),
    overlap_days: z.number().int(),
  }),
  available_actions: z.array(z.enum(AVAILABLE_ACTIONS)),
}).meta({ id: "PotentialMatch" });
export type PotentialMatch = z.infer<typeof PotentialMatch>;

export const discoveryApi = {
  potential: operation({
    method: "GET",
    path: "/matches/potential",
    tag: "Discovery",
    summary: "List travellers whose plans overlap mine",
    description: "`destination` narrows to one of my destinations (its display form or its city).",
    auth: "member",
    query: PotentialMatchesQuery,
    response: z.array(PotentialMatch),
  }),
};
