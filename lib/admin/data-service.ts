import "server-only";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { alias, type AnyPgColumn, type PgTable } from "drizzle-orm/pg-core";
import { changesOf, getDb, queryRows, type DbOrTx } from "@/db/client";
import {
  conversations,
  groupTrips,
  messages,
  pairings,
  travelPlans,
  tripParticipants,
  users,
  type GroupTripRow,
} from "@/db/schema";
import { findUserById } from "@/lib/accounts/queries";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import { nearCityName, nearCityNameOf, placeOrAnchor, placeOrAnchorAfterEdit } from "@/lib/cities/anchors";
import { openConversation } from "@/lib/conversations/queries";
import { AppError, fieldError, isUniqueViolation, notFound } from "@/lib/errors/app-error";
import type { Page } from "@/lib/contract/pagination";
import { presentMessage } from "@/lib/messages/present";
import { DEPARTURE_BEFORE_ARRIVAL } from "@/lib/plans/contract";
import { presentPlan } from "@/lib/plans/present";
import { purgeRemovedFiles } from "@/lib/uploads/removal";
import { insertPairing } from "@/lib/pairings/queries";
import { countAccepted, findParticipant, findParticipantWithUser, findTrip, insertTrip } from "@/lib/trips/queries";
import { presentParticipant, presentTrip } from "@/lib/trips/present";
import { countWaiting, fillFromWaitlist } from "@/lib/trips/waitlist";
import type {
  AdminCreateParticipantBody,
  AdminStats,
  AdminCreatePairingBody,
  AdminCreatePlanBody,
  AdminCreateTripBody,
  AdminUpdateParticipantBody,
  AdminUpdatePlanBody,
  AdminUpdateTripBody,
} from "./contract";
import { presentAdminMatch, presentAdminPairing } from "./present";

const user1 = alias(users, "user1");
const user2 = alias(users, "user2");

/** GET /admin/stats (docs/product.md §3 plus active and pending users; likes are match requests ever sent). */
export async function getStats(actor: Actor): Promise<AdminStats> {
  assertAdmin(actor);
  type Counts = Omit<AdminStats, "pairings_by_type"> & {
    pairings_match: number;
    pairings_friend: number;
    pairings_pass: number;
  };
  const [row] = await queryRows<Counts>(
    await getDb(),
    sql`select
      (select count(*)::int from users) as total_users,
      (select count(*)::int from users where is_active) as active_users,
      (select count(*)::int from users where not is_active) as pending_users,
      (select count(*)::int from pairings) as total_pairings,
      (select count(*)::int from pairings where relationship_type = 'match') as pairings_match,
      (select count(*)::int from pairings where relationship_type = 'friend') as pairings_friend,
      (select count(*)::int from pairings where relationship_type = 'pass') as pairings_pass,
      (select count(*)::int from messages) as total_messages,
      (select count(*)::int from pairings where requested_type = 'match') as total_likes,
      (select count(*)::int from travel_plans) as total_travel_plans,
      (select count(*)::int from group_trips) as total_group_trips,
      (select count(*)::int from trip_participants) as total_trip_participants`,
  );
  const { pairings_match, pairings_friend, pairings_pass, ...rest } = row!;
  return { ...rest, pairings_by_type: { match: pairings_match, friend: pairings_friend, pass: pairings_pass } };
}

// Pairings and matches ------------------------------------------------------------------------

function selectPairings(db: DbOrTx) {
  return db
    .select({ pairing: pairings, user1Name: user1.name, user2Name: user2.name })
    .from(pairings)
    .innerJoin(user1, eq(user1.id, pairings.user1Id))
    .innerJoin(user2, eq(user2.id, pairings.user2Id));
}

export async function listPairingsAdmin(actor: Actor, page: Page) {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await selectPairings(db).orderBy(desc(pairings.id)).offset(page.skip).limit(page.limit);
  return { items: rows.map(presentAdminPairing), total: await total(db, pairings) };
}

export async function getPairingAdmin(actor: Actor, id: number) {
  assertAdmin(actor);
  const [row] = await selectPairings(await getDb()).where(eq(pairings.id, id));
  if (!row) throw notFound("Pairing not found");
  return presentAdminPairing(row);
}

/** POST /admin/pairings: an accepted connection (a pass is stored declined); a match opens its conversation. */
export async function createPairingAdmin(actor: Actor, input: AdminCreatePairingBody) {
  assertAdmin(actor);
  if (input.user1_id === input.user2_id) throw fieldError("user2_id", "Choose two different users");
  const db = await getDb();
  for (const userId of [input.user1_id, input.user2_id])
    if (!(await findUserById(db, userId))) throw notFound(`User ${userId} not found`);
  try {
    const pairing = await db.transaction(async (tx) => {
      const created = await insertPairing(tx, {
        user1Id: input.user1_id,
        user2Id: input.user2_id,
        relationshipType: input.relationship_type,
        requestedType: input.relationship_type,
        status: input.relationship_type === "pass" ? "declined" : "accepted",
      });
      if (created.relationshipType === "match") await openConversation(tx, created);
      return created;
    });
    return getPairingAdmin(actor, pairing.id);
  } catch (error) {
    if (isUniqueViolation(error, "pairings_pair_key"))
      throw new AppError("conflict", "These two users already have a pairing");
    throw error;
  }
}

export async function deletePairingAdmin(actor: Actor, id: number) {
  assertAdmin(actor);
  await deleteById(await getDb(), pairings, pairings.id, id, "Pairing not found");
  // Its conversation's photo messages went with it (cascade): their files go now, after commit.
  await purgeRemovedFiles();
}

export async function listMatchesAdmin(actor: Actor, page: Page) {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await db
    .select({ conversation: conversations, user1Name: user1.name, user2Name: user2.name })
    .from(conversations)
    .innerJoin(user1, eq(user1.id, conversations.user1Id))
    .innerJoin(user2, eq(user2.id, conversations.user2Id))
    .orderBy(desc(conversations.id))
    .offset(page.skip)
    .limit(page.limit);
  return { items: rows.map(presentAdminMatch), total: await total(db, conversations) };
}

export async function deleteMatchAdmin(actor: Actor, id: number) {
  assertAdmin(actor);
  await deleteById(await getDb(), conversations, conversations.id, id, "Match not found");
  await purgeRemovedFiles();
}

export async function listMessagesAdmin(actor: Actor, page: Page) {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await db.select().from(messages).orderBy(desc(messages.id)).offset(page.skip).limit(page.limit);
  return { items: rows.map(presentMessage), total: await total(db, messages) };
}

export async function deleteMessageAdmin(actor: Actor, id: number) {
  assertAdmin(actor);
  await deleteById(await getDb(), messages, messages.id, id, "Message not found");
  await purgeRemovedFiles();
}

// Travel plans -----------------------------------------------------------------------------------

function checkOrder(arrival: string | null | undefined, departure: string | null | undefined) {
  if (arrival && departure && departure < arrival) throw fieldError("departure_date", DEPARTURE_BEFORE_ARRIVAL);
}

export async function listPlansAdmin(actor: Actor, page: Page) {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await db
    .select({ plan: travelPlans, nearCityName: nearCityNameOf(travelPlans.nearCityId) })
    .from(travelPlans)
    .orderBy(desc(travelPlans.id))
    .offset(page.skip)
    .limit(page.limit);
  return {
    items: rows.map((row) => presentPlan({ ...row.plan, nearCityName: row.nearCityName })),
    total: await total(db, travelPlans),
  };
}

export async function getPlanAdmin(actor: Actor, id: number) {
  assertAdmin(actor);
  const db = await getDb();
  const [plan] = await db.select().from(travelPlans).where(eq(travelPlans.id, id));
  if (!plan) throw notFound("Travel plan not found");
  return presentPlan({ ...plan, nearCityName: await nearCityName(db, plan.nearCityId) });
}

export async function createPlanAdmin(actor: Actor, input: AdminCreatePlanBody) {
  assertAdmin(actor);
  checkOrder(input.arrival_date, input.departure_date);
  const db = await getDb();
  if (!(await findUserById(db, input.user_id))) throw notFound("User not found");
  const [plan] = await db
    .insert(travelPlans)
    .values({
      userId: input.user_id,
      ...(await placeOrAnchor(db, input)),
      arrivalDate: input.arrival_date,
      departureDate: input.departure_date,
      travelPurpose: input.travel_purpose,
      status: input.status,
    })
    .returning();
  return presentPlan({ ...plan!, nearCityName: await nearCityName(db, plan!.nearCityId) });
}

export async function updatePlanAdmin(actor: Actor, id: number, input: AdminUpdatePlanBody) {
  assertAdmin(actor);
  const db = await getDb();
  const [current] = await db.select().from(travelPlans).where(eq(travelPlans.id, id));
  if (!current) throw notFound("Travel plan not found");
  checkOrder(input.arrival_date ?? current.arrivalDate, input.departure_date ?? current.departureDate);
  if (input.user_id && !(await findUserById(db, input.user_id))) throw notFound("User not found");
  const [plan] = await db
    .update(travelPlans)
    .set({
      userId: input.user_id,
      ...(await placeOrAnchorAfterEdit(db, input, current)),
      arrivalDate: input.arrival_date,
      departureDate: input.departure_date,
      travelPurpose: input.travel_purpose,
      status: input.status,
      updatedAt: new Date(),
    })
    .where(eq(travelPlans.id, id))
    .returning();
  return presentPlan({ ...plan!, nearCityName: await nearCityName(db, plan!.nearCityId) });
}

export async function deletePlanAdmin(actor: Actor, id: number) {
  assertAdmin(actor);
  await deleteById(await getDb(), travelPlans, travelPlans.id, id, "Travel plan not found");
}

// Group trips and participants ---------------------------------------------------------------------

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

const tripValues = (input: AdminUpdateTripBody) => ({
  creatorId: input.creator_id,
  title: input.title,
  description: input.description,
  arrivalDate: input.arrival_date,
  departureDate: input.departure_date,
  tripType: input.trip_type,
  visibility: input.visibility,
  maxParticipants: input.max_participants,
  budgetRange: input.budget_range,
  activities: input.activities,
  tripStyle: input.trip_style,
  accommodationLink: input.accommodation_link,
  workspaceLink: input.workspace_link,
  status: input.status,
});

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

// Shared -------------------------------------------------------------------------------------------

async function total(db: DbOrTx, table: PgTable) {
  const [row] = await db.select({ total: count() }).from(table);
  return row?.total ?? 0;
}

async function deleteById(db: DbOrTx, table: PgTable, idColumn: AnyPgColumn, id: number, missing: string) {
  const rows = await db.delete(table).where(eq(idColumn, id)).returning({ id: idColumn });
  if (rows.length === 0) throw notFound(missing);
}
