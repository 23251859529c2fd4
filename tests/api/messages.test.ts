import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import * as conversationsRoute from "@/app/api/v1/matches/route";
import * as threadUnreadRoute from "@/app/api/v1/messages/[id]/unread-count/route";
import * as readRoute from "@/app/api/v1/messages/[id]/read/route";
import * as threadRoute from "@/app/api/v1/messages/[id]/route";
import * as messagesRoute from "@/app/api/v1/messages/route";
import * as unreadRoute from "@/app/api/v1/messages/unread-count/route";
import * as pairingRoute from "@/app/api/v1/pairings/[id]/route";
import { getDb } from "@/db/client";
import { messages, notifications, uploads, users } from "@/db/schema";
import { buildAdmin, buildMember } from "../factories";
import { connect, connectedPair } from "../helpers/connections";
import { call } from "../helpers/http";
import { holdTheClock } from "../helpers/clock";

type Member = Awaited<ReturnType<typeof buildMember>>;
const send = (who: Member, matchId: number, content: string, extra: Record<string, unknown> = {}) =>
  call(messagesRoute.POST, { token: who.token, body: { match_id: matchId, content, ...extra } });
const thread = (who: Member, matchId: number, query: Record<string, number> = {}) =>
  call(threadRoute.GET, { token: who.token, params: { id: matchId }, query });
const messageNotifications = async (member: Member) =>
  (await (await getDb()).select().from(notifications).where(eq(notifications.userId, member.user.id))).filter(
    (n) => n.type === "message",
  );

describe("GET /matches (conversations)", () => {
  it("lists the caller's conversations with the other person, last message and unread count, most recent first", async () => {
    const [me, matched, friend] = [await buildMember(), await buildMember(), await buildMember()];
    const match = await connect(me, matched, "match");
    const friendship = await connect(me, friend, "friend");
    await send(matched, match.matchId, "hello from a match");
    const list = (await call(conversationsRoute.GET, { token: me.token })).body;
    expect(list.map((conversation: { id: number }) => conversation.id)).toEqual([match.matchId, friendship.matchId]);
    expect(list[0]).toMatchObject({
      relationship_type: "match",
      unread_count: 1,
      other_user: { id: matched.user.id, name: matched.user.name },
      last_message: { content: "hello from a match", sender_id: matched.user.id, is_read: false },
    });
    expect(list[1]).toMatchObject({
      relationship_type: "friend",
      unread_count: 0,
      last_message: null,
      other_user: { id: friend.user.id },
    });
    await send(me, friendship.matchId, "now the friendship is newer");
    expect((await call(conversationsRoute.GET, { token: me.token })).body[0].id).toBe(friendship.matchId);
    expect(
      (await call(conversationsRoute.GET, { token: matched.token })).body.map((c: { id: number }) => c.id),
    ).toEqual([match.matchId]);
    expect((await call(conversationsRoute.GET)).status).toBe(401);
  });

  it("drops conversations with deactivated members", async () => {
    const { a, b, matchId } = await connectedPair();
    await send(b, matchId, "hi");
    expect((await call(conversationsRoute.GET, { token: a.token })).body).toHaveLength(1);
    await (await getDb()).update(users).set({ isActive: false }).where(eq(users.id, b.user.id));
    expect((await call(conversationsRoute.GET, { token: a.token })).body).toEqual([]);
    expect((await send(a, matchId, "are you there?")).status).toBe(404);
  });
});

describe("messages", () => {
  it("sends trimmed text, returns it in the thread oldest first, and tells the recipient once per conversation", async () => {
    const { a, b, matchId } = await connectedPair();
    const sent = await send(a, matchId, "  Hi there!  ");
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      match_id: matchId,
      sender_id: a.user.id,
      content: "Hi there!",
      photo_url: null,
      is_read: false,
    });
    await send(a, matchId, "Second");
    await send(a, matchId, "Third");
    expect((await thread(b, matchId)).body.map((m: { content: string }) => m.content)).toEqual([
      "Hi there!",
      "Second",
      "Third",
    ]);
    const unread = await messageNotifications(b);
    expect(unread.filter((n) => !n.isRead)).toHaveLength(1);
    expect(unread[0]).toMatchObject({ relatedMatchId: matchId, title: "New message" });
    expect(await messageNotifications(a)).toHaveLength(0);
  });

  it.each([
    ["empty text and no photo", { content: "   " }, "content"],
    ["text over 5,000 characters", { content: "x".repeat(5001) }, "content"],
    [
      "a photo_url that is not one of the sender's uploads",
      { content: "", photo_url: "https://evil.example/x.jpg" },
      "photo_url",
    ],
    ["a wrong type", { content: 42 }, "content"],
  ])("refuses %s with 422 and stores nothing", async (_label, body, field) => {
    const { a, matchId } = await connectedPair();
    const response = await call(messagesRoute.POST, { token: a.token, body: { match_id: matchId, ...body } });
    expect(response.status).toBe(422);
    expect(response.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await (await getDb()).select().from(messages).where(eq(messages.conversationId, matchId))).toHaveLength(0);
  });

  it("accepts exactly 5,000 characters, and a photo the sender uploaded for a message", async () => {
    const { a, b, matchId } = await connectedPair();
    expect((await send(a, matchId, "x".repeat(5000))).status).toBe(201);
    const db = await getDb();
    const upload = { storage: "local", storageKey: "k", contentType: "image/png", sizeBytes: 1, width: 1, height: 1 };
    await db.insert(uploads).values({ ...upload, ownerId: a.user.id, purpose: "message", url: "/uploads/mine.png" });
    await db
      .insert(uploads)
      .values({ ...upload, ownerId: b.user.id, purpose: "message", url: "/uploads/theirs.png", storageKey: "k2" });
    const withPhoto = await send(a, matchId, "", { photo_url: "/uploads/mine.png" });
    expect(withPhoto.status).toBe(201);
    expect(withPhoto.body).toMatchObject({ content: "", photo_url: "/uploads/mine.png" });
    expect((await send(a, matchId, "look", { photo_url: "/uploads/theirs.png" })).status).toBe(422);
  });

  it("pages with before_id and after_id", async () => {
    const { a, b, matchId } = await connectedPair();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await send(i % 2 ? a : b, matchId, `m${i}`)).body.id);
    expect((await thread(a, matchId, { limit: 2 })).body.map((m: { id: number }) => m.id)).toEqual(ids.slice(3));
    expect((await thread(a, matchId, { before_id: ids[3]!, limit: 2 })).body.map((m: { id: number }) => m.id)).toEqual(
      ids.slice(1, 3),
    );
    expect((await thread(a, matchId, { after_id: ids[2]! })).body.map((m: { id: number }) => m.id)).toEqual(
      ids.slice(3),
    );
    expect((await thread(a, matchId, { after_id: ids[4]! })).body).toEqual([]);
    expect((await thread(a, matchId, { limit: 101 })).status).toBe(422);
  });

  it("keeps outsiders out of every route (404), admins may read but not write", async () => {
    const { a, b, matchId } = await connectedPair();
    const message = (await send(a, matchId, "private")).body;
    const outsider = await buildMember();
    expect((await thread(outsider, matchId)).status).toBe(404);
    expect((await send(outsider, matchId, "hi")).status).toBe(404);
    expect(
      (await call(readRoute.PUT, { method: "PUT", token: outsider.token, params: { id: message.id } })).status,
    ).toBe(404);
    expect((await call(threadUnreadRoute.GET, { token: outsider.token, params: { id: matchId } })).status).toBe(404);
    const admin = await buildAdmin();
    expect((await thread(admin, matchId)).body).toHaveLength(1);
    expect((await send(admin, matchId, "admin here")).status).toBe(404);
    expect((await thread(b, 999999)).status).toBe(404);
    for (const handler of [threadRoute.GET, threadUnreadRoute.GET])
      expect((await call(handler, { params: { id: matchId } })).status).toBe(401);
    expect((await call(messagesRoute.POST, { body: { match_id: matchId, content: "x" } })).status).toBe(401);
  });

  it("lets only the recipient mark read, counts unread, and settles the notification", async () => {
    const { a, b, matchId } = await connectedPair();
    const first = (await send(a, matchId, "one")).body;
    const second = (await send(a, matchId, "two")).body;
    const count = async (who: Member) => (await call(unreadRoute.GET, { token: who.token })).body.count;
    expect(await count(b)).toBe(2);
    expect(await count(a)).toBe(0);
    expect((await call(threadUnreadRoute.GET, { token: b.token, params: { id: matchId } })).body).toEqual({ count: 2 });
    // reading marks nothing
    expect((await thread(b, matchId)).body.every((m: { is_read: boolean }) => !m.is_read)).toBe(true);
    expect((await call(readRoute.PUT, { method: "PUT", token: a.token, params: { id: first.id } })).status).toBe(403);
    expect((await call(readRoute.PUT, { method: "PUT", token: b.token, params: { id: first.id } })).status).toBe(204);
    expect(await count(b)).toBe(1);
    expect((await messageNotifications(b)).every((n) => !n.isRead)).toBe(true);
    await call(readRoute.PUT, { method: "PUT", token: b.token, params: { id: second.id } });
    expect(await count(b)).toBe(0);
    expect((await messageNotifications(b)).every((n) => n.isRead)).toBe(true);
    await send(a, matchId, "three");
    expect((await messageNotifications(b)).filter((n) => !n.isRead)).toHaveLength(1);
  });

  it("closes the conversation for both when the match is removed", async () => {
    const { a, b, matchId, pairingId } = await connectedPair();
    await send(a, matchId, "bye?");
    expect(
      (await call(pairingRoute.DELETE, { method: "DELETE", token: b.token, params: { id: pairingId } })).status,
    ).toBe(204);
    expect((await thread(a, matchId)).status).toBe(404);
    expect((await send(b, matchId, "still there?")).status).toBe(404);
    expect((await call(conversationsRoute.GET, { token: a.token })).body).toEqual([]);
    expect(await messageNotifications(b)).toHaveLength(0);
  });

  it("limits how fast a member sends (429 with Retry-After)", async () => {
    holdTheClock();
    const { a, matchId } = await connectedPair();
    for (let i = 0; i < 60; i++) expect((await send(a, matchId, `m${i}`)).status).toBe(201);
    const limited = await send(a, matchId, "too many");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});

describe("errors keep their kind", () => {
  it("PUT /messages/{id}/read: an outsider gets 404, a database failure is a logged 500, not a 404", async () => {
    const { a, b, matchId } = await connectedPair();
    const sent = await call(messagesRoute.POST, { token: a.token, body: { match_id: matchId, content: "read me" } });
    const outsider = await buildMember();
    expect(
      (await call(readRoute.PUT, { method: "PUT", token: outsider.token, params: { id: sent.body.id } })).status,
    ).toBe(404);
    const db = await getDb();
    // A real failure: the table the check reads is gone for a moment.
    await db.execute(sql`alter table conversations rename to conversations_away`);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const broken = await call(readRoute.PUT, { method: "PUT", token: b.token, params: { id: sent.body.id } });
      expect(broken.status).toBe(500);
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await db.execute(sql`alter table conversations_away rename to conversations`);
    }
    expect((await call(readRoute.PUT, { method: "PUT", token: b.token, params: { id: sent.body.id } })).status).toBe(
      204,
    );
  });
});
