import type { GroupTripRow, TripParticipantRow, UserRow } from "@/db/schema";
import type {
  ParticipantRole,
  ParticipantStatus,
  TripParticipantResponse,
  TripResponse,
  TripStatus,
  TripType,
  Visibility,
} from "./contract";

export type ParticipantWithUser = {
  participant: TripParticipantRow;
  user: Pick<UserRow, "id" | "name" | "photos" | "handle">;
};

export function presentParticipant(
  { participant, user }: ParticipantWithUser,
  tripTitle: string,
): TripParticipantResponse {
  return {
    id: participant.id,
    trip_id: participant.tripId,
    trip_title: tripTitle,
    user_id: participant.userId,
    user_name: user.name,
    user: { id: user.id, name: user.name, handle: user.handle, photos: user.photos },
    status: participant.status as ParticipantStatus,
    role: participant.role as ParticipantRole,
    invited_at: participant.invitedAt.toISOString(),
    waitlist_position: participant.waitlistPosition,
  };
}

export function presentTrip(
  trip: GroupTripRow,
  extra: {
    creatorName: string;
    participantCount: number;
    userStatus: string | null;
    participants: ParticipantWithUser[];
    /** The anchor's display form (lib/cities/anchors.ts), for a trip kept as typed near a listed city. */
    nearCityName: string | null;
    /** The caller's unread trip chat messages; null (the default) when they have no chat there. */
    unreadMessages?: number | null;
    /** How many wait for a place, and the caller's own place in line (null when not waiting). */
    waitlistCount: number;
    waitlistPosition: number | null;
  },
): TripResponse {
  return {
    id: trip.id,
    creator_id: trip.creatorId,
    creator: { id: trip.creatorId, name: extra.creatorName },
    title: trip.title,
    description: trip.description,
    destination: trip.destination,
    city_id: trip.cityId,
    near_city_id: trip.nearCityId,
    near_city_name: trip.nearCityId === null ? null : extra.nearCityName,
    arrival_date: trip.arrivalDate,
    departure_date: trip.departureDate,
    trip_type: trip.tripType as TripType,
    visibility: trip.visibility as Visibility,
    max_participants: trip.maxParticipants,
    budget_range: trip.budgetRange,
    activities: trip.activities,
    trip_style: trip.tripStyle,
    accommodation_link: trip.accommodationLink,
    workspace_link: trip.workspaceLink,
    status: trip.status as TripStatus,
    participant_count: extra.participantCount,
    user_status: extra.userStatus as ParticipantStatus | null,
    unread_messages: extra.unreadMessages ?? null,
    waitlist_count: extra.waitlistCount,
    waitlist_position: extra.waitlistPosition,
    participants: extra.participants.map((entry) => presentParticipant(entry, trip.title)),
    created_at: trip.createdAt.toISOString(),
  };
}
