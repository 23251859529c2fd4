import "server-only";
import { getDb } from "@/db/client";
import type { Actor } from "@/lib/auth/actor";
import { todayUtc } from "@/lib/dates/days";
import type { Page } from "@/lib/contract/pagination";
import { GENDERS } from "@/lib/accounts/values";
import { admittedGenders, availableActions, canBefriend, wishesAdmitting, type PairingProfile } from "./compatibility";
import type { NearMiss, PotentialMatch, UpcomingConnection } from "./contract";
import { discoveryGaps, gapMessages, type DiscoveryGapMessage } from "./gaps";
import { presentCandidate, presentNearMiss, presentUpcoming } from "./present";
import { findOverlappingTravellers, hasUpcomingPlan, type CandidateFilter, type CandidateRow } from "./queries";
import type { DiscoveryType } from "./values";

export type PotentialMatchesInput = {
  destination?: string;
  radius_km?: number;
  type?: DiscoveryType;
  gender?: string[];
  min_age?: number;
  max_age?: number;
} & Page;

/** GET /matches/potential (docs/api.md §4.3): who will be where the caller will be, when they will be. */
export async function findPotentialMatches(actor: Actor, input: PotentialMatchesInput): Promise<PotentialMatch[]> {
  const destination = input.destination?.trim() || undefined;
  const viewer: PairingProfile = actor.user;
  const filter = candidateFilter(viewer, input);
  if (filter === null) return [];
  const rows = await findOverlappingTravellers(
    await getDb(),
    actor.id,
    todayUtc(),
    { kind: "potential", radiusKm: input.radius_km ?? 0, destination, filter },
    input,
  );
  return rows.map((row) => presentCandidate(row, availableActions(viewer, profileOf(row))));
}

/** GET /matches/near-misses (docs/api.md §4.3): plans to the same place that miss the caller's by 1 to 7 days. */
export async function findNearMisses(actor: Actor, input: { radius_km?: number } & Page): Promise<NearMiss[]> {
  const viewer: PairingProfile = actor.user;
  const rows = await findOverlappingTravellers(
    await getDb(),
    actor.id,
    todayUtc(),
    { kind: "near_misses", radiusKm: input.radius_km ?? 0 },
    input,
  );
  return rows.map((row) => presentNearMiss(row, availableActions(viewer, profileOf(row))));
}

/** GET /matches/upcoming (docs/api.md §4.3): the caller's matches and friends whose next plans meet theirs. */
export async function findUpcomingConnections(
  actor: Actor,
  input: { radius_km?: number } & Page,
): Promise<UpcomingConnection[]> {
  const rows = await findOverlappingTravellers(
    await getDb(),
    actor.id,
    todayUtc(),
    { kind: "upcoming", radiusKm: input.radius_km ?? 0 },
    input,
  );
  return rows.map(presentUpcoming);
}

/**
 * The query's filters in the terms of the SQL (lib/discovery/queries.ts), or null when they admit
 * nobody whoever the candidates are: `type=match` for a caller who cannot match anyone (the same
 * rules as ./compatibility.ts canMatch), `type=friend` for one not open to friendship.
 */
function candidateFilter(viewer: PairingProfile, input: PotentialMatchesInput): CandidateFilter | null {
  const filter: CandidateFilter = {};
  if (input.gender) filter.genders = [...new Set(input.gender)];
  if (input.min_age !== undefined) filter.minAge = input.min_age;
  if (input.max_age !== undefined) filter.maxAge = input.max_age;
  if (input.type === "friend") {
    if (!canBefriend(viewer, { ...viewer, openToPairingTypes: ["friend"] })) return null;
    filter.friendOnly = true;
  }
  if (input.type === "match") {
    const admitted = admittedGenders(viewer.interestedIn, GENDERS);
    if (!viewer.openToPairingTypes.includes("match") || !viewer.gender || admitted.length === 0) return null;
    filter.match = {
      admittedGenders: admitted,
      wishesAdmittingViewer: wishesAdmitting(viewer.gender),
      viewerAge: viewer.age,
      minAge: viewer.minAgePreference,
      maxAge: viewer.maxAgePreference,
    };
  }
  return filter;
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
