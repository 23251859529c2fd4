import { GENDERS } from "@/lib/accounts/values";
import { admitsGender, type PairingProfile } from "./compatibility";

/**
 * What in the member's own profile keeps Discover from offering people (docs/product.md §2.4).
 * Pure, and read straight off the rules of ./compatibility.ts and the discovery query:
 *
 * - No upcoming plan (an active plan that has not ended): the query has nothing to compare, so
 *   nobody at all is offered, neither as a match nor as a friend.
 * - Not open to `match` (friends only): `canMatch` fails for every candidate.
 * - Open to `match` but no gender, or an empty `interested_in`: `canMatch` fails for every
 *   candidate, whoever they are.
 *
 * An `interested_in` that admits no gender (only values the lists have since dropped) counts as
 * empty. Nothing else empties Potential Matches for everyone: every `interested_in` choice admits
 * some gender, and the age preferences are held between 18 and 100 and in order, so they always admit
 * some age. Whether anyone fits is then up to the others, which no message could fix.
 */
export type DiscoveryGap = "no_upcoming_plan" | "friends_only" | "no_gender" | "no_interested_in";

export type DiscoveryGapMessage = {
  gap: DiscoveryGap;
  message: string;
  /** Where the member fixes it. */
  action: { label: string; href: string };
};

/** Profile edit mode, opened from a link (app/app/profile/page.tsx). */
const PROFILE_EDIT_HREF = "/app/profile?edit=1";
const NEW_PLAN_HREF = "/app/travel-plans";

/** The words Discover shows for each gap, in this order (docs/product.md §2.4). */
export const GAP_MESSAGES: Record<DiscoveryGap, Omit<DiscoveryGapMessage, "gap">> = {
  no_upcoming_plan: {
    message:
      "You have no upcoming travel plan, so there is nobody to show you yet. Create a travel plan to find other nomads!",
    action: { label: "Create a travel plan", href: NEW_PLAN_HREF },
  },
  friends_only: {
    message:
      "You are open to friendships only, so nobody is offered to you as a match. That is fine; if you would like matches too, add them to what you are open to.",
    action: { label: "Change what you are open to", href: PROFILE_EDIT_HREF },
  },
  no_gender: {
    message: "Your profile has no gender, so nobody can be offered to you as a match.",
    action: { label: "Add your gender", href: PROFILE_EDIT_HREF },
  },
  no_interested_in: {
    message: "Your profile does not say who you are interested in, so nobody can be offered to you as a match.",
    action: { label: "Choose who you are interested in", href: PROFILE_EDIT_HREF },
  },
};

const ORDER: readonly DiscoveryGap[] = ["no_upcoming_plan", "friends_only", "no_gender", "no_interested_in"];

/** Every gap that applies, once each, in a stable order. */
export function discoveryGaps(
  profile: Pick<PairingProfile, "gender" | "interestedIn" | "openToPairingTypes">,
  hasUpcomingPlan: boolean,
): DiscoveryGap[] {
  const found = new Set<DiscoveryGap>();
  if (!hasUpcomingPlan) found.add("no_upcoming_plan");
  if (!profile.openToPairingTypes.includes("match")) {
    found.add("friends_only");
  } else {
    // Only someone open to matches needs these: friendship asks for neither.
    if (!profile.gender) found.add("no_gender");
    if (!GENDERS.some((gender) => admitsGender(profile.interestedIn, gender))) found.add("no_interested_in");
  }
  return ORDER.filter((gap) => found.has(gap));
}

export function gapMessages(gaps: readonly DiscoveryGap[]): DiscoveryGapMessage[] {
  return gaps.map((gap) => ({ gap, ...GAP_MESSAGES[gap] }));
}

type PlannedPlace = { destination: string; city_id: number | null };

/** The destinations of these plans, once each (any case), in their order. */
export function distinctDestinations(plans: readonly PlannedPlace[]): string[] {
  return [...new Map(plans.map((plan) => [plan.destination.toLowerCase(), plan.destination])).values()];
}

/**
 * The typed destinations (no known place) of the upcoming plans the list compares, the one asked
 * for or all of them; none when one of those plans goes to a known place (emptyReason's `unplaced`).
 */
export function unplacedDestinations(plans: readonly PlannedPlace[], destination?: string): string[] {
  const compared = destination
    ? plans.filter((plan) => plan.destination.toLowerCase() === destination.toLowerCase())
    : plans;
  return compared.some((plan) => plan.city_id !== null) ? [] : distinctDestinations(compared);
}

/** Why Discover's list is empty, in words and with the one step that helps (docs/product.md §2.4). */
export type EmptyReason = { message: string; action: { label: string; href: string } };

export const NOBODY_YET: EmptyReason = {
  message: "Nobody else's plans overlap with yours yet. Check back as more members add theirs, or add another trip.",
  action: { label: "Go to My Trips", href: NEW_PLAN_HREF },
};

/**
 * The true reason the list came back empty, first that applies: no upcoming plan; a `type` filter
 * the member's own profile rules out (matches without a gender or interests, friendships when open
 * to matches only); filters that hid everyone who overlaps; plans only to places Overlap does not
 * know (no distance reaches them); at the same city only, nobody yet (a wider distance may find
 * someone); else nobody overlapping at all.
 */
export function emptyReason(input: {
  gaps: readonly DiscoveryGap[];
  openToFriend: boolean;
  type?: "match" | "friend";
  /** The filters hid everyone: the same list without them is not empty. */
  hiddenByFilters: boolean;
  radiusKm: number;
  /** Where the same list without filters lives (the radius and destination kept). */
  clearHref: string;
  /** The same list at a wider distance. */
  widerHref: string;
  /**
   * The destinations, kept as typed (no known place), of every upcoming plan the list compares:
   * empty when one of them is a known place.
   */
  unplaced?: readonly string[];
}): EmptyReason {
  if (input.gaps.includes("no_upcoming_plan")) return GAP_MESSAGES.no_upcoming_plan;
  const profileGap = input.gaps.find((gap) => gap !== "no_upcoming_plan");
  if (input.type === "match" && profileGap) return GAP_MESSAGES[profileGap];
  if (input.type === "friend" && !input.openToFriend) {
    return {
      message: "You are open to matches only, so nobody is offered to you as a friend.",
      action: { label: "Change what you are open to", href: PROFILE_EDIT_HREF },
    };
  }
  if (input.hiddenByFilters) {
    return {
      message: "People overlap with your plans, but nobody fits these filters.",
      action: { label: "Clear filters", href: input.clearHref },
    };
  }
  // No distance reaches a place Overlap does not know (docs/decisions/024-places-admins-add.md).
  if (input.unplaced?.length) {
    return {
      message: `Overlap does not know ${new Intl.ListFormat("en", { type: "disjunction" }).format(input.unplaced)} yet, so only plans to the same name meet yours, and no distance reaches it. Admins add the places members go to.`,
      action: { label: "Go to My Trips", href: NEW_PLAN_HREF },
    };
  }
  if (input.radiusKm === 0) {
    return {
      message:
        "Nobody else's plans meet yours in the same city yet. Nearby places may have someone: widen the distance, or check back as more members add their plans.",
      action: { label: "Look within 50 km", href: input.widerHref },
    };
  }
  return NOBODY_YET;
}
