import "server-only";
import { and, desc, eq, inArray, isNotNull, lt, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import {
  blocks,
  calendarConnections,
  calendarEvents,
  calendarFeeds,
  conversations,
  groupTrips,
  memberReferences,
  messages,
  notifications,
  pairings,
  reports,
  sessions,
  travelPlans,
  tripMessages,
  tripParticipants,
  users,
} from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { todayUtc } from "@/lib/dates/days";
import { findSettings } from "@/lib/notification-settings/queries";
import { pairingSeenBy } from "@/lib/pairings/present";
import { seenBy } from "@/lib/pairings/queries";
import { presentOwnUser } from "@/lib/accounts/present";
import { consume, LIMITS } from "@/lib/rate-limit/service";
import { isReferenceShown } from "@/lib/references/service";

/**
 * Each list holds at most this many rows, newest first (docs/api.md §2): a member's file stays a
 * few megabytes at worst, and one request cannot make the server hold an unbounded list.
 */
const EXPORT_LIST_CAP = 5000;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * GET /users/me/export: everything the app holds about the caller, read as the caller only (every
 * query is scoped by their id). Never secrets: no password hash, no session or feed token, no
 * calendar OAuth token; a calendar connection is described by its state alone.
 */
export async function exportMyData(actor: Actor) {
  const db = await getDb();
  await consume(db, LIMITS.exportsPerMember, String(actor.id));
  const me = actor.id;
  const cap = EXPORT_LIST_CAP;
  const today = todayUtc();
  const [user] = await db.select().from(users).where(eq(users.id, me));
  const other = alias(users, "other");

  const plans = await db
    .select()
    .from(travelPlans)
    .where(eq(travelPlans.userId, me))
    .orderBy(desc(travelPlans.id))
    .limit(cap);
  // As the member sees them (docs/api.md §5.1): their own passes and declines, never another's pass
  // on them, and their declined requests as pending.
  const pairingRows = (await db.select().from(pairings).where(seenBy(me)).orderBy(desc(pairings.id)).limit(cap)).map(
    (pairing) => pairingSeenBy(pairing, me)!,
  );
  const participation = await db
    .select({ trip: groupTrips, participant: tripParticipants })
    .from(tripParticipants)
    .innerJoin(groupTrips, eq(groupTrips.id, tripParticipants.tripId))
    .where(eq(tripParticipants.userId, me))
    .orderBy(desc(groupTrips.id))
    .limit(cap);
  const hosted = await db
    .select()
    .from(groupTrips)
    .where(eq(groupTrips.creatorId, me))
    .orderBy(desc(groupTrips.id))
    .limit(cap);
  const myConversations = db
    .select({ id: conversations.id })
    .from(conversations)
    .where(or(eq(conversations.user1Id, me), eq(conversations.user2Id, me)));
  const messageRows = await db
    .select({ message: messages, senderName: other.name })
    .from(messages)
    .innerJoin(other, eq(other.id, messages.senderId))
    .where(inArray(messages.conversationId, myConversations))
    .orderBy(desc(messages.id))
    .limit(cap);
  // The member's own words in trip chats: what others wrote there is theirs (docs/api.md §2.5).
  const tripMessageRows = await db
    .select({ message: tripMessages, tripTitle: groupTrips.title })
    .from(tripMessages)
    .innerJoin(groupTrips, eq(groupTrips.id, tripMessages.tripId))
    .where(eq(tripMessages.senderId, me))
    .orderBy(desc(tripMessages.id))
    .limit(cap);
  const notificationRows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, me))
    .orderBy(desc(notifications.id))
    .limit(cap);
  const connections = await db.select().from(calendarConnections).where(eq(calendarConnections.userId, me));
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, me));
  const events = await db
    .select()
    .from(calendarEvents)
    .where(eq(calendarEvents.userId, me))
    .orderBy(desc(calendarEvents.id))
    .limit(cap);
  const sessionRows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, me))
    .orderBy(desc(sessions.createdAt))
    .limit(cap);
  const reportRows = await db
    .select()
    .from(reports)
    .where(eq(reports.reporterId, me))
    .orderBy(desc(reports.id))
    .limit(cap);
  const blockRows = await db
    .select()
    .from(blocks)
    .where(eq(blocks.blockerId, me))
    .orderBy(desc(blocks.createdAt))
    .limit(cap);
  // References (docs/api.md §3.6): all the member wrote, with their private notes; of those about
  // them only the shown ones, without the writer's note, as their profile shows them.
  const referencesWritten = await db
    .select()
    .from(memberReferences)
    .where(eq(memberReferences.authorId, me))
    .orderBy(desc(memberReferences.id))
    .limit(cap);
  const referencesReceived = await db
    .select()
    .from(memberReferences)
    .where(
      and(
        eq(memberReferences.subjectId, me),
        or(isNotNull(memberReferences.shownAt), lt(memberReferences.windowEnds, today)),
      ),
    )
    .orderBy(desc(memberReferences.id))
    .limit(cap);

  // By their names in the file, so `truncated` says which of its lists were cut.
  const lists = {
    plans,
    pairings: pairingRows,
    trips_joined: participation,
    trips_hosted: hosted,
    messages: messageRows,
    trip_messages: tripMessageRows,
    notifications: notificationRows,
    "calendar.events": events,
    sessions: sessionRows,
    reports: reportRows,
    blocks: blockRows,
    references_written: referencesWritten,
    references_received: referencesReceived,
  };
  return {
    format: "overlap-export/1",
    exported_at: new Date().toISOString(),
    list_cap: cap,
    truncated: Object.entries(lists)
      .filter(([, rows]) => rows.length >= cap)
      .map(([name]) => name),
    profile: user ? presentOwnUser(user) : null,
    photos: user?.photos ?? [],
    plans: plans.map((plan) => ({
      id: plan.id,
      destination: plan.destination,
      arrival_date: plan.arrivalDate,
      departure_date: plan.departureDate,
      travel_purpose: plan.travelPurpose,
      status: plan.status,
      created_at: iso(plan.createdAt),
    })),
    pairings: pairingRows.map((pairing) => ({
      id: pairing.id,
      other_user_id: pairing.user1Id === me ? pairing.user2Id : pairing.user1Id,
      i_asked: pairing.user1Id === me,
      relationship_type: pairing.relationshipType,
      requested_type: pairing.requestedType,
      status: pairing.status,
      created_at: iso(pairing.createdAt),
    })),
    trips_hosted: hosted.map(presentTrip),
    trips_joined: participation
      .filter(({ participant }) => participant.role !== "host")
      .map(({ trip, participant }) => ({
        trip: presentTrip(trip),
        participation: {
          status: participant.status,
          role: participant.role,
          invited_at: iso(participant.invitedAt),
          responded_at: iso(participant.respondedAt),
          waitlist_position: participant.waitlistPosition,
        },
      })),
    messages: messageRows.map(({ message, senderName }) => ({
      id: message.id,
      match_id: message.conversationId,
      direction: message.senderId === me ? "sent" : "received",
      sender_id: message.senderId,
      sender_name: senderName,
      content: message.content,
      photo_url: message.photoUrl,
      is_read: message.isRead,
      created_at: iso(message.createdAt),
    })),
    trip_messages: tripMessageRows.map(({ message, tripTitle }) => ({
      id: message.id,
      group_trip_id: message.tripId,
      trip_title: tripTitle,
      content: message.content,
      photo_url: message.photoUrl,
      created_at: iso(message.createdAt),
    })),
    notifications: notificationRows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      message: row.message,
      is_read: row.isRead,
      created_at: iso(row.createdAt),
      emailed: row.emailState === "sent",
    })),
    calendar: {
      connections: connections.map((connection) => ({
        provider: connection.provider,
        enabled: connection.enabled,
        last_sync: iso(connection.lastSync),
        sync_status: connection.syncStatus,
        created_at: iso(connection.createdAt),
      })),
      feed: feed ? { created_at: iso(feed.createdAt) } : null,
      events: events.map((event) => ({
        id: event.id,
        source: event.source,
        summary: event.summary,
        description: event.description,
        location: event.location,
        start_at: iso(event.startAt),
        end_at: iso(event.endAt),
        start_date: event.startDate,
        end_date: event.endDate,
        is_travel_event: event.isTravelEvent,
        extracted_destination: event.extractedDestination,
        imported_plan_id: event.importedPlanId,
        imported_trip_id: event.importedTripId,
        created_at: iso(event.createdAt),
      })),
    },
    sessions: sessionRows.map((session) => ({
      kind: session.kind,
      device: session.userAgent,
      created_at: iso(session.createdAt),
      last_used_at: iso(session.lastUsedAt),
      expires_at: iso(session.expiresAt),
    })),
    reports: reportRows.map((report) => ({
      id: report.id,
      reported_user_id: report.reportedId,
      reason: report.reason,
      note: report.note,
      status: report.status,
      created_at: iso(report.createdAt),
    })),
    blocks: blockRows.map((block) => ({ blocked_user_id: block.blockedId, created_at: iso(block.createdAt) })),
    references_written: referencesWritten.map((row) => ({
      ...presentReference(row),
      subject_id: row.subjectId,
      private_note: row.privateNote,
      shown: isReferenceShown(row, today),
    })),
    references_received: referencesReceived.map((row) => ({ ...presentReference(row), author_id: row.authorId })),
    notification_settings: await findSettings(db, me),
  };
}

function presentReference(row: typeof memberReferences.$inferSelect) {
  return {
    id: row.id,
    text: row.text,
    met_in_person: row.metInPerson,
    recommend: row.recommend,
    context:
      row.tripTitle !== null
        ? { trip_id: row.tripId, title: row.tripTitle }
        : { destination: row.destination, start: row.startDate, end: row.endDate },
    created_at: iso(row.createdAt),
  };
}

function presentTrip(trip: typeof groupTrips.$inferSelect) {
  return {
    id: trip.id,
    title: trip.title,
    description: trip.description,
    destination: trip.destination,
    arrival_date: trip.arrivalDate,
    departure_date: trip.departureDate,
    trip_type: trip.tripType,
    visibility: trip.visibility,
    status: trip.status,
    created_at: iso(trip.createdAt),
  };
}

/** The download's file name: overlap-export-<handle or id>-<YYYY-MM-DD>.json. */
export function exportFileName(actor: Actor, now = new Date()): string {
  const who = actor.user.handle ?? String(actor.id);
  return `overlap-export-${who.replace(/[^A-Za-z0-9_-]/g, "")}-${now.toISOString().slice(0, 10)}.json`;
}
