import "server-only";
import { getDb } from "@/db/client";
import type { Actor } from "@/lib/auth/actor";
import { todayUtc } from "@/lib/dates/days";
import type { Page } from "@/lib/contract/pagination";
import { availableActions, type PairingProfile } from "./compatibility";
import { discoveryGaps, gapMessages, type DiscoveryGapMessage } from "./gaps";
import { presentCandidate } from "./present";
import { findOverlappingTravellers, hasUpcomingPlan, type CandidateRow } from "./queries";

/** GET /matches/potential (docs/api.md §4): who will be where the caller will be, when they will be. */
export async function findPotentialMatches(actor: Actor, input: { destination?: string } & Page) {
  const destination = input.destination?.trim() || undefined;
  const rows = await findOverlappingTravellers(await getDb(), actor.id, todayUtc(), destination, input);
  const viewer: PairingProfile = actor.user;
  return rows.map((row) => presentCandidate(row, availableActions(viewer, profileOf(row))));
}

/**
 * What in the caller's own profile keeps Discover from offering people, with where to fix it
 * (docs/product.md §2.4): the Discover page shows these; the rules are in ./gaps.ts.
 */
export async function findDiscoveryGaps(actor: Actor): Promise<DiscoveryGapMessage[]> {
  const planned = await hasUpcomingPlan(await getDb(), actor.id, todayUtc());
  return gapMessages(discoveryGaps(actor.user, planned));
}

function profileOf(row: CandidateRow): PairingProfile {
  return {
    gender: row.gender,
    interestedIn: row.interested_in,
    age: row.age,
    minAgePreference: row.min_age_preference,
    maxAgePreference: row.max_age_preference,
    openToPairingTypes: row.open_to_pairing_types,
  };
}
