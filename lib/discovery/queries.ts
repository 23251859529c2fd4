import "server-only";
import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import { queryRowsPrepared, type Database, type DbOrTx } from "@/db/client";
import { travelPlans } from "@/db/schema";
import type { Page } from "@/lib/contract/pagination";
import { env } from "@/lib/env";
import {
  countRanking,
  forgetRanking,
  keepRanking,
  keptRanking,
  rankingGeneration,
  type KeptRanking,
} from "./kept-rankings";

export type CandidateRow = {
  id: number;
  name: string;
  handle: string | null;
  age: number;
  gender: string | null;
  photos: string[];
  current_location: string | null;
  bio: string | null;
  headline: string | null;
  travel_preferences: string | null;
  interested_in: string[];
  min_age_preference: number | null;
  max_age_preference: number | null;
  open_to_pairing_types: string[];
  destination: string;
  arrival_date: string;
  departure_date: string;
  overlap_start: string;
  overlap_end: string;
  overlap_days: number;
  /** Days between the two stays (0 or less when they overlap). */
  gap_days: number;
  /**
   * Near misses: "after" when they arrive after the caller leaves, "before" when they leave before the caller arrives.
   */
  gap_side: "after" | "before";
  distance_km: number;
  /** The candidate's city (display form), or null for a destination kept as typed. */
  city: string | null;
  /** For a destination kept as typed, the listed place it is near (display form); else null. */
  near_city_name: string | null;
  /**
   * The region through which the two plans meet, one of them holding the other's place (docs/decisions/027); else null.
   */
  region: string | null;
  /** Upcoming: the accepted connection's type. */
  relationship_type: string | null;
};

/** Which list the statement builds (docs/api.md §4.3). */
export type DiscoveryKind = "potential" | "near_misses" | "upcoming";

/**
 * What narrows the candidates, worked out by the service from the query and the caller's profile
 * (lib/discovery/compatibility.ts): each part only ever removes people.
 */
export type CandidateFilter = {
  genders?: readonly string[];
  minAge?: number;
  maxAge?: number;
  /** `type=friend`: both open to friendship (the caller's side is checked by the service). */
  friendOnly?: boolean;
  /** `type=match`: the candidate side of `canMatch`, against the caller's profile. */
  match?: {
    admittedGenders: readonly string[];
    wishesAdmittingViewer: readonly string[];
    viewerAge: number;
    minAge: number | null;
    maxAge: number | null;
  };
};

export type DiscoveryOptions = {
  kind: DiscoveryKind;
  /** Other cities within this many km of one of the caller's plan cities count too (0: the same city only). */
  radiusKm: number;
  destination?: string;
  filter?: CandidateFilter;
};

/** Earth's mean radius, the sphere the distances and the bounding box are measured on. */
const EARTH_KM = 6371;

/** The great-circle (haversine) distance in km between two points given in degrees, in SQL. The
 * coordinates must not be null: `least(1, null)` is 1, which reads as the far side of the Earth. */
export function distanceKmSql(from: { lat: SQL; lon: SQL }, to: { lat: SQL; lon: SQL }): SQL {
  return sql`2 * ${EARTH_KM} * asin(least(1, sqrt(
    power(sin(radians(${to.lat} - ${from.lat}) / 2), 2)
    + cos(radians(${from.lat})) * cos(radians(${to.lat})) * power(sin(radians(${to.lon} - ${from.lon}) / 2), 2))))`;
}
/** Near misses: plans that end or start at most this many days from the caller's. */
const NEAR_MISS_MAX_DAYS = 7;
/**
 * The potential list's tries, in days shared at least: it is ranked by days together, so everyone
 * who shares at least a try's floor ranks above everyone who shares less, and a try whose people
 * fill the page gives it exactly. A first floor of 11 days halved a busy viewer's statement but
 * made a member who had passed on their best matches try three times: passes cost again
 * (docs/benchmarks.md), so the first try is a week.
 */
const POTENTIAL_FLOORS = [7, 1] as const;
/**
 * The potential and near-miss cuts keep this many meetings per person they rank: most meet the caller's plans once or
 * twice.
 */
const MEETINGS_PER_CANDIDATE = 3;
/**
 * Plans of at most this many days (arrival and departure included) are found on a btree over
 * (city, arrival), the rest on a GiST over (city, dates): a plan that ends on or after a given day
 * and lasts at most 31 days arrived at most 30 days before it, so a short stay's candidates are one
 * arrival range, read at a quarter of the GiST's cost per plan (docs/decisions/023). The two
 * partial indexes of migration 0031 are defined by this number, written out as it is here: the
 * planner uses a partial index only when the statement repeats its condition.
 */
const SHORT_STAY_DAYS = 31;
/** The condition of the short (or long) stays' index, with its number inline (see SHORT_STAY_DAYS). */
const shortStay = (short: boolean) =>
  sql.raw(`p.departure_date - p.arrival_date ${short ? "<" : ">="} ${SHORT_STAY_DAYS}`);

/**
 * Everyone whose active plan meets one of the viewer's active plans: the same place, a region
 * holding the other's place (or the place an anchored plan is near, docs/decisions/027), or a place
 * within `radiusKm` of it (an anchored plan measured from its anchor's point), or, for plans that
 * resolved to no place, the same destination text, on intersecting inclusive date ranges. Near
 * misses widen the dates by a week and keep those who meet on none of them; upcoming keeps the
 * caller's accepted connections instead of strangers, read from their own plans (a few each)
 * rather than from everyone's in the caller's cities.
 * One SQL statement: each city probes two indexes that carry the columns the ranking reads
 * (index-only scans), a btree over (city_id, arrival) for stays of up to a month and a GiST over
 * (city_id, daterange) for longer ones (SHORT_STAY_DAYS); a region's places come from
 * place_regions' indexes, and each is probed like a city; nearby cities come from a
 * latitude/longitude box on a btree (docs/decisions/019-nearby-by-bounding-box.md); anchored
 * plans from their own (near_city_id, dates) index; the unresolved branch uses lower(destination). Pairings and blocks
 * are one hashed list of the viewer's own, applied to every
 * meeting before the ranking ("not in", a hashed subplan: a "not exists" anti-join became a nested
 * loop over the viewer's pairings, so the cost grew with every pass, docs/benchmarks.md). Each
 * candidate appears once, with their best meeting.
 */
export async function findOverlappingTravellers(
  db: Database,
  viewerId: number,
  today: string,
  options: DiscoveryOptions,
  page: Page,
): Promise<CandidateRow[]> {
  // Inactive members (and filtered-out ones, and near misses who overlap another plan) are few:
  // check a little more than a page, and look further only when they thinned it (the ranked list
  // hit its cap, or a cut of the best meetings was full, and the page came back short). The
  // potential list reads only the meetings of its first floor's days or more (POTENTIAL_FLOORS),
  // and runs again with the next floor when they are too few for the page.
  // The potential list's and near misses' rankings are kept for the next read (docs/decisions/025):
  // a page read from one when it still holds, else ranked again here.
  const key =
    options.kind !== "upcoming" && env().DISCOVERY_RANKINGS_KEPT > 0 ? rankingKey(viewerId, today, options) : null;
  const kept = key ? keptRanking(key) : undefined;
  if (key && kept) {
    const rows = await readKeptRanking(db, viewerId, today, kept, options.filter, page);
    if (rows) return rows;
    forgetRanking(key);
  }
  const generation = rankingGeneration();
  const wanted = page.skip + page.limit;
  const floors = options.kind === "potential" ? POTENTIAL_FLOORS : [1];
  let tried = 0;
  // A ranking to keep goes a page further, so that the next page is read from it too (Discover's
  // `Show more` asks for a first page one page longer: 25, then 49).
  let cap = wanted + Math.max(20, Math.ceil(wanted / 5), key ? page.limit : 0);
  for (;;) {
    const minOverlapDays = floors[tried]!;
    const keepIt = key !== null && cap <= MAX_KEPT_ENTRIES;
    const result = await queryRowsPrepared<
      CandidateRow & { ranked_rows: number; truncated: boolean } & Partial<KeptStamps>
    >(db, overlappingTravellersQuery({ viewerId, today, discovery: options, page, cap, minOverlapDays, kept: keepIt }));
    const rows = result.filter((row) => row.id !== null);
    const exhausted = !result[0]?.truncated && (result[0]?.ranked_rows ?? 0) < cap;
    const complete = exhausted && tried === floors.length - 1;
    // The rows go out as they are (ranked_rows too: the presenters pick their fields): copying
    // 100 wide rows without it cost more Node time than any other line of the request.
    if (rows.length >= page.limit || complete || cap > 100_000) {
      // Asked to keep it, the statement's first row carries the ranking and its stamps.
      if (keepIt) keep(key, result[0] as KeptStamps, complete, generation);
      return rows;
    }
    if (exhausted) tried += 1;
    else cap *= 4;
  }
}

/** A ranking longer than this is not kept (deep pages are rare, and each kept entry costs memory). */
const MAX_KEPT_ENTRIES = 500;

/** What the ranked statement returns on its first row when asked to keep its ranking. */
type KeptStamps = {
  kept_entries: string;
  kept_mine: string;
  kept_places: number[];
  kept_typed: string[];
  kept_last_pairing: number;
  kept_removed: string | null;
  kept_blocks: number;
  kept_at: string;
  kept_snapshot: string;
};

/** One kept ranking per member, day and query (the filters hold the member's own preferences for `type=match`). */
function rankingKey(viewerId: number, today: string, options: DiscoveryOptions): string {
  return JSON.stringify([
    viewerId,
    today,
    options.kind,
    options.radiusKm,
    options.destination ?? null,
    options.filter ?? null,
  ]);
}

function keep(key: string, stamps: KeptStamps, complete: boolean, madeIn: number): void {
  keepRanking(
    key,
    {
      entries: stamps.kept_entries,
      complete,
      madeAt: stamps.kept_at,
      snapshot: stamps.kept_snapshot,
      mineStamp: stamps.kept_mine,
      placeIds: stamps.kept_places,
      typedDestinations: stamps.kept_typed,
      lastPairingId: stamps.kept_last_pairing,
      pairingsRemovedAt: stamps.kept_removed,
      blocks: stamps.kept_blocks,
    },
    madeIn,
  );
  countRanking("rankings");
}

/** The page from a kept ranking, or null when the ranking no longer holds or runs short of the page. */
async function readKeptRanking(
  db: Database,
  viewerId: number,
  today: string,
  kept: KeptRanking,
  filter: CandidateFilter | undefined,
  page: Page,
): Promise<CandidateRow[] | null> {
  const result = await queryRowsPrepared<CandidateRow & KeptCheck>(
    db,
    keptPageQuery(viewerId, today, kept, filter, page),
  );
  const check = result[0];
  const holds =
    check !== undefined &&
    check.kept_mine === kept.mineStamp &&
    check.kept_removed === kept.pairingsRemovedAt &&
    check.kept_blocks === kept.blocks &&
    !check.kept_news &&
    check.kept_moved === 0;
  if (!holds) return null;
  const rows = result.filter((row) => row.id !== null);
  if (rows.length < page.limit && !kept.complete) return null;
  countRanking("reads");
  return rows;
}

/** A Postgres int[] literal. */
function intArray(values: readonly number[]): string {
  return `{${values.map((value) => Math.trunc(value)).join(",")}}`;
}

/** A Postgres text[] literal, each element quoted, for `= any(...)` and `&&`. */
function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}

function candidateFilterSql(filter: CandidateFilter | undefined): SQL {
  if (!filter) return sql``;
  const parts: SQL[] = [];
  if (filter.genders) parts.push(sql`and a.gender = any(${textArray(filter.genders)}::text[])`);
  if (filter.minAge !== undefined) parts.push(sql`and a.age >= ${filter.minAge}`);
  if (filter.maxAge !== undefined) parts.push(sql`and a.age <= ${filter.maxAge}`);
  if (filter.friendOnly) parts.push(sql`and 'friend' = any(a.open_to_pairing_types)`);
  const match = filter.match;
  if (match) {
    parts.push(sql`and 'match' = any(a.open_to_pairing_types)
      and a.gender = any(${textArray(match.admittedGenders)}::text[])
      and a.interested_in && ${textArray(match.wishesAdmittingViewer)}::text[]
      and (a.min_age_preference is null or a.min_age_preference <= ${match.viewerAge})
      and (a.max_age_preference is null or a.max_age_preference >= ${match.viewerAge})`);
    if (match.minAge !== null) parts.push(sql`and a.age >= ${match.minAge}`);
    if (match.maxAge !== null) parts.push(sql`and a.age <= ${match.maxAge}`);
  }
  return sql.join(parts, sql` `);
}

/** What the ranked statement is asked for (the statement alone, so a test can EXPLAIN it). */
export type RankingRequest = {
  viewerId: number;
  today: string;
  discovery: DiscoveryOptions;
  page: Page;
  /** How many people are ranked at most (findOverlappingTravellers widens it when the page came back short). */
  cap?: number;
  /** The potential list's floor: meetings sharing fewer days are left out (POTENTIAL_FLOORS). */
  minOverlapDays?: number;
  /** Whether the first row carries the ranking and its stamps, to keep it (docs/decisions/025). */
  kept?: boolean;
};

/** A ranking request with what follows from it, worked out once for every part of the statement. */
type Statement = {
  viewerId: number;
  today: string;
  kind: DiscoveryKind;
  destination: string | undefined;
  filter: CandidateFilter | undefined;
  page: Page;
  cap: number;
  kept: boolean;
  /** Meetings shorter than this many days are left out (the potential list only, whose floor can exceed a day). */
  floor: number;
  radiusKm: number;
  /** The near misses' week each side of the caller's dates, else 0. */
  widen: number;
  /** How far past my plan's ends a plan in reach may start or end (negative: how far inside them). */
  reach: number;
  /** The radius as degrees of latitude. */
  dlat: number;
  /** How the list is ordered, each person by their best meeting. */
  listOrder: SQL;
};

function statementOf(request: RankingRequest): Statement {
  const { viewerId, today, discovery, page, cap = 1_000_000, minOverlapDays = 1, kept = false } = request;
  const { kind } = discovery;
  const floor = kind === "potential" ? Math.max(1, Math.floor(minOverlapDays)) : 1;
  const radiusKm = Math.max(0, Math.min(discovery.radiusKm, 200));
  const widen = kind === "near_misses" ? NEAR_MISS_MAX_DAYS : 0;
  return {
    viewerId,
    today,
    kind,
    destination: discovery.destination,
    filter: discovery.filter,
    page,
    cap,
    kept,
    floor,
    radiusKm,
    widen,
    reach: widen - (floor - 1),
    dlat: radiusKm / EARTH_KM / (Math.PI / 180),
    listOrder: listOrderOf(kind),
  };
}

/**
 * Per candidate, the meeting that counts: upcoming the soonest, then the longest and the nearest;
 * the potential list the longest, the soonest, the nearest, and near misses the smallest gap, the
 * nearest, the soonest (both in their cuts, see bestMeetings).
 */
function listOrderOf(kind: DiscoveryKind): SQL {
  return kind === "near_misses"
    ? sql`r.gap_days, r.distance_km, r.arrival_date, r.user_id`
    : kind === "upcoming"
      ? sql`r.overlap_start, r.overlap_days desc, r.user_id`
      : sql`r.overlap_days desc, r.arrival_date, r.user_id`;
}

/**
 * The plans a list reads, the caller's and others' alike (docs/product.md, "Who sees my plans"):
 * upcoming, among connections, those open to everyone or to connections; the lists of strangers
 * only those open to everyone, so that a plan kept to connections never brings a stranger in either
 * direction. Private plans meet nobody. Written as the short and long stays' indexes say it
 * (migration 0048), so that they still serve the meetings.
 */
function visibleIn(s: Statement, plan: string): SQL {
  return s.kind === "upcoming"
    ? sql.raw(`${plan}.visibility <> 'private'`)
    : sql.raw(`${plan}.visibility = 'everyone'`);
}

/** The potential list's floor on the days a plan `theirs` shares with `mine` (nothing for the other lists). */
function longEnough(s: Statement, theirs: SQL, mine: SQL): SQL {
  return s.kind === "potential"
    ? sql`and least(${theirs}.departure_date, ${mine}.departure_date) - greatest(${theirs}.arrival_date, ${mine}.arrival_date) + 1 >= ${s.floor}`
    : sql``;
}

/**
 * `mine`: the caller's active plans to come (long enough for the floor, to `destination` when asked), each with its
 * point.
 */
function viewerPlans(s: Statement): SQL {
  const { destination } = s;
  const destinationFilter = destination
    ? sql`and (lower(m.destination) = lower(${destination})
          or lower(split_part(m.destination, ',', 1)) = lower(${destination})
          or exists (select 1 from cities c where c.id = m.city_id and (lower(c.name) = lower(${destination}) or lower(c.ascii_name) = lower(${destination}))))`
    : sql``;
  return sql`mine as (
        -- A plan's point: its place's, or (kept as typed) the place it is anchored near (docs/decisions/027).
        select m.id as plan_id, m.city_id, coalesce(m.city_id, m.near_city_id) as point_id, m.destination, m.arrival_date, m.departure_date,
          c.latitude as lat, c.longitude as lon
        from travel_plans m
        left join cities c on c.id = coalesce(m.city_id, m.near_city_id)
        where m.user_id = ${s.viewerId} and m.status = 'active' and m.departure_date >= ${s.today}::date
          and m.departure_date - m.arrival_date + 1 >= ${s.floor} and ${visibleIn(s, "m")}
        ${destinationFilter}
      )`;
}

/** `paired` (pairings and blocks, left out of the strangers' lists), `connected` and `blocked` (upcoming's people). */
function viewerCircles(s: Statement): SQL {
  const { viewerId } = s;
  return sql`paired as (
        select mp.user_id from ${memberPairings(viewerId)} mp
        union all select bl.blocked_id from blocks bl where bl.blocker_id = ${viewerId}
        union all select bl.blocker_id from blocks bl where bl.blocked_id = ${viewerId}
      ),
      connected as (
        select case when pr.user1_id = ${viewerId} then pr.user2_id else pr.user1_id end as user_id
        from pairings pr
        where (pr.user1_id = ${viewerId} or pr.user2_id = ${viewerId})
          and pr.status = 'accepted' and pr.relationship_type in ('match', 'friend')
      ),
      blocked as (
        select bl.blocked_id as user_id from blocks bl where bl.blocker_id = ${viewerId}
        union all select bl.blocker_id from blocks bl where bl.blocked_id = ${viewerId}
      )`;
}

/** `held`: the places a region of mine holds, and the regions holding my place or anchor. */
function regionsHeld(): SQL {
  return sql`
      -- A region holds its places (docs/decisions/027): the places a region of mine holds, with the
      -- plans anchored near them, and the regions holding my place or my plan's anchor, each met at
      -- 0 km through that region (place_regions lists every region a place lies in, so no walk up).
      held as (
        select m.plan_id, pr.place_id as city_id, m.city_id as region_id, true as anchors
        from mine m join place_regions pr on pr.region_id = m.city_id
        union all
        select m.plan_id, pr.region_id, pr.region_id, false
        from mine m join place_regions pr on pr.place_id = m.point_id
      )`;
}

/**
 * `boxes` and `reach`, with a radius only: cities in reach of each of the caller's, a latitude band
 * and longitude spans, both index conditions on the btree (wider near the poles, all longitudes
 * past them, split across the antimeridian), then the exact great-circle (haversine) distance for
 * those in the box only. An anchored plan is measured from its anchor's point (docs/decisions/027).
 */
function nearbyReach(s: Statement): SQL {
  const { radiusKm, dlat } = s;
  return radiusKm > 0
    ? sql`
      -- At most two longitude spans per plan's point: the box, and its part across the antimeridian.
      boxes as materialized (
        select m.plan_id, m.point_id, m.lat, m.lon, m.arrival_date, m.departure_date, span.lo, span.hi
        from mine m
        cross join lateral (select case when abs(m.lat) + ${dlat}::float8 >= 90 or sin(${radiusKm / EARTH_KM}::float8) >= cos(radians(m.lat)) then 180
               else degrees(asin(sin(${radiusKm / EARTH_KM}::float8) / cos(radians(m.lat)))) end as dlon) box
        cross join lateral (values
          (greatest(m.lon - box.dlon, -180), least(m.lon + box.dlon, 180)),
          (case when m.lon - box.dlon < -180 then m.lon - box.dlon + 360 when m.lon + box.dlon > 180 then -180 else 1000 end,
           case when m.lon - box.dlon < -180 then 180 when m.lon + box.dlon > 180 then m.lon + box.dlon - 360 else -1000 end)) span(lo, hi)
        where m.point_id is not null and span.lo <= span.hi
      ),
      -- Every other place within the radius of each plan's point, with its distance: the meetings
      -- read those with plans, and a kept ranking's stamps all of them (one scan of the box for both).
      reach as (
        select b.plan_id, n.id as city_id, d.km, b.arrival_date, b.departure_date
        from boxes b
        join cities n
          on n.latitude between b.lat - ${dlat}::float8 and b.lat + ${dlat}::float8
         and n.longitude between b.lo and b.hi
         and n.id <> b.point_id
        cross join lateral (select ${distanceKmSql({ lat: sql`b.lat`, lon: sql`b.lon` }, { lat: sql`n.latitude`, lon: sql`n.longitude` })} as km) d
        where d.km <= ${radiusKm}
      ),`
    : sql``;
}

/**
 * Whether a place has plans to come. Most places near a city, or in a region, have none: a btree
 * probe skips them (any status, so that the planner takes travel_plans_city_dates_idx: a GiST probe
 * for an absent city costs ~100x more), a range on (city_id, departure_date) that never reads the
 * place's past plans; the plans anchored near it (`anchors`) the same way on
 * travel_plans_near_city_dates_idx. That probe says "offset 0", which keeps it a probe per place:
 * the planner otherwise hashed every anchored plan to come (20,000 at the bench's million plans,
 * 2 ms) to answer a few hundred probes.
 */
function hasPlans(s: Statement, place: SQL, anchors: SQL): SQL {
  return sql`(exists (select 1 from travel_plans q where q.city_id = ${place} and q.departure_date >= ${s.today}::date)
          or (${anchors} and exists (select 1 from travel_plans q where q.near_city_id = ${place} and q.near_city_id is not null and q.departure_date >= ${s.today}::date offset 0)))`;
}

/**
 * `places`: where each of my plans meets others' ("cities", the plans to that place; "anchors",
 * the plans anchored near it), at 0 km, through a region, or in the radius.
 */
function meetingPlaces(s: Statement): SQL {
  const { radiusKm } = s;
  const nearby =
    radiusKm > 0
      ? sql`
        union all
        -- Places in the radius that the plan does not already meet at 0 km (a region it lies in, a
        -- place its region holds), both their plans and those anchored near them.
        select r.plan_id, r.city_id, r.km, null::int, true, true, r.arrival_date, r.departure_date
        from reach r
        where not exists (select 1 from held h where h.plan_id = r.plan_id and h.city_id = r.city_id)
          and ${hasPlans(s, sql`r.city_id`, sql`true`)}`
      : sql``;
  return sql`
      -- Where each of my plans meets others': "cities", the plans to that place; "anchors", the plans
      -- anchored near it. My own point's anchored plans (and an anchored plan's own point) only with
      -- a radius: a plan to Canggu near Kuta is not in Kuta, and is 0 km from it.
      places as (
        select m.plan_id, m.point_id as city_id, 0::float8 as km, null::int as region_id, true as cities,
          ${sql.raw(String(radiusKm > 0))} as anchors, m.arrival_date, m.departure_date
        from mine m where ${radiusKm > 0 ? sql`m.point_id is not null` : sql`m.city_id is not null`}
        union all
        select h.plan_id, h.city_id, 0::float8, h.region_id, true, h.anchors, m.arrival_date, m.departure_date
        from held h join mine m on m.plan_id = h.plan_id
        where ${hasPlans(s, sql`h.city_id`, sql`h.anchors`)}
        ${nearby}
      )`;
}

/** `windows`: the days a plan in reach must touch, per place of `places`. */
function meetingWindows(s: Statement): SQL {
  const { reach } = s;
  return sql`
      -- The days a plan in reach must touch: a plan that meets mine for at least the floor's days
      -- covers the days between (arrival + floor - 1) and (departure - floor + 1), whichever comes
      -- first (widened by a week for near misses).
      windows as (
        select pl.*, least(pl.arrival_date - ${reach}::int, pl.departure_date + ${reach}::int) as touch_from,
          greatest(pl.arrival_date - ${reach}::int, pl.departure_date + ${reach}::int) as touch_to
        from places pl
      )`;
}

/**
 * One person's own active plans that share a day with one of the caller's in reach (the same
 * places as the meetings, the plans anchored near them, or the same typed destination): their few
 * plans read first by travel_plans_user_idx (materialized: the planner otherwise probed each
 * place's plans to come and intersected them with the person's, 0.4 ms a person), then matched to
 * the places, however busy the caller's cities are.
 */
function ownPlansMeetingMine(s: Statement, person: SQL): SQL {
  return sql`
          with theirs as materialized (
            select p.id, p.user_id, p.city_id, p.near_city_id, p.destination, p.arrival_date, p.departure_date
            from travel_plans p where p.user_id = ${person} and p.status = 'active' and p.departure_date >= ${s.today}::date
              and ${visibleIn(s, "p")}
          )
          select p.id as plan_id, p.user_id, p.city_id, null::int as near_city_id, p.arrival_date, p.departure_date,
            pl.arrival_date as my_arrival, pl.departure_date as my_departure, pl.km, pl.region_id
          from theirs p join places pl on pl.city_id = p.city_id and pl.cities
          where p.arrival_date <= pl.departure_date and p.departure_date >= pl.arrival_date
          union all
          select p.id, p.user_id, null, p.near_city_id, p.arrival_date, p.departure_date, pl.arrival_date, pl.departure_date, pl.km, pl.region_id
          from theirs p join places pl on pl.city_id = p.near_city_id and pl.anchors
          where p.arrival_date <= pl.departure_date and p.departure_date >= pl.arrival_date
          union all
          select p.id, p.user_id, null, p.near_city_id, p.arrival_date, p.departure_date, m.arrival_date, m.departure_date, 0::float8, null::int
          from theirs p join mine m on m.city_id is null and lower(p.destination) = lower(m.destination)
          where p.city_id is null and p.arrival_date <= m.departure_date and p.departure_date >= m.arrival_date`;
}

/**
 * `meets`: the candidate plans meeting one of mine. Strangers' from the places' indexes (short
 * stays on the btree, longer ones on the GiST, anchored plans, typed destinations); upcoming's
 * from the connections' own plans.
 */
function candidateMeetings(s: Statement): SQL {
  const { widen } = s;
  return sql`meets as (${
    s.kind === "upcoming"
      ? sql`
        -- The caller's connections are few: their own plans, not everyone's in the caller's cities.
        select o.* from connected c cross join lateral (${ownPlansMeetingMine(s, sql`c.user_id`)}) o`
      : sql`
        -- Stays of up to 31 days on the btree: one arrival range per city, since such a plan that
        -- ends on or after touch_from arrived at most 30 days before it.
        -- (A plan with a place has no anchor: near_city_id is null, and not read off the index.)
        select p.id as plan_id, p.user_id, p.city_id, null::int as near_city_id, p.arrival_date, p.departure_date,
          pl.arrival_date as my_arrival, pl.departure_date as my_departure, pl.km, pl.region_id
        from windows pl
        join travel_plans p
          on p.city_id = pl.city_id
         and p.status = 'active' and p.city_id is not null and ${shortStay(true)} and ${visibleIn(s, "p")}
         and p.arrival_date between pl.touch_from - ${SHORT_STAY_DAYS - 1}::int and pl.touch_to
         and p.departure_date >= pl.touch_from
         ${longEnough(s, sql.raw("p"), sql.raw("pl"))}
        where pl.cities
        union all
        -- Longer stays on the GiST (city, daterange) index.
        select p.id, p.user_id, p.city_id, null, p.arrival_date, p.departure_date, pl.arrival_date, pl.departure_date, pl.km, pl.region_id
        from windows pl
        join travel_plans p
          on p.city_id = pl.city_id
         and p.status = 'active' and p.city_id is not null and ${shortStay(false)} and ${visibleIn(s, "p")}
         and daterange(p.arrival_date, p.departure_date, '[]') && daterange(pl.touch_from, pl.touch_to, '[]')
         ${longEnough(s, sql.raw("p"), sql.raw("pl"))}
        where pl.cities
        union all
        -- Plans kept as typed and anchored near a place in reach (few: on travel_plans_near_city_dates_idx).
        select p.id, p.user_id, null, p.near_city_id, p.arrival_date, p.departure_date, pl.arrival_date, pl.departure_date, pl.km, pl.region_id
        from windows pl
        join travel_plans p
          on p.near_city_id = pl.city_id
         and p.near_city_id is not null and p.status = 'active' and ${visibleIn(s, "p")}
         and p.departure_date >= pl.touch_from and p.arrival_date <= pl.touch_to
         ${longEnough(s, sql.raw("p"), sql.raw("pl"))}
        where pl.anchors
        union all
        select p.id, p.user_id, null, p.near_city_id, p.arrival_date, p.departure_date, m.arrival_date, m.departure_date, 0::float8, null::int
        from mine m
        join travel_plans p
          on lower(p.destination) = lower(m.destination)
         and p.status = 'active' and p.city_id is null and ${visibleIn(s, "p")}
         and p.departure_date >= m.arrival_date - ${widen}::int and p.arrival_date <= m.departure_date + ${widen}::int
         ${longEnough(s, sql.raw("p"), sql.raw("m"))}
        where m.city_id is null`
  }
      )`;
}

/** Days between a meeting's two stays (0 or less when they overlap). */
const gapDays = sql`greatest(x.arrival_date - x.my_departure, x.my_arrival - x.departure_date)`;

/**
 * `best` (and the cut it reads, `top_meetings`): each person's best meeting, scored. The potential
 * list and near misses rank meetings as they rank people (a person's first meeting in that order is
 * their best one), so the best meetings are cut first and only they are kept once per person: a
 * busy viewer meets ~12,000 plans of a week or more (~19,000 within a week of their stays), and
 * sorting all of them per person took a third of the potential statement and over half of the near
 * misses'. The cut computes only its sort keys, the rest of the score is for the few it keeps.
 * Upcoming keeps every meeting of the caller's few connections.
 */
function bestMeetings(s: Statement): SQL {
  const { kind, viewerId, today, cap } = s;
  const audience =
    kind === "upcoming"
      ? sql`x.user_id in (select user_id from connected) and x.user_id not in (select user_id from blocked)`
      : sql`x.user_id not in (select user_id from paired)`;
  // Each meeting scored: the days shared (or, for near misses, the days between) and the distance.
  const scored = (meetings: SQL, where: SQL) => sql`
        select x.user_id, x.plan_id, x.city_id, x.near_city_id, x.region_id, x.arrival_date, x.departure_date, y.overlap_start, y.overlap_end,
          (y.overlap_end - y.overlap_start + 1) as overlap_days,
          ${gapDays} as gap_days,
          case when x.arrival_date > x.my_departure then 'after' else 'before' end as gap_side,
          round(x.km)::int as distance_km
        from ${meetings} x
        cross join lateral (select greatest(x.arrival_date, x.my_arrival) as overlap_start, least(x.departure_date, x.my_departure) as overlap_end) y
        ${where}`;
  const inAudience = sql`where x.user_id <> ${viewerId} and x.departure_date >= ${today}::date and ${audience}`;
  return kind === "near_misses"
    ? sql`top_meetings as (
        select x.*
        from meets x
        ${inAudience} and ${gapDays} between 1 and ${NEAR_MISS_MAX_DAYS}
        order by ${gapDays}, round(x.km)::int, x.arrival_date, x.user_id, x.plan_id
        limit ${cap * MEETINGS_PER_CANDIDATE}
      ),
      best as (
        select distinct on (user_id) * from (${scored(sql`top_meetings`, sql``)}) s
        order by user_id, gap_days, distance_km, arrival_date, plan_id, region_id is not null
      ),`
    : kind === "potential"
      ? sql`top_meetings as (
        select x.*, least(x.departure_date, x.my_departure) - greatest(x.arrival_date, x.my_arrival) + 1 as overlap_days
        from meets x
        ${inAudience}
        order by overlap_days desc, x.arrival_date, x.user_id, round(x.km)::int, x.plan_id
        limit ${cap * MEETINGS_PER_CANDIDATE}
      ),
      best as (
        select distinct on (user_id) * from (${scored(sql`top_meetings`, sql``)}) s
        order by user_id, overlap_days desc, arrival_date, distance_km, plan_id, region_id is not null
      ),`
      : sql`best as (
        select distinct on (user_id) * from (${scored(sql`meets`, inAudience)}) s
        order by user_id, overlap_start, (overlap_end - overlap_start) desc, distance_km, region_id is not null
      ),`;
}

/**
 * `ranked` and `page`: the people ranked by their best meeting, cut, and the page of them. Near
 * misses show only people who overlap none of the caller's plans in reach (those are in the
 * potential list). Few do, so like inactive members they are left out of the page, not the ranking
 * (the caller widens when they thin it).
 */
function rankedPage(s: Statement): SQL {
  const { kind, listOrder, page, cap } = s;
  const keep = kind === "near_misses" ? sql`r.gap_days between 1 and ${NEAR_MISS_MAX_DAYS}` : sql`r.gap_days <= 0`;
  const overlapsNone =
    kind === "near_misses" ? sql`where not exists (${ownPlansMeetingMine(s, sql`r.user_id`)})` : sql``;
  return sql`
      -- Rank and cut before touching users: their rows ("active", the filters, what the card
      -- shows) are read for the ranked few only, once each, and the plan's destination for the page.
      ranked as (
        select r.* from best r
        where ${keep}
        order by ${listOrder}
        limit ${cap}
      ),
      page as (
        select r.*, a.name, a.handle, a.age, a.gender, a.photos, a.current_location, a.bio, a.headline,
          a.travel_preferences, a.interested_in, a.min_age_preference, a.max_age_preference, a.open_to_pairing_types
        from ranked r
        join users a on a.id = r.user_id and a.is_active ${candidateFilterSql(s.filter)}
        ${overlapsNone}
        order by ${listOrder}
        offset ${page.skip} limit ${page.limit}
      )`;
}

/**
 * What a kept ranking is checked against when it is read again (docs/decisions/025): the ranking
 * itself and the stamps of what it read, every place in reach whether or not it has plans now (so
 * that a first plan there is seen): the places of the caller's plans (and their anchors), the
 * places their regions hold and the regions holding them, and the places in the radius. Near
 * misses keep each ranked person's plans that overlap one of the caller's (see rankedPage), for
 * the whole ranking: the page leaves out those who have any, and a kept read ranks again when one
 * of them is gone (a deleted plan leaves no updated_at to see).
 */
function keptStamps(s: Statement): SQL {
  const { kind, viewerId, today, radiusKm, listOrder } = s;
  const citiesInReach = radiusKm > 0 ? sql`union select r.city_id from reach r` : sql``;
  const overlapsSql =
    kind === "near_misses"
      ? sql`(select coalesce(json_agg(o.plan_id), '[]') from (${ownPlansMeetingMine(s, sql`r.user_id`)}) o)`
      : sql`'[]'::json`;
  return sql`cross join (
        select (select coalesce(json_agg(json_build_array(r.user_id, r.plan_id, r.city_id, r.arrival_date, r.departure_date, r.overlap_start,
              r.overlap_end, r.overlap_days, r.gap_days, r.gap_side, r.distance_km, ${overlapsSql}, r.region_id, r.near_city_id) order by ${listOrder}), '[]')::text
            from ranked r) as kept_entries,
          ${mineStamp(viewerId, today)} as kept_mine,
          (select coalesce(array_agg(x.city_id), '{}') from (
            select m.point_id as city_id from mine m where m.point_id is not null union select h.city_id from held h ${citiesInReach}) x) as kept_places,
          (select coalesce(array_agg(distinct lower(m.destination)), '{}') from mine m where m.city_id is null) as kept_typed,
          ${lastPairingId(viewerId)} as kept_last_pairing, ${pairingsRemovedAt(viewerId)} as kept_removed,
          ${blocksCount(viewerId)} as kept_blocks,
          now()::text as kept_at, pg_current_snapshot()::text as kept_snapshot
      ) s`;
}

/**
 * The rows returned: the page's cards, with the count of ranked rows even for an empty page (a
 * left join), so the caller can tell "nobody overlaps" from "everyone ranked was inactive", and
 * `truncated` when the cut of the best meetings may have left out people, for the caller to widen
 * it; asked to keep it, the ranking and its stamps once, on the first row.
 */
function pageRows(s: Statement): SQL {
  const { kind, viewerId, kept, listOrder } = s;
  const relationship =
    kind === "upcoming"
      ? sql`(select pr.relationship_type from pairings pr
          where pr.status = 'accepted' and ((pr.user1_id = ${viewerId} and pr.user2_id = r.user_id) or (pr.user2_id = ${viewerId} and pr.user1_id = r.user_id))
          limit 1)`
      : sql`null::text`;
  const truncated =
    kind === "upcoming" ? sql`false` : sql`(select count(*) from top_meetings) >= ${s.cap * MEETINGS_PER_CANDIDATE}`;
  return sql`
      -- The count of ranked rows comes even with an empty page (a left join), so the caller can
      -- tell "nobody overlaps" from "everyone ranked was inactive".
      select ${pageColumns}, ${relationship} as relationship_type,
        k.ranked_rows, k.truncated${
          kept
            ? sql`,
        -- Once, on the first row: the ranking and its stamps, for lib/discovery/kept-rankings.ts.
        case when row_number() over (order by ${listOrder}) = 1 then s.kept_entries end as kept_entries,
        s.kept_mine, s.kept_places, s.kept_typed, s.kept_last_pairing, s.kept_removed, s.kept_blocks, s.kept_at, s.kept_snapshot`
            : sql``
        }
      from (select count(*)::int as ranked_rows, ${truncated} as truncated from ranked) k
      ${kept ? keptStamps(s) : sql``}
      left join (page r join travel_plans tp on tp.id = r.plan_id left join cities pc on pc.id = r.city_id left join cities rc on rc.id = r.region_id) on true
      order by ${listOrder}`;
}

/** The ranked statement, its parts in the order they run. */
export function overlappingTravellersQuery(request: RankingRequest): SQL {
  const s = statementOf(request);
  return sql`
      with ${viewerPlans(s)},
      ${viewerCircles(s)},${regionsHeld()},${nearbyReach(s)}${meetingPlaces(s)},${meetingWindows(s)},
      ${candidateMeetings(s)},
      ${bestMeetings(s)}${rankedPage(s)}${pageRows(s)}`;
}

/**
 * The card's columns of a page row `r` (its plan `tp`, its city `pc`, the region they meet in `rc`, the place `tp` is
 * near), ranked afresh or read from a kept ranking.
 */
const pageColumns = sql`r.user_id as id, r.name, r.handle, r.age, r.gender, r.photos, r.current_location, r.bio, r.headline,
        r.travel_preferences, r.interested_in, r.min_age_preference, r.max_age_preference, r.open_to_pairing_types,
        tp.destination, to_char(r.arrival_date, 'YYYY-MM-DD') as arrival_date,
        to_char(r.departure_date, 'YYYY-MM-DD') as departure_date,
        to_char(r.overlap_start, 'YYYY-MM-DD') as overlap_start, to_char(r.overlap_end, 'YYYY-MM-DD') as overlap_end,
        r.overlap_days, r.gap_days, r.gap_side, r.distance_km, pc.display_name as city, rc.name as region,
        (select nc.display_name from cities nc where nc.id = tp.near_city_id) as near_city_name`;

/** On the member's user2 side, the pairings they see: not another's pass on them, unless they passed too. */
const seenAsUser2 = sql`(pr.relationship_type <> 'pass' or pr.both_passed)`;

/**
 * The member's pairings as they see them (any type and status, but not another's pass on them,
 * which is nothing to them: docs/api.md §5.1, lib/pairings seenBy), each as its id and the other
 * member, those after `afterId` when given: two index-only ranges of pairings_user1_idx (user1_id,
 * id, user2_id) and pairings_user2_idx (user2_id, id, user1_id, relationship_type, both_passed),
 * whichever side the member is on. `user1_id = v or user2_id = v` read the rows themselves (a
 * bitmap heap scan), one table page per pairing for a member whose passes came over months
 * (docs/benchmarks.md).
 */
const memberPairings = (viewerId: number, afterId?: number) => {
  const after = afterId === undefined ? sql`` : sql` and pr.id > ${afterId}`;
  return sql`(
          select pr.id, pr.user2_id as user_id from pairings pr where pr.user1_id = ${viewerId}${after}
          union all select pr.id, pr.user1_id from pairings pr where pr.user2_id = ${viewerId} and ${seenAsUser2}${after})`;
};

/**
 * The newest of the member's pairings' ids, as memberPairings reads them (0 without any): one index descent per side.
 */
const lastPairingId = (viewerId: number) => sql`greatest(
            (select max(pr.id) from pairings pr where pr.user1_id = ${viewerId}),
            (select max(pr.id) from pairings pr where pr.user2_id = ${viewerId} and ${seenAsUser2}), 0)::int`;

/**
 * When the member last lost a pairing (pairing_removals, stamped by the database on every delete),
 * as text: a kept ranking holds while it is what the ranking read, so a deletion committed after
 * the ranking's snapshot is seen however long its transaction took.
 */
const pairingsRemovedAt = (viewerId: number) =>
  sql`(select pd.removed_at::text from pairing_removals pd where pd.user_id = ${viewerId})`;

/** The member's blocks, both ways: a kept ranking holds while there are as many. */
const blocksCount = (viewerId: number) =>
  sql`(select count(*)::int from blocks bl where bl.blocker_id = ${viewerId} or bl.blocked_id = ${viewerId})`;

/**
 * The member's active plans as one text (ids, places and anchors, dates): a kept ranking holds while it is the same.
 */
const mineStamp = (viewerId: number, today: string) => sql`(select coalesce(string_agg(
          concat_ws('/', m.id, coalesce(m.city_id::text, '-'), coalesce(m.near_city_id::text, '-'), lower(m.destination), m.arrival_date, m.departure_date, m.visibility), ',' order by m.id), '')
        from travel_plans m where m.user_id = ${viewerId} and m.status = 'active' and m.departure_date >= ${today}::date)`;

/**
 * A plan written while a ranking was being made commits after it, with an updated_at a little
 * before its start: plans changed this long before the ranking are looked at (those the ranking
 * saw are then passed over, see unseenBy).
 */
const WRITE_MARGIN = sql.raw(`interval '30 seconds'`);

/**
 * The writer of the plan `p`'s row as a 64-bit transaction id: its xmin holds the id modulo 2^32,
 * read back against the current snapshot's xmax, which is less than 2^31 ahead of any row's writer.
 */
const rowWriter = sql`((select pg_snapshot_xmax(pg_current_snapshot())::text::bigint) -
            (((select pg_snapshot_xmax(pg_current_snapshot())::text::bigint) - p.xmin::text::bigint) & 4294967295))::text::xid8`;

/**
 * Whether the plan `p`'s row was written by a transaction the ranking's snapshot did not see
 * committed: one running when the ranking was made, or begun after. PostgreSQL's snapshots list
 * running transactions, not their savepoints, so this holds while plans are written outside
 * savepoints (none is; docs/decisions/025).
 * Counting every plan of the margin as news made a place with a plan every few seconds rank again
 * on nearly every read; counting every plan written at or past the snapshot's oldest running
 * transaction let one long transaction anywhere on the server do the same.
 */
const unseenBy = (snapshot: string) => sql`not pg_visible_in_snapshot(${rowWriter}, ${snapshot}::pg_snapshot)`;

/** What the read of a kept ranking found of its stamps (compared with the kept ones by readKeptRanking). */
type KeptCheck = {
  kept_mine: string;
  kept_removed: string | null;
  kept_blocks: number;
  kept_news: boolean;
  kept_moved: number;
};

/**
 * A page read from a kept ranking (docs/decisions/025), with what tells whether the ranking still
 * holds: the member's plans as they were, no pairing of theirs deleted since (pairing_removals as
 * the ranking read it), their blocks as many, no plan of the places it reached changed since,
 * and every ranked plan as it was ranked and still open to everyone (a plan kept to connections
 * or made private since is never shown from a ranking, however its change was written). The
 * members on the page are read now, as the ranked query reads them (active, the filters, the
 * card), and the pairings made since the ranking (passes, requests) are left out here.
 */
export function keptPageQuery(
  viewerId: number,
  today: string,
  kept: KeptRanking,
  filter: CandidateFilter | undefined,
  page: Page,
): SQL {
  // A plan of `p` changed after the ranking: within the write margin, by a writer it did not see commit.
  const changedSince = sql`p.updated_at > ${kept.madeAt}::timestamptz - ${WRITE_MARGIN} and ${unseenBy(kept.snapshot)}`;
  return sql`
      with entries as (
        select (e.v->>0)::int as user_id, (e.v->>1)::int as plan_id, (e.v->>2)::int as city_id,
          (e.v->>3)::date as arrival_date, (e.v->>4)::date as departure_date, (e.v->>5)::date as overlap_start,
          (e.v->>6)::date as overlap_end, (e.v->>7)::int as overlap_days, (e.v->>8)::int as gap_days,
          e.v->>9 as gap_side, (e.v->>10)::int as distance_km, e.v->11 as overlaps, (e.v->>12)::int as region_id,
          (e.v->>13)::int as near_city_id, e.ord
        from jsonb_array_elements(${kept.entries}::jsonb) with ordinality as e(v, ord)
      ),
      -- The ranking left out the pairings up to the newest it saw; the people of those made since
      -- (passes, requests) are left out of the page, read from the index past that id.
      pairs as (
        select coalesce(array_agg(mp.user_id), '{}') as since from ${memberPairings(viewerId, kept.lastPairingId)} mp
      ),
      overlapping as (
        select coalesce(array_agg(distinct o.plan_id::int), '{}') as ids from entries e cross join jsonb_array_elements_text(e.overlaps) o(plan_id)
      ),
      checks as (
        select ${mineStamp(viewerId, today)} as kept_mine,
          ${pairingsRemovedAt(viewerId)} as kept_removed,
          ${blocksCount(viewerId)} as kept_blocks,
          exists (select 1 from travel_plans p where p.city_id = any(${intArray(kept.placeIds)}::int[]) and ${changedSince})
            -- Plans kept as typed, anchored near a place it reached or of one of the member's typed
            -- destinations: the plans without a place changed since, one range of
            -- travel_plans_city_updated_idx (a typed destination's plans of every year are not read).
            or exists (select 1 from travel_plans p where p.city_id is null and ${changedSince}
              and (p.near_city_id = any(${intArray(kept.placeIds)}::int[]) or lower(p.destination) = any(${textArray(kept.typedDestinations)}::text[]))) as kept_news,
          (select count(*)::int from entries e left join travel_plans tp on tp.id = e.plan_id
            where tp.id is null or tp.user_id <> e.user_id or tp.status <> 'active' or tp.visibility <> 'everyone'
              or tp.city_id is distinct from e.city_id
              or tp.near_city_id is distinct from e.near_city_id or tp.arrival_date <> e.arrival_date or tp.departure_date <> e.departure_date)
            -- as many of the near misses' overlapping plans as there were, read by their ids (an anti-join
            -- over the estimated 100 x 100 elements hashed all of travel_plans: 200 ms)
            + (select cardinality(ids) - (select count(*)::int from travel_plans tp where tp.id = any(ids) and tp.visibility = 'everyone')
              from overlapping) as kept_moved
      ),
      page as (
        select r.*, a.name, a.handle, a.age, a.gender, a.photos, a.current_location, a.bio, a.headline,
          a.travel_preferences, a.interested_in, a.min_age_preference, a.max_age_preference, a.open_to_pairing_types
        from entries r
        join users a on a.id = r.user_id and a.is_active ${candidateFilterSql(filter)}
        where jsonb_array_length(r.overlaps) = 0 and r.user_id <> all((select since from pairs)::int[])
        order by r.ord
        offset ${page.skip} limit ${page.limit}
      )
      select ${pageColumns}, null::text as relationship_type, k.*
      from checks k
      left join (page r join travel_plans tp on tp.id = r.plan_id left join cities pc on pc.id = r.city_id left join cities rc on rc.id = r.region_id) on true
      order by r.ord`;
}

/** Whether the member has a plan the discovery query starts from: active and not yet ended. */
export async function hasUpcomingPlan(db: DbOrTx, userId: number, today: string): Promise<boolean> {
  const [row] = await db
    .select({ id: travelPlans.id })
    .from(travelPlans)
    .where(and(eq(travelPlans.userId, userId), eq(travelPlans.status, "active"), gte(travelPlans.departureDate, today)))
    .limit(1);
  return row !== undefined;
}
