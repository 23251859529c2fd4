import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  cities,
  conversations,
  groupTrips,
  messages,
  pairings,
  travelPlans,
  tripParticipants,
  users,
  type ConversationRow,
  type GroupTripRow,
  type MessageRow,
  type PairingRow,
  type TravelPlanRow,
  type TripParticipantRow,
  type UserRow,
} from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { openConversation } from "@/lib/conversations/queries";
import { addDays, todayUtc } from "@/lib/dates/days";
import type { PairingStatus, PairingType } from "@/lib/pairings/contract";
import { issueBearerToken, issueSessionToken } from "@/lib/sessions/service";
import type { ParticipantRole, ParticipantStatus, TripStatus, TripType, Visibility } from "@/lib/trips/contract";
import { insertTrip } from "@/lib/trips/queries";

let sequence = 0;
let passwordHash: Promise<string> | undefined;

export const TEST_PASSWORD = "correct horse battery";

/** Inserts a user straight into the database; every field can be overridden. */
export async function buildUser(overrides: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const n = ++sequence; // read before any await: parallel calls must not share a number
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await (
    await getDb()
  )
    .insert(users)
    .values({
      email: `member${n}-${Date.now()}@example.com`,
      name: `Member ${n}`,
      age: 30,
      isActive: true,
      // Confirmed, as most accounts are; `emailVerifiedAt: null` builds a member who has not yet.
      emailVerifiedAt: new Date(),
      passwordHash: await passwordHash,
      ...overrides,
    })
    .returning();
  return user!;
}

/** A bearer token on a real session, as POST /auth/login/json hands out. */
/**
 * `count` active members in one statement, for tests that need a crowd (EXPLAIN on a realistic
 * table, exclusions at scale): emails `{prefix}{n}@example.com`, names `{Prefix} {n}`, aged 30, no
 * password. Select them back with `email like '{prefix}%'`.
 */
export async function buildMembersInBulk(prefix: string, count: number): Promise<void> {
  const name = prefix.charAt(0).toUpperCase() + prefix.slice(1);
  await (
    await getDb()
  ).execute(sql`
    insert into users (email, password_hash, name, age, is_active)
    select ${prefix} || g || '@example.com', 'x', ${name} || ' ' || g, 30, true from generate_series(1, ${count}::int) g`);
}

export async function tokenFor(user: Pick<UserRow, "id">, userAgent = "vitest"): Promise<string> {
  return issueBearerToken(await getDb(), user, userAgent);
}

/** A Cookie header for a real browser session, as the Log In form's server action sets it. */
export async function cookieFor(user: Pick<UserRow, "id">, userAgent = "vitest browser"): Promise<string> {
  return `${SESSION_COOKIE}=${await issueSessionToken(await getDb(), user, "cookie", userAgent)}`;
}

/** A user and a bearer token for them. */
export async function buildMember(overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await buildUser(overrides);
  return { user, token: await tokenFor(user) };
}

export const buildAdmin = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  buildMember({ isAdmin: true, ...overrides });

/** A user row or a member from buildMember: the factories below take either. */
type Person = Pick<UserRow, "id"> | { user: Pick<UserRow, "id"> };
const idOf = (person: Person) => ("user" in person ? person.user.id : person.id);
const day = (offset: number) => addDays(todayUtc(), offset);

type PlanValues = Omit<typeof travelPlans.$inferInsert, "userId">;

/**
 * A travel plan, ten days from now for a week. Its place is a real city when the test loaded the
 * cities (a different one for each plan, so plans only overlap when a test means them to), else
 * a destination text. A `cityId` without a `destination` gets the city's name, as the app stores it.
 */
export async function buildPlan(user: Person, overrides: Partial<PlanValues> = {}): Promise<TravelPlanRow> {
  const n = ++sequence;
  const db = await getDb();
  let place: { cityId: number | null; destination: string } = { cityId: null, destination: `Place ${n}` };
  if (overrides.cityId != null && overrides.destination === undefined) {
    const [city] = await db
      .select({ displayName: cities.displayName })
      .from(cities)
      .where(eq(cities.id, overrides.cityId));
    place = { cityId: overrides.cityId, destination: city!.displayName };
  } else if (overrides.cityId === undefined && overrides.destination === undefined) {
    const [city] = await db
      .select({ cityId: cities.id, destination: cities.displayName })
      .from(cities)
      .where(
        eq(
          cities.id,
          sql`(select id from cities order by id offset ${n} % greatest((select count(*) from cities), 1) limit 1)`,
        ),
      );
    if (city) place = city;
  }
  const [plan] = await db
    .insert(travelPlans)
    .values({ userId: idOf(user), ...place, arrivalDate: day(10), departureDate: day(17), ...overrides })
    .returning();
  return plan!;
}

type PairingValues = Omit<
  typeof pairings.$inferInsert,
  "user1Id" | "user2Id" | "relationshipType" | "requestedType" | "status"
> & {
  relationshipType: PairingType;
  requestedType: PairingType;
  status: PairingStatus;
};

/**
 * A pairing that `asker` started with `asked`: a pending friend request by default. As the app
 * stores them, a pass is declined at once and `requestedType` is what was first asked for.
 */
export async function buildPairing(
  asker: Person,
  asked: Person,
  overrides: Partial<PairingValues> = {},
): Promise<PairingRow> {
  const relationshipType = overrides.relationshipType ?? "friend";
  const [pairing] = await (
    await getDb()
  )
    .insert(pairings)
    .values({
      user1Id: idOf(asker),
      user2Id: idOf(asked),
      relationshipType,
      requestedType: relationshipType,
      status: relationshipType === "pass" ? "declined" : "pending",
      ...overrides,
    })
    .returning();
  return pairing!;
}

/** The conversation of a pairing (the API's "match"), as the app opens it. */
async function buildConversation(pairing: PairingRow): Promise<ConversationRow> {
  return (await openConversation(await getDb(), pairing)).conversation;
}

/**
 * An accepted match or friendship between two people. A match opens its conversation at once, as
 * the app does; a friendship has one only when asked for (the app opens it on the first "Message").
 * The notifications the app sends along are left out: tests about them go through the API.
 */
export async function buildConnection(
  a: Person,
  b: Person,
  type: Exclude<PairingType, "pass"> = "match",
  options: { conversation?: boolean } = {},
): Promise<{ pairing: PairingRow; conversation: ConversationRow | undefined }> {
  const pairing = await buildPairing(a, b, { relationshipType: type, status: "accepted" });
  const conversation = (options.conversation ?? type === "match") ? await buildConversation(pairing) : undefined;
  return { pairing, conversation };
}

/**
 * A message in a conversation, which moves the conversation up the lists as sending does. The
 * recipient's notification is left out (tests about it send through the API).
 */
export async function buildMessage(
  conversation: Pick<ConversationRow, "id">,
  sender: Person,
  overrides: Partial<Omit<typeof messages.$inferInsert, "conversationId" | "senderId">> = {},
): Promise<MessageRow> {
  const db = await getDb();
  const [message] = await db
    .insert(messages)
    .values({ conversationId: conversation.id, senderId: idOf(sender), content: `Message ${++sequence}`, ...overrides })
    .returning();
  await db
    .update(conversations)
    .set({ lastActivityAt: message!.createdAt })
    .where(eq(conversations.id, conversation.id));
  return message!;
}

type TripValues = Omit<typeof groupTrips.$inferInsert, "creatorId" | "tripType" | "visibility" | "status"> & {
  tripType: TripType;
  visibility: Visibility;
  status: TripStatus;
};

/**
 * A group trip and its host's participant row (accepted, `hostRow`), as the app creates them: a
 * private friends' trip in planning, ten days from now for a week, unless overridden.
 */
export async function buildTrip(
  host: Person,
  overrides: Partial<TripValues> = {},
): Promise<GroupTripRow & { hostRow: TripParticipantRow }> {
  const n = ++sequence;
  const db = await getDb();
  const trip = await insertTrip(db, {
    creatorId: idOf(host),
    title: `Trip ${n}`,
    destination: `Place ${n}`,
    arrivalDate: day(10),
    departureDate: day(17),
    ...overrides,
  });
  const [hostRow] = await db
    .select()
    .from(tripParticipants)
    .where(and(eq(tripParticipants.tripId, trip.id), eq(tripParticipants.role, "host")));
  return { ...trip, hostRow: hostRow! };
}

/** Someone's row on a trip: invited by default; an answered one (accepted, declined) has its time. */
export async function buildParticipant(
  trip: Pick<GroupTripRow, "id">,
  user: Person,
  status: ParticipantStatus = "invited",
  role: ParticipantRole = "participant",
): Promise<TripParticipantRow> {
  const answered = status === "accepted" || status === "declined";
  const [row] = await (
    await getDb()
  )
    .insert(tripParticipants)
    .values({ tripId: trip.id, userId: idOf(user), status, role, respondedAt: answered ? new Date() : null })
    .returning();
  return row!;
}
