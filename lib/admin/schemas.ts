import { z } from "zod";
import { RegisterBody } from "@/lib/accounts/contract";
import { pageQuery } from "@/lib/contract/pagination";
import { fieldMessages } from "@/lib/contract/messages";
import { Destination, PLAN_STATUSES, travelDate } from "@/lib/plans/contract";
import { CreateTripBody, TripFields } from "@/lib/trips/contract";

const id = (label: string) => z.number({ error: fieldMessages({ required: `${label} is required`, invalid: `${label} must be a number` }) }).int().positive();

export const AdminListQuery = pageQuery();
export const AdminUserListQuery = pageQuery().extend({
  q: z.string().trim().max(200).optional(),
  status: z.enum(["pending", "active", "admin"]).optional(),
});
export const IsAdminQuery = z.object({ is_admin: z.enum(["true", "false"]).optional() });

export const AdminCreateUserBody = RegisterBody.omit({ invite_code: true });
export const AdminUpdateUserBody = z.object({
  name: z.string().trim().min(1, "Name is required").max(100).optional(),
  email: RegisterBody.shape.email.optional(),
  age: RegisterBody.shape.age.optional(),
  is_admin: z.boolean().optional(),
});

export const AdminCreatePairingBody = z.object({
  user1_id: id("User 1 ID"),
  user2_id: id("User 2 ID"),
  relationship_type: z.enum(["match", "friend", "pass"], { error: "Type must be match, friend or pass" }).default("match"),
});

const planStatus = z.enum(PLAN_STATUSES, { error: "Status must be active, completed or cancelled" });
// PUT bodies are partial: a field left out keeps its value. So defaults live on the create bodies
// only (zod's .partial() keeps a .default(), which would reset the field on every edit).
const AdminPlanFields = z.object({
  user_id: id("User ID"),
  destination: Destination,
  arrival_date: travelDate("Arrival date"),
  departure_date: travelDate("Departure date"),
  travel_purpose: z.string().trim().max(500).nullable().optional().transform((value) => value || null),
  status: planStatus,
});
export const AdminCreatePlanBody = AdminPlanFields.extend({ status: planStatus.default("active") });
export const AdminUpdatePlanBody = AdminPlanFields.partial();

const tripStatus = z.enum(["planning", "confirmed", "completed", "cancelled"], { error: "Status must be planning, confirmed, completed or cancelled" });
// Admins choose freely (docs/product.md §4: no transition rules), so dates are only checked for order.
export const AdminCreateTripBody = CreateTripBody.extend({ creator_id: id("Creator ID"), status: tripStatus.default("planning") });
export const AdminUpdateTripBody = TripFields.extend({ creator_id: id("Creator ID"), status: tripStatus }).partial();

const participantStatus = z.enum(["invited", "requested", "accepted", "declined"], { error: "Status must be invited, requested, accepted or declined" });
const participantRole = z.enum(["participant", "host"], { error: "Role must be participant or host" });
const AdminParticipantFields = z.object({ trip_id: id("Trip ID"), user_id: id("User ID"), status: participantStatus, role: participantRole });
export const AdminCreateParticipantBody = AdminParticipantFields.extend({
  status: participantStatus.default("invited"),
  role: participantRole.default("participant"),
});
export const AdminUpdateParticipantBody = AdminParticipantFields.partial();

export type AdminCreateUserBody = z.infer<typeof AdminCreateUserBody>;
export type AdminUpdateUserBody = z.infer<typeof AdminUpdateUserBody>;
export type AdminCreatePairingBody = z.infer<typeof AdminCreatePairingBody>;
export type AdminCreatePlanBody = z.infer<typeof AdminCreatePlanBody>;
export type AdminUpdatePlanBody = z.infer<typeof AdminUpdatePlanBody>;
export type AdminCreateTripBody = z.infer<typeof AdminCreateTripBody>;
export type AdminUpdateTripBody = z.infer<typeof AdminUpdateTripBody>;
export type AdminCreateParticipantBody = z.infer<typeof AdminCreateParticipantBody>;
export type AdminUpdateParticipantBody = z.infer<typeof AdminUpdateParticipantBody>;
