/**
 * Travel plans' values: the lists, limits and words the screens share with the contract, free of zod so a
 * page can read them without loading it (docs/decisions/014-contracts-and-openapi.md).
 */

import type { PlanVisibility } from "@/lib/accounts/values";

export const PLAN_STATUSES = ["active", "completed", "cancelled"] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** The plan form's and Settings' choices, and the cards' badges (none for everyone). */
export const PLAN_VISIBILITY_OPTIONS: readonly { value: PlanVisibility; label: string; badge: string }[] = [
  { value: "everyone", label: "Everyone (Discover and profiles)", badge: "Everyone" },
  { value: "connections", label: "My matches and friends only", badge: "Connections only" },
  { value: "private", label: "Only me", badge: "Only me" },
];

export const DEPARTURE_BEFORE_ARRIVAL = "Departure date must be on or after the arrival date";

/**
 * How many upcoming plans (active, not yet over) a member may hold (docs/api.md §4.2): more than any
 * traveller keeps ahead, and a bound on what one member's discovery reads and on a script's rows.
 */
export const MAX_UPCOMING_PLANS = 100;
export const UPCOMING_PLANS_CAP_DETAIL = `You have ${MAX_UPCOMING_PLANS} upcoming travel plans; delete or cancel one first`;

/**
 * Under a plan whose destination names no place Overlap knows (docs/decisions/024-places-admins-add.md):
 * it meets plans typed the same way only, and no radius reaches it until an admin adds the place.
 */
export const UNPLACED_NOTE =
  "Overlap does not know this place yet: this plan meets plans to the same name, but not nearby places. Admins add the places members go to.";

/**
 * Under a plan kept as typed near a listed city (docs/decisions/027-regions-hold-their-places.md):
 * it is placed there until an admin adds the place.
 */
export const anchoredNote = (nearCityName: string) =>
  `Overlap does not know this place yet, so it counts as near ${nearCityName}: plans to the regions around it meet this one, and plans nearby do within the distance you choose. Admins add the places members go to.`;
