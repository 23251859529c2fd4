import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import type { PairingRow, UserRow } from "@/db/schema";
import { todayUtc } from "@/lib/dates/days";
import { availableActions } from "@/lib/discovery/compatibility";
import { findUserByHandle, findUserById, translateUniqueViolation, updateUser } from "@/lib/accounts/queries";
import type { Actor } from "@/lib/auth/actor";
import type { InvitePerson } from "@/lib/invites/contract";
import { AppError, fieldError, notAuthenticated, notFound } from "@/lib/errors/app-error";
import { pairingSeenBy } from "@/lib/pairings/present";
import { findPairingBetween } from "@/lib/pairings/queries";
import { isBlockedBetween } from "@/lib/safety/queries";
import { removeUpload, uploadImage } from "@/lib/uploads/service";
import {
  appendPhoto,
  findInvitableTrips,
  findMutualConnections,
  findOverlapsBetween,
  markOnboarded,
  setPhotos,
  type ProfileOverlapRow,
} from "./queries";
import type { OwnUser } from "@/lib/accounts/contract";
import { presentOwnUser } from "@/lib/accounts/present";
import { AGE_PREFERENCE_ORDER, normaliseHandle } from "@/lib/accounts/values";
import { PROFILE_LIST_LIMITS, type MemberProfile, type PublicProfile, type UpdateProfileBody } from "./contract";
import { NO_EXTRAS, presentMemberProfile, presentPublicUser, type MemberViewExtras } from "./present";

export function getMe(actor: Actor): OwnUser {
  return presentOwnUser(actor.user);
}

/** PUT /users/me: a partial update; fields left out keep their values. */
export async function updateMe(actor: Actor, input: UpdateProfileBody): Promise<OwnUser> {
  const current = actor.user;
  const minAge = input.min_age_preference !== undefined ? input.min_age_preference : current.minAgePreference;
  const maxAge = input.max_age_preference !== undefined ? input.max_age_preference : current.maxAgePreference;
  if (minAge !== null && maxAge !== null && minAge > maxAge) {
    throw fieldError("min_age_preference", AGE_PREFERENCE_ORDER);
  }
  try {
    const updated = await updateUser(await getDb(), actor.id, {
      name: input.name,
      handle: input.handle,
      age: input.age,
      gender: input.gender,
      bio: input.bio,
      currentLocation: input.current_location,
      travelPreferences: input.travel_preferences,
      headline: input.headline,
      sexualOrientation: input.sexual_orientation,
      interestedIn: input.interested_in,
      relationshipIntent: input.relationship_intent,
      height: input.height,
      occupation: input.occupation,
      languages: input.languages,
      minAgePreference: input.min_age_preference,
      maxAgePreference: input.max_age_preference,
      openToPairingTypes: input.open_to_pairing_types,
      themePreference: input.theme_preference,
      publicProfile: input.public_profile,
      defaultPlanVisibility: input.default_plan_visibility,
    });
    return presentOwnUser(updated!);
  } catch (error) {
    throw translateUniqueViolation(error);
  }
}

/** POST /users/me/onboarding: finished or skipped, the app stops asking (docs/api.md §3.1). */
export async function completeOnboarding(actor: Actor): Promise<void> {
  await markOnboarded(await getDb(), actor.id);
}

/**
 * A member as another member sees them, with where the two stand (for Connect / View
 * Relationship). Inactive members, and members on either side of a block, are 404.
 */
export async function getMember(actor: Actor, target: UserRow | undefined, radiusKm = 0): Promise<MemberProfile> {
  const db = await getDb();
  if (!target?.isActive || (target.id !== actor.id && (await isBlockedBetween(db, actor.id, target.id))))
    throw notFound("User not found");
  // As the caller sees it: another's pass on them is nothing, their declined request still pending (docs/api.md §5.1).
  const between = target.id === actor.id ? undefined : await findPairingBetween(db, actor.id, target.id);
  const pairing = between && pairingSeenBy(between, actor.id);
  const extras = target.id === actor.id ? NO_EXTRAS : await findBetweenTheTwo(db, actor, target, pairing, radiusKm);
  return presentMemberProfile(target, pairing, actor.id, await findInviter(db, target.invitedBy), extras);
}

/**
 * Where the caller and the member meet, whom they both know, and what the caller can do now
 * (docs/api.md §3.2): connect by discovery's rules while nothing is between them, invite a connected
 * member to one of the caller's open trips.
 */
async function findBetweenTheTwo(
  db: DbOrTx,
  actor: Actor,
  target: UserRow,
  pairing: PairingRow | undefined,
  radiusKm: number,
): Promise<MemberViewExtras> {
  const today = todayUtc();
  const overlaps = await findOverlapsBetween(db, actor.id, target.id, today, radiusKm, PROFILE_LIST_LIMITS.overlaps);
  const mutual = await findMutualConnections(db, actor.id, target.id, PROFILE_LIST_LIMITS.mutual);
  const connected = pairing?.status === "accepted" && pairing.relationshipType !== "pass";
  return {
    overlaps,
    mutual_connections: {
      count: mutual[0]?.total ?? 0,
      people: mutual.map(({ id, handle, name }) => ({ id, handle, name })),
    },
    available_actions: pairing ? [] : availableActions(actor.user, target),
    invitable_trips: connected
      ? await findInvitableTrips(db, actor.id, target.id, today, PROFILE_LIST_LIMITS.trips)
      : [],
  };
}

/**
 * Where and when the caller first overlaps each of these members (the soonest of the member view's
 * `overlaps`, docs/api.md §3.2), for cards that list people who asked the caller something: an
 * incoming request says where the two would meet. Members with no overlap are absent.
 */
export async function findFirstOverlaps(
  actor: Actor,
  memberIds: number[],
  radiusKm = 0,
): Promise<Map<number, ProfileOverlapRow>> {
  const db = await getDb();
  const today = todayUtc();
  const found = new Map<number, ProfileOverlapRow>();
  for (const memberId of new Set(memberIds)) {
    const [first] = await findOverlapsBetween(db, actor.id, memberId, today, radiusKm, 1);
    if (first) found.set(memberId, first);
  }
  return found;
}

/** Who invited a member, as the member view shows it (docs/api.md §2.6). */
async function findInviter(db: DbOrTx, inviterId: number | null): Promise<InvitePerson | null> {
  if (inviterId === null) return null;
  const inviter = await findUserById(db, inviterId);
  return inviter ? { id: inviter.id, handle: inviter.handle, name: inviter.name } : null;
}

export async function getMemberById(actor: Actor, userId: number, radiusKm = 0) {
  return getMember(actor, await findUserById(await getDb(), userId), radiusKm);
}

/** GET /users/handle/{handle}?public=true: the shareable profile, no sign-in needed. */
async function getPublicProfile(viewer: Actor | null, rawHandle: string): Promise<PublicProfile> {
  return (await getPublicProfilePage(viewer, rawHandle)).profile;
}

/**
 * The public profile page's data: the public view, the member's id, which the page turns into
 * their avatar colour on the server (components/profile/avatar-style.ts) and never sends, and
 * whether the member lets it be shared (no link preview otherwise).
 * A member who turned their public profile off is, to a viewer not signed in, exactly what an
 * unknown handle is: the same 404 and words, so nobody outside learns the handle exists
 * (docs/product.md "Who sees what"). Signed-in members see it as they see the member view.
 */
export async function getPublicProfilePage(
  viewer: Actor | null,
  rawHandle: string,
): Promise<{ profile: PublicProfile; memberId: number; shareable: boolean }> {
  const user = await findUserByHandle(await getDb(), normaliseHandle(rawHandle));
  if (!user?.isActive || (!user.publicProfile && !viewer)) throw notFound("Profile not found");
  return { profile: presentPublicUser(user), memberId: user.id, shareable: user.publicProfile };
}

/** GET /users/handle/{handle}: the member view for members, or the public view (no sign-in). */
export async function getByHandle(
  actor: Actor | null,
  rawHandle: string,
  publicView: boolean,
  radiusKm = 0,
): Promise<MemberProfile | PublicProfile> {
  if (publicView) return getPublicProfile(actor, rawHandle);
  if (!actor) throw notAuthenticated();
  return getMember(actor, await findUserByHandle(await getDb(), normaliseHandle(rawHandle)), radiusKm);
}

const MAX_PHOTOS = 4;

/** POST /users/me/photos: re-encoded, stored, appended; a fifth photo is 409 even when uploads race. */
export async function addProfilePhoto(actor: Actor, bytes: Uint8Array) {
  if (actor.user.photos.length >= MAX_PHOTOS) throw tooManyPhotos();
  const upload = await uploadImage(actor, bytes, "photo");
  const updated = await appendPhoto(await getDb(), actor.id, upload.url, MAX_PHOTOS);
  if (!updated) {
    await removeUpload(actor.id, upload.url);
    throw tooManyPhotos();
  }
  return presentOwnUser(updated);
}

const tooManyPhotos = () => new AppError("conflict", `You can have at most ${MAX_PHOTOS} photos; delete one first`);

/** A photo named by its index (0-3), its stored value, or its file name. */
function findPhoto(photos: string[], ref: string): string | undefined {
  if (/^\d$/.test(ref)) return photos[Number(ref)];
  return photos.find((photo) => photo === ref || photo.split("/").pop() === ref);
}

/** DELETE /users/me/photos/{photo}: removed from the profile and from storage. */
export async function deleteProfilePhoto(actor: Actor, ref: string) {
  const photo = findPhoto(actor.user.photos, ref);
  if (!photo) throw notFound("Photo not found");
  const updated = await setPhotos(
    await getDb(),
    actor.id,
    actor.user.photos.filter((entry) => entry !== photo),
  );
  await removeUpload(actor.id, photo);
  return presentOwnUser(updated);
}

/** PUT /users/me/photos/{photo}/primary: that photo moves first (the first one is primary). */
export async function makePhotoPrimary(actor: Actor, ref: string) {
  const photo = findPhoto(actor.user.photos, ref);
  if (!photo) throw notFound("Photo not found");
  const reordered = [photo, ...actor.user.photos.filter((entry) => entry !== photo)];
  return presentOwnUser(await setPhotos(await getDb(), actor.id, reordered));
}
