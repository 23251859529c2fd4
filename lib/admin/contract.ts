import { z } from "zod";
import { RegisterBody } from "@/lib/accounts/contract";
import {
  AddedPlace,
  AddPlaceBody,
  MisplacedDestination,
  MovedPlans,
  MovePlansBody,
  UnplacedDestination,
  UpdatePlaceBody,
} from "@/lib/cities/contract";
import { fieldMessages } from "@/lib/contract/messages";
import { operation } from "@/lib/contract/operation";
import { pageQuery } from "@/lib/contract/pagination";
import { IdParams, rowId } from "@/lib/contract/params";
import {
  CreateInviteBody,
  Invite,
  INVITE_TREE_DEPTH_MAX,
  INVITE_TREE_PAGE_MAX,
  InvitePerson,
} from "@/lib/invites/contract";
import { Message } from "@/lib/conversations/contract";
import { PAIRING_TYPES, PairingFields } from "@/lib/pairings/contract";
import { ReferenceAuthor, ReferenceContext } from "@/lib/references/contract";
import {
  CityId,
  Destination,
  NearCityId,
  Plan,
  PLAN_STATUSES,
  PlanVisibilityField,
  travelDate,
} from "@/lib/plans/contract";
import { OwnUser } from "@/lib/accounts/contract";
import {
  REPORT_KINDS,
  REPORT_REASONS,
  REPORT_RESOLUTIONS,
  REPORT_STATUSES,
  ReportListQuery,
  ResolveReportBody,
} from "@/lib/safety/contract";
import {
  CreateTripBody,
  PARTICIPANT_ROLES,
  ADMIN_PARTICIPANT_STATUSES,
  Trip,
  TRIP_STATUSES,
  TripFields,
  TripParticipant,
} from "@/lib/trips/contract";
import { ADMIN_USER_STATES } from "./values";
export * from "./values";

/**
 * The admin console's contract (docs/product.md §4, docs/api.md §9): every /admin route checks
 * the admin role before it parses anything. Shapes owned by other domains (users, plans, trips,
 * messages, invites) are reused from their contracts; the rows only admins see are defined here.
 */

const id = (label: string) =>
  rowId(z.number({ error: fieldMessages({ required: `${label} is required`, invalid: `${label} must be a number` }) }));

// Requests --------------------------------------------------------------------------------------

const AdminListQuery = pageQuery();
const AdminUserListQuery = pageQuery().extend({
  q: z.string().trim().max(200).optional(),
  status: z.enum(ADMIN_USER_STATES).optional(),
});
const IsAdminQuery = z.object({ is_admin: z.enum(["true", "false"]).optional() });
const AdminReportListQuery = pageQuery().extend(ReportListQuery.shape);
const AdminReferenceListQuery = pageQuery().extend({
  /** The references this member wrote or received. */
  user_id: rowId(z.coerce.number({ error: "Must be a user id" })).optional(),
});

/** How many levels an invite tree answer holds, the paged level included (docs/api.md §9.4). */
const treeDepth = (byDefault: number) =>
  z.coerce
    .number()
    .int("Must be a whole number")
    .min(1, "Must be at least 1")
    .max(INVITE_TREE_DEPTH_MAX, `Must be at most ${INVITE_TREE_DEPTH_MAX}`)
    .default(byDefault);
const InviteTreeQuery = pageQuery(INVITE_TREE_PAGE_MAX).extend({
  depth: treeDepth(2),
  /** true: only the roots who invited someone. */
  has_invitees: z.enum(["true", "false"]).optional(),
});
const InviteesQuery = pageQuery(INVITE_TREE_PAGE_MAX).extend({ depth: treeDepth(1) });

export const AdminCreateUserBody = RegisterBody.omit({ invite_code: true });
export const AdminUpdateUserBody = z.object({
  name: z.string().trim().min(1, "Name is required").max(100).optional(),
  email: RegisterBody.shape.email.optional(),
  age: RegisterBody.shape.age.optional(),
  is_admin: z.boolean().optional(),
  /** Off: the member can no longer create invite codes (docs/api.md §2.6). */
  can_invite: z.boolean().optional(),
});

export const AdminCreatePairingBody = z.object({
  user1_id: id("User 1 ID"),
  user2_id: id("User 2 ID"),
  relationship_type: z.enum(PAIRING_TYPES, { error: "Type must be match, friend or pass" }).default("match"),
});

const planStatus = z.enum(PLAN_STATUSES, { error: "Status must be active, completed or cancelled" });
// PUT bodies are partial: a field left out keeps its value. So defaults live on the create bodies
// only (zod's .partial() keeps a .default(), which would reset the field on every edit).
const AdminPlanFields = z.object({
  user_id: id("User ID"),
  destination: Destination,
  city_id: CityId,
  near_city_id: NearCityId,
  arrival_date: travelDate("Arrival date"),
  departure_date: travelDate("Departure date"),
  travel_purpose: z
    .string()
    .trim()
    .max(500)
    .nullable()
    .optional()
    .transform((value) => value || null),
  status: planStatus,
  /** Omitted on create: the member's default (`default_plan_visibility`, docs/api.md §3.1). */
  visibility: PlanVisibilityField.optional(),
});
export const AdminCreatePlanBody = AdminPlanFields.extend({ status: planStatus.default("active") });
export const AdminUpdatePlanBody = AdminPlanFields.partial();

const tripStatus = z.enum(TRIP_STATUSES, { error: "Status must be planning, confirmed, completed or cancelled" });
// Admins choose freely (docs/product.md §4: no transition rules), so dates are only checked for order.
export const AdminCreateTripBody = CreateTripBody.extend({
  creator_id: id("Creator ID"),
  status: tripStatus.default("planning"),
});
export const AdminUpdateTripBody = TripFields.extend({ creator_id: id("Creator ID"), status: tripStatus }).partial();

const participantStatus = z.enum(ADMIN_PARTICIPANT_STATUSES, {
  error: "Status must be invited, requested, accepted or declined",
});
const participantRole = z.enum(PARTICIPANT_ROLES, { error: "Role must be participant or host" });
const AdminParticipantFields = z.object({
  trip_id: id("Trip ID"),
  user_id: id("User ID"),
  status: participantStatus,
  role: participantRole,
});
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

// Answers only admins see ------------------------------------------------------------------------

const count = z.number().int();

export const AdminStats = z
  .object({
    total_users: count,
    active_users: count,
    pending_users: count,
    total_pairings: count,
    pairings_by_type: z.object({ match: count, friend: count, pass: count }),
    total_messages: count,
    /** Match requests ever sent. */
    total_likes: count,
    total_travel_plans: count,
    total_group_trips: count,
    total_trip_participants: count,
  })
  .meta({ id: "AdminStats" });
export type AdminStats = z.infer<typeof AdminStats>;

export const AdminPairing = PairingFields.meta({ id: "AdminPairing" });
export type AdminPairing = z.infer<typeof AdminPairing>;

/** A conversation; the API calls it a match. */
export const AdminMatch = z
  .object({
    id: z.number().int(),
    pairing_id: z.number().int(),
    user1_id: z.number().int(),
    user1_name: z.string(),
    user2_id: z.number().int(),
    user2_name: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "AdminMatch" });
export type AdminMatch = z.infer<typeof AdminMatch>;

const person = z.object({ id: z.number().int(), name: z.string() });

/** A reference as the moderators see it: both members, the private note, and whether it is shown yet. */
export const AdminReference = z
  .object({
    id: z.number().int(),
    author: ReferenceAuthor,
    subject: ReferenceAuthor,
    text: z.string(),
    met_in_person: z.boolean(),
    recommend: z.boolean(),
    private_note: z.string().nullable(),
    context: ReferenceContext,
    shown: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "AdminReference" });
export type AdminReference = z.infer<typeof AdminReference>;

export const AdminReport = z
  .object({
    id: z.number().int(),
    /** `reference`: queued by a reference's writing; its reporter is the author, the reported member the subject. */
    kind: z.enum(REPORT_KINDS),
    /** A reference's report: the reference, or null once deleted (its private note stays the report's note). */
    reference: AdminReference.omit({ author: true, subject: true }).nullable(),
    /** null once the reporter's account is gone. */
    reporter: person.nullable(),
    reported: z.object({
      id: z.number().int(),
      name: z.string(),
      handle: z.string().nullable(),
      is_active: z.boolean(),
    }),
    reason: z.enum(REPORT_REASONS),
    note: z.string().nullable(),
    status: z.enum(REPORT_STATUSES),
    resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
    created_at: z.iso.datetime(),
    resolved_at: z.iso.datetime().nullable(),
    resolved_by: person.nullable(),
  })
  .meta({ id: "AdminReport" });
export type AdminReport = z.infer<typeof AdminReport>;

/** A member as the admin users screen shows them: with who invited them (docs/api.md §2.6). */
export const AdminUser = OwnUser.extend({
  invited_by: InvitePerson.nullable(),
  invites_made: z
    .number()
    .int()
    .describe("Invite codes the member has made, in all: used, unused, withdrawn or retired"),
  /** When the account was deactivated; null while active or still waiting for its first activation. */
  deactivated_at: z.iso.datetime().nullable(),
}).meta({ id: "AdminUser" });
export type AdminUser = z.infer<typeof AdminUser>;
export type AdminInvite = z.infer<typeof Invite>;

/**
 * One member in the invite tree (docs/api.md §9.4). An answer is a flat list in tree order (each
 * member followed by their invitees): `level` 1 is the paged level, `parent_id` the inviter listed
 * above. `invite_count` counts every member who registered with their codes, listed or not.
 */
export const InviteTreeNode = z
  .object({
    id: z.number().int(),
    name: z.string(),
    handle: z.string().nullable(),
    status: z.enum(["active", "pending"]),
    is_admin: z.boolean(),
    can_invite: z.boolean(),
    invite_count: z.number().int(),
    parent_id: z.number().int().nullable(),
    level: z.number().int().min(1),
  })
  .meta({ id: "InviteTreeNode" });
export type InviteTreeNode = z.infer<typeof InviteTreeNode>;
export type AdminMessage = z.infer<typeof Message>;
export type AdminPlan = z.infer<typeof Plan>;
export type AdminTrip = z.infer<typeof Trip>;
export type AdminParticipant = z.infer<typeof TripParticipant>;

// Operations --------------------------------------------------------------------------------------

const tag = "Admin";
const admin = "admin" as const;

/** The list, read, create, edit and delete routes of one kind of row. */
export const adminApi = {
  stats: operation({
    method: "GET",
    path: "/admin/stats",
    tag,
    summary: "Read the admin statistics",
    auth: admin,
    response: AdminStats,
  }),

  listUsers: operation({
    method: "GET",
    path: "/admin/users",
    tag,
    summary: "List and search members",
    auth: admin,
    query: AdminUserListQuery,
    response: z.array(AdminUser),
    paged: true,
  }),
  createUser: operation({
    method: "POST",
    path: "/admin/users",
    tag,
    summary: "Create an active account",
    auth: admin,
    description: "`is_admin=true` makes it an admin.",
    query: IsAdminQuery,
    body: AdminCreateUserBody,
    status: 201,
    response: OwnUser,
    errors: [409],
  }),
  getUser: operation({
    method: "GET",
    path: "/admin/users/{id}",
    tag,
    summary: "Read a member",
    auth: admin,
    params: IdParams,
    response: AdminUser,
    errors: [404],
  }),
  updateUser: operation({
    method: "PUT",
    path: "/admin/users/{id}",
    tag,
    summary: "Change a member's name, email, age, admin rights or invites",
    auth: admin,
    params: IdParams,
    body: AdminUpdateUserBody,
    response: AdminUser,
    errors: [404, 409],
  }),
  deleteUser: operation({
    method: "DELETE",
    path: "/admin/users/{id}",
    tag,
    summary: "Delete a member and their data",
    auth: admin,
    params: IdParams,
    status: 204,
    errors: [404, 409],
  }),
  activateUser: operation({
    method: "POST",
    path: "/admin/users/{id}/activate",
    tag,
    summary: "Activate an account",
    auth: admin,
    params: IdParams,
    response: OwnUser,
    errors: [404],
  }),
  deactivateUser: operation({
    method: "POST",
    path: "/admin/users/{id}/deactivate",
    tag,
    summary: "Deactivate an account and end its sessions",
    auth: admin,
    params: IdParams,
    response: OwnUser,
    errors: [404, 409],
  }),

  listInvites: operation({
    method: "GET",
    path: "/admin/invites",
    tag,
    summary: "List invite codes",
    auth: admin,
    query: AdminListQuery,
    response: z.array(Invite),
    paged: true,
  }),
  createInvite: operation({
    method: "POST",
    path: "/admin/invites",
    tag,
    summary: "Create an invite code",
    auth: admin,
    body: CreateInviteBody,
    status: 201,
    response: Invite,
  }),
  deleteInvite: operation({
    method: "DELETE",
    path: "/admin/invites/{id}",
    tag,
    summary: "Deactivate an invite code (it stays listed)",
    auth: admin,
    params: IdParams,
    status: 204,
    errors: [404],
  }),

  inviteTree: operation({
    method: "GET",
    path: "/admin/invite-tree",
    tag,
    summary: "Read who invited whom, a page of roots at a time",
    auth: admin,
    description:
      "Roots are the members nobody invited (or an admin's code did), newest first; `X-Total-Count` counts them. " +
      "Each root is followed by its invitees, oldest first, down to `depth` levels, with at most 20 invitees per member below the first level and 500 members in all.",
    query: InviteTreeQuery,
    response: z.array(InviteTreeNode),
    paged: true,
  }),
  listInvitees: operation({
    method: "GET",
    path: "/admin/users/{id}/invitees",
    tag,
    summary: "Read the members a member invited, and theirs",
    auth: admin,
    description:
      "The member's direct invitees, oldest first, paged (`X-Total-Count`), each followed by their own down to `depth` levels, capped as the tree is.",
    params: IdParams,
    query: InviteesQuery,
    response: z.array(InviteTreeNode),
    paged: true,
    errors: [404],
  }),

  listReports: operation({
    method: "GET",
    path: "/admin/reports",
    tag,
    summary: "List reports, the moderation queue",
    auth: admin,
    query: AdminReportListQuery,
    response: z.array(AdminReport),
    paged: true,
  }),
  resolveReport: operation({
    method: "POST",
    path: "/admin/reports/{id}/resolve",
    tag,
    summary: "Resolve a report: deactivate the member or dismiss it",
    auth: admin,
    params: IdParams,
    body: ResolveReportBody,
    response: AdminReport,
    errors: [404, 409],
  }),

  listPairings: operation({
    method: "GET",
    path: "/admin/pairings",
    tag,
    summary: "List pairings",
    auth: admin,
    query: AdminListQuery,
    response: z.array(AdminPairing),
    paged: true,
  }),
  createPairing: operation({
    method: "POST",
    path: "/admin/pairings",
    tag,
    summary: "Create an accepted pairing",
    auth: admin,
    body: AdminCreatePairingBody,
    status: 201,
    response: AdminPairing,
    errors: [404, 409],
  }),
  getPairing: operation({
    method: "GET",
    path: "/admin/pairings/{id}",
    tag,
    summary: "Read a pairing",
    auth: admin,
    params: IdParams,
    response: AdminPairing,
    errors: [404],
  }),
  deletePairing: operation({
    method: "DELETE",
    path: "/admin/pairings/{id}",
    tag,
    summary: "Delete a pairing and its conversation",
    auth: admin,
    params: IdParams,
    status: 204,
    errors: [404],
  }),

  listMatches: operation({
    method: "GET",
    path: "/admin/matches",
    tag,
    summary: "List conversations",
    auth: admin,
    query: AdminListQuery,
    response: z.array(AdminMatch),
    paged: true,
  }),
  deleteMatch: operation({
    method: "DELETE",
    path: "/admin/matches/{id}",
    tag,
    summary: "Delete a conversation and its messages",
    auth: admin,
    params: IdParams,
    status: 204,
    errors: [404],
  }),

  listMessages: operation({
    method: "GET",
    path: "/admin/messages",
    tag,
    summary: "List messages",
    auth: admin,
    query: AdminListQuery,
    response: z.array(Message),
    paged: true,
  }),
  deleteMessage: operation({
    method: "DELETE",
    path: "/admin/messages/{id}",
    tag,
    summary: "Delete a message",
    auth: admin,
    params: IdParams,
    status: 204,
    errors: [404],
  }),

  listReferences: operation({
    method: "GET",
    path: "/admin/references",
    tag,
    summary: "List references, newest first",
    description: "Shown and hidden ones, with the private note; `user_id` keeps those a member wrote or received.",
    auth: admin,
    query: AdminReferenceListQuery,
    response: z.array(AdminReference),
    paged: true,
  }),
  deleteReference: operation({
    method: "DELETE",
    path: "/admin/references/{id}",
    tag,
    summary: "Remove a reference",
    description:
      "Also once shown. Written to the admin log with what the reference said; its open reports are resolved as removed.",
    auth: admin,
    params: IdParams,
    status: 204,
    errors: [404],
  }),

  listPlans: operation({
    method: "GET",
    path: "/admin/travel-plans",
    tag,
    summary: "List travel plans",
    auth: admin,
    query: AdminListQuery,
    response: z.array(Plan),
    paged: true,
  }),
  createPlan: operation({
    method: "POST",
    path: "/admin/travel-plans",
    tag,
    summary: "Create a travel plan for a member",
    auth: admin,
    body: AdminCreatePlanBody,
    status: 201,
    response: Plan,
    errors: [404],
  }),
  getPlan: operation({
    method: "GET",
    path: "/admin/travel-plans/{id}",
    tag,
    summary: "Read a travel plan",
    auth: admin,
    params: IdParams,
    response: Plan,
    errors: [404],
  }),
  updatePlan: operation({
    method: "PUT",
    path: "/admin/travel-plans/{id}",
    tag,
    summary: "Change a travel plan",
    auth: admin,
    params: IdParams,
    body: AdminUpdatePlanBody,
    response: Plan,
    errors: [404],
  }),
  deletePlan: operation({
    method: "DELETE",
    path: "/admin/travel-plans/{id}",
    tag,
    summary: "Delete a travel plan",
    auth: admin,
    params: IdParams,
    status: 204,
    errors: [404],
  }),

  listTrips: operation({
    method: "GET",
    path: "/admin/group-trips",
    tag,
    summary: "List group trips",
    auth: admin,
    query: AdminListQuery,
    response: z.array(Trip),
    paged: true,
  }),
  createTrip: operation({
    method: "POST",
    path: "/admin/group-trips",
    tag,
    summary: "Create a group trip; its creator becomes the host",
    auth: admin,
    body: AdminCreateTripBody,
    status: 201,
    response: Trip,
    errors: [404],
  }),
  getTrip: operation({
    method: "GET",
    path: "/admin/group-trips/{id}",
    tag,
    summary: "Read a group trip",
    auth: admin,
    params: IdParams,
    response: Trip,
    errors: [404],
  }),
  updateTrip: operation({
    method: "PUT",
    path: "/admin/group-trips/{id}",
    tag,
    summary: "Change a group trip (a new creator becomes the host)",
    auth: admin,
    params: IdParams,
    body: AdminUpdateTripBody,
    response: Trip,
    errors: [404, 409],
  }),
  deleteTrip: operation({
    method: "DELETE",
    path: "/admin/group-trips/{id}",
    tag,
    summary: "Delete a group trip",
    auth: admin,
    params: IdParams,
    status: 204,
    errors: [404],
  }),

  listParticipants: operation({
    method: "GET",
    path: "/admin/trip-participants",
    tag,
    summary: "List trip participants",
    auth: admin,
    query: AdminListQuery,
    response: z.array(TripParticipant),
    paged: true,
  }),
  createParticipant: operation({
    method: "POST",
    path: "/admin/trip-participants",
    tag,
    summary: "Add someone to a trip",
    auth: admin,
    body: AdminCreateParticipantBody,
    status: 201,
    response: TripParticipant,
    errors: [404, 409],
  }),
  updateParticipant: operation({
    method: "PUT",
    path: "/admin/trip-participants/{id}",
    tag,
    summary: "Change a participant's status or role",
    auth: admin,
    params: IdParams,
    body: AdminUpdateParticipantBody,
    response: TripParticipant,
    errors: [404, 409],
  }),
  deleteParticipant: operation({
    method: "DELETE",
    path: "/admin/trip-participants/{id}",
    tag,
    summary: "Remove a participant from a trip",
    auth: admin,
    params: IdParams,
    status: 204,
    errors: [404, 409],
  }),

  listPlaces: operation({
    method: "GET",
    path: "/admin/places",
    tag,
    summary: "List the places admins added",
    auth: admin,
    description: "Places the world-cities data set lacks, newest first (docs/decisions/024-places-admins-add.md).",
    query: AdminListQuery,
    response: z.array(AddedPlace),
    paged: true,
  }),
  createPlace: operation({
    method: "POST",
    path: "/admin/places",
    tag,
    summary: "Add a place the city search does not know",
    auth: admin,
    description:
      "The search finds it at once, and plans and trips whose typed destination names it (its name or another name, " +
      "optionally with its region, country or country code after a comma) go to it.",
    body: AddPlaceBody,
    status: 201,
    response: AddedPlace,
    errors: [409],
  }),
  updatePlace: operation({
    method: "PUT",
    path: "/admin/places/{id}",
    tag,
    summary: "Change a place an admin added",
    auth: admin,
    description:
      "Its plans and trips follow a new display form; names added bring the typed destinations that name them.",
    params: IdParams,
    body: UpdatePlaceBody,
    response: AddedPlace,
    errors: [404, 409],
  }),
  deletePlace: operation({
    method: "DELETE",
    path: "/admin/places/{id}",
    tag,
    summary: "Delete a place an admin added (its plans keep their destination text)",
    auth: admin,
    params: IdParams,
    status: 204,
    errors: [404],
  }),
  listUnplacedDestinations: operation({
    method: "GET",
    path: "/admin/unplaced-destinations",
    tag,
    summary: "List destinations members typed that name no known place",
    auth: admin,
    description: "Grouped by text (any case), the most members first: the places worth adding.",
    query: AdminListQuery,
    response: z.array(UnplacedDestination),
    paged: true,
  }),
  listMisplacedDestinations: operation({
    method: "GET",
    path: "/admin/misplaced-destinations",
    tag,
    summary: "List places with plans their typed text may not mean",
    auth: admin,
    description:
      "Places whose name, typed alone, was read as them before regions existed and now surely means another place " +
      '(Bāli, India, for "Bali"), with that place: keep them, or move their plans and trips (docs/api.md §9.5).',
    query: AdminListQuery,
    response: z.array(MisplacedDestination),
    paged: true,
  }),
  keepMisplacedDestination: operation({
    method: "POST",
    path: "/admin/misplaced-destinations/{id}/keep",
    tag,
    summary: "Keep a place's plans where they are",
    auth: admin,
    params: IdParams,
    status: 204,
    errors: [404],
  }),
  moveMisplacedDestination: operation({
    method: "POST",
    path: "/admin/misplaced-destinations/{id}/move",
    tag,
    summary: "Move a place's plans and trips to another place",
    auth: admin,
    params: IdParams,
    body: MovePlansBody,
    response: MovedPlans,
    errors: [404],
  }),
};
