import "server-only";
import { and, asc, count, eq, gt, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import {
  groupTrips,
  notifications,
  pairings,
  tripMessages,
  tripParticipants,
  users,
  type GroupTripRow,
  type TripParticipantRow,
} from "@/db/schema";
import { nearCityNameOf } from "@/lib/cities/anchors";
import { CONNECTION_TYPES } from "@/lib/conversations/values";
import { isPairOf } from "@/lib/safety/queries";
import type { ParticipantWithUser } from "./present";

/**
 * Who sees a trip (docs/api.md §6): its host, anyone with a participant row, and for a public trip
 * the host's connections of the trip's type (matches for "matches"; matches and friends for
 * "friends"). Admins see every trip (the caller decides). One SQL predicate for every read.
 */
function visibleTo(userId: number): SQL {
  return sql`(
    ${groupTrips.creatorId} = ${userId}
    or exists (select 1 from trip_participants tp where tp.trip_id = ${groupTrips.id} and tp.user_id = ${userId})
    or (${groupTrips.visibility} = 'public' and exists (
      select 1 from pairings p
      where p.status = 'accepted'
        and least(p.user1_id, p.user2_id) = least(${groupTrips.creatorId}, ${userId}::int)
        and greatest(p.user1_id, p.user2_id) = greatest(${groupTrips.creatorId}, ${userId}::int)
        and (p.relationship_type = 'match' or (${groupTrips.tripType} = 'friends' and p.relationship_type = 'friend'))))
  )`;
}

/** `lock` takes the row FOR UPDATE (a change of the trip or its people); `share` FOR SHARE (the trip chat's writes). */
export async function findTrip(
  db: DbOrTx,
  id: number,
  options: { lock?: boolean; share?: boolean } = {},
): Promise<GroupTripRow | undefined> {
  const query = db.select().from(groupTrips).where(eq(groupTrips.id, id));
  const [trip] = options.lock ? await query.for("update") : options.share ? await query.for("share") : await query;
  return trip;
}

/** The trips where `userId` has a row (any status). */
const tripsWithRowOf = (userId: number) =>
  inArray(
    groupTrips.id,
    sql`(select ${tripParticipants.tripId} from ${tripParticipants} where ${tripParticipants.userId} = ${userId})`,
  );

/** The trips matching `where`, locked FOR UPDATE in id order (the one order every lock of several trips takes). */
async function lockTripsWhere(db: DbOrTx, where: SQL | undefined): Promise<number[]> {
  const rows = await db
    .select({ id: groupTrips.id })
    .from(groupTrips)
    .where(where)
    .orderBy(asc(groupTrips.id))
    .for("update");
  return rows.map((row) => row.id);
}

/** The trips `hostId` hosts where `userId` has a row (any status), locked FOR UPDATE in id order. */
export function lockTripsHostedWith(db: DbOrTx, hostId: number, userId: number): Promise<number[]> {
  return lockTripsWhere(db, and(eq(groupTrips.creatorId, hostId), tripsWithRowOf(userId)));
}

/**
 * Every trip the member hosts or has a row in (any status), locked FOR UPDATE in id order. An
 * account's deletion takes these before its user row: a leave or a join locks the trip first and
 * then names the member (a notice, a promotion), so the other order would deadlock with it.
 */
export async function lockTripsOfMember(db: DbOrTx, userId: number): Promise<void> {
  await lockTripsWhere(db, or(eq(groupTrips.creatorId, userId), tripsWithRowOf(userId)));
}

export async function canSeeTrip(db: DbOrTx, tripId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: groupTrips.id })
    .from(groupTrips)
    .where(and(eq(groupTrips.id, tripId), visibleTo(userId)));
  return Boolean(row);
}

export async function insertTrip(db: DbOrTx, values: typeof groupTrips.$inferInsert): Promise<GroupTripRow> {
  const [trip] = await db.insert(groupTrips).values(values).returning();
  await db
    .insert(tripParticipants)
    .values({ tripId: trip!.id, userId: trip!.creatorId, role: "host", status: "accepted", respondedAt: new Date() });
  return trip!;
}

export async function updateTripRow(
  db: DbOrTx,
  id: number,
  values: Partial<typeof groupTrips.$inferInsert>,
): Promise<GroupTripRow> {
  const [trip] = await db
    .update(groupTrips)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(groupTrips.id, id))
    .returning();
  return trip!;
}

export async function deleteTripRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(groupTrips).where(eq(groupTrips.id, id));
}

export async function findParticipant(
  db: DbOrTx,
  tripId: number,
  userId: number,
): Promise<TripParticipantRow | undefined> {
  const [row] = await db
    .select()
    .from(tripParticipants)
    .where(and(eq(tripParticipants.tripId, tripId), eq(tripParticipants.userId, userId)));
  return row;
}

export async function insertParticipant(
  db: DbOrTx,
  values: typeof tripParticipants.$inferInsert,
): Promise<TripParticipantRow> {
  const [row] = await db.insert(tripParticipants).values(values).returning();
  return row!;
}

export async function reinviteParticipant(db: DbOrTx, id: number): Promise<TripParticipantRow> {
  const [row] = await db
    .update(tripParticipants)
    .set({ status: "invited", invitedAt: new Date(), respondedAt: null })
    .where(eq(tripParticipants.id, id))
    .returning();
  return row!;
}

export async function setParticipantStatus(db: DbOrTx, id: number, status: "accepted" | "declined"): Promise<void> {
  await db.update(tripParticipants).set({ status, respondedAt: new Date() }).where(eq(tripParticipants.id, id));
}

export async function deleteParticipant(db: DbOrTx, id: number): Promise<void> {
  await db.delete(tripParticipants).where(eq(tripParticipants.id, id));
}

export async function countAccepted(db: DbOrTx, tripId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(tripParticipants)
    .where(and(eq(tripParticipants.tripId, tripId), eq(tripParticipants.status, "accepted")));
  return row?.total ?? 0;
}

/**
 * Participants with their people, host first and the waitlist last, in line; `includePending` adds
 * invited, requested and waiting ones.
 */
export async function listParticipants(
  db: DbOrTx,
  tripId: number,
  includePending: boolean,
): Promise<ParticipantWithUser[]> {
  return db
    .select({
      participant: tripParticipants,
      user: { id: users.id, name: users.name, photos: users.photos, handle: users.handle },
    })
    .from(tripParticipants)
    .innerJoin(users, eq(users.id, tripParticipants.userId))
    .where(
      and(
        eq(tripParticipants.tripId, tripId),
        includePending ? ne(tripParticipants.status, "declined") : eq(tripParticipants.status, "accepted"),
      ),
    )
    .orderBy(
      sql`${tripParticipants.role} = 'host' desc`,
      sql`${tripParticipants.waitlistPosition} asc nulls first`,
      asc(tripParticipants.invitedAt),
      asc(tripParticipants.id),
    );
}

export async function findParticipantWithUser(
  db: DbOrTx,
  tripId: number,
  userId: number,
): Promise<ParticipantWithUser | undefined> {
  const [row] = await db
    .select({
      participant: tripParticipants,
      user: { id: users.id, name: users.name, photos: users.photos, handle: users.handle },
    })
    .from(tripParticipants)
    .innerJoin(users, eq(users.id, tripParticipants.userId))
    .where(and(eq(tripParticipants.tripId, tripId), eq(tripParticipants.userId, userId)));
  return row;
}

/** Whether the two have an accepted match or friendship (whom a host may invite). */
export async function areConnected(db: DbOrTx, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pairings.id })
    .from(pairings)
    .where(
      and(eq(pairings.status, "accepted"), inArray(pairings.relationshipType, [...CONNECTION_TYPES]), isPairOf(a, b)),
    );
  return Boolean(row);
}

export type TripListKind = "all" | "hosting" | "joining" | "discover" | "invitable";

/** A trip still open to new people: planning or confirmed, and not over (docs/api.md §14). */
function openTrip(today: string): SQL {
  return sql`${groupTrips.status} in ('planning', 'confirmed') and (${groupTrips.departureDate} is null or ${groupTrips.departureDate} >= ${today}::date)`;
}

export const isTripOpen = (trip: Pick<GroupTripRow, "status" | "departureDate">, today: string) =>
  (trip.status === "planning" || trip.status === "confirmed") &&
  (trip.departureDate === null || trip.departureDate >= today);

export type TripListRow = GroupTripRow & {
  creatorName: string;
  participantCount: number;
  userStatus: string | null;
  unreadMessages: number | null;
  nearCityName: string | null;
  waitlistCount: number;
  waitlistPosition: number | null;
};

/**
 * The caller's trip lists (docs/api.md §6), soonest first, each with its host's name, count and the caller's status.
 */
export async function listTripsOf(
  db: DbOrTx,
  userId: number,
  kind: TripListKind,
  today: string,
): Promise<TripListRow[]> {
  const mine = sql`(select tp.status from trip_participants tp where tp.trip_id = ${groupTrips.id} and tp.user_id = ${userId})`;
  const filters: Record<TripListKind, SQL> = {
    all: sql`(${groupTrips.creatorId} = ${userId} or exists (select 1 from trip_participants tp where tp.trip_id = ${groupTrips.id} and tp.user_id = ${userId}))`,
    hosting: sql`${groupTrips.creatorId} = ${userId}`,
    joining: sql`${groupTrips.creatorId} <> ${userId} and ${mine} in ('invited', 'requested', 'accepted', 'waitlisted')`,
    discover: sql`${groupTrips.visibility} = 'public' and ${openTrip(today)}
      and ${groupTrips.creatorId} <> ${userId} and ${mine} is null and ${visibleTo(userId)}`,
    // The Invite-to-Trip picker: the caller's own trips that can still take people.
    invitable: sql`${groupTrips.creatorId} = ${userId} and ${openTrip(today)}`,
  };
  const rows = await db
    .select({
      trip: groupTrips,
      creatorName: users.name,
      nearCityName: nearCityNameOf(groupTrips.nearCityId),
      participantCount: sql<number>`(select count(*)::int from trip_participants tp where tp.trip_id = ${groupTrips.id} and tp.status = 'accepted')`,
      userStatus: sql<string | null>`${mine}`,
      waitlistCount: sql<number>`(select count(*)::int from trip_participants tp where tp.trip_id = ${groupTrips.id} and tp.status = 'waitlisted')`,
      waitlistPosition: sql<
        number | null
      >`(select tp.waitlist_position from trip_participants tp where tp.trip_id = ${groupTrips.id} and tp.user_id = ${userId})`,
      // The trip chat's unread count (docs/api.md §6.4), for accepted participants only: the others'
      // messages after the caller's read mark, as countTripUnread (below) counts them.
      unreadMessages: sql<number | null>`(
        select (select count(*)::int from trip_messages m
                where m.trip_id = tp.trip_id and m.sender_id <> tp.user_id and m.id > coalesce(tp.chat_read_id, 0))
        from trip_participants tp
        where tp.trip_id = ${groupTrips.id} and tp.user_id = ${userId} and tp.status = 'accepted')`,
    })
    .from(groupTrips)
    .innerJoin(users, eq(users.id, groupTrips.creatorId))
    .where(and(filters[kind], eq(users.isActive, true)))
    .orderBy(sql`${groupTrips.arrivalDate} asc nulls last`, asc(groupTrips.id));
  return rows.map((row) => ({
    ...row.trip,
    creatorName: row.creatorName,
    participantCount: row.participantCount,
    userStatus: row.userStatus,
    unreadMessages: row.unreadMessages,
    nearCityName: row.nearCityName,
    waitlistCount: row.waitlistCount,
    waitlistPosition: row.waitlistPosition,
  }));
}

/** The trips the member hosts that are still ahead (openTrip: planning or confirmed, and not yet over). */
export async function countUpcomingHostedTrips(db: DbOrTx, userId: number, today: string): Promise<number> {
  return db.$count(groupTrips, and(eq(groupTrips.creatorId, userId), openTrip(today)));
}

/** Messages of the trip's chat after the member's read mark, written by others. */
export async function countTripUnread(db: DbOrTx, tripId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(tripMessages)
    .innerJoin(
      tripParticipants,
      and(eq(tripParticipants.tripId, tripMessages.tripId), eq(tripParticipants.userId, userId)),
    )
    .where(
      and(
        eq(tripMessages.tripId, tripId),
        ne(tripMessages.senderId, userId),
        gt(tripMessages.id, sql`coalesce(${tripParticipants.chatReadId}, 0)`),
      ),
    );
  return row?.total ?? 0;
}

/**
 * Deletes the trip chat's notifications, of one member (who left or was removed) or of everyone (a
 * cancelled trip: `related_trip_id` would otherwise be set null and the notification outlive its chat).
 * Answers the members whose notifications went.
 */
export async function deleteTripMessageNotifications(db: DbOrTx, tripId: number, userId?: number): Promise<number[]> {
  const rows = await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.relatedTripId, tripId),
        eq(notifications.type, "trip_message"),
        userId === undefined ? undefined : eq(notifications.userId, userId),
      ),
    )
    .returning({ userId: notifications.userId, isRead: notifications.isRead });
  return [...new Set(rows.filter((row) => !row.isRead).map((row) => row.userId))];
}
