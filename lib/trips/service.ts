import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import type { GroupTripRow, UserRow } from "@/db/schema";
import { findUserById, lockMember } from "@/lib/accounts/queries";
import type { Actor } from "@/lib/auth/actor";
import { nearCityName, placeOrAnchor, placeOrAnchorAfterEdit } from "@/lib/cities/anchors";
import { earliestAllowedDeparture, todayUtc } from "@/lib/dates/days";
import { AppError, fieldError, isUniqueViolation, notAuthenticated, notFound } from "@/lib/errors/app-error";
import { deleteTripNotificationsOf, insertNotifications } from "@/lib/notifications/queries";
import { lockPair } from "@/lib/safety/queries";
import { findPlanOfUser } from "@/lib/plans/queries";
import { publishUnread } from "@/lib/realtime/publish";
import {
  areConnected,
  canSeeTrip,
  countAccepted,
  countUpcomingHostedTrips,
  deleteParticipant,
  deleteTripRow,
  findParticipant,
  findParticipantWithUser,
  findTrip,
  insertParticipant,
  lockTripsHostedWith,
  reinviteParticipant,
  insertTrip,
  isTripOpen,
  listParticipants,
  listTripsOf,
  setParticipantStatus,
  updateTripRow,
  type TripListKind,
  countTripUnread,
  deleteTripMessageNotifications,
} from "./queries";
import {
  DEPARTURE_NOT_AFTER_ARRIVAL,
  type CreateTripBody,
  type ParticipationAnswer,
  type UpdateTripBody,
} from "./contract";
import { HOSTED_TRIPS_CAP_DETAIL, MAX_UPCOMING_HOSTED_TRIPS, ONLY_INVITEE_ANSWERS, type TripStatus } from "./values";
import { presentParticipant, presentTrip } from "./present";
import { addToWaitlist, countWaiting, fillFromWaitlist, isFull, moveInWaitlist } from "./waitlist";

const TRIP_NOT_FOUND = "Trip not found";
const TRIP_CLOSED = "This trip is no longer open";

/**
 * Whether the member may host one more upcoming trip (MAX_UPCOMING_HOSTED_TRIPS), asked inside the
 * transaction that adds it: the member's row stays locked until it ends, so two adds at the cap
 * cannot both pass (docs/api.md §6.1). Calendar imports ask it per event.
 */
export async function roomForHostedTrip(tx: DbOrTx, userId: number): Promise<boolean> {
  if (!(await lockMember(tx, userId))) throw notAuthenticated();
  return (await countUpcomingHostedTrips(tx, userId, todayUtc())) < MAX_UPCOMING_HOSTED_TRIPS;
}

const noRoomForTrip = () => new AppError("conflict", HOSTED_TRIPS_CAP_DETAIL);

// The contract checks the order when both dates are sent; an edit of one is checked here against the stored other.
function checkTripDates(arrival: string, departure: string) {
  if (departure <= arrival) throw fieldError("departure_date", DEPARTURE_NOT_AFTER_ARRIVAL);
  if (departure < earliestAllowedDeparture())
    throw fieldError("departure_date", "Departure date must not be in the past");
}

/** The trip when the actor may see it (admins see all); 404 otherwise, never revealing a private trip. */
async function visibleTrip(
  db: DbOrTx,
  actor: Actor,
  tripId: number,
  options: { lock?: boolean } = {},
): Promise<GroupTripRow> {
  const trip = await findTrip(db, tripId, options);
  if (!trip || !(actor.isAdmin || (await canSeeTrip(db, tripId, actor.id)))) throw notFound(TRIP_NOT_FOUND);
  return trip;
}

/** The trip when the actor hosts it: 404 when they cannot see it, 403 when they can but do not host it. */
async function hostedTrip(
  db: DbOrTx,
  actor: Actor,
  tripId: number,
  options: { lock?: boolean } = {},
): Promise<GroupTripRow> {
  const trip = await visibleTrip(db, actor, tripId, options);
  if (trip.creatorId !== actor.id) throw new AppError("forbidden", "Only the host can do this");
  return trip;
}

async function detail(db: DbOrTx, actor: Actor, trip: GroupTripRow) {
  const isHost = trip.creatorId === actor.id;
  const [creator, participants, participantCount, own, anchorName, waitlistCount] = await Promise.all([
    findUserById(db, trip.creatorId),
    // The host sees everyone not declined, with their status; others see accepted participants only.
    listParticipants(db, trip.id, isHost || actor.isAdmin),
    countAccepted(db, trip.id),
    findParticipant(db, trip.id, actor.id),
    nearCityName(db, trip.nearCityId),
    countWaiting(db, trip.id),
  ]);
  // Only accepted participants have the chat (docs/api.md §6.4); for anyone else its count is null.
  const unreadMessages = own?.status === "accepted" ? await countTripUnread(db, trip.id, actor.id) : null;
  return presentTrip(trip, {
    creatorName: creator?.name ?? "",
    participantCount,
    userStatus: own?.status ?? null,
    participants,
    unreadMessages,
    nearCityName: anchorName,
    waitlistCount,
    waitlistPosition: own?.waitlistPosition ?? null,
  });
}

export async function createTrip(actor: Actor, input: CreateTripBody) {
  checkTripDates(input.arrival_date, input.departure_date);
  const db = await getDb();
  const place = await placeOrAnchor(db, input);
  const trip = await db.transaction(async (tx) => {
    if (!(await roomForHostedTrip(tx, actor.id))) throw noRoomForTrip();
    return insertTrip(tx, {
      creatorId: actor.id,
      ...place,
      title: input.title,
      description: input.description ?? null,
      arrivalDate: input.arrival_date,
      departureDate: input.departure_date,
      tripType: input.trip_type,
      visibility: input.visibility,
      maxParticipants: input.max_participants ?? null,
      budgetRange: input.budget_range ?? null,
      activities: input.activities ?? null,
      tripStyle: input.trip_style ?? null,
      accommodationLink: input.accommodation_link ?? null,
      workspaceLink: input.workspace_link ?? null,
    });
  });
  return detail(db, actor, trip);
}

export async function listTrips(actor: Actor, kind: TripListKind) {
  const rows = await listTripsOf(await getDb(), actor.id, kind, todayUtc());
  return rows.map((row) =>
    presentTrip(row, {
      creatorName: row.creatorName,
      participantCount: row.participantCount,
      userStatus: row.userStatus,
      participants: [],
      unreadMessages: row.unreadMessages,
      nearCityName: row.nearCityName,
      waitlistCount: row.waitlistCount,
      waitlistPosition: row.waitlistPosition,
    }),
  );
}

export async function getTrip(actor: Actor, tripId: number) {
  const db = await getDb();
  return detail(db, actor, await visibleTrip(db, actor, tripId));
}

/** A trip body's fields as the row's columns: the host's edit and the admin's share it (a field left out stays). */
export const tripRowValues = (input: Omit<UpdateTripBody, "status"> & { status?: TripStatus }) => ({
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

/**
 * PUT /group-trips/{id}: the host edits (partial); the cap cannot go below who already accepted. A cap
 * raised or lifted fills the new places from the waitlist at once (docs/api.md §6.5).
 */
export async function updateTrip(actor: Actor, tripId: number, input: UpdateTripBody) {
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const trip = await hostedTrip(tx, actor, tripId, { lock: true });
    const arrival = input.arrival_date ?? trip.arrivalDate;
    const departure = input.departure_date ?? trip.departureDate;
    if ((input.arrival_date || input.departure_date) && arrival && departure) checkTripDates(arrival, departure);
    // A completed or past trip made upcoming (open) again counts against the cap like a new one.
    const today = todayUtc();
    const reopened =
      !isTripOpen(trip, today) && isTripOpen({ status: input.status ?? trip.status, departureDate: departure }, today);
    if (reopened && !(await roomForHostedTrip(tx, actor.id))) throw noRoomForTrip();
    if (input.max_participants && input.max_participants < (await countAccepted(tx, trip.id))) {
      throw new AppError("conflict", "More people have already accepted than that maximum");
    }
    const updated = await updateTripRow(tx, trip.id, {
      ...(await placeOrAnchorAfterEdit(tx, input, trip)),
      ...tripRowValues(input),
    });
    await fillFromWaitlist(tx, updated);
    return updated;
  });
  return detail(db, actor, updated);
}

/** The notice each participant gets when a trip is called off, by its host or by the host's account going. */
export function tripCancelledNotices(title: string, hostName: string, userIds: number[], relatedUserId: number | null) {
  return userIds.map((userId) => ({
    userId,
    type: "trip_cancelled" as const,
    title: "Trip cancelled",
    message: `"${title}" was cancelled by ${hostName}`,
    relatedUserId,
  }));
}

/** DELETE /group-trips/{id}: the host cancels; the trip is removed and its participants and waitlist told. */
export async function cancelTrip(actor: Actor, tripId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const trip = await hostedTrip(tx, actor, tripId, { lock: true });
    // Those waiting for a place are told too (docs/api.md §6.5).
    const accepted = (await listParticipants(tx, trip.id, true)).filter(
      ({ participant }) =>
        participant.role !== "host" && (participant.status === "accepted" || participant.status === "waitlisted"),
    );
    await insertNotifications(
      tx,
      tripCancelledNotices(
        trip.title,
        actor.user.name,
        accepted.map(({ user }) => user.id),
        actor.id,
      ),
    );
    // The chat goes with the trip (its messages by cascade), and so do its notifications (docs/api.md §6.4).
    await publishUnread(tx, await deleteTripMessageNotifications(tx, trip.id));
    await deleteTripRow(tx, trip.id);
  });
}

/** POST /group-trips/{id}/invite: the host invites one of their matches or friends. */
export async function inviteToTrip(actor: Actor, tripId: number, userId: number) {
  const db = await getDb();
  try {
    const participant = await db.transaction(async (tx) => {
      const trip = await hostedTrip(tx, actor, tripId);
      if (!isTripOpen(trip, todayUtc())) throw new AppError("conflict", TRIP_CLOSED);
      // A block ends the connection under this lock, so a racing block is either seen here or waits.
      await lockPair(tx, actor.id, userId);
      const invitee = await findUserById(tx, userId);
      if (!invitee?.isActive || !(await areConnected(tx, actor.id, userId))) {
        throw new AppError("forbidden", "You can invite only your matches and friends");
      }
      // Someone who declined may be invited again; anyone else with a row is already in it.
      const existing = await findParticipant(tx, trip.id, userId);
      if (existing && existing.status !== "declined") throw new AppError("conflict", "Already a participant");
      const row = existing
        ? await reinviteParticipant(tx, existing.id)
        : await insertParticipant(tx, { tripId: trip.id, userId, status: "invited", role: "participant" });
      await insertNotifications(tx, [
        {
          userId,
          type: "trip_invite",
          title: "Trip invitation",
          message: `${actor.user.name} invited you to "${trip.title}"`,
          relatedTripId: trip.id,
          relatedUserId: actor.id,
        },
      ]);
      // Read inside the transaction: once it commits, a block may withdraw the invitation at once.
      return participantResponse(tx, row.tripId, row.userId);
    });
    return participant;
  } catch (error) {
    if (isUniqueViolation(error, "trip_participants_trip_user_key"))
      throw new AppError("conflict", "Already a participant");
    throw error;
  }
}

/**
 * POST /group-trips/{id}/join: a request to join a public trip the caller can see. On a full trip it
 * is accepted onto the waitlist instead, last in line (docs/api.md §6.5); the trip's row is locked
 * while its places are counted, so a join racing a leave sees the place or the line, never neither.
 */
export async function requestToJoin(actor: Actor, tripId: number) {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const found = await findTrip(tx, tripId);
      // The host's pair lock first: a block between the two either is seen below or waits.
      if (found) await lockPair(tx, actor.id, found.creatorId);
      const trip = await visibleTrip(tx, actor, tripId, { lock: true });
      if (await findParticipant(tx, trip.id, actor.id)) throw new AppError("conflict", "Already a participant");
      if (trip.visibility !== "public") throw new AppError("forbidden", "This trip is by invitation only");
      if (!isTripOpen(trip, todayUtc())) throw new AppError("conflict", TRIP_CLOSED);
      if (isFull(trip, await countAccepted(tx, trip.id))) {
        const position = await addToWaitlist(tx, trip.id, actor.id);
        await insertNotifications(tx, [
          {
            userId: trip.creatorId,
            type: "trip_waitlist",
            title: "Joined the waitlist",
            message: `${actor.user.name} joined the waitlist of "${trip.title}" (#${position})`,
            relatedTripId: trip.id,
            relatedUserId: actor.id,
          },
        ]);
        return participantResponse(tx, trip.id, actor.id);
      }
      await insertParticipant(tx, { tripId: trip.id, userId: actor.id, status: "requested", role: "participant" });
      await insertNotifications(tx, [
        {
          userId: trip.creatorId,
          type: "trip_request",
          title: "Join request",
          message: `${actor.user.name} asked to join "${trip.title}"`,
          relatedTripId: trip.id,
          relatedUserId: actor.id,
        },
      ]);
      return participantResponse(tx, trip.id, actor.id);
    });
  } catch (error) {
    if (isUniqueViolation(error, "trip_participants_trip_user_key"))
      throw new AppError("conflict", "Already a participant");
    throw error;
  }
}

/**
 * PUT /group-trips/{id}/participants/{userId}?status_update=: the host answers requests to join; an
 * invitee answers their own invitation, and only they do: no one is put into a trip (and its chat)
 * without saying yes (docs/api.md §6.3). The host withdraws an invitation by removing it. The trip
 * row is locked while accepted people are counted, so racing acceptances cannot take it past its cap:
 * a yes on a full trip puts the person last on its waitlist instead (docs/api.md §6.5).
 */
export async function answerParticipation(actor: Actor, tripId: number, userId: number, answer: ParticipationAnswer) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const trip = await visibleTrip(tx, actor, tripId, { lock: true });
    const participant = await findParticipant(tx, trip.id, userId);
    const isHost = trip.creatorId === actor.id;
    const ownInvitation = userId === actor.id && participant?.status === "invited";
    if (!isHost && !ownInvitation)
      throw new AppError("forbidden", "Only the host, or an invitee for their own invitation, can answer");
    if (!participant) throw notFound("Participant not found");
    if (participant.status === "invited" && !ownInvitation) throw new AppError("forbidden", ONLY_INVITEE_ANSWERS);
    if (participant.role === "host" || (participant.status !== "invited" && participant.status !== "requested")) {
      throw new AppError("conflict", "Only invited or requested people can be answered");
    }
    const waitlisted =
      answer === "accepted" && isFull(trip, await countAccepted(tx, trip.id))
        ? await addToWaitlist(tx, trip.id, userId, participant.id)
        : null;
    if (waitlisted === null) await setParticipantStatus(tx, participant.id, answer);
    const person = (await findUserById(tx, userId)) as UserRow;
    const verb = answer === "accepted" ? "accepted" : "declined";
    const line = waitlisted === null ? "" : `; the trip is full, so that's #${waitlisted} on its waitlist`;
    await insertNotifications(tx, [
      isHost
        ? {
            userId,
            type: "trip_response",
            title: waitlisted !== null ? "On the waitlist" : answer === "accepted" ? "You're in!" : "Request declined",
            message: `${actor.user.name} ${verb} your request to join "${trip.title}"${line}`,
            relatedTripId: trip.id,
            relatedUserId: actor.id,
          }
        : {
            userId: trip.creatorId,
            type: "trip_response",
            title: answer === "accepted" ? "Invitation accepted" : "Invitation declined",
            message: `${person.name} ${verb} your invitation to "${trip.title}"${line}`,
            relatedTripId: trip.id,
            relatedUserId: userId,
          },
    ]);
  });
  return participantResponse(db, tripId, userId);
}

/**
 * DELETE /group-trips/{id}/participants/{userId}: leave, or the host removes someone (withdrawing an
 * invitation, or taking someone off the waitlist, included); the host cannot leave. A place freed goes
 * to the first waiting member at once, and the line closes up (docs/api.md §6.5).
 */
export async function removeParticipant(actor: Actor, tripId: number, userId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const trip = await visibleTrip(tx, actor, tripId, { lock: true });
    const isHost = trip.creatorId === actor.id;
    if (!isHost && userId !== actor.id) throw new AppError("forbidden", "Only the host can remove other people");
    if (userId === trip.creatorId)
      throw new AppError("conflict", "The host cannot leave their own trip; cancel it instead");
    const participant = await findParticipant(tx, trip.id, userId);
    if (!participant) throw notFound("Participant not found");
    const changed = await dropParticipant(tx, trip.id, participant.id, userId);
    // A withdrawn invitation leaves nothing in the invitee's bell to answer.
    if (participant.status === "invited")
      changed.push(...(await deleteTripNotificationsOf(tx, trip.id, userId, "trip_invite")));
    await fillFromWaitlist(tx, trip);
    await publishUnread(tx, [...new Set(changed)]);
  });
}

/**
 * A participant's row goes, and their trip chat with it at once, its notification included
 * (docs/api.md §6.4). Call with the trip's row locked FOR UPDATE, so a message racing it (which
 * takes the row FOR SHARE) is in before or refused after. Answers whose unread counts changed.
 */
async function dropParticipant(tx: DbOrTx, tripId: number, participantId: number, userId: number): Promise<number[]> {
  await deleteParticipant(tx, participantId);
  return deleteTripMessageNotifications(tx, tripId, userId);
}

/**
 * A block takes the blocked member out of every trip the blocker hosts, whatever their row's status
 * (docs/api.md §3.5), exactly as the host's removal does: nothing more is told, nothing less goes.
 * Runs in the block's transaction; the trips' rows are locked in id order, as a removal locks one.
 * Answers whose unread counts changed.
 */
export async function removeFromHostedTrips(tx: DbOrTx, hostId: number, userId: number): Promise<number[]> {
  const changed = new Set<number>();
  for (const tripId of await lockTripsHostedWith(tx, hostId, userId)) {
    const participant = await findParticipant(tx, tripId, userId);
    if (!participant) continue;
    for (const id of await dropParticipant(tx, tripId, participant.id, userId)) changed.add(id);
    const trip = await findTrip(tx, tripId);
    if (trip) await fillFromWaitlist(tx, trip);
  }
  return [...changed];
}

/**
 * PUT /group-trips/{id}/waitlist/{userId}: the host moves a waiting member to another place in line
 * (1 is next; a position past the end means last). Answers the trip as the host sees it.
 */
export async function moveWaitingMember(actor: Actor, tripId: number, userId: number, position: number) {
  const db = await getDb();
  const trip = await db.transaction(async (tx) => {
    const trip = await hostedTrip(tx, actor, tripId, { lock: true });
    if (!(await moveInWaitlist(tx, trip.id, userId, position))) throw notFound("Not on this trip's waitlist");
    return trip;
  });
  return detail(db, actor, trip);
}

async function participantResponse(db: DbOrTx, tripId: number, userId: number) {
  const [trip, entry] = await Promise.all([findTrip(db, tripId), findParticipantWithUser(db, tripId, userId)]);
  if (!trip || !entry) throw notFound("Participant not found");
  return presentParticipant(entry, trip.title);
}

/**
 * POST /travel-plans/{id}/convert-to-group-trip (docs/api.md §4): a private friends trip titled
 * "Trip to <city>" with the caller as accepted host. A plan converts once (unique source_plan_id).
 */
export async function convertPlanToTrip(actor: Actor, planId: number) {
  const db = await getDb();
  const plan = await findPlanOfUser(db, planId, actor.id);
  if (!plan) throw notFound("Travel plan not found");
  try {
    const trip = await db.transaction(async (tx) => {
      if (!(await roomForHostedTrip(tx, actor.id))) throw noRoomForTrip();
      return insertTrip(tx, {
        creatorId: actor.id,
        cityId: plan.cityId,
        nearCityId: plan.nearCityId,
        destination: plan.destination,
        title: `Trip to ${plan.destination.split(",")[0]!.trim()}`,
        arrivalDate: plan.arrivalDate,
        departureDate: plan.departureDate,
        tripType: "friends",
        visibility: "private",
        status: "planning",
        sourcePlanId: plan.id,
      });
    });
    return { group_trip_id: trip.id };
  } catch (error) {
    if (isUniqueViolation(error, "group_trips_source_plan_key"))
      throw new AppError("conflict", "This plan has already been converted to a trip");
    throw error;
  }
}
