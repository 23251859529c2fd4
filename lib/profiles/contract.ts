import { z } from "zod";
import { HandleField, intIn, OwnUser, PersonAge } from "@/lib/accounts/contract";
import { fieldMessages } from "@/lib/contract/messages";
import { operation } from "@/lib/contract/operation";
import { IdParams } from "@/lib/contract/params";
import { RadiusKm } from "@/lib/discovery/contract";
import { AVAILABLE_ACTIONS } from "@/lib/discovery/values";
import { InvitePerson } from "@/lib/invites/contract";
import { PAIRING_STATUSES, PAIRING_TYPES } from "@/lib/pairings/contract";
import { PlanVisibilityField } from "@/lib/plans/contract";
import {
  AGE_PREFERENCE_ORDER,
  AGE_PREFERENCE_RANGE,
  GENDERS,
  HEIGHT_RANGE,
  INTERESTED_IN,
  LANGUAGES,
  normaliseHandle,
  PAIRING_OPENNESS,
  PROFILE_TEXT_MAX,
  RELATIONSHIP_INTENTS,
  THEMES,
} from "@/lib/accounts/values";

/** Profiles' contract (docs/product.md §9, docs/api.md §3): shared by routes, forms, db and tests. */

// ---- Requests

/** An optional text field: "" or null clears it, surrounding spaces are dropped. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value ? value : null));

const uniqueList = <T extends string>(values: readonly [T, ...T[]], label: string) =>
  z
    .array(z.enum(values, { error: `${label} must be one of: ${values.join(", ")}` }))
    .transform((list) => [...new Set(list)]);

/** PUT /users/me: every field optional (partial update); email, flags and photos are not here. */
export const UpdateProfileBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name is required")
    .max(PROFILE_TEXT_MAX.name, "Name must be at most 100 characters")
    .optional(),
  handle: HandleField.optional(),
  age: PersonAge.optional(),
  gender: z
    .enum(GENDERS, { error: `Gender must be one of: ${GENDERS.join(", ")}` })
    .nullable()
    .optional(),
  bio: optionalText(PROFILE_TEXT_MAX.bio, "Bio").optional(),
  current_location: optionalText(PROFILE_TEXT_MAX.current_location, "Current location").optional(),
  travel_preferences: optionalText(PROFILE_TEXT_MAX.travel_preferences, "Travel preferences").optional(),
  headline: optionalText(PROFILE_TEXT_MAX.headline, "Headline").optional(),
  sexual_orientation: optionalText(PROFILE_TEXT_MAX.sexual_orientation, "Sexual orientation").optional(),
  interested_in: uniqueList(INTERESTED_IN, "Interested in").optional(),
  relationship_intent: uniqueList(RELATIONSHIP_INTENTS, "Relationship intent").optional(),
  height: intIn(HEIGHT_RANGE.min, HEIGHT_RANGE.max, "Height", " cm").nullable().optional(),
  occupation: optionalText(PROFILE_TEXT_MAX.occupation, "Occupation").optional(),
  languages: uniqueList(LANGUAGES, "Languages").optional(),
  min_age_preference: intIn(AGE_PREFERENCE_RANGE.min, AGE_PREFERENCE_RANGE.max, "Minimum age preference")
    .nullable()
    .optional(),
  max_age_preference: intIn(AGE_PREFERENCE_RANGE.min, AGE_PREFERENCE_RANGE.max, "Maximum age preference")
    .nullable()
    .optional(),
  open_to_pairing_types: uniqueList(PAIRING_OPENNESS, "Open to")
    .refine((list) => list.length > 0, "Choose at least one of matches or friendships")
    .optional(),
  theme_preference: z.enum(THEMES, { error: `Theme must be one of: ${THEMES.join(", ")}` }).optional(),
  public_profile: z.boolean({ error: "Public profile must be true or false" }).optional(),
  /** The visibility a new plan gets when it names none (docs/api.md §4.2). */
  default_plan_visibility: PlanVisibilityField.optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/**
 * The profile edit form's whole profile, checked before the changed fields are sent. It holds
 * what a partial update cannot say: name, handle and age are required (a handle, once chosen,
 * cannot be cleared), and the two age preferences in order. The server checks the order against
 * the stored values, with the same words.
 */
export const ProfileForm = UpdateProfileBody.extend({
  name: z
    .string({ error: fieldMessages({ required: "Name is required" }) })
    .pipe(UpdateProfileBody.shape.name.unwrap()),
  handle: z
    .string({ error: fieldMessages({ required: "Handle is required" }) })
    .refine((value) => normaliseHandle(value) !== "", "Handle is required")
    .pipe(HandleField),
  age: z.number({ error: fieldMessages({ required: "Age is required" }) }).pipe(PersonAge),
}).superRefine((value, ctx) => {
  const { min_age_preference: min, max_age_preference: max } = value;
  if (min != null && max != null && min > max)
    ctx.addIssue({ code: "custom", path: ["min_age_preference"], message: AGE_PREFERENCE_ORDER });
});

/** GET /users/handle/{handle}: Next hands the segment over decoded already. */
const HandleParams = z.object({ handle: z.string().min(1).max(64) });
/** ?public=true (or 1) asks for the shareable profile, which needs no sign-in. */
/** The member view's overlaps count cities within `radius_km` of the caller's, as discovery does (docs/api.md §3.2). */
const MemberViewQuery = z.object({ radius_km: RadiusKm });
const HandleViewQuery = MemberViewQuery.extend({ public: z.enum(["true", "false", "1", "0"]).optional() });

/** A photo in a path: its index (0-3), its stored value or its file name. */
const PhotoParams = z.object({ photo: z.string().min(1).max(2048) });

// ---- Answers

const nullableText = z.string().nullable();

/** Where the caller and a member stand, for Connect / View Relationship. */
const Relationship = z
  .object({
    pairing_id: z.number().int(),
    relationship_type: z.enum(PAIRING_TYPES),
    status: z.enum(PAIRING_STATUSES),
    requested_by_me: z.boolean(),
  })
  .meta({ id: "Relationship" });

/** One of the member's plans meeting one of the caller's (docs/api.md §3.2), with the days they share. */
const ProfileOverlap = z
  .object({
    /** The member's plan. */
    destination: z.string(),
    arrival_date: z.iso.date(),
    departure_date: z.iso.date(),
    /** Their plan's anchor ("Kuta, Bali, Indonesia") when kept as typed near a listed city: "Canggu, near Kuta". */
    near_city_name: z.string().nullable(),
    /**
     * The caller's plan it meets (the same place, a region holding the other's, one within `radius_km`, or the same
     * text for a place kept as typed).
     */
    my_destination: z.string(),
    my_near_city_name: z.string().nullable(),
    /** How far apart the two places are, in whole km (0: the same place, or a region holding the other's). */
    distance_km: z.number().int(),
    /**
     * When one plan is to a region holding the other's place, that region's own name ("Bali"); else null
     * (docs/decisions/027).
     */
    region: z.string().nullable(),
    overlap_start: z.iso.date(),
    overlap_end: z.iso.date(),
    overlap_days: z.number().int(),
  })
  .meta({ id: "ProfileOverlap" });
export type ProfileOverlap = z.infer<typeof ProfileOverlap>;

/** Accepted matches and friends the two have in common: the count and the first few by name. */
const MutualConnections = z
  .object({ count: z.number().int(), people: z.array(InvitePerson) })
  .meta({ id: "MutualConnections" });

/** A trip the caller hosts that the member could be invited to. */
const InvitableTrip = z
  .object({
    id: z.number().int(),
    title: z.string(),
    destination: z.string(),
    arrival_date: z.iso.date().nullable(),
    departure_date: z.iso.date().nullable(),
  })
  .meta({ id: "InvitableTrip" });

/** How many overlaps, mutual names and trips a profile lists at most. */
export const PROFILE_LIST_LIMITS = { overlaps: 10, mutual: 3, trips: 20 } as const;

/** What members see of each other (docs/api.md §3.2): no email, no admin or active flags, no theme. */
export const MemberProfile = OwnUser.omit({
  email: true,
  email_verified: true,
  is_admin: true,
  is_active: true,
  theme_preference: true,
  theme: true,
  default_plan_visibility: true,
  can_invite: true,
  onboarding_done: true,
  public_profile: true,
})
  .extend({
    relationship: Relationship.nullable(),
    /** The member whose invite code they registered with; null for an admin's code or none. */
    invited_by: InvitePerson.nullable(),
    /** Where and when the two meet, soonest first (at most 10); empty on one's own profile. */
    overlaps: z.array(ProfileOverlap),
    mutual_connections: MutualConnections,
    /**
     * What the caller may ask for now, by discovery's rules (docs/api.md §4.3): `pass` always,
     * `befriend` and `match` when both fit; empty once any pairing is between the two.
     */
    available_actions: z.array(z.enum(AVAILABLE_ACTIONS)),
    /** The caller's open hosted trips the member has no place in yet; only for a connected member. */
    invitable_trips: z.array(InvitableTrip),
  })
  .meta({ id: "MemberProfile" });
export type MemberProfile = z.infer<typeof MemberProfile>;

/** The public, shareable profile (docs/api.md §3.2): exactly these fields, nothing else. */
export const PublicProfile = z
  .object({
    name: z.string(),
    handle: z.string().nullable(),
    age: z.number().int(),
    photos: z.array(z.string()),
    headline: nullableText,
    bio: nullableText,
    current_location: nullableText,
    travel_preferences: nullableText,
    languages: z.array(z.string()),
    occupation: nullableText,
  })
  .meta({ id: "PublicProfile" });
export type PublicProfile = z.infer<typeof PublicProfile>;

// ---- Operations

const tag = "Profiles";
const photos = "Photos";

export const profilesApi = {
  me: operation({
    method: "GET",
    path: "/users/me",
    tag,
    summary: "Read my own profile",
    auth: "member",
    response: OwnUser,
  }),
  updateMe: operation({
    method: "PUT",
    path: "/users/me",
    tag,
    summary: "Change my profile",
    description: "A partial update: fields left out keep their values.",
    auth: "member",
    body: UpdateProfileBody,
    response: OwnUser,
    errors: [409],
  }),
  completeOnboarding: operation({
    method: "POST",
    path: "/users/me/onboarding",
    tag,
    summary: "Mark my onboarding as done",
    description:
      "Finished or skipped: the app stops asking. Calling it again changes nothing; GET /users/me shows it as `onboarding_done`.",
    auth: "member",
    status: 204,
  }),
  member: operation({
    method: "GET",
    path: "/users/{id}",
    tag,
    summary: "Read a member's profile",
    description:
      "`overlaps` counts the caller's plans in cities within `radius_km` (0-200, default 0: the same city) of the member's, as discovery does.",
    auth: "member",
    params: IdParams,
    query: MemberViewQuery,
    response: MemberProfile,
    errors: [404],
  }),
  byHandle: operation({
    method: "GET",
    path: "/users/handle/{handle}",
    tag,
    summary: "Read a profile by handle",
    description:
      "The member view for a signed-in member (`radius_km` as for GET /users/{id}); with ?public=true the shareable profile, which needs no sign-in. A member who turned `public_profile` off is a 404 in the public view to anyone not signed in, as an unknown handle is.",
    auth: "optional",
    params: HandleParams,
    query: HandleViewQuery,
    response: z.union([MemberProfile, PublicProfile]),
    errors: [401, 404],
  }),
  addPhoto: operation({
    method: "POST",
    path: "/users/me/photos",
    tag: photos,
    summary: "Add a profile photo",
    auth: "member",
    multipart: { description: "The image in the field `file`: JPEG, PNG, WebP or GIF, at most 10 MB." },
    status: 201,
    response: OwnUser,
    errors: [400, 409, 413, 415],
  }),
  removePhoto: operation({
    method: "DELETE",
    path: "/users/me/photos/{photo}",
    tag: photos,
    summary: "Delete one of my photos",
    auth: "member",
    params: PhotoParams,
    status: 204,
    errors: [404],
  }),
  makePrimary: operation({
    method: "PUT",
    path: "/users/me/photos/{photo}/primary",
    tag: photos,
    summary: "Make one of my photos the primary one",
    auth: "member",
    params: PhotoParams,
    response: OwnUser,
    errors: [404],
  }),
};
