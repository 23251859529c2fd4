import { z } from "zod";
import { operation } from "@/lib/contract/operation";
import { pageQuery } from "@/lib/contract/pagination";
import { OtherUser } from "@/lib/pairings/contract";
import { AGE_RANGE, GENDERS } from "@/lib/accounts/values";
import { AVAILABLE_ACTIONS, DISCOVERY_PAGE_MAX, DISCOVERY_RADIUS_MAX_KM, DISCOVERY_TYPES } from "./values";
export type { AvailableAction } from "./values";

/** Discovery's contract (docs/product.md §4, docs/api.md §4.3): who will be where I will be, when I will be. */

const age = z.coerce
  .number()
  .int("Must be a whole number")
  .min(AGE_RANGE.min, `Must be between ${AGE_RANGE.min} and ${AGE_RANGE.max}`)
  .max(AGE_RANGE.max, `Must be between ${AGE_RANGE.min} and ${AGE_RANGE.max}`);

/** How far other cities may be from one of mine and still count (0: the same city only). */
export const RadiusKm = z.coerce
  .number()
  .int("Must be a whole number")
  .min(0, `Must be between 0 and ${DISCOVERY_RADIUS_MAX_KM}`)
  .max(DISCOVERY_RADIUS_MAX_KM, `Must be between 0 and ${DISCOVERY_RADIUS_MAX_KM}`)
  .default(0);

const gender = z.enum(GENDERS, { error: `Must be one of: ${GENDERS.join(", ")}` });

export const PotentialMatchesQuery = pageQuery(DISCOVERY_PAGE_MAX)
  .extend({
    destination: z.string().max(200).optional(),
    radius_km: RadiusKm,
    type: z.enum(DISCOVERY_TYPES, { error: "Must be match or friend" }).optional(),
    // Repeatable (?gender=Man&gender=Woman): one value or several, each a gender of docs/product.md.
    gender: z
      .union([gender, z.array(gender).max(GENDERS.length, "Too many genders")])
      .transform((value) => (Array.isArray(value) ? value : [value]))
      .optional(),
    min_age: age.optional(),
    max_age: age.optional(),
  })
  .refine((query) => query.min_age === undefined || query.max_age === undefined || query.min_age <= query.max_age, {
    path: ["min_age"],
    message: "Minimum age must not be above the maximum",
  });

const NearbyQuery = pageQuery(DISCOVERY_PAGE_MAX).extend({ radius_km: RadiusKm });

const OverlapInfo = z.object({
  destination: z.string(),
  arrival_date: z.iso.date(),
  departure_date: z.iso.date(),
  overlap_start: z.iso.date(),
  overlap_end: z.iso.date(),
  overlap_days: z.number().int(),
  /**
   * Between my plan's place and theirs, rounded to the km: 0 in the same place, a region holding the other's, or the
   * same typed place.
   */
  distance_km: z.number().int().min(0),
  /** Their plan's city (display form), or null for a destination kept as typed. */
  city: z.string().nullable(),
  /**
   * For their destination kept as typed, the listed place it is near (display form): "Canggu, near Kuta"; else null.
   */
  near_city_name: z.string().nullable(),
  /**
   * When one plan is to a region holding the other's place (or the place the other is near), that
   * region's own name ("Bali": in Bali, like you), with `distance_km` 0; else null.
   */
  region: z.string().nullable(),
});

export const PotentialMatch = OtherUser.extend({
  /** Their plan that overlaps one of mine, and the days we share. */
  overlap_info: OverlapInfo,
  available_actions: z.array(z.enum(AVAILABLE_ACTIONS)),
}).meta({ id: "PotentialMatch" });
export type PotentialMatch = z.infer<typeof PotentialMatch>;

export const NearMiss = OtherUser.extend({
  /**
   * Their plan that misses one of mine by 1 to 7 days. `overlap_days` is 0 and
   * `overlap_start`/`overlap_end` name the day we would meet if I stretched my stay by `gap_days`:
   * their arrival when they come after I leave (`gap_side` "after"), their departure when they
   * leave before I arrive ("before").
   */
  overlap_info: OverlapInfo.extend({ gap_days: z.number().int().min(1).max(7), gap_side: z.enum(["after", "before"]) }),
  available_actions: z.array(z.enum(AVAILABLE_ACTIONS)),
}).meta({ id: "NearMiss" });
export type NearMiss = z.infer<typeof NearMiss>;

export const UpcomingConnection = OtherUser.extend({
  /** Their next plan that meets one of mine. */
  overlap_info: OverlapInfo,
  relationship_type: z.enum(["match", "friend"]),
}).meta({ id: "UpcomingConnection" });
export type UpcomingConnection = z.infer<typeof UpcomingConnection>;

export const discoveryApi = {
  potential: operation({
    method: "GET",
    path: "/matches/potential",
    tag: "Discovery",
    summary: "List travellers whose plans overlap mine",
    description:
      "`destination` narrows to one of my destinations (its display form or its city); `radius_km` (0-200) also counts " +
      "cities that near one of mine; `type`, `gender` (repeatable), `min_age` and `max_age` only narrow the list.",
    auth: "member",
    query: PotentialMatchesQuery,
    response: z.array(PotentialMatch),
  }),
  nearMisses: operation({
    method: "GET",
    path: "/matches/near-misses",
    tag: "Discovery",
    summary: "List travellers who miss my plans by 1 to 7 days",
    description:
      "Plans to the same place (or within `radius_km`) that end or start 1 to 7 days from one of mine, smallest gap first.",
    auth: "member",
    query: NearbyQuery,
    response: z.array(NearMiss),
  }),
  upcoming: operation({
    method: "GET",
    path: "/matches/upcoming",
    tag: "Discovery",
    summary: "List my matches and friends whose next plans meet mine",
    description: "Accepted matches and friends with a future plan overlapping one of mine, soonest first.",
    auth: "member",
    query: NearbyQuery,
    response: z.array(UpcomingConnection),
  }),
};
