import { and, eq, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as resolveRoute from "@/app/api/v1/admin/reports/[id]/resolve/route";
import * as reportsRoute from "@/app/api/v1/admin/reports/route";
import * as inviteRoute from "@/app/api/v1/group-trips/[id]/invite/route";
import * as tripMessagesRoute from "@/app/api/v1/group-trips/[id]/messages/route";
import * as tripRoute from "@/app/api/v1/group-trips/[id]/route";
import * as notificationsRoute from "@/app/api/v1/notifications/route";
import * as tripsRoute from "@/app/api/v1/group-trips/route";
import * as fromPairingRoute from "@/app/api/v1/matches/from-pairing/[id]/route";
import * as potentialRoute from "@/app/api/v1/matches/potential/route";
import * as respondRoute from "@/app/api/v1/pairings/[id]/respond/route";
import * as matchesRoute from "@/app/api/v1/matches/route";
import * as messagesRoute from "@/app/api/v1/messages/route";
import * as friendsRoute from "@/app/api/v1/pairings/friends/route";
import * as pairingsRoute from "@/app/api/v1/pairings/route";
import * as plansRoute from "@/app/api/v1/travel-plans/route";
import * as blocksRoute from "@/app/api/v1/users/me/blocks/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import * as blockRoute from "@/app/api/v1/users/[id]/block/route";
import * as reportRoute from "@/app/api/v1/users/[id]/report/route";
import * as userRoute from "@/app/api/v1/users/[id]/route";
import { getDb } from "@/db/client";
import { conversations, groupTrips, notifications, pairings, tripMessages, tripParticipants } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates/days";
import { isPairOf } from "@/lib/safety/queries";
import { LIMITS, recordHit } from "@/lib/rate-limit/service";
import { buildAdmin, buildMember, buildParticipant, buildTrip } from "../factories";
import { connect } from "../helpers/connections";
import { call } from "../helpers/http";
import { holdTheClock } from "../helpers/clock";

type Member = Awaited<ReturnType<typeof buildMember>>;
const block = (who: Member, target: Member) =>
  call(blockRoute.POST, { method: "POST", token: who.token, params: { id: target.user.id } });
const unblock = (who: Member, target: Member) =>
  call(blockRoute.DELETE, { method: "DELETE", token: who.token, params: { id: target.user.id } });
const plan = (who: Member, destination: string) =>
  call(plansRoute.POST, {
    token: who.token,
    body: { destination, arrival_date: addDays(todayUtc(), 10), departure_date: addDays(todayUtc(), 15) },
  });
const discoverIds = async (who: Member) =>
  (await call(potentialRoute.GET, { token: who.token })).body.map((entry: { id: number }) => entry.id);
const tripSend = (who: Member, tripId: number, content: string) =>
  call(tripMessagesRoute.POST, { token: who.token, params: { id: tripId }, body: { content } });
const tripRead = (who: Member, tripId: number) =>
  call(tripMessagesRoute.GET, { token: who.token, params: { id: tripId } });
const tripRowsOf = async (who: Member) =>
  (await getDb()).select().from(tripParticipants).where(eq(tripParticipants.userId, who.user.id));
const tripNotesOf = async (who: Member, tripId: number) =>
  (await getDb())
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, who.user.id),
        eq(notifications.relatedTripId, tripId),
        eq(notifications.type, "trip_message"),
      ),
    );

describe("blocking", () => {
  it("keeps two members apart everywhere, in both directions, until unblocked", async () => {
    const [me, them] = [await buildMember(), await buildMember()];
    const place = `Hideaway ${Date.now()}`;
    await plan(me, place);
    await plan(them, place);
    const { matchId } = await connect(me, them, "match");
    await call(messagesRoute.POST, { token: them.token, body: { match_id: matchId, content: "hi" } });

    const blocked = await block(me, them);
    expect(blocked.status).toBe(201);
    expect(blocked.body).toEqual({ blocked_user_id: them.user.id });
    expect((await block(me, them)).status).toBe(201); // twice is harmless

    // The connection ended: lists, conversation and messaging are gone for both.
    for (const who of [me, them]) {
      expect((await call(matchesRoute.GET, { token: who.token })).body).toEqual([]);
      expect((await call(friendsRoute.GET, { token: who.token })).body).toEqual([]);
    }
    expect(
      (await call(messagesRoute.POST, { token: them.token, body: { match_id: matchId, content: "hello?" } })).status,
    ).toBe(404);
    // Neither sees the other in Discover or on their profile, nor can ask to connect.
    expect(await discoverIds(me)).not.toContain(them.user.id);
    expect(await discoverIds(them)).not.toContain(me.user.id);
    expect((await call(userRoute.GET, { token: them.token, params: { id: me.user.id } })).status).toBe(404);
    expect((await call(userRoute.GET, { token: me.token, params: { id: them.user.id } })).status).toBe(404);
    for (const [from, to] of [
      [me, them],
      [them, me],
    ] as const) {
      expect(
        (await call(pairingsRoute.POST, { token: from.token, body: { target_user_id: to.user.id, action: "friend" } }))
          .status,
      ).toBe(404);
    }
    expect(
      (await call(blocksRoute.GET, { token: me.token })).body.map((entry: { user: { id: number } }) => entry.user.id),
    ).toEqual([them.user.id]);
    expect((await call(blocksRoute.GET, { token: them.token })).body).toEqual([]);

    expect((await unblock(them, me)).status).toBe(404); // only the blocker can lift it
    expect((await unblock(me, them)).status).toBe(204);
    expect(await discoverIds(me)).toContain(them.user.id);
    expect(
      (await call(pairingsRoute.POST, { token: me.token, body: { target_user_id: them.user.id, action: "friend" } }))
        .status,
    ).toBe(201);
  });

  it("stops trip invitations between them", async () => {
    const [me, them] = [await buildMember(), await buildMember()];
    await connect(me, them, "friend");
    const trip = (
      await call(tripsRoute.POST, {
        token: me.token,
        body: {
          title: "Trip",
          destination: "Somewhere",
          arrival_date: addDays(todayUtc(), 5),
          departure_date: addDays(todayUtc(), 9),
        },
      })
    ).body;
    await block(them, me);
    expect(
      (await call(inviteRoute.POST, { token: me.token, params: { id: trip.id }, body: { user_id: them.user.id } }))
        .status,
    ).toBe(403);
  });

  it("takes the blocked member out of every trip the blocker hosts, whatever their status, as a removal does", async () => {
    const [host, them, other] = [await buildMember(), await buildMember(), await buildMember()];
    const going = await buildTrip(host, { title: "Going" });
    const asked = await buildTrip(host, { title: "Asked", visibility: "public" });
    const invited = await buildTrip(host, { title: "Invited" });
    const declined = await buildTrip(host, { title: "Declined" });
    await buildParticipant(going, them, "accepted");
    await buildParticipant(going, other, "accepted");
    await buildParticipant(asked, them, "requested");
    await buildParticipant(invited, them, "invited");
    await buildParticipant(declined, them, "declined");
    // A trip a third member hosts keeps both of them: the blocker may leave it.
    const elsewhere = await buildTrip(other, { title: "Elsewhere" });
    await buildParticipant(elsewhere, host, "accepted");
    await buildParticipant(elsewhere, them, "accepted");
    expect((await tripSend(host, going.id, "Welcome")).status).toBe(201);
    expect((await tripSend(them, going.id, "Thanks")).status).toBe(201);
    expect(await tripNotesOf(them, going.id)).toHaveLength(1);
    const notesBefore = (await call(notificationsRoute.GET, { token: them.token })).body;

    expect((await block(host, them)).status).toBe(201);

    // Out of the host's trips at once: no row, no chat, no trip to see, its chat notification gone.
    expect((await tripRowsOf(them)).map((row) => row.tripId)).toEqual([elsewhere.id]);
    expect((await tripRead(them, going.id)).status).toBe(404);
    expect((await tripSend(them, going.id, "Still here?")).status).toBe(404);
    for (const trip of [going, asked, invited, declined])
      expect((await call(tripRoute.GET, { token: them.token, params: { id: trip.id } })).status).toBe(404);
    expect(await tripNotesOf(them, going.id)).toEqual([]);
    // Told nothing a removal does not tell: no new notification.
    const notesAfter = (await call(notificationsRoute.GET, { token: them.token })).body;
    expect(notesAfter.map((note: { id: number }) => note.id)).toEqual(
      notesBefore
        .filter((note: { type: string }) => note.type !== "trip_message")
        .map((note: { id: number }) => note.id),
    );
    // The trip counts them no more; what they wrote stays, as after a removal; the others chat on.
    expect((await call(tripRoute.GET, { token: host.token, params: { id: going.id } })).body).toMatchObject({
      participant_count: 2,
    });
    expect((await tripRead(other, going.id)).body.map((message: { content: string }) => message.content)).toEqual([
      "Welcome",
      "Thanks",
    ]);
    expect((await tripSend(other, going.id, "Onwards")).status).toBe(201);
    expect(await tripNotesOf(them, going.id)).toEqual([]);
    // The third member's trip: both still there, both still read its chat.
    for (const who of [host, them]) expect((await tripRead(who, elsewhere.id)).status).toBe(200);
  });

  it("lists blocked members with what Settings shows (name, handle, photos), newest first", async () => {
    const me = await buildMember();
    const first = await buildMember({
      name: "First Blocked",
      handle: `first${Date.now()}`,
      photos: ["/uploads/a.png"],
    });
    const second = await buildMember({ name: "Second Blocked" });
    await block(me, first);
    await block(me, second);
    const list = await call(blocksRoute.GET, { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        user: { id: second.user.id, name: "Second Blocked", handle: second.user.handle, photos: [] },
        created_at: expect.any(String),
      },
      {
        user: { id: first.user.id, name: "First Blocked", handle: first.user.handle, photos: ["/uploads/a.png"] },
        created_at: expect.any(String),
      },
    ]);
    expect(Date.parse(list.body[0].created_at)).toBeGreaterThanOrEqual(Date.parse(list.body[1].created_at));
  });

  it("refuses self (422), unknown members (404) and anonymous callers (401)", async () => {
    const me = await buildMember();
    expect((await block(me, me)).status).toBe(422);
    expect((await call(blockRoute.POST, { method: "POST", token: me.token, params: { id: 999999 } })).status).toBe(404);
    expect((await call(blockRoute.POST, { method: "POST", params: { id: me.user.id } })).status).toBe(401);
  });
});

describe("reporting", () => {
  it("a report reaches the admins' queue, and deactivating resolves it and cuts the member off", async () => {
    const [me, them, admin] = [await buildMember(), await buildMember({ name: "Trouble" }), await buildAdmin()];
    const report = await call(reportRoute.POST, {
      token: me.token,
      params: { id: them.user.id },
      body: { reason: "harassment", note: " Rude messages " },
    });
    expect(report.status).toBe(201);
    expect(report.body).toMatchObject({ reported_user_id: them.user.id, reason: "harassment", status: "open" });
    const queue = await call(reportsRoute.GET, { token: admin.token, query: { status: "open" } });
    expect(queue.headers.get("x-total-count")).toBe("1");
    expect(queue.body[0]).toMatchObject({
      reason: "harassment",
      note: "Rude messages",
      status: "open",
      reporter: { id: me.user.id },
      reported: { id: them.user.id, name: "Trouble", is_active: true },
    });
    const resolved = await call(resolveRoute.POST, {
      token: admin.token,
      params: { id: report.body.id },
      body: { action: "deactivate" },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      status: "resolved",
      resolution: "deactivated",
      reported: { is_active: false },
      resolved_by: { id: admin.user.id },
    });
    // Deactivation ends the member's sessions: their token is no longer a session at all.
    expect((await call(meRoute.GET, { token: them.token })).status).toBe(401);
    expect(
      (
        await call(resolveRoute.POST, {
          token: admin.token,
          params: { id: report.body.id },
          body: { action: "dismiss" },
        })
      ).status,
    ).toBe(409);
    expect((await call(reportsRoute.GET, { token: admin.token, query: { status: "open" } })).body).toEqual([]);
  });

  it("dismisses, refuses to deactivate an admin (409), and keeps the queue for admins", async () => {
    const [me, other, admin] = [await buildMember(), await buildMember(), await buildAdmin()];
    const otherAdmin = await buildAdmin();
    const spam = (
      await call(reportRoute.POST, { token: me.token, params: { id: other.user.id }, body: { reason: "spam" } })
    ).body;
    expect(
      (await call(resolveRoute.POST, { token: admin.token, params: { id: spam.id }, body: { action: "dismiss" } }))
        .body,
    ).toMatchObject({ resolution: "dismissed" });
    const onAdmin = (
      await call(reportRoute.POST, { token: me.token, params: { id: otherAdmin.user.id }, body: { reason: "other" } })
    ).body;
    expect(
      (
        await call(resolveRoute.POST, {
          token: admin.token,
          params: { id: onAdmin.id },
          body: { action: "deactivate" },
        })
      ).status,
    ).toBe(409);
    expect((await call(reportsRoute.GET, { token: me.token })).status).toBe(403);
    expect((await call(reportsRoute.GET)).status).toBe(401);
    expect(
      (await call(resolveRoute.POST, { token: me.token, params: { id: spam.id }, body: { action: "dismiss" } })).status,
    ).toBe(403);
  });

  it("keeps one open report per member reported (409 until resolved, also when sent at once), and 20 a day", async () => {
    holdTheClock();
    const [me, them, admin] = [await buildMember(), await buildMember(), await buildAdmin()];
    const report = (body: Record<string, unknown> = { reason: "spam" }, who = them) =>
      call(reportRoute.POST, { token: me.token, params: { id: who.user.id }, body });
    const racing = await Promise.all(Array.from({ length: 5 }, () => report()));
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const again = await report({ reason: "harassment", note: "More of it" });
    expect(again.body).toEqual({ detail: "You have already reported this member; an admin will look at it" });
    const open = racing.find((answer) => answer.status === 201)!.body;
    await call(resolveRoute.POST, { token: admin.token, params: { id: open.id }, body: { action: "dismiss" } });
    expect((await report({ reason: "harassment" })).status).toBe(201);

    // The day's limit, counting the two made so far (lib/rate-limit's counting has its own tests).
    const db = await getDb();
    for (let i = 2; i < LIMITS.reportsPerMember.limit; i++)
      await recordHit(db, LIMITS.reportsPerMember, String(me.user.id));
    const limited = await report({ reason: "spam" }, await buildMember());
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ detail: "You have sent many reports in the last day. Please try again later." });
  });

  it.each([[{ reason: "meh" }], [{}], [{ reason: "spam", note: "x".repeat(2001) }]])(
    "refuses %j with 422",
    async (body) => {
      const [me, other] = [await buildMember(), await buildMember()];
      expect((await call(reportRoute.POST, { token: me.token, params: { id: other.user.id }, body })).status).toBe(422);
    },
  );
});

describe("a block racing a request (the database holds it; run on PostgreSQL to race for real)", () => {
  const ROUNDS = 20;
  const pending = async (a: Member, b: Member) => {
    const db = await getDb();
    const pairingsLeft = await db.select().from(pairings).where(isPairOf(a.user.id, b.user.id));
    const tripRows = await db
      .select({ status: tripParticipants.status })
      .from(tripParticipants)
      .innerJoin(groupTrips, eq(groupTrips.id, tripParticipants.tripId))
      .where(
        or(
          and(eq(groupTrips.creatorId, a.user.id), eq(tripParticipants.userId, b.user.id)),
          and(eq(groupTrips.creatorId, b.user.id), eq(tripParticipants.userId, a.user.id)),
        ),
      );
    return {
      pairings: pairingsLeft,
      trips: tripRows.filter((row) => row.status === "invited" || row.status === "requested"),
    };
  };

  it("B's pairing request and A's block at once: no request survives the block", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [await buildMember(), await buildMember()];
      const [blocked, requested] = await Promise.all([
        block(a, b),
        call(pairingsRoute.POST, { token: b.token, body: { target_user_id: a.user.id, action: "match" } }),
      ]);
      expect(blocked.status).toBe(201);
      expect([201, 404]).toContain(requested.status);
      expect((await pending(a, b)).pairings, `round ${round}`).toEqual([]);
    }
  });

  it("B's trip invitation and A's block at once: no invitation survives the block", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [await buildMember(), await buildMember()];
      await connect(a, b, "friend");
      const trip = await call(tripsRoute.POST, {
        token: b.token,
        body: {
          title: "Race",
          destination: "Oslo",
          arrival_date: addDays(todayUtc(), 5),
          departure_date: addDays(todayUtc(), 9),
        },
      });
      const [blocked, invited] = await Promise.all([
        block(a, b),
        call(inviteRoute.POST, { token: b.token, params: { id: trip.body.id }, body: { user_id: a.user.id } }),
      ]);
      expect(blocked.status).toBe(201);
      expect([201, 403]).toContain(invited.status);
      expect((await pending(a, b)).trips, `round ${round}`).toEqual([]);
    }
  });

  it("B's message and A's block at once: the message is sent before or refused after, never a 500", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [await buildMember(), await buildMember()];
      const { matchId } = await connect(a, b, "match");
      const [blocked, sent] = await Promise.all([
        block(a, b),
        call(messagesRoute.POST, { token: b.token, body: { match_id: matchId, content: "racing" } }),
      ]);
      expect(blocked.status).toBe(201);
      expect([201, 404], `round ${round}`).toContain(sent.status);
      expect(await (await getDb()).select().from(conversations).where(eq(conversations.id, matchId))).toEqual([]);
    }
  });

  it("starting a conversation and a block at once: no conversation survives the block, never a 500", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [await buildMember(), await buildMember()];
      const sent = await call(pairingsRoute.POST, {
        token: a.token,
        body: { target_user_id: b.user.id, action: "friend" },
      });
      await call(respondRoute.POST, {
        token: b.token,
        params: { id: sent.body.id },
        body: { response_type: "befriend" },
      });
      const [blocked, started] = await Promise.all([
        block(a, b),
        call(fromPairingRoute.POST, { method: "POST", token: b.token, params: { id: sent.body.id } }),
      ]);
      expect(blocked.status).toBe(201);
      expect([201, 404], `round ${round}`).toContain(started.status);
      expect(
        await (await getDb()).select().from(conversations).where(eq(conversations.pairingId, sent.body.id)),
      ).toEqual([]);
    }
  });

  it("B's trip chat message and A's block at once, A hosting: in before or refused after; no notification outlives the block", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b, c] = [await buildMember(), await buildMember(), await buildMember()];
      const trip = await buildTrip(a);
      await buildParticipant(trip, b, "accepted");
      await buildParticipant(trip, c, "accepted");
      const [blocked, fromB, fromC] = await Promise.all([
        block(a, b),
        tripSend(b, trip.id, "racing"),
        tripSend(c, trip.id, "also racing"),
      ]);
      expect(blocked.status).toBe(201);
      expect([201, 404], `round ${round}`).toContain(fromB.status);
      expect(fromC.status).toBe(201);
      const stored = await (
        await getDb()
      )
        .select()
        .from(tripMessages)
        .where(and(eq(tripMessages.tripId, trip.id), eq(tripMessages.senderId, b.user.id)));
      expect(stored, `round ${round}`).toHaveLength(fromB.status === 201 ? 1 : 0);
      expect(await tripNotesOf(b, trip.id), `round ${round}`).toEqual([]);
      expect(await tripRowsOf(b), `round ${round}`).toEqual([]);
    }
  });

  it("a block also withdraws pending trip invitations and join requests between the two", async () => {
    const [a, b] = [await buildMember(), await buildMember()];
    await connect(a, b, "friend");
    const trip = await call(tripsRoute.POST, {
      token: b.token,
      body: {
        title: "Pending",
        destination: "Oslo",
        arrival_date: addDays(todayUtc(), 5),
        departure_date: addDays(todayUtc(), 9),
      },
    });
    expect(
      (await call(inviteRoute.POST, { token: b.token, params: { id: trip.body.id }, body: { user_id: a.user.id } }))
        .status,
    ).toBe(201);
    expect((await block(a, b)).status).toBe(201);
    expect((await pending(a, b)).trips).toEqual([]);
  });
});
