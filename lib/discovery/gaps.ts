import { GENDERS } from "@/lib/profiles/values";
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
export const PROFILE_EDIT_HREF = "/app/profile?edit=1";
export const NEW_PLAN_HREF = "/app/travel-plans";

/** The words Discover shows for each gap, in this order (docs/product.md §2.4). */
export const GAP_MESSAGES: Record<DiscoveryGap, Omit<DiscoveryGapMessage, "gap">> = {
  no_upcoming_plan: {
    message: "You have no upcoming travel plan, so there is nobody to show you yet. Create a travel plan to find other nomads!",
    action: { label: "Create a travel plan", href: NEW_PLAN_HREF },
  },
  friends_only: {
    message: "You are open to friendships only, so nobody is offered to you as a match. That is fine; if you would like matches too, add them to what you are open to.",
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
export function discoveryGaps(profile: Pick<PairingProfile, "gender" | "interestedIn" | "openToPairingTypes">, hasUpcomingPlan: boolean): DiscoveryGap[] {
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
