import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as exportRoute from "@/app/api/v1/users/me/export/route";
import { getDb } from "@/db/client";
import {
  blocks,
  calendarConnections,
  calendarEvents,
  calendarFeeds,
  notifications,
  reports,
  sessions,
  tripMessages,
  users,
} from "@/db/schema";
import { LIMITS } from "@/lib/rate-limit/service";
import {
  buildConnection,
  buildMember,
  buildMessage,
  buildPairing,
  buildParticipant,
  buildPlan,
  buildTrip,
} from "../factories";
import { call } from "../helpers/http";
import { holdTheClock } from "../helpers/clock";

const download = (token: string) => call(exportRoute.GET, { token, path: "/api/v1/users/me/export" });

describe("GET /users/me/export", () => {
  it("holds the member's data, with download headers and no secrets", async () => {
    const me = await buildMember({ handle: "ana_travels" });
    const friend = await buildMember();
    const stranger = await buildMember();
    const db = await getDb();
    await db
      .update(users)
      .set({ photos: ["/uploads/me-one.webp"] })
      .where(eq(users.id, me.user.id));
    await buildPlan(me.user, { destination: "Lisbon" });
    await buildPlan(stranger.user, { destination: "Stranger's Oslo" });
    const { conversation } = await buildConnection(me.user, friend.user);
    await buildMessage(conversation!, me.user, { content: "Hello from me" });
    await buildMessage(conversation!, friend.user, { content: "Hello back" });
    const hosted = await buildTrip(me.user, { title: "My hosted trip" });
    const joined = await buildTrip(friend.user, { title: "Friend's trip" });
    await buildParticipant(joined, me.user, "accepted");
    await buildParticipant(hosted, friend.user, "accepted");
    await db.insert(tripMessages).values([
      { tripId: joined.id, senderId: me.user.id, content: "My trip chat words" },
      { tripId: joined.id, senderId: friend.user.id, content: "Friend's trip chat words" },
      { tripId: hosted.id, senderId: friend.user.id, content: "Friend in my hosted trip" },
    ]);
    await db
      .insert(notifications)
      .values({ userId: me.user.id, type: "trip_cancelled", title: "Trip cancelled", message: "Mine" });
    await db
      .insert(notifications)
      .values({ userId: stranger.user.id, type: "trip_cancelled", title: "Trip cancelled", message: "Not mine" });
    await db.insert(calendarConnections).values({
      userId: me.user.id,
      accessToken: "ya29.SECRET-ACCESS",
      refreshTokenEncrypted: "SEALED-REFRESH-SECRET",
    });
    await db
      .insert(calendarEvents)
      .values({ userId: me.user.id, source: "ics", externalId: "evt-1", summary: "Flight to Lisbon" });
    await db
      .insert(calendarFeeds)
      .values({ userId: me.user.id, token: "FEED-TOKEN-HASH-SECRET", tokenSealed: "FEED-SEALED-SECRET" });
    await db
      .insert(reports)
      .values({ reporterId: me.user.id, reportedId: stranger.user.id, reason: "spam", note: "My report" });
    await db.insert(blocks).values({ blockerId: me.user.id, blockedId: stranger.user.id });

    const response = await download(me.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="overlap-export-ana_travels-${today}.json"`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");

    const data = response.body;
    expect(data.profile).toMatchObject({ id: me.user.id, email: me.user.email, handle: "ana_travels" });
    expect(data.photos).toEqual(["/uploads/me-one.webp"]);
    expect(data.plans.map((plan: { destination: string }) => plan.destination)).toEqual(["Lisbon"]);
    expect(data.pairings).toEqual([expect.objectContaining({ other_user_id: friend.user.id, status: "accepted" })]);
    expect(data.trips_hosted.map((trip: { title: string }) => trip.title)).toEqual(["My hosted trip"]);
    expect(data.trips_joined).toEqual([
      expect.objectContaining({
        trip: expect.objectContaining({ title: "Friend's trip" }),
        participation: expect.objectContaining({ status: "accepted" }),
      }),
    ]);
    expect(
      data.messages
        .map((message: { content: string; direction: string }) => [message.direction, message.content])
        .sort(),
    ).toEqual([
      ["received", "Hello back"],
      ["sent", "Hello from me"],
    ]);
    // Only the member's own trip chat messages: the others' words in those chats are not theirs to take.
    expect(data.trip_messages).toEqual([
      {
        id: expect.any(Number),
        group_trip_id: joined.id,
        trip_title: "Friend's trip",
        content: "My trip chat words",
        photo_url: null,
        created_at: expect.any(String),
      },
    ]);
    expect(data.notifications.map((row: { message: string }) => row.message)).toEqual(["Mine"]);
    expect(data.calendar.connections).toEqual([expect.objectContaining({ provider: "google", sync_status: "idle" })]);
    expect(data.calendar.feed).toEqual({ created_at: expect.any(String) });
    expect(data.calendar.events).toEqual([expect.objectContaining({ summary: "Flight to Lisbon" })]);
    expect(data.sessions).toEqual([expect.objectContaining({ kind: "bearer", device: "vitest" })]);
    expect(data.reports).toEqual([expect.objectContaining({ reported_user_id: stranger.user.id, note: "My report" })]);
    expect(data.blocks).toEqual([expect.objectContaining({ blocked_user_id: stranger.user.id })]);
    expect(data.notification_settings).toEqual({
      email_pairing_request: true,
      email_match_created: true,
      email_message: true,
      email_trip: true,
      email_product: false,
    });
    expect(data.truncated).toEqual([]);

    // No secret in the whole file: password hash, session ids, feed token, OAuth tokens.
    const text = JSON.stringify(data);
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, me.user.id));
    for (const secret of [
      me.user.passwordHash,
      "$argon2",
      session!.id,
      "ya29.SECRET-ACCESS",
      "SEALED-REFRESH-SECRET",
      "FEED-TOKEN-HASH-SECRET",
      "FEED-SEALED-SECRET",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/password|access_token|refresh_token/i);
    // Someone else's data stays out.
    expect(text).not.toContain("Stranger's Oslo");
    expect(text).not.toContain("Not mine");
    expect(text).not.toContain("Friend's trip chat words");
    expect(text).not.toContain("Friend in my hosted trip");
  });

  it("lists the member's own passes and declines, never another's pass on them, and their declined request as pending", async () => {
    const [me, passedOn, passer, asked, asker] = [
      await buildMember(),
      await buildMember(),
      await buildMember(),
      await buildMember(),
      await buildMember(),
    ];
    const mine = await buildPairing(me, passedOn, { relationshipType: "pass" });
    await buildPairing(passer, me, { relationshipType: "pass" });
    const declinedByThem = await buildPairing(me, asked, {
      relationshipType: "match",
      requestedType: "match",
      status: "declined",
    });
    const declinedByMe = await buildPairing(asker, me, { status: "declined" });
    const { pairings } = (await download(me.token)).body;
    expect(pairings).toEqual([
      expect.objectContaining({
        id: declinedByMe.id,
        other_user_id: asker.user.id,
        i_asked: false,
        relationship_type: "friend",
        status: "declined",
      }),
      expect.objectContaining({
        id: declinedByThem.id,
        other_user_id: asked.user.id,
        i_asked: true,
        relationship_type: "match",
        status: "pending",
      }),
      expect.objectContaining({
        id: mine.id,
        other_user_id: passedOn.user.id,
        i_asked: true,
        relationship_type: "pass",
        status: "declined",
      }),
    ]);
    expect((await download(passedOn.token)).body.pairings).toEqual([]);
  });

  it("names the file by id without a handle, and needs a sign-in", async () => {
    const me = await buildMember({ handle: null });
    const response = await download(me.token);
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="overlap-export-${me.user.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect((await call(exportRoute.GET, {})).status).toBe(401);
  });

  it("is limited to a few downloads an hour per member", async () => {
    holdTheClock();
    const me = await buildMember();
    for (let i = 0; i < LIMITS.exportsPerMember.limit; i++) expect((await download(me.token)).status).toBe(200);
    const refused = await download(me.token);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(LIMITS.exportsPerMember.message);
    // Another member is not held back.
    expect((await download((await buildMember()).token)).status).toBe(200);
  });
});
