import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db/client";
import { users, type UserRow } from "@/db/schema";
import { distanceKmSql } from "@/lib/discovery/queries";

/** Appends a photo only while there are fewer than `max`: racing uploads cannot make a fifth. */
export async function appendPhoto(db: DbOrTx, userId: number, url: string, max: number): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ photos: sql`array_append(${users.photos}, ${url})`, updatedAt: new Date() })
    .where(sql`${users.id} = ${userId} and cardinality(${users.photos}) < ${max}`)
    .returning();
  return user;
}

export async function setPhotos(db: DbOrTx, userId: number, photos: string[]): Promise<UserRow> {
  const [user] = await db.update(users).set({ photos, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return user!;
}

/** Onboarding done (docs/api.md §3.1): the first time is kept; doing it again changes nothing. */
export async function markOnboarded(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ onboardedAt: sql`coalesce(${users.onboardedAt}, now())` })
    .where(eq(users.id, userId));
}

/**
 * Whether the plan `plan` is one `viewerId` may see (docs/product.md, "Who sees my plans"): its
 * owner's, one open to everyone, or one kept to connections when the two are an accepted match or
 * friendship. A private plan is its owner's alone. The viewer may be a column, for many viewers at once.
 */
export function planVisibleTo(plan: SQL, viewerId: number | SQL): SQL {
  return sql`(${plan}.user_id = ${viewerId} or ${plan}.visibility = 'everyone'
            or (${plan}.visibility = 'connections' and exists (select 1 from pairings pv
              where pv.status = 'accepted' and pv.relationship_type in ('match', 'friend')
                and ((pv.user1_id = ${viewerId} and pv.user2_id = ${plan}.user_id) or (pv.user2_id = ${viewerId} and pv.user1_id = ${plan}.user_id)))))`;
}

export type ProfileOverlapRow = {
  destination: string;
  arrival_date: string;
  departure_date: string;
  near_city_name: string | null;
  my_destination: string;
  my_near_city_name: string | null;
  overlap_start: string;
  overlap_end: string;
  overlap_days: number;
  distance_km: number;
  region: string | null;
};

/**
 * Where and when two members meet (docs/api.md §3.2): the member's active plans that have not ended,
 * each with the viewer's plan it meets (the same place, a region holding the other's place or the
 * place it is near, a place within `radiusKm` measured from an anchored plan's anchor, or for
 * plans that resolved to no place the same destination text, as discovery matches them,
 * docs/decisions/027) and the shared days; soonest first, at most `limit`. Only the member's plans
 * the viewer may see count (planVisibleTo); the viewer's own are all theirs to see. Two members' plans are
 * few: the distance and the region are worked out for each pair.
 */
export async function findOverlapsBetween(
  db: DbOrTx,
  viewerId: number,
  memberId: number,
  today: string,
  radiusKm: number,
  limit: number,
): Promise<ProfileOverlapRow[]> {
  const km = distanceKmSql(
    { lat: sql`mc.latitude`, lon: sql`mc.longitude` },
    { lat: sql`pc.latitude`, lon: sql`pc.longitude` },
  );
  return queryRows<ProfileOverlapRow>(
    db,
    sql`select p.destination, to_char(p.arrival_date, 'YYYY-MM-DD') as arrival_date, to_char(p.departure_date, 'YYYY-MM-DD') as departure_date,
          m.destination as my_destination,
          (select c.display_name from cities c where c.id = p.near_city_id) as near_city_name,
          (select c.display_name from cities c where c.id = m.near_city_id) as my_near_city_name,
          to_char(greatest(p.arrival_date, m.arrival_date), 'YYYY-MM-DD') as overlap_start,
          to_char(least(p.departure_date, m.departure_date), 'YYYY-MM-DD') as overlap_end,
          (least(p.departure_date, m.departure_date) - greatest(p.arrival_date, m.arrival_date) + 1)::int as overlap_days,
          case when p.city_id = m.city_id or w.region_id is not null or d.km is null then 0 else round(d.km)::int end as distance_km,
          rc.name as region
        from travel_plans m
        join travel_plans p
          on p.arrival_date <= m.departure_date and p.departure_date >= m.arrival_date
        -- A plan's point: its place's, or the place a plan kept as typed is near.
        left join cities mc on mc.id = coalesce(m.city_id, m.near_city_id)
        left join cities pc on pc.id = coalesce(p.city_id, p.near_city_id)
        -- Null when either plan has no point (a destination kept as typed, near nothing).
        cross join lateral (select case when mc.id is not null and pc.id is not null then ${km} end as km) d
        -- One plan's region holding the other's place (or the place it is near).
        left join lateral (
          select pr.region_id from place_regions pr
          where (pr.region_id = m.city_id and pr.place_id = coalesce(p.city_id, p.near_city_id))
             or (pr.region_id = p.city_id and pr.place_id = coalesce(m.city_id, m.near_city_id))
          limit 1) w on true
        left join cities rc on rc.id = w.region_id
        where m.user_id = ${viewerId} and m.status = 'active' and m.departure_date >= ${today}::date
          and (p.city_id = m.city_id
            or w.region_id is not null
            or (p.city_id is null and m.city_id is null and lower(p.destination) = lower(m.destination))
            or (${radiusKm}::int > 0 and d.km <= ${radiusKm}::int))
          and p.user_id = ${memberId} and p.status = 'active' and p.departure_date >= ${today}::date
          and ${planVisibleTo(sql`p`, viewerId)}
        order by greatest(p.arrival_date, m.arrival_date), p.id, m.id
        limit ${limit}`,
  );
}

export type MutualPersonRow = { id: number; handle: string | null; name: string; total: number };

/**
 * The accepted matches and friends two members have in common (docs/api.md §3.2), active and on
 * neither side of a block with the viewer: the first `limit` by name, each row carrying the total.
 */
export async function findMutualConnections(
  db: DbOrTx,
  viewerId: number,
  memberId: number,
  limit: number,
): Promise<MutualPersonRow[]> {
  return queryRows<MutualPersonRow>(
    db,
    sql`with connections_of as (
          select case when pr.user1_id = ${viewerId} then pr.user2_id else pr.user1_id end as user_id, 'viewer' as side
          from pairings pr
          where (pr.user1_id = ${viewerId} or pr.user2_id = ${viewerId}) and pr.status = 'accepted' and pr.relationship_type in ('match', 'friend')
          union all
          select case when pr.user1_id = ${memberId} then pr.user2_id else pr.user1_id end, 'member'
          from pairings pr
          where (pr.user1_id = ${memberId} or pr.user2_id = ${memberId}) and pr.status = 'accepted' and pr.relationship_type in ('match', 'friend')
        ),
        mutual as (
          select user_id from connections_of group by user_id having count(distinct side) = 2
        )
        select u.id, u.handle, u.name, count(*) over ()::int as total
        from mutual mu join users u on u.id = mu.user_id
        where u.is_active and u.id not in (${viewerId}, ${memberId})
          and not exists (select 1 from blocks b where (b.blocker_id = ${viewerId} and b.blocked_id = u.id) or (b.blocker_id = u.id and b.blocked_id = ${viewerId}))
        order by lower(u.name), u.id
        limit ${limit}`,
  );
}

export type InvitableTripRow = {
  id: number;
  title: string;
  destination: string;
  arrival_date: string | null;
  departure_date: string | null;
};

/**
 * The viewer's own open trips (planning or confirmed, not over) the member has no place in yet: no
 * row, or an invitation they declined (which may be sent again, docs/api.md §6.3). Soonest first.
 */
export async function findInvitableTrips(
  db: DbOrTx,
  hostId: number,
  memberId: number,
  today: string,
  limit: number,
): Promise<InvitableTripRow[]> {
  return queryRows<InvitableTripRow>(
    db,
    sql`select t.id, t.title, t.destination, to_char(t.arrival_date, 'YYYY-MM-DD') as arrival_date, to_char(t.departure_date, 'YYYY-MM-DD') as departure_date
        from group_trips t
        where t.creator_id = ${hostId} and t.status in ('planning', 'confirmed') and (t.departure_date is null or t.departure_date >= ${today}::date)
          and not exists (select 1 from trip_participants tp where tp.trip_id = t.id and tp.user_id = ${memberId} and tp.status <> 'declined')
        order by t.arrival_date asc nulls last, t.id
        limit ${limit}`,
  );
}
