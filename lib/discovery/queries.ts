import "server-only";
import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import { queryRowsPrepared, type Database, type DbOrTx } from "@/db/client";
import { travelPlans } from "@/db/schema";
import type { Page } from "@/lib/contract/pagination";

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
};

/**
 * Everyone whose active plan meets one of the viewer's active plans: same city (or, for plans
 * that resolved to no city, the same destination text) and intersecting inclusive date ranges.
 * One SQL statement: the city branch runs on the GiST (city_id, daterange) index, the unresolved
 * branch on lower(destination). Each candidate appears once, with their longest overlap;
 * anyone paired with the viewer in either direction, of any type or state, is left out.
 */
export async function findOverlappingTravellers(
  db: Database,
  viewerId: number,
  today: string,
  destination: string | undefined,
  page: Page,
): Promise<CandidateRow[]> {
  // Inactive members are rare: check a little more than a page, and look further only when
  // they thinned it (the ranked list hit its cap and the page came back short).
  const wanted = page.skip + page.limit;
  for (let cap = wanted + Math.max(20, Math.ceil(wanted / 5)); ; cap *= 4) {
    const result = await queryRowsPrepared<CandidateRow & { ranked_rows: number }>(
      db,
      overlappingTravellersQuery(viewerId, today, destination, page, cap),
    );
    const rows = result.filter((row) => row.id !== null);
    if (rows.length >= page.limit || (result[0]?.ranked_rows ?? 0) < cap || cap > 100_000) {
      return rows.map(({ ranked_rows: _ranked, ...row }) => row);
    }
  }
}

/** The statement alone, so a test can EXPLAIN it. */
export function overlappingTravellersQuery(viewerId: number, today: string, destination: string | undefined, page: Page, cap = 1_000_000): SQL {
  const destinationFilter = destination
    ? sql`and (lower(m.destination) = lower(${destination})
          or lower(split_part(m.destination, ',', 1)) = lower(${destination})
          or exists (select 1 from cities c where c.id = m.city_id and (lower(c.name) = lower(${destination}) or lower(c.ascii_name) = lower(${destination}))))`
    : sql``;
  return sql`
      with mine as (
        select m.city_id, m.destination, m.arrival_date, m.departure_date
        from travel_plans m
        where m.user_id = ${viewerId} and m.status = 'active' and m.departure_date >= ${today}::date
        ${destinationFilter}
      ),
      meets as (
        select p.user_id, p.destination, p.arrival_date, p.departure_date,
          greatest(p.arrival_date, m.arrival_date) as overlap_start,
          least(p.departure_date, m.departure_date) as overlap_end
        from mine m
        join travel_plans p
          on p.city_id = m.city_id
         and p.status = 'active' and p.city_id is not null
         and daterange(p.arrival_date, p.departure_date, '[]') && daterange(m.arrival_date, m.departure_date, '[]')
        where m.city_id is not null
        union all
        select p.user_id, p.destination, p.arrival_date, p.departure_date,
          greatest(p.arrival_date, m.arrival_date), least(p.departure_date, m.departure_date)
        from mine m
        join travel_plans p
          on lower(p.destination) = lower(m.destination)
         and p.status = 'active' and p.city_id is null
         and p.departure_date >= m.arrival_date and p.arrival_date <= m.departure_date
        where m.city_id is null
      ),
      best as (
        select distinct on (user_id) user_id, destination, arrival_date, departure_date, overlap_start, overlap_end,
          (overlap_end - overlap_start + 1) as overlap_days
        from meets
        where user_id <> ${viewerId} and departure_date >= ${today}::date
        order by user_id, (overlap_end - overlap_start) desc, arrival_date
      ),
      paired as (
        select case when pr.user1_id = ${viewerId} then pr.user2_id else pr.user1_id end as user_id
        from pairings pr where pr.user1_id = ${viewerId} or pr.user2_id = ${viewerId}
        union all select bl.blocked_id from blocks bl where bl.blocker_id = ${viewerId}
        union all select bl.blocker_id from blocks bl where bl.blocked_id = ${viewerId}
      ),
      -- Rank and cut before touching users: pairings and blocks come from one hashed list of the
      -- viewer's own, "active" from a partial index alone and only for the ranked few, and whole user rows
      -- are read for the page only.
      ranked as (
        select b.* from best b
        where not exists (select 1 from paired where paired.user_id = b.user_id)
        order by b.overlap_days desc, b.arrival_date, b.user_id
        limit ${cap}
      ),
      page as (
        select r.* from ranked r
        where exists (select 1 from users a where a.id = r.user_id and a.is_active)
        order by r.overlap_days desc, r.arrival_date, r.user_id
        offset ${page.skip} limit ${page.limit}
      )
      -- The count of ranked rows comes even with an empty page (a left join), so the caller can
      -- tell "nobody overlaps" from "everyone ranked was inactive".
      select u.id, u.name, u.handle, u.age, u.gender, u.photos, u.current_location, u.bio, u.headline,
        u.travel_preferences, u.interested_in, u.min_age_preference, u.max_age_preference, u.open_to_pairing_types,
        r.destination, to_char(r.arrival_date, 'YYYY-MM-DD') as arrival_date,
        to_char(r.departure_date, 'YYYY-MM-DD') as departure_date,
        to_char(r.overlap_start, 'YYYY-MM-DD') as overlap_start, to_char(r.overlap_end, 'YYYY-MM-DD') as overlap_end,
        r.overlap_days, k.ranked_rows
      from (select count(*)::int as ranked_rows from ranked) k
      left join (page r join users u on u.id = r.user_id) on true
      order by r.overlap_days desc, r.arrival_date, r.user_id`;
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
