import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@/db/client";

/**
 * A generated community, made in SQL so 300k plans take seconds: members with varied genders,
 * interests and openness; plans spread over the 300 biggest cities (weighted towards the biggest)
 * in the next six months, 3 to 21 days long, written over the past two months, a tenth of them to
 * the region holding the city instead and one in fifty kept as typed near it (docs/decisions/027);
 * a few pairings so exclusions are exercised.
 */
export async function generateDataSet(db: Database, size: { users: number; plans: number; pastPlans?: number }) {
  await ensureBenchRegions(db);
  await db.execute(sql`
    insert into users (email, password_hash, name, age, gender, interested_in, open_to_pairing_types, is_active)
    select 'bench' || g || '@example.com', 'not-a-real-hash', 'Bench Member ' || g, 18 + (g * 7) % 50,
      (array['Man', 'Woman', 'Non-binary', 'Genderfluid'])[1 + g % 4],
      case g % 5 when 0 then array['Men'] when 1 then array['Women'] when 2 then array['Everyone'] when 3 then array['Men', 'Women'] else array['Non-binary'] end,
      case g % 7 when 0 then array['friend'] else array['match', 'friend'] end,
      g % 50 <> 0
    from generate_series(1, ${size.users}) g`);
  // Plans to come, written over the past two months, as a live database's plans were: a plan
  // written seconds ago is news to every kept Discover ranking of its city (docs/decisions/025).
  await insertPlans(db, size.plans, size.users, "ahead");
  // Plans that have ended, over the past ~three years, in the same places: what a live database
  // holds besides the plans to come (a place's past plans must cost discovery nothing).
  if (size.pastPlans) await insertPlans(db, size.pastPlans, size.users, "ended");
  await db.execute(sql`
    insert into pairings (user1_id, user2_id, relationship_type, status)
    select u1.id, u2.id, 'friend', 'accepted'
    from users u1 join users u2 on u2.id = u1.id + 1
    where u1.email like 'bench%' and u1.id % 10 = 0`);
  // VACUUM too: index-only scans (the "is active" check) need the visibility map.
  await db.execute(sql`vacuum analyze`);
  const viewers = await queryRows<{ user_id: number }>(
    db,
    sql`
    select distinct user_id from travel_plans p join users u on u.id = p.user_id and u.is_active
    where u.email like 'bench%' order by user_id limit 500`,
  );
  const [stats] = await queryRows<{
    users: number;
    plans: number;
    pastPlans: number;
    regionPlans: number;
    anchoredPlans: number;
    regions: number;
    heldPlaces: number;
  }>(
    db,
    sql`
    select (select count(*)::int from users) as users,
      (select count(*)::int from travel_plans where departure_date >= current_date) as plans,
      (select count(*)::int from travel_plans where departure_date < current_date) as "pastPlans",
      (select count(*)::int from travel_plans p join cities c on c.id = p.city_id and c.kind = 'region' where p.departure_date >= current_date) as "regionPlans",
      (select count(*)::int from travel_plans where near_city_id is not null and departure_date >= current_date) as "anchoredPlans",
      (select count(*)::int from cities where kind = 'region') as regions,
      (select count(*)::int from place_regions) as "heldPlaces"`,
  );
  const [candidates] = await queryRows<{ avg: number }>(
    db,
    sql`
    select avg(n)::float as avg from (
      select count(*) as n from travel_plans m join travel_plans p on p.city_id = m.city_id and p.id <> m.id
        and daterange(p.arrival_date, p.departure_date, '[]') && daterange(m.arrival_date, m.departure_date, '[]')
      where m.user_id in (select user_id from travel_plans order by user_id limit 50) group by m.id) x`,
  );
  return { ...stats!, sampleViewerIds: viewers.map((v) => v.user_id), avgCandidates: Math.round(candidates?.avg ?? 0) };
}

/**
 * Bench data, not the product's: when the cities loaded hold no regions (the data set's regions,
 * docs/decisions/027, come with its loader), one region per first-level division of the 300
 * biggest cities (about two hundred), holding every city of that division, at their centroid and
 * with their population, keyed `bench:admin1:<country>.<code>`. With the data set's regions, those.
 */
async function ensureBenchRegions(db: Database) {
  const [regions] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from cities where kind = 'region'`,
  );
  if (regions!.n > 0) return;
  await db.execute(sql`
    with divisions as (
      select distinct country_code, admin1 from (
        select country_code, admin1 from cities where kind = 'city' and admin1 is not null order by population desc limit 300) top
    )
    insert into cities (id, name, ascii_name, display_name, country_code, country, kind, region_key, feature_code, latitude, longitude, population)
    select nextval('region_ids'), x.name, x.name, x.name || ', ' || x.country, x.country_code, x.country, 'region',
      'bench:admin1:' || x.country_code || '.' || x.admin1, 'ADM1', x.latitude, x.longitude, x.population
    from (
      select d.country_code, d.admin1, coalesce(max(c.region), d.admin1) as name, max(c.country) as country,
        avg(c.latitude) as latitude, avg(c.longitude) as longitude, least(sum(c.population), 2147483647)::int as population
      from divisions d join cities c on c.country_code = d.country_code and c.admin1 = d.admin1 and c.kind = 'city'
      group by d.country_code, d.admin1
    ) x`);
  await db.execute(sql`
    insert into place_regions (place_id, region_id)
    select c.id, r.id from cities r
    join cities c on c.kind = 'city' and c.country_code = r.country_code and r.region_key = 'bench:admin1:' || c.country_code || '.' || c.admin1
    where r.region_key like 'bench:admin1:%'`);
}

/** The generated plans to come were written over this many hours (insertPlans' written_at). */
const WRITTEN_OVER_HOURS = 1440;

/**
 * `count` plans of 3 to 21 days over the 300 biggest cities (squaring the rank skews them towards
 * the top of the list: big cities get more travellers), spread over the members: in the next six
 * months, or ended within the past ~three years, or (live) in the next six months and written now,
 * numbered from `first` (the three series hash apart). One in ten goes to the city's first-level
 * region instead, one in fifty is kept as typed near the city (one of five villages of each city).
 */
async function insertPlans(db: Database, count: number, users: number, when: "ahead" | "ended" | "live", first = 1) {
  const ahead = when !== "ended";
  const hash =
    when === "ahead" ? sql`hashint4(g)` : when === "ended" ? sql`hashint4(-g)` : sql`hashint4(g + 1000000000)`;
  const arrival = ahead ? sql`current_date + (r.h % 180)` : sql`current_date - (25 + r.h % 1000)`;
  const writtenAt =
    when === "live"
      ? sql`now()`
      : ahead
        ? sql`now() - interval '1 hour' - (r.h % ${sql.raw(String(WRITTEN_OVER_HOURS))}) * interval '1 hour'`
        : sql`now() - (55 + r.h % 1000) * interval '1 day'`;
  const member = ahead ? sql`1 + g % ${users}` : sql`1 + (g * 7) % ${users}`;
  await db.execute(sql`
    with biggest as (
      select id, name, display_name, row_number() over (order by population desc) as rank
      from cities where kind = 'city' order by population desc limit 300
    ),
    -- Each city's first-level region (the data set's own, admin1, when it has several kinds).
    top as (
      select b.*, r.id as region_id, r.display_name as region_name from biggest b
      left join lateral (
        select r.id, r.display_name from place_regions pr join cities r on r.id = pr.region_id
        where pr.place_id = b.id
        order by (r.region_key like 'admin1:%' or r.region_key like 'bench:admin1:%') desc, r.population desc limit 1) r on true
    ),
    members as (select id, row_number() over (order by id) as n from users where email like 'bench%')
    insert into travel_plans (user_id, city_id, near_city_id, destination, arrival_date, departure_date, created_at, updated_at)
    select m.id,
      case k.kind when 'anchored' then null when 'region' then t.region_id else t.id end,
      case k.kind when 'anchored' then t.id end,
      case k.kind when 'anchored' then 'Village ' || (r.h / 350000) % 5 || ' near ' || t.name when 'region' then t.region_name else t.display_name end,
      a.arrival, a.arrival + a.length_days, a.written_at, a.written_at
    from generate_series(${first}::int, ${first + count - 1}::int) g
    cross join lateral (select (${hash} & 2147483647) as h) r
    cross join lateral (select ${arrival} as arrival, 3 + (r.h / ${sql.raw(ahead ? "180" : "1000")}) % 19 as length_days, ${writtenAt} as written_at,
      1 + floor(power(((r.h / 7) % 1000) / 1000.0, 2) * 300)::int as city_rank) a
    join top t on t.rank = a.city_rank
    join members m on m.n = ${member}
    cross join lateral (select case when (r.h / 7000) % 50 = 0 then 'anchored'
      when (r.h / 7000) % 50 <= 5 and t.region_id is not null then 'region' else 'city' end as kind) k`);
}

/** The rate at which members wrote the data set's plans to come: what a live database takes in. */
export const planWritesPerSecond = (plans: number) => plans / (WRITTEN_OVER_HOURS * 3600);

/**
 * New plans written while the bench measures, `perSecond` of them (one at a time, in the data set's
 * cities and skew): each is news to the kept rankings of its city (docs/decisions/025), as a live
 * database's plans are. Returns a stop that waits for the last write and gives how many were made.
 */
export function writePlansLive(db: Database, users: number, perSecond: number): () => Promise<number> {
  if (perSecond <= 0) return async () => 0;
  let written = 0;
  let writing = Promise.resolve();
  const timer = setInterval(() => {
    writing = writing.then(() => insertPlans(db, 1, users, "live", written + 1)).then(() => void (written += 1));
  }, 1000 / perSecond);
  return async () => {
    clearInterval(timer);
    await writing;
    return written;
  };
}

/**
 * Conversations of `messagesEach` messages between bench members (a match each), made in SQL.
 * Several conversations, so that the load stays under the per-member sending limit.
 */
export async function generateConversations(db: Database, size: { conversations: number; messagesEach: number }) {
  const pairs = await queryRows<{ user1: number; user2: number }>(
    db,
    sql`
    select u.id as user1, u.id + 1 as user2 from users u
    where u.email like 'bench%' and u.is_active and u.id % 10 = 5
      and exists (select 1 from users v where v.id = u.id + 1 and v.is_active)
    order by u.id limit ${size.conversations}`,
  );
  const made: { matchId: number; user1: number; user2: number; lastId: number }[] = [];
  for (const pair of pairs) {
    const [pairing] = await queryRows<{ id: number }>(
      db,
      sql`
      insert into pairings (user1_id, user2_id, relationship_type, status) values (${pair.user1}, ${pair.user2}, 'match', 'accepted')
      on conflict do nothing returning id`,
    );
    if (!pairing) continue;
    const [conversation] = await queryRows<{ id: number }>(
      db,
      sql`
      insert into conversations (pairing_id, user1_id, user2_id) values (${pairing.id}, ${pair.user1}, ${pair.user2}) returning id`,
    );
    await db.execute(sql`
      insert into messages (match_id, sender_id, content, is_read, created_at)
      select ${conversation!.id}, case when g % 2 = 0 then ${pair.user1}::int else ${pair.user2}::int end,
        'Message number ' || g || ' about plans, places and coffee', g < ${size.messagesEach - 5},
        now() - make_interval(secs => ${size.messagesEach} - g)
      from generate_series(1, ${size.messagesEach}) g`);
    const [last] = await queryRows<{ id: number }>(
      db,
      sql`select max(id)::int as id from messages where match_id = ${conversation!.id}`,
    );
    made.push({ matchId: conversation!.id, user1: pair.user1, user2: pair.user2, lastId: last!.id });
  }
  await db.execute(sql`vacuum analyze messages`);
  return made;
}
