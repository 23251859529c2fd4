import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { groupTrips, tripParticipants, users, type GroupTripRow } from "@/db/schema";
import { findUserById } from "@/lib/accounts/queries";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import { nearCityName, nearCityNameOf, placeOrAnchor, placeOrAnchorAfterEdit } from "@/lib/cities/anchors";
import { AppError, notFound } from "@/lib/errors/app-error";
import type { Page } from "@/lib/contract/pagination";
import { countAccepted, findParticipant, findTrip, insertTrip } from "@/lib/trips/queries";
import { presentTrip } from "@/lib/trips/present";
import { tripRowValues } from "@/lib/trips/service";
import { countWaiting, fillFromWaitlist } from "@/lib/trips/waitlist";
import type { AdminCreateTripBody, AdminUpdateTripBody } from "./contract";
import { checkOrder } from "./plans-service";
import { deleteById, total } from "./table-rows";

async function presentAdminTrip(db: DbOrTx, trip: GroupTripRow) {
  const creator = await findUserById(db, trip.creatorId);
  return presentTrip(trip, {
    creatorName: creator?.name ?? "",
    participantCount: await countAccepted(db, trip.id),
    userStatus: null,
    participants: [],
    nearCityName: await nearCityName(db, trip.nearCityId),
    waitlistCount: await countWaiting(db, trip.id),
    waitlistPosition: null,
  });
}

/** One statement for the page (creator's name and accepted count joined in), one for the total. */
export async function listTripsAdmin(actor: Actor, page: Page) {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await db
    .select({
      trip: groupTrips,
      creatorName: users.name,
      nearCityName: nearCityNameOf(groupTrips.nearCityId),
      participantCount: sql<number>`(select count(*)::int from trip_participants tp where tp.trip_id = ${groupTrips.id} and tp.status = 'accepted')`,
      waitlistCount: sql<number>`(select count(*)::int from trip_participants tp where tp.trip_id = ${groupTrips.id} and tp.status = 'waitlisted')`,
    })
    .from(groupTrips)
    .innerJoin(users, eq(users.id, groupTrips.creatorId))
    .orderBy(desc(groupTrips.id))
    .offset(page.skip)
    .limit(page.limit);
  const items = rows.map(({ trip, creatorName, nearCityName, participantCount, waitlistCount }) =>
    presentTrip(trip, {
      creatorName,
      participantCount,
      userStatus: null,
      participants: [],
      nearCityName,
      waitlistCount,
      waitlistPosition: null,
    }),
  );
  return { items, total: await total(db, groupTrips) };
}

export async function getTripAdmin(actor: Actor, id: number) {
  assertAdmin(actor);
  const db = await getDb();
  const trip = await findTrip(db, id);
  if (!trip) throw notFound("Trip not found");
  return presentAdminTrip(db, trip);
}

const tripValues = (input: AdminUpdateTripBody) => ({ creatorId: input.creator_id, ...tripRowValues(input) });

/** The creator becomes the trip's accepted host, as when a member hosts. */
export async function createTripAdmin(actor: Actor, input: AdminCreateTripBody) {
  assertAdmin(actor);
  checkOrder(input.arrival_date, input.departure_date);
  const db = await getDb();
  if (!(await findUserById(db, input.creator_id))) throw notFound("Creator not found");
  const place = await placeOrAnchor(db, input);
  const trip = await db.transaction((tx) =>
    insertTrip(tx, { ...tripValues(input), creatorId: input.creator_id, title: input.title, ...place }),
  );
  return presentAdminTrip(db, trip);
}

/**
 * Admins edit freely (no transition rules), but the cap still holds: it cannot go below who
 * accepted. A new creator becomes the one host (docs/api.md §14): the old host stays
 * as an accepted participant and the new one's row turns host and accepted (made when missing),
 * all under the trip's row lock, like every participant change.
 */
export async function updateTripAdmin(actor: Actor, id: number, input: AdminUpdateTripBody) {
  assertAdmin(actor);
  const db = await getDb();
  const trip = await db.transaction(async (tx) => {
    const current = await findTrip(tx, id, { lock: true });
    if (!current) throw notFound("Trip not found");
    if (input.creator_id && !(await findUserById(tx, input.creator_id))) throw notFound("Creator not found");
    checkOrder(input.arrival_date ?? current.arrivalDate, input.departure_date ?? current.departureDate);
    const accepted = await countAccepted(tx, id);
    if (input.max_participants && input.max_participants < accepted) {
      throw new AppError("conflict", "More people have already accepted than that maximum");
    }
    if (input.creator_id && input.creator_id !== current.creatorId) {
      await handOverHost(
        tx,
        current,
        input.creator_id,
        accepted,
        input.max_participants === undefined ? current.maxParticipants : input.max_participants,
      );
    }
    const [updated] = await tx
      .update(groupTrips)
      .set({ ...tripValues(input), ...(await placeOrAnchorAfterEdit(tx, input, current)), updatedAt: new Date() })
      .where(eq(groupTrips.id, id))
      .returning();
    // A cap raised or lifted fills from the waitlist, as the host's edit does (docs/api.md §6.5).
    await fillFromWaitlist(tx, updated!);
    return updated!;
  });
  return presentAdminTrip(db, trip);
}

/**
 * The old host's row becomes a plain accepted participant, then the new creator's row the host (one host at a time).
 */
async function handOverHost(
  tx: DbOrTx,
  trip: GroupTripRow,
  newCreatorId: number,
  accepted: number,
  cap: number | null,
) {
  const existing = await findParticipant(tx, trip.id, newCreatorId);
  if (existing?.status !== "accepted" && cap !== null && accepted >= cap)
    throw new AppError("conflict", "Trip is full");
  await tx
    .update(tripParticipants)
    .set({ role: "participant" })
    .where(and(eq(tripParticipants.tripId, trip.id), eq(tripParticipants.role, "host")));
  if (existing) {
    await tx
      .update(tripParticipants)
      .set({ role: "host", status: "accepted", respondedAt: existing.respondedAt ?? new Date() })
      .where(eq(tripParticipants.id, existing.id));
  } else {
    await tx
      .insert(tripParticipants)
      .values({ tripId: trip.id, userId: newCreatorId, role: "host", status: "accepted", respondedAt: new Date() });
  }
}

export async function deleteTripAdmin(actor: Actor, id: number) {
  assertAdmin(actor);
  await deleteById(await getDb(), groupTrips, groupTrips.id, id, "Trip not found");
}
