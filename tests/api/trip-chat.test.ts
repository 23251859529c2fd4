import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as eventsRoute from "@/app/api/v1/events/route";
import * as readRoute from "@/app/api/v1/group-trips/[id]/messages/read/route";
import * as messagesRoute from "@/app/api/v1/group-trips/[id]/messages/route";
import * as unreadRoute from "@/app/api/v1/group-trips/[id]/messages/unread-count/route";
import * as participantRoute from "@/app/api/v1/group-trips/[id]/participants/[userId]/route";
import * as tripRoute from "@/app/api/v1/group-trips/[id]/route";
import * as discoverRoute from "@/app/api/v1/group-trips/discover/route";
import * as hostingRoute from "@/app/api/v1/group-trips/hosting/route";
import * as joiningRoute from "@/app/api/v1/group-trips/joining/route";
import * as tripsRoute from "@/app/api/v1/group-trips/route";
import * as notificationsRoute from "@/app/api/v1/notifications/route";
import * as blockRoute from "@/app/api/v1/users/[id]/block/route";
import { getDb } from "@/db/client";
import { messages, notifications, removedFiles, tripMessages, uploads } from "@/db/schema";
import { stopListening } from "@/lib/realtime/hub";
import { buildAdmin, buildConnection, buildMember, buildMessage, buildParticipant, buildTrip } from "../factories";
import { onPostgres } from "../helpers/database";
import { EventStreamClient, serveRoute } from "../helpers/event-stream";
import { call } from "../helpers/http";

type Member = Awaited<ReturnType<typeof buildMember>>;

const send = (who: Member, tripId: number, body: Record<string, unknown>) =>
  call(messagesRoute.POST, { token: who.token, params: { id: tripId }, body });
const list = (who: Member, tripId: number, query: Record<string, number> = {}) =>
  call(messagesRoute.GET, { token: who.token, params: { id: tripId }, query });
const markRead = (who: Member, tripId: number, body: Record<string, unknown> = {}) =>
  call(readRoute.POST, { token: who.token, params: { id: tripId }, body });
const unread = async (who: Member, tripId: number) =>
  (await call(unreadRoute.GET, { token: who.token, params: { id: tripId } })).body.count;
const leave = (who: Member, tripId: number, userId: number) =>
  call(participantRoute.DELETE, { token: who.token, params: { id: tripId, userId } });

/** A trip hosted by `host` with `guest` accepted on it. */
async function tripWith(...guests: Member[]) {
  const host = await buildMember();
  const trip = await buildTrip(host.user, { title: "Lisbon week" });
  for (const guest of guests) await buildParticipant(trip, guest.user, "accepted");
  return { host, trip };
}

async function tripNotifications(userId: number, tripId: number) {
  return (await getDb())
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.relatedTripId, tripId),
        eq(notifications.type, "trip_message"),
      ),
    );
}

describe("trip chat: who has it (docs/api.md §6.4)", () => {
  it("accepted participants and the host post and read one conversation, oldest first, each with its sender's name", async () => {
    const guest = await buildMember();
    const { host, trip } = await tripWith(guest);
    const first = await send(host, trip.id, { content: "  Who's bringing snacks?  " });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      group_trip_id: trip.id,
      sender_id: host.user.id,
      sender_name: host.user.name,
      content: "Who's bringing snacks?",
      photo_url: null,
    });
    const second = await send(guest, trip.id, { content: "Me" });
    expect(second.status).toBe(201);
    for (const reader of [host, guest]) {
      const page = await list(reader, trip.id);
      expect(page.status).toBe(200);
      expect(page.body).toEqual([first.body, second.body]);
    }
  });

  it("is 404 for invitees, requesters, those who declined, outsiders, admins and a missing trip; nothing is written", async () => {
    const [invited, requested, declined, outsider] = [
      await buildMember(),
      await buildMember(),
      await buildMember(),
      await buildMember(),
    ];
    const adminMember = await buildAdmin();
    const { host, trip } = await tripWith();
    await buildParticipant(trip, invited.user, "invited");
    await buildParticipant(trip, requested.user, "requested");
    await buildParticipant(trip, declined.user, "declined");
    await send(host, trip.id, { content: "Secret plans" });
    for (const who of [invited, requested, declined, outsider, adminMember]) {
      for (const answer of [
        await list(who, trip.id),
        await send(who, trip.id, { content: "hi" }),
        await markRead(who, trip.id),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ detail: "Trip not found" });
      }
      expect((await call(unreadRoute.GET, { token: who.token, params: { id: trip.id } })).status).toBe(404);
    }
    expect((await list(host, 2_000_000_000)).status).toBe(404);
    expect(await (await getDb()).select().from(tripMessages).where(eq(tripMessages.tripId, trip.id))).toHaveLength(1);
  });

  it("leaving or being removed ends access at once, the chat's notification with it", async () => {
    const [leaver, removed, stays] = [await buildMember(), await buildMember(), await buildMember()];
    const { host, trip } = await tripWith(leaver, removed, stays);
    await send(stays, trip.id, { content: "Hello all" });
    expect(await tripNotifications(leaver.user.id, trip.id)).toHaveLength(1);
    expect((await leave(leaver, trip.id, leaver.user.id)).status).toBe(204);
    expect((await leave(host, trip.id, removed.user.id)).status).toBe(204);
    for (const gone of [leaver, removed]) {
      expect((await list(gone, trip.id)).status).toBe(404);
      expect((await send(gone, trip.id, { content: "still here?" })).status).toBe(404);
      expect(await tripNotifications(gone.user.id, trip.id)).toEqual([]);
    }
    // Whoever is still on the trip keeps the chat, and those who left are not notified any more.
    expect((await send(host, trip.id, { content: "Bye" })).status).toBe(201);
    expect(await tripNotifications(leaver.user.id, trip.id)).toEqual([]);
    expect((await list(stays, trip.id)).body).toHaveLength(2);
  });

  it("a cancelled trip's chat is deleted with it: messages, notifications and the photos they showed", async () => {
    const guest = await buildMember();
    const { host, trip } = await tripWith(guest);
    const db = await getDb();
    const upload = {
      storage: "local",
      storageKey: `trip-chat-${trip.id}`,
      contentType: "image/png",
      sizeBytes: 1,
      width: 1,
      height: 1,
    };
    await db
      .insert(uploads)
      .values({ ...upload, ownerId: guest.user.id, purpose: "message", url: `/uploads/trip-${trip.id}.png` });
    expect((await send(guest, trip.id, { content: "", photo_url: `/uploads/trip-${trip.id}.png` })).status).toBe(201);
    expect((await send(guest, trip.id, { content: "See you there" })).status).toBe(201);
    expect(await tripNotifications(host.user.id, trip.id)).toHaveLength(1);
    expect((await call(tripRoute.DELETE, { token: host.token, params: { id: trip.id } })).status).toBe(204);
    expect(await db.select().from(tripMessages).where(eq(tripMessages.tripId, trip.id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.type, "trip_message"))).not.toContainEqual(
      expect.objectContaining({ userId: host.user.id, message: expect.stringContaining("Lisbon week") }),
    );
    expect(
      await db
        .select()
        .from(uploads)
        .where(eq(uploads.url, `/uploads/trip-${trip.id}.png`)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(removedFiles)
        .where(eq(removedFiles.storageKey, `trip-chat-${trip.id}`)),
    ).toHaveLength(1);
    // The guest still learns of the cancellation, and the chat reads as missing.
    const theirs = (await call(notificationsRoute.GET, { token: guest.token })).body;
    expect(theirs.map((row: { type: string }) => row.type)).toContain("trip_cancelled");
    expect((await list(guest, trip.id)).status).toBe(404);
  });
});

describe("trip chat: photos shown in a conversation and a trip chat", () => {
  it("a photo stays while a message of either kind still shows it, and is released with the last one", async () => {
    const guest = await buildMember();
    const { host, trip } = await tripWith(guest);
    const db = await getDb();
    const url = `/uploads/shared-${trip.id}.png`;
    const upload = {
      storage: "local",
      storageKey: `shared-${trip.id}`,
      contentType: "image/png",
      sizeBytes: 1,
      width: 1,
      height: 1,
    };
    await db.insert(uploads).values({ ...upload, ownerId: guest.user.id, purpose: "message", url });
    const { conversation } = await buildConnection(guest.user, host.user, "match");
    const inConversation = await buildMessage(conversation!, guest.user, { content: "", photoUrl: url });
    expect((await send(guest, trip.id, { photo_url: url })).status).toBe(201);
    // The conversation's message goes; the trip chat still shows the photo.
    await db.delete(messages).where(eq(messages.id, inConversation.id));
    expect(await db.select().from(uploads).where(eq(uploads.url, url))).toHaveLength(1);
    // The trip goes with its chat: now nothing shows it.
    expect((await call(tripRoute.DELETE, { token: host.token, params: { id: trip.id } })).status).toBe(204);
    expect(await db.select().from(uploads).where(eq(uploads.url, url))).toEqual([]);
  });
});

describe("trip chat: writing (the rules of POST /messages)", () => {
  it.each([
    ["no content and no photo", { content: "   " }, "content", "Write a message or add a photo"],
    [
      "more than 5,000 characters",
      { content: "x".repeat(5_001) },
      "content",
      "Messages must be at most 5,000 characters",
    ],
    [
      "a photo_url that is not one of the sender's uploads",
      { content: "", photo_url: "https://evil.example/x.jpg" },
      "photo_url",
      undefined,
    ],
  ])("422 on %s, and nothing is written", async (_, body, field, message) => {
    const { host, trip } = await tripWith();
    const answer = await send(host, trip.id, body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toContainEqual(message ? { field, message } : expect.objectContaining({ field }));
    expect(await (await getDb()).select().from(tripMessages).where(eq(tripMessages.tripId, trip.id))).toEqual([]);
  });

  it("accepts exactly 5,000 characters, and a photo the sender uploaded for a message (not someone else's)", async () => {
    const guest = await buildMember();
    const { host, trip } = await tripWith(guest);
    const db = await getDb();
    const upload = { storage: "local", storageKey: "k", contentType: "image/png", sizeBytes: 1, width: 1, height: 1 };
    await db
      .insert(uploads)
      .values({ ...upload, ownerId: host.user.id, purpose: "message", url: `/uploads/host-${trip.id}.png` });
    expect((await send(host, trip.id, { content: "x".repeat(5_000) })).status).toBe(201);
    const photo = await send(host, trip.id, { content: "", photo_url: `/uploads/host-${trip.id}.png` });
    expect(photo.status).toBe(201);
    expect(photo.body).toMatchObject({ content: "", photo_url: `/uploads/host-${trip.id}.png` });
    expect((await send(guest, trip.id, { photo_url: `/uploads/host-${trip.id}.png` })).status).toBe(422);
  });

  it("pages like a conversation: the latest 100, before_id pages back, after_id gets newer ones", async () => {
    const { host, trip } = await tripWith();
    const db = await getDb();
    const rows = await db
      .insert(tripMessages)
      .values(Array.from({ length: 105 }, (_, i) => ({ tripId: trip.id, senderId: host.user.id, content: `m${i}` })))
      .returning();
    const latest = (await list(host, trip.id)).body;
    expect(latest).toHaveLength(100);
    expect(latest[0].content).toBe("m5");
    expect(latest.at(-1).content).toBe("m104");
    expect(
      (await list(host, trip.id, { before_id: latest[0].id })).body.map((m: { content: string }) => m.content),
    ).toEqual(["m0", "m1", "m2", "m3", "m4"]);
    expect(
      (await list(host, trip.id, { after_id: rows[102]!.id })).body.map((m: { content: string }) => m.content),
    ).toEqual(["m103", "m104"]);
    expect(
      (await list(host, trip.id, { before_id: latest[0].id, limit: 2 })).body.map(
        (m: { content: string }) => m.content,
      ),
    ).toEqual(["m3", "m4"]);
    expect((await list(host, trip.id, { limit: 101 })).status).toBe(422);
  });
});

describe("trip chat: unread marks and notifications", () => {
  it("counts the others' messages after each member's read mark; one notification per trip, refreshed; read once all is read", async () => {
    const [ana, ben] = [await buildMember(), await buildMember()];
    const { host, trip } = await tripWith(ana, ben);
    await send(ana, trip.id, { content: "one" });
    await send(ana, trip.id, { content: "two" });
    const three = await send(ben, trip.id, { content: "three" });
    expect(await unread(host, trip.id)).toBe(3);
    expect(await unread(ana, trip.id)).toBe(1);
    expect(await unread(ben, trip.id)).toBe(0);
    const hosts = await tripNotifications(host.user.id, trip.id);
    expect(hosts).toHaveLength(1);
    expect(hosts[0]).toMatchObject({
      isRead: false,
      relatedUserId: ben.user.id,
      message: `${ben.user.name} wrote in "Lisbon week"`,
    });
    const listed = (await call(notificationsRoute.GET, { token: host.token })).body;
    expect(listed).toContainEqual(
      expect.objectContaining({ type: "trip_message", related_trip_id: trip.id, title: "New trip message" }),
    );
    // Reading marks nothing; the read route does, forward only.
    await list(host, trip.id);
    expect(await unread(host, trip.id)).toBe(3);
    const page = (await list(host, trip.id)).body;
    expect((await markRead(host, trip.id, { message_id: page[1].id })).status).toBe(204);
    expect(await unread(host, trip.id)).toBe(1);
    expect((await tripNotifications(host.user.id, trip.id))[0]!.isRead).toBe(false);
    expect((await markRead(host, trip.id, { message_id: page[0].id })).status).toBe(204);
    expect(await unread(host, trip.id)).toBe(1);
    expect((await markRead(host, trip.id)).status).toBe(204);
    expect(await unread(host, trip.id)).toBe(0);
    expect((await tripNotifications(host.user.id, trip.id))[0]!.isRead).toBe(true);
    // The next message makes a fresh unread one; a message of another trip is 404.
    await send(ana, trip.id, { content: "four" });
    expect((await tripNotifications(host.user.id, trip.id)).filter((row) => !row.isRead)).toHaveLength(1);
    const other = await tripWith();
    const elsewhere = await send(other.host, other.trip.id, { content: "elsewhere" });
    expect((await markRead(host, trip.id, { message_id: elsewhere.body.id })).status).toBe(404);
    expect(three.status).toBe(201);
  });

  it("the trip lists and the detail carry each caller's unread_messages; null for whoever has no chat there", async () => {
    const [ana, invited, friend] = [await buildMember(), await buildMember(), await buildMember()];
    const host = await buildMember();
    const trip = await buildTrip(host.user, { title: "Lisbon week", visibility: "public" });
    await buildParticipant(trip, ana.user, "accepted");
    await buildParticipant(trip, invited.user, "invited");
    await buildConnection(host.user, friend.user, "friend");
    const unreadIn = async (who: Member, route: { GET: Parameters<typeof call>[0] }) => {
      const answer = await call(route.GET, { token: who.token });
      expect(answer.status).toBe(200);
      return (answer.body as { id: number; unread_messages: number | null }[]).find((entry) => entry.id === trip.id)
        ?.unread_messages;
    };
    const detail = async (who: Member) =>
      (await call(tripRoute.GET, { token: who.token, params: { id: trip.id } })).body.unread_messages;

    // A newcomer's history counts as unread (docs/api.md §6.4): none yet.
    expect(await unreadIn(host, hostingRoute)).toBe(0);
    await send(ana, trip.id, { content: "one" });
    await send(ana, trip.id, { content: "two" });
    for (const route of [tripsRoute, hostingRoute]) expect(await unreadIn(host, route)).toBe(2);
    expect(await detail(host)).toBe(2);
    // The writer's own messages are not unread to them.
    for (const route of [tripsRoute, joiningRoute]) expect(await unreadIn(ana, route)).toBe(0);
    expect(await detail(ana)).toBe(0);
    // No chat, no count: an invitee, and a connection who sees the public trip (its Discover card and detail).
    expect(await unreadIn(invited, joiningRoute)).toBeNull();
    expect(await detail(invited)).toBeNull();
    expect(await unreadIn(friend, discoverRoute)).toBeNull();
    expect(await detail(friend)).toBeNull();

    // It is the count GET …/messages/unread-count answers, and follows the read mark.
    const page = (await list(host, trip.id)).body;
    await markRead(host, trip.id, { message_id: page[0].id });
    expect(await unreadIn(host, hostingRoute)).toBe(1);
    expect(await unread(host, trip.id)).toBe(1);
    await markRead(host, trip.id);
    expect(await detail(host)).toBe(0);
    // Accepting the invitation brings the chat and its history, unread.
    await call(participantRoute.PUT, {
      token: invited.token,
      params: { id: trip.id, userId: invited.user.id },
      query: { status_update: "accepted" },
    });
    expect(await unreadIn(invited, joiningRoute)).toBe(2);
    expect(await detail(invited)).toBe(2);
    // Leaving ends it: null again.
    await leave(ana, trip.id, ana.user.id);
    expect(await unreadIn(ana, tripsRoute)).toBeUndefined();
  });

  it("a block ends the blocked member's chat in the blocker's trips, and hides nothing in a trip someone else hosts", async () => {
    const [ana, ben] = [await buildMember(), await buildMember()];
    const { trip } = await tripWith(ana, ben);
    const anasTrip = await buildTrip(ana.user, { title: "Ana's week" });
    await buildParticipant(anasTrip, ben.user, "accepted");
    expect((await send(ben, anasTrip.id, { content: "see you there" })).status).toBe(201);
    expect(
      (await call(blockRoute.POST, { method: "POST", token: ana.token, params: { id: ben.user.id } })).status,
    ).toBe(201);
    for (const answer of [await list(ben, anasTrip.id), await send(ben, anasTrip.id, { content: "hello?" })]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: "Trip not found" });
    }
    expect((await send(ben, trip.id, { content: "hi all" })).status).toBe(201);
    expect((await list(ana, trip.id)).body.map((m: { content: string }) => m.content)).toEqual(["hi all"]);
  });
});

describe("trip chat: live (docs/api.md §17)", () => {
  let server: Awaited<ReturnType<typeof serveRoute>>;
  const open: EventStreamClient[] = [];
  beforeAll(async () => {
    server = await serveRoute(eventsRoute.GET);
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await server.close();
    await stopListening();
  });
  async function stream(member: Member) {
    const client = await EventStreamClient.open(server.url, { token: member.token });
    open.push(client);
    await client.until(
      () => client.frames.some((frame) => frame.comments.includes("connected")),
      5_000,
      "the opening comment",
    );
    return client;
  }

  it("trip_message reaches every accepted participant (the sender's tabs too), the others' notification with it; nobody else", async () => {
    const [ana, ben, invited] = [await buildMember(), await buildMember(), await buildMember()];
    const { host, trip } = await tripWith(ana, ben);
    await buildParticipant(trip, invited.user, "invited");
    const [atHost, atAna, atBen, atInvited] = [
      await stream(host),
      await stream(ana),
      await stream(ben),
      await stream(invited),
    ];
    const sent = await send(ana, trip.id, { content: "Live!" });
    expect(sent.status).toBe(201);
    for (const client of [atHost, atAna, atBen]) {
      expect((await client.next("trip_message")).data).toEqual({ group_trip_id: trip.id, message: sent.body });
    }
    expect((await atHost.next("notification")).data.notification).toMatchObject({
      type: "trip_message",
      related_trip_id: trip.id,
    });
    await atBen.next("notification");
    expect(atAna.events("notification")).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(atInvited.events()).toEqual([]);
  });

  it("reading the chat sends the reader's tabs `unread` when it changed their count (the trips' badges follow); reading again sends nothing", async () => {
    const ana = await buildMember();
    const { host, trip } = await tripWith(ana);
    await send(ana, trip.id, { content: "one" });
    await send(ana, trip.id, { content: "two" });
    // The notification was read from the bell: only the chat's own count changes now.
    await (await getDb()).update(notifications).set({ isRead: true }).where(eq(notifications.userId, host.user.id));
    const atHost = await stream(host);
    const first = (await list(host, trip.id)).body[0];
    expect((await markRead(host, trip.id, { message_id: first.id })).status).toBe(204);
    await atHost.next("unread");
    expect((await markRead(host, trip.id, { message_id: first.id })).status).toBe(204);
    expect((await markRead(host, trip.id)).status).toBe(204);
    await atHost.next("unread", 1);
    expect((await markRead(host, trip.id)).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(atHost.events("unread")).toHaveLength(2);
  });
});

describe.runIf(onPostgres())("trip chat: races (PostgreSQL)", () => {
  it("everyone writing at once: every message lands, and each member keeps one unread notification for the trip", async () => {
    const guests = [await buildMember(), await buildMember(), await buildMember(), await buildMember()];
    const { host, trip } = await tripWith(...guests);
    const everyone = [host, ...guests];
    const answers = await Promise.all(
      everyone.flatMap((who) => [send(who, trip.id, { content: "a" }), send(who, trip.id, { content: "b" })]),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    expect((await list(host, trip.id)).body).toHaveLength(10);
    for (const who of everyone)
      expect((await tripNotifications(who.user.id, trip.id)).filter((row) => !row.isRead)).toHaveLength(1);
  });

  it("a message racing its sender's leaving is either in before they leave or refused; never a notification for the one who left", async () => {
    for (let round = 0; round < 5; round++) {
      const [guest, other] = [await buildMember(), await buildMember()];
      const { trip } = await tripWith(guest, other);
      const [sent, left] = await Promise.all([
        send(other, trip.id, { content: "race" }),
        leave(guest, trip.id, guest.user.id),
      ]);
      expect(left.status).toBe(204);
      expect(sent.status).toBe(201);
      expect(await tripNotifications(guest.user.id, trip.id)).toEqual([]);
      // The one leaving writes as they go: in before (201) or refused after (404), never a 500.
      const third = await buildMember();
      await buildParticipant(trip, third.user, "accepted");
      const [mine, leaving] = await Promise.all([
        send(third, trip.id, { content: "me too" }),
        leave(third, trip.id, third.user.id),
      ]);
      expect(leaving.status).toBe(204);
      expect([201, 404]).toContain(mine.status);
      const stored = await (
        await getDb()
      )
        .select()
        .from(tripMessages)
        .where(and(eq(tripMessages.tripId, trip.id), eq(tripMessages.senderId, third.user.id)));
      expect(stored).toHaveLength(mine.status === 201 ? 1 : 0);
    }
  });
});
