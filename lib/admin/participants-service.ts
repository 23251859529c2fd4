import "server-only";
import { desc, eq } from "drizzle-orm";
import { changesOf, getDb, type DbOrTx } from "@/db/client";
import { groupTrips, tripParticipants, users } from "@/db/schema";
import { findUserById } from "@/lib/accounts/queries";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import { AppError, fieldError, isUniqueViolation, notFound } from "@/lib/errors/app-error";
import type { Page } from "@/lib/contract/pagination";
import { countAccepted, findParticipantWithUser, findTrip } from "@/lib/trips/queries";
import { presentParticipant } from "@/lib/trips/present";
import { fillFromWaitlist } from "@/lib/trips/waitlist";
import type { AdminCreateParticipantBody, AdminUpdateParticipantBody } from "./contract";
import { deleteById, total } from "./table-rows";

export async function listParticipantsAdmin(actor: Actor, page: Page) {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await db
    .select({
      participant: tripParticipants,
      user: { id: users.id, name: users.name, photos: users.photos, handle: users.handle },
      title: groupTrips.title,
    })
    .from(tripParticipants)
    .innerJoin(users, eq(users.id, tripParticipants.userId))
    .innerJoin(groupTrips, eq(groupTrips.id, tripParticipants.tripId))
    .orderBy(desc(tripParticipants.id))
    .offset(page.skip)
    .limit(page.limit);
  return { items: rows.map((row) => presentParticipant(row, row.title)), total: await total(db, tripParticipants) };
}

/** Accepting someone locks the trip row and counts first: admin edits cannot pass the cap either. */
async function assertRoomFor(tx: DbOrTx, tripId: number, excludingAccepted: boolean) {
  const trip = await findTrip(tx, tripId, { lock: true });
  if (!trip) throw notFound("Trip not found");
  const accepted = (await countAccepted(tx, tripId)) - (excludingAccepted ? 1 : 0);
  if (trip.maxParticipants !== null && accepted >= trip.maxParticipants) throw new AppError("conflict", "Trip is full");
  return trip;
}

const HOST_FOLLOWS_CREATOR = "A trip's host is its creator: change the trip's creator instead";

/**
 * The host row is the creator's, accepted, and the only one: admin participant edits that would
 * break that are 409. Each change runs under the trip's row lock, as creator changes do.
 */
export async function createParticipantAdmin(actor: Actor, input: AdminCreateParticipantBody) {
  assertAdmin(actor);
  const db = await getDb();
  if (!(await findUserById(db, input.user_id))) throw notFound("User not found");
  try {
    await db.transaction(async (tx) => {
      const trip = await findTrip(tx, input.trip_id, { lock: true });
      if (!trip) throw notFound("Trip not found");
      if (input.role === "host") throw new AppError("conflict", HOST_FOLLOWS_CREATOR);
      if (input.status === "accepted") await assertRoomFor(tx, trip.id, false);
      await tx
        .insert(tripParticipants)
        .values({ tripId: input.trip_id, userId: input.user_id, status: input.status, role: input.role });
    });
  } catch (error) {
    throw participantConflict(error);
  }
  return participantAdmin(db, input.trip_id, input.user_id);
}

export async function updateParticipantAdmin(actor: Actor, id: number, input: AdminUpdateParticipantBody) {
  assertAdmin(actor);
  const db = await getDb();
  const [found] = await db.select().from(tripParticipants).where(eq(tripParticipants.id, id));
  if (!found) throw notFound("Participant not found");
  if ((input.trip_id && input.trip_id !== found.tripId) || (input.user_id && input.user_id !== found.userId)) {
    throw fieldError("trip_id", "A participant cannot move to another trip or user; delete it and create another");
  }
  try {
    await db.transaction(async (tx) => {
      const trip = await findTrip(tx, found.tripId, { lock: true });
      const [current] = await tx.select().from(tripParticipants).where(eq(tripParticipants.id, id));
      if (!trip || !current) throw notFound("Participant not found");
      const isCreator = current.userId === trip.creatorId;
      if (
        (input.role && (input.role === "host") !== isCreator) ||
        (isCreator && input.status && input.status !== "accepted")
      ) {
        throw new AppError("conflict", HOST_FOLLOWS_CREATOR);
      }
      if (input.status === "accepted" && current.status !== "accepted") await assertRoomFor(tx, current.tripId, false);
      // A status set by hand takes the row out of the waitlist, and the line closes up (docs/api.md §6.5).
      const leavesLine = input.status !== undefined && current.status === "waitlisted";
      const changes = changesOf({
        status: input.status,
        role: input.role,
        ...(leavesLine ? { waitlistPosition: null } : {}),
      });
      if (changes) await tx.update(tripParticipants).set(changes).where(eq(tripParticipants.id, id));
      if (leavesLine || current.status === "accepted") await fillFromWaitlist(tx, trip);
    });
  } catch (error) {
    throw participantConflict(error);
  }
  return participantAdmin(db, found.tripId, found.userId);
}

export async function deleteParticipantAdmin(actor: Actor, id: number) {
  assertAdmin(actor);
  const db = await getDb();
  const [found] = await db.select().from(tripParticipants).where(eq(tripParticipants.id, id));
  if (!found) throw notFound("Participant not found");
  await db.transaction(async (tx) => {
    const trip = await findTrip(tx, found.tripId, { lock: true });
    if (trip?.creatorId === found.userId)
      throw new AppError("conflict", "The host cannot be removed: delete the trip or change its creator");
    await deleteById(tx, tripParticipants, tripParticipants.id, id, "Participant not found");
    if (trip) await fillFromWaitlist(tx, trip);
  });
}

function participantConflict(error: unknown): unknown {
  if (isUniqueViolation(error, "trip_participants_trip_user_key"))
    return new AppError("conflict", "This user is already a participant of that trip");
  if (isUniqueViolation(error, "trip_participants_one_host_key"))
    return new AppError("conflict", "That trip already has a host");
  return error;
}

async function participantAdmin(db: DbOrTx, tripId: number, userId: number) {
  const [trip, entry] = await Promise.all([findTrip(db, tripId), findParticipantWithUser(db, tripId, userId)]);
  return presentParticipant(entry!, trip!.title);
}
