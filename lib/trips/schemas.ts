import { z } from "zod";
import type { GroupTripRow, TripParticipantRow, UserRow } from "@/db/schema";
import { fieldMessages } from "@/lib/contract/messages";
import { Destination, travelDate } from "@/lib/plans/contract";

import { ACTIVITIES, BUDGET_RANGES, HOST_STATUSES, TRIP_STYLES } from "./contract";

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable().transform((value) => value || null);

const link = (label: string) =>
  z
    .string()
    .trim()
    .nullable()
    .transform((value) => value || null)
    .refine((value) => value === null || /^https?:\/\/[^\s]+$/i.test(value), `${label} must be a web address (https://…)`);

/** The host's fields (docs/product.md §5), shared by create and edit; create requires the four first. */
const tripFields = {
  title: z.string({ error: fieldMessages({ required: "Title is required" }) }).trim().min(1, "Title is required").max(120, "Title must be at most 120 characters"),
  destination: Destination,
  arrival_date: travelDate("Arrival date"),
  departure_date: travelDate("Departure date"),
  city_id: z.number().int().positive().nullable().optional(),
  description: optionalText(5000, "Description").optional(),
  trip_type: z.enum(["matches", "friends"], { error: "Trip type must be matches or friends" }),
  visibility: z.enum(["private", "public"], { error: "Visibility must be private or public" }),
  max_participants: z.number().int("Must be a whole number").min(2, "Minimum 2 participants required").max(500).nullable().optional(),
  budget_range: z.enum(BUDGET_RANGES, { error: `Budget must be one of: ${BUDGET_RANGES.join(", ")}` }).nullable().optional(),
  activities: z
    .string()
    .nullable()
    .optional()
    .transform((value) => (value ? value.split(",").map((part) => part.trim()).filter(Boolean) : []))
    .refine((list) => list.every((item) => (ACTIVITIES as readonly string[]).includes(item)), `Activities must be among: ${ACTIVITIES.join(", ")}`)
    .transform((list) => (list.length ? [...new Set(list)].join(", ") : null)),
  trip_style: z.enum(TRIP_STYLES, { error: `Trip style must be one of: ${TRIP_STYLES.join(", ")}` }).nullable().optional(),
  accommodation_link: link("Accommodation link").optional(),
  workspace_link: link("Workspace link").optional(),
};

/** The fields without defaults: edits (PUT, partial) build on this, so a field left out keeps its value. */
export const TripFields = z.object(tripFields);

export const CreateTripBody = z.object({
  ...tripFields,
  trip_type: tripFields.trip_type.default("friends"),
  visibility: tripFields.visibility.default("private"),
});
export type CreateTripBody = z.infer<typeof CreateTripBody>;

export const UpdateTripBody = z
  .object({
    ...tripFields,
    status: z.enum(HOST_STATUSES, { error: "Status must be planning, confirmed or completed (cancel by deleting the trip)" }),
  })
  .partial();
export type UpdateTripBody = z.infer<typeof UpdateTripBody>;

export const InviteBody = z.object({ user_id: z.number({ error: fieldMessages({ required: "User ID is required", invalid: "Must be a user id" }) }).int().positive() });
export const ParticipantParams = z.object({
  id: z.coerce.number().int().positive(),
  userId: z.coerce.number().int().positive(),
});
export const ParticipantUpdateQuery = z.object({
  status_update: z.enum(["accepted", "declined"], { error: "status_update must be accepted or declined" }),
});

export type ParticipantWithUser = { participant: TripParticipantRow; user: Pick<UserRow, "id" | "name" | "photos" | "handle"> };

export function presentParticipant({ participant, user }: ParticipantWithUser, tripTitle: string) {
  return {
    id: participant.id,
    trip_id: participant.tripId,
    trip_title: tripTitle,
    user_id: participant.userId,
    user_name: user.name,
    user: { id: user.id, name: user.name, handle: user.handle, photos: user.photos },
    status: participant.status,
    role: participant.role,
    invited_at: participant.invitedAt.toISOString(),
  };
}

export function presentTrip(
  trip: GroupTripRow,
  extra: { creatorName: string; participantCount: number; userStatus: string | null; participants: ParticipantWithUser[] },
) {
  return {
    id: trip.id,
    creator_id: trip.creatorId,
    creator: { id: trip.creatorId, name: extra.creatorName },
    title: trip.title,
    description: trip.description,
    destination: trip.destination,
    city_id: trip.cityId,
    arrival_date: trip.arrivalDate,
    departure_date: trip.departureDate,
    trip_type: trip.tripType,
    visibility: trip.visibility,
    max_participants: trip.maxParticipants,
    budget_range: trip.budgetRange,
    activities: trip.activities,
    trip_style: trip.tripStyle,
    accommodation_link: trip.accommodationLink,
    workspace_link: trip.workspaceLink,
    status: trip.status,
    participant_count: extra.participantCount,
    user_status: extra.userStatus,
    participants: extra.participants.map((entry) => presentParticipant(entry, trip.title)),
    created_at: trip.createdAt.toISOString(),
  };
}
export type TripResponse = ReturnType<typeof presentTrip>;
