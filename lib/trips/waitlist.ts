import "server-only";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { groupTrips, tripParticipants, users, type GroupTripRow, type TripParticipantRow } from "@/db/schema";
import { insertNotifications } from "@/lib/notifications/queries";
import { publishEvents } from "@/lib/realtime/publish";
import { countAccepted } from "./queries";

/**
 * A trip's waitlist (docs/api.md §6.5): the people who asked to join it while it was full, in line,
 * at positions 1, 2, 3… without gaps (the check trip_participants_waitlist_position and the unique
 * index trip_participants_waitlist_position_key hold them). Every function here is called with the
 * trip's row locked FOR UPDATE in the caller's transaction, so joins, leaves, removals, cap changes
 * and reorders of one trip happen one after the other: two leaves at once free two places and
 * promote two people, never more.
 */

/** Added to every position while a waitlist is renumbered, so no new position meets an old one. */
const RENUMBER_OFFSET = 1_000_000;

export const isFull = (trip: Pick<GroupTripRow, "maxParticipants">, accepted: number) =>
  trip.maxParticipants !== null && accepted >= trip.maxParticipants;

/** The waiting rows of a trip, first in line first. */
async function waitlistOf(db: DbOrTx, tripId: number): Promise<TripParticipantRow[]> {
  return db
    .select()
    .from(tripParticipants)
    .where(and(eq(tripParticipants.tripId, tripId), isNotNull(tripParticipants.waitlistPosition)))
    .orderBy(asc(tripParticipants.waitlistPosition));
}

export async function countWaiting(db: DbOrTx, tripId: number): Promise<number> {
  return db.$count(
    tripParticipants,
    and(eq(tripParticipants.tripId, tripId), eq(tripParticipants.status, "waitlisted")),
  );
}

/**
 * Gives the waiting rows the positions 1…n in the order given. A unique index is checked row by row,
 * so the rows first move out of the way (past RENUMBER_OFFSET), then to their places. Each member
 * whose place changed hears it live (`trip_waitlist`, docs/api.md §17), in this transaction.
 */
async function renumber(db: DbOrTx, tripId: number, ordered: TripParticipantRow[]): Promise<void> {
  if (ordered.length === 0) return;
  const waiting = and(eq(tripParticipants.tripId, tripId), isNotNull(tripParticipants.waitlistPosition));
  await db
    .update(tripParticipants)
    .set({ waitlistPosition: sql`${tripParticipants.waitlistPosition} + ${RENUMBER_OFFSET}` })
    .where(waiting);
  const cases = sql.join(
    ordered.map((row, index) => sql`when ${row.id}::int then ${index + 1}::int`),
    sql` `,
  );
  await db
    .update(tripParticipants)
    .set({ waitlistPosition: sql`case ${tripParticipants.id} ${cases} end` })
    .where(waiting);
  await publishEvents(
    db,
    ordered.flatMap((row, index) =>
      row.waitlistPosition === index + 1
        ? []
        : [
            {
              userId: row.userId,
              type: "trip_waitlist" as const,
              payload: { group_trip_id: tripId, waitlist_position: index + 1 },
            },
          ],
    ),
  );
}

/** Closes the gaps a row leaving the line made, keeping everyone's order. */
async function compactWaitlist(db: DbOrTx, tripId: number): Promise<void> {
  const rows = await waitlistOf(db, tripId);
  if (rows.some((row, index) => row.waitlistPosition !== index + 1)) await renumber(db, tripId, rows);
}

/** Puts the member last in line: a new row, or their existing one (an invitation accepted on a full trip). */
export async function addToWaitlist(db: DbOrTx, tripId: number, userId: number, existingId?: number): Promise<number> {
  const position = (await countWaiting(db, tripId)) + 1;
  if (existingId !== undefined) {
    await db
      .update(tripParticipants)
      .set({ status: "waitlisted", waitlistPosition: position, respondedAt: new Date() })
      .where(eq(tripParticipants.id, existingId));
  } else {
    await db
      .insert(tripParticipants)
      .values({ tripId, userId, status: "waitlisted", role: "participant", waitlistPosition: position });
  }
  return position;
}

/**
 * PUT /group-trips/{id}/waitlist/{userId}: the host moves one waiting member to `position` (1 is
 * next); the others keep their order around them. False when the member is not waiting.
 */
export async function moveInWaitlist(db: DbOrTx, tripId: number, userId: number, position: number): Promise<boolean> {
  const rows = await waitlistOf(db, tripId);
  const moving = rows.find((row) => row.userId === userId);
  if (!moving) return false;
  const order = rows.filter((row) => row.id !== moving.id);
  order.splice(Math.min(position, rows.length) - 1, 0, moving);
  await renumber(db, tripId, order);
  return true;
}

/**
 * Fills the trip's free places from the front of its waitlist, at once (docs/api.md §6.5): after a
 * participant leaves or is removed, after the cap is raised or lifted, and after anyone leaves the
 * line. Each promoted member is told (live, push and email as their settings say), and so is the
 * host. Answers the promoted members' ids.
 */
export async function fillFromWaitlist(db: DbOrTx, trip: GroupTripRow): Promise<number[]> {
  const waiting = await waitlistOf(db, trip.id);
  if (waiting.length === 0) return [];
  const places =
    trip.maxParticipants === null ? waiting.length : trip.maxParticipants - (await countAccepted(db, trip.id));
  const promoted = waiting.slice(0, Math.max(0, places));
  if (promoted.length === 0) {
    await compactWaitlist(db, trip.id);
    return [];
  }
  for (const row of promoted) {
    await db
      .update(tripParticipants)
      .set({ status: "accepted", waitlistPosition: null, respondedAt: new Date() })
      .where(eq(tripParticipants.id, row.id));
  }
  await compactWaitlist(db, trip.id);
  const names = new Map(
    (
      await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(
          inArray(
            users.id,
            promoted.map((row) => row.userId),
          ),
        )
    ).map((user) => [user.id, user.name]),
  );
  await insertNotifications(
    db,
    promoted.flatMap((row) => [
      {
        userId: row.userId,
        type: "trip_waitlist",
        title: "You're in!",
        message: `A place opened on "${trip.title}": you're in`,
        relatedTripId: trip.id,
        relatedUserId: trip.creatorId,
      },
      {
        userId: trip.creatorId,
        type: "trip_waitlist",
        title: "Moved up from the waitlist",
        message: `${names.get(row.userId) ?? "Someone"} moved up from the waitlist of "${trip.title}"`,
        relatedTripId: trip.id,
        relatedUserId: row.userId,
      },
    ]),
  );
  return promoted.map((row) => row.userId);
}

/**
 * The trips where the member is waiting, locked FOR UPDATE in id order: a deactivated member leaves
 * every waitlist (docs/api.md §6.5), and the lines close up behind them.
 */
export async function leaveWaitlists(db: DbOrTx, userId: number): Promise<void> {
  const trips = await db
    .select({ id: groupTrips.id })
    .from(groupTrips)
    .innerJoin(tripParticipants, eq(tripParticipants.tripId, groupTrips.id))
    .where(and(eq(tripParticipants.userId, userId), eq(tripParticipants.status, "waitlisted")))
    .orderBy(asc(groupTrips.id))
    .for("update", { of: groupTrips });
  for (const { id } of trips) {
    await db.delete(tripParticipants).where(and(eq(tripParticipants.tripId, id), eq(tripParticipants.userId, userId)));
    await compactWaitlist(db, id);
  }
}

/**
 * Before an account is deleted (its rows cascade): it leaves every waitlist, and every place it held
 * in another's trip goes to that trip's first waiting member, as when it leaves (docs/api.md §6.5).
 */
export async function leaveTripsBeforeDeletion(db: DbOrTx, userId: number): Promise<void> {
  await leaveWaitlists(db, userId);
  const trips = await db
    .select({ trip: groupTrips })
    .from(groupTrips)
    .innerJoin(tripParticipants, eq(tripParticipants.tripId, groupTrips.id))
    .where(
      and(
        eq(tripParticipants.userId, userId),
        eq(tripParticipants.status, "accepted"),
        sql`${groupTrips.creatorId} <> ${userId}`,
      ),
    )
    .orderBy(asc(groupTrips.id))
    .for("update", { of: groupTrips });
  for (const { trip } of trips) {
    await db
      .delete(tripParticipants)
      .where(and(eq(tripParticipants.tripId, trip.id), eq(tripParticipants.userId, userId)));
    await fillFromWaitlist(db, trip);
  }
}
