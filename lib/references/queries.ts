import "server-only";
import { and, count, desc, eq, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db/client";
import { alias } from "drizzle-orm/pg-core";
import { planVisibleTo } from "@/lib/profiles/queries";
import { memberReferences, users, type MemberReferenceRow } from "@/db/schema";
import { REFERENCE_WINDOW_DAYS } from "./values";

/** A stay two members shared (docs/api.md §3.6): its key, where and when, and its trip if it was one. */
export type SharedStay = {
  key: string;
  tripId: number | null;
  tripTitle: string | null;
  destination: string;
  startDate: string;
  endDate: string;
};

type StayRow = {
  key: string;
  trip_id: number | null;
  trip_title: string | null;
  destination: string;
  start_date: string;
  end_date: string;
};

const toStay = (row: StayRow): SharedStay => ({
  key: row.key,
  tripId: row.trip_id,
  tripTitle: row.trip_title,
  destination: row.destination,
  startDate: row.start_date,
  endDate: row.end_date,
});

/**
 * Plan `b` makes a stay with plan `a`: not cancelled, sharing a day, in the same place. The same
 * place is Discover's at radius 0 (docs/decisions/027): the same city, the same text kept as typed,
 * or a region holding the other's place.
 */
const plansShareAStay = sql`b.status <> 'cancelled'
      and b.arrival_date <= a.departure_date and a.arrival_date <= b.departure_date
      and ((a.city_id is not null and a.city_id = b.city_id)
        or (a.city_id is null and b.city_id is null and lower(a.destination) = lower(b.destination))
        or exists (select 1 from place_regions pr
          where (pr.region_id = a.city_id and pr.place_id = coalesce(b.city_id, b.near_city_id))
             or (pr.region_id = b.city_id and pr.place_id = coalesce(a.city_id, a.near_city_id))))`;

/**
 * The stays of `author` with `subject` that have ended and whose window is still open on `today`,
 * latest end first: pairs of their plans (not cancelled) in the same place sharing a day, and trips
 * both were accepted in (not cancelled, with dates).
 */
export async function findOpenStays(
  db: DbOrTx,
  authorId: number,
  subjectId: number,
  today: string,
  tripId?: number,
): Promise<SharedStay[]> {
  const window = sql.raw(String(REFERENCE_WINDOW_DAYS));
  const plans = sql`
    select 'plans:' || least(a.id, b.id) || ':' || greatest(a.id, b.id) as key, null::int as trip_id,
      null::text as trip_title, a.destination,
      greatest(a.arrival_date, b.arrival_date) as start_date, least(a.departure_date, b.departure_date) as end_date
    from travel_plans a join travel_plans b
      on b.user_id = ${subjectId} and ${plansShareAStay}
    where a.user_id = ${authorId} and a.status <> 'cancelled'
      -- Only a stay of the subject's the author may see (docs/product.md, "Who sees my plans").
      and ${planVisibleTo(sql`b`, authorId)}`;
  const trips = sql`
    select 'trip:' || t.id as key, t.id as trip_id, t.title as trip_title, t.destination,
      t.arrival_date as start_date, t.departure_date as end_date
    from group_trips t
    join trip_participants pa on pa.trip_id = t.id and pa.user_id = ${authorId} and pa.status = 'accepted'
    join trip_participants pb on pb.trip_id = t.id and pb.user_id = ${subjectId} and pb.status = 'accepted'
    where t.status <> 'cancelled' and t.arrival_date is not null and t.departure_date is not null`;
  const source = tripId === undefined ? sql`(${plans}) union all (${trips})` : sql`${trips} and t.id = ${tripId}`;
  const rows = await queryRows<StayRow>(
    db,
    sql`select key, trip_id, trip_title, destination, start_date::text, end_date::text from (${source}) stays
      where end_date < ${today}::date and end_date + ${window} >= ${today}::date
      order by end_date desc, key`,
  );
  return rows.map(toStay);
}

export async function insertReference(
  db: DbOrTx,
  values: typeof memberReferences.$inferInsert,
): Promise<MemberReferenceRow> {
  const [row] = await db.insert(memberReferences).values(values).returning();
  return row!;
}

/** The keys of the stays `author` has written about `subject` for. */
export async function writtenStayKeys(db: DbOrTx, authorId: number, subjectId: number): Promise<Set<string>> {
  const rows = await db
    .select({ key: memberReferences.stayKey })
    .from(memberReferences)
    .where(and(eq(memberReferences.authorId, authorId), eq(memberReferences.subjectId, subjectId)));
  return new Set(rows.map((row) => row.key));
}

/**
 * Shows the pair's references for one stay once both exist, each exactly once: only rows not yet
 * shown change, and the caller holds the pair's lock. Answers the rows it showed.
 */
export async function showPairIfComplete(
  db: DbOrTx,
  a: number,
  b: number,
  stayKey: string,
): Promise<MemberReferenceRow[]> {
  const ofPair = and(
    eq(memberReferences.stayKey, stayKey),
    or(
      and(eq(memberReferences.authorId, a), eq(memberReferences.subjectId, b)),
      and(eq(memberReferences.authorId, b), eq(memberReferences.subjectId, a)),
    ),
  );
  const [both] = await db.select({ n: count() }).from(memberReferences).where(ofPair);
  if ((both?.n ?? 0) < 2) return [];
  return db
    .update(memberReferences)
    .set({ shownAt: new Date() })
    .where(and(ofPair, isNull(memberReferences.shownAt)))
    .returning();
}

/** The hidden references whose window is over on `today`, shown now, each exactly once. */
export async function showExpired(db: DbOrTx, today: string): Promise<MemberReferenceRow[]> {
  return db
    .update(memberReferences)
    .set({ shownAt: new Date() })
    .where(and(isNull(memberReferences.shownAt), lt(memberReferences.windowEnds, today)))
    .returning();
}

/** A member to remind of a stay's reference (docs/api.md §3.6), and whether the other already wrote theirs. */
export type DueReminder = {
  user_id: number;
  other_id: number;
  other_name: string;
  stay_key: string;
  trip_title: string | null;
  destination: string;
  window_ends: string;
  other_wrote: boolean;
};

/**
 * Each member whose stay with another has its window closing within two days and who has not written
 * about them for it, recorded as reminded and answered, once: the reminders' key (member, other,
 * stay) holds that however often or concurrently the sweep runs. A stay counts as in findOpenStays
 * (the other's plan one the member may see); both active, and neither has blocked the other.
 */
export async function insertDueReminders(db: DbOrTx, today: string): Promise<DueReminder[]> {
  const window = sql.raw(String(REFERENCE_WINDOW_DAYS));
  // The stay's last day falls between `window` and `window - 2` days ago.
  const ends = (column: SQL) => sql`${column} between ${today}::date - ${window} and ${today}::date - ${window} + 2`;
  // Pairs of connections' plans, each way round, where the one that ends first ends in the window:
  // read from the plans that end then, not from every connection's every plan.
  const connectedStays = sql`
    with ending as (
      select id, user_id, departure_date from travel_plans where status <> 'cancelled' and ${ends(sql`departure_date`)}
    ), pairs as (
      select e.id as e_id, o.id as o_id
      from ending e
      join pairings pc on pc.status = 'accepted' and pc.relationship_type in ('match', 'friend')
        and (pc.user1_id = e.user_id or pc.user2_id = e.user_id)
      join travel_plans o on o.user_id = case when pc.user1_id = e.user_id then pc.user2_id else pc.user1_id end
        and o.departure_date >= e.departure_date and o.arrival_date <= e.departure_date
    )
    select e_id as a_id, o_id as b_id from pairs union select o_id, e_id from pairs`;
  // Whom to remind of a stay: the subject of a reference written about them (the author already
  // wrote), and, when neither wrote, connections (an accepted match or friendship) whose plans shared
  // the stay, and trip-mates. Strangers who were merely in one place at one time are not reminded of
  // each other: in a busy city that would be hundreds of reminders a member never asked for.
  const stays = sql`
    select r.subject_id as user_id, r.author_id as other_id, r.stay_key, r.trip_title, r.destination, r.end_date
    from member_references r
    where r.shown_at is null and ${ends(sql`r.end_date`)}
    union all
    select a.user_id, b.user_id as other_id,
      'plans:' || least(a.id, b.id) || ':' || greatest(a.id, b.id) as stay_key, null::text as trip_title,
      a.destination, least(a.departure_date, b.departure_date) as end_date
    from (${connectedStays}) x join travel_plans a on a.id = x.a_id join travel_plans b on b.id = x.b_id
    where a.status <> 'cancelled' and ${plansShareAStay} and ${planVisibleTo(sql`b`, sql`a.user_id`)}
    union all
    select pa.user_id, pb.user_id, 'trip:' || t.id, t.title, t.destination, t.departure_date
    from group_trips t
    join trip_participants pa on pa.trip_id = t.id and pa.status = 'accepted'
    join trip_participants pb on pb.trip_id = t.id and pb.status = 'accepted' and pb.user_id <> pa.user_id
    where t.status <> 'cancelled' and t.arrival_date is not null and ${ends(sql`t.departure_date`)}`;
  const wrote = (author: SQL, subject: SQL) => sql`exists (select 1 from member_references r
    where r.author_id = ${author} and r.subject_id = ${subject} and r.stay_key = s.stay_key)`;
  return queryRows<DueReminder>(
    db,
    sql`with due as (
      select distinct on (s.user_id, s.other_id, s.stay_key) s.user_id, s.other_id, o.name as other_name, s.stay_key, s.trip_title, s.destination,
        (s.end_date + ${window})::text as window_ends, ${wrote(sql`s.other_id`, sql`s.user_id`)} as other_wrote
      from (${stays}) s
      join users u on u.id = s.user_id and u.is_active
      join users o on o.id = s.other_id and o.is_active
      where not ${wrote(sql`s.user_id`, sql`s.other_id`)}
        and not exists (select 1 from blocks k
          where (k.blocker_id = s.user_id and k.blocked_id = s.other_id)
             or (k.blocker_id = s.other_id and k.blocked_id = s.user_id))
    ), reminded as (
      -- In key order, so two sweeps at once wait for each other instead of deadlocking.
      insert into reference_reminders (user_id, other_id, stay_key)
      select user_id, other_id, stay_key from due order by user_id, other_id, stay_key
      on conflict do nothing
      returning user_id, other_id, stay_key
    )
    select due.* from due join reminded using (user_id, other_id, stay_key)
    order by due.user_id, due.other_id, due.stay_key`,
  );
}

/** Shown: both wrote, or the window is over (the sweep may not have run yet). */
function isShown(today: string): SQL {
  return sql`(${memberReferences.shownAt} is not null or ${memberReferences.windowEnds} < ${today}::date)`;
}

export async function findReference(db: DbOrTx, id: number): Promise<MemberReferenceRow | undefined> {
  const [row] = await db.select().from(memberReferences).where(eq(memberReferences.id, id));
  return row;
}

export async function deleteReference(db: DbOrTx, id: number): Promise<void> {
  await db.delete(memberReferences).where(eq(memberReferences.id, id));
}

/** The references `author` wrote about `subject`, newest first. */
export async function listWrittenAbout(db: DbOrTx, authorId: number, subjectId: number): Promise<MemberReferenceRow[]> {
  return db
    .select()
    .from(memberReferences)
    .where(and(eq(memberReferences.authorId, authorId), eq(memberReferences.subjectId, subjectId)))
    .orderBy(desc(memberReferences.createdAt), desc(memberReferences.id));
}

/** What a profile shows of a member's references: shown ones by active writers, newest first. */
export async function listShownReferences(
  db: DbOrTx,
  subjectId: number,
  today: string,
  page: { skip: number; limit: number },
) {
  const where = and(eq(memberReferences.subjectId, subjectId), eq(users.isActive, true), isShown(today));
  const rows = await db
    .select({ reference: memberReferences, author: { id: users.id, handle: users.handle, name: users.name } })
    .from(memberReferences)
    .innerJoin(users, eq(users.id, memberReferences.authorId))
    .where(where)
    .orderBy(desc(memberReferences.createdAt), desc(memberReferences.id))
    .offset(page.skip)
    .limit(page.limit);
  const [totals] = await db
    .select({
      total: count(),
      met: sql<number>`count(*) filter (where ${memberReferences.metInPerson})`.mapWith(Number),
    })
    .from(memberReferences)
    .innerJoin(users, eq(users.id, memberReferences.authorId))
    .where(where);
  return { rows, total: totals?.total ?? 0, metInPerson: totals?.met ?? 0 };
}

const author = alias(users, "author");
const subject = alias(users, "subject");

/** Every reference, shown or not, for the moderators: newest first, optionally those a member wrote or received. */
export async function listAllReferences(
  db: DbOrTx,
  filter: { userId?: number },
  page: { skip: number; limit: number },
) {
  const where = filter.userId
    ? or(eq(memberReferences.authorId, filter.userId), eq(memberReferences.subjectId, filter.userId))
    : undefined;
  const rows = await db
    .select({
      reference: memberReferences,
      author: { id: author.id, handle: author.handle, name: author.name },
      subject: { id: subject.id, handle: subject.handle, name: subject.name },
    })
    .from(memberReferences)
    .innerJoin(author, eq(author.id, memberReferences.authorId))
    .innerJoin(subject, eq(subject.id, memberReferences.subjectId))
    .where(where)
    .orderBy(desc(memberReferences.createdAt), desc(memberReferences.id))
    .offset(page.skip)
    .limit(page.limit);
  const [totals] = await db.select({ total: count() }).from(memberReferences).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function lockReference(db: DbOrTx, id: number): Promise<MemberReferenceRow | undefined> {
  const [row] = await db.select().from(memberReferences).where(eq(memberReferences.id, id)).for("update");
  return row;
}
