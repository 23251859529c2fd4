import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as fromPairingRoute from "@/app/api/v1/matches/from-pairing/[id]/route";
import * as respondRoute from "@/app/api/v1/pairings/[id]/respond/route";
import * as pairingRoute from "@/app/api/v1/pairings/[id]/route";
import * as friendsRoute from "@/app/api/v1/pairings/friends/route";
import * as matchesRoute from "@/app/api/v1/pairings/matches/route";
import * as receivedRoute from "@/app/api/v1/pairings/requests/route";
import * as sentRoute from "@/app/api/v1/pairings/requests/sent/route";
import * as pairingsRoute from "@/app/api/v1/pairings/route";
import * as potentialRoute from "@/app/api/v1/matches/potential/route";
import * as exportRoute from "@/app/api/v1/users/me/export/route";
import * as userRoute from "@/app/api/v1/users/[id]/route";
import { getDb } from "@/db/client";
import { conversations, notifications, pairings } from "@/db/schema";
import { LIMITS, recordHit } from "@/lib/rate-limit/service";
import { addDays, todayUtc } from "@/lib/dates/days";
import { buildMember, buildMembersInBulk, buildPlan } from "../factories";
import { call } from "../helpers/http";
import { holdTheClock } from "../helpers/clock";

type Member = Awaited<ReturnType<typeof buildMember>>;

const request = (from: Member, to: Member, action: string) =>
  call(pairingsRoute.POST, { token: from.token, body: { target_user_id: to.user.id, action } });
const respond = (who: Member, id: number, response_type: string) =>
  call(respondRoute.POST, { token: who.token, params: { id }, body: { response_type } });
const notificationsOf = async (member: Member) =>
  (await getDb()).select().from(notifications).where(eq(notifications.userId, member.user.id));
const pairingsBetween = async (a: Member, b: Member) =>
  (await (await getDb()).select().from(pairings)).filter(
    (p) => (p.user1Id === a.user.id && p.user2Id === b.user.id) || (p.user1Id === b.user.id && p.user2Id === a.user.id),
  );
const conversationOf = async (pairingId: number) =>
  (await getDb()).select().from(conversations).where(eq(conversations.pairingId, pairingId));

describe("POST /pairings", () => {
  it("records a pass without telling anyone", async () => {
    const [a, b] = [await buildMember(), await buildMember()];
    const { status, body } = await request(a, b, "pass");
    expect(status).toBe(201);
    expect(body).toMatchObject({
      user1_id: a.user.id,
      user2_id: b.user.id,
      relationship_type: "pass",
      status: "declined",
    });
    expect(await notificationsOf(b)).toHaveLength(0);
  });

  it("creates a pending request and notifies the target", async () => {
    const [a, b] = [await buildMember({ name: "Ana" }), await buildMember()];
    const { status, body } = await request(a, b, "match");
    expect(status).toBe(201);
    expect(body).toMatchObject({ relationship_type: "match", status: "pending", user1_name: "Ana", match_id: null });
    expect(body.other_user).toMatchObject({ id: b.user.id, name: b.user.name });
    expect(body.other_user).not.toHaveProperty("email");
    const [note] = await notificationsOf(b);
    expect(note).toMatchObject({
      type: "pairing_request",
      title: "New match request",
      message: "Ana wants to match with you",
      isRead: false,
    });
  });

  it.each([
    ["match", { openToPairingTypes: ["friend"] }, {}, "This member is not open to matches"],
    ["friend", { openToPairingTypes: ["match"] }, {}, "This member is not open to friendships"],
    [
      "match",
      {},
      { openToPairingTypes: ["friend"] },
      "Your profile is not open to matches; change it in your profile first",
    ],
  ])(
    "refuses a %s request when openness does not allow it (422)",
    async (action, targetOverrides, askerOverrides, message) => {
      const [a, b] = [await buildMember(askerOverrides), await buildMember(targetOverrides)];
      const response = await request(a, b, action);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ detail: message, errors: [{ field: "action", message }] });
      expect(await pairingsBetween(a, b)).toHaveLength(0);
    },
  );

  it("refuses self (422), unknown or inactive targets (404) and bad bodies (422)", async () => {
    const a = await buildMember();
    const inactive = await buildMember({ isActive: false });
    expect((await request(a, a, "friend")).status).toBe(422);
    expect((await request(a, inactive, "friend")).status).toBe(404);
    expect(
      (await call(pairingsRoute.POST, { token: a.token, body: { target_user_id: 999999, action: "friend" } })).status,
    ).toBe(404);
    expect(
      (await call(pairingsRoute.POST, { token: a.token, body: { target_user_id: inactive.user.id, action: "hug" } }))
        .status,
    ).toBe(422);
    expect(
      (await call(pairingsRoute.POST, { token: a.token, body: { target_user_id: "x", action: "friend" } })).status,
    ).toBe(422);
    expect((await call(pairingsRoute.POST, { token: a.token, body: {} })).status).toBe(422);
    expect((await call(pairingsRoute.POST, { body: { target_user_id: 1, action: "friend" } })).status).toBe(401);
  });

  it("refuses a second pairing between the same two people (409), whoever asks", async () => {
    const [a, b] = [await buildMember(), await buildMember()];
    await request(a, b, "friend");
    expect((await request(a, b, "match")).status).toBe(409);
    expect((await request(b, a, "pass")).status).toBe(409);
    // One's own pass: a request after it is refused too (another's pass on one is nothing, below).
    const [c, d] = [await buildMember(), await buildMember()];
    await request(c, d, "pass");
    expect((await request(c, d, "friend")).status).toBe(409);
  });

  it.each([
    ["match", "match", "match"],
    ["match", "friend", "friend"],
    ["friend", "match", "friend"],
  ])("resolves crossing requests at once: %s then %s makes a %s", async (first, second, result) => {
    const [a, b] = [await buildMember(), await buildMember()];
    await request(a, b, first);
    const response = await request(b, a, second);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ relationship_type: result, status: "accepted" });
    expect(await pairingsBetween(a, b)).toHaveLength(1);
    const expectedType = result === "match" ? "match_created" : "pairing_response";
    for (const member of [a, b]) expect((await notificationsOf(member)).map((n) => n.type)).toContain(expectedType);
    expect(await conversationOf(response.body.id)).toHaveLength(result === "match" ? 1 : 0);
    expect(response.body.match_id === null).toBe(result !== "match");
  });

  it("keeps one pairing when the same request races itself", async () => {
    const [a, b] = [await buildMember(), await buildMember()];
    const results = await Promise.all(Array.from({ length: 5 }, () => request(a, b, "friend")));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await pairingsBetween(a, b)).toHaveLength(1);
    expect(await notificationsOf(b)).toHaveLength(1);
  });

  it("turns two match requests crossing at the same moment into one match", async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = [await buildMember(), await buildMember()];
      const results = await Promise.all([request(a, b, "match"), request(b, a, "match")]);
      expect(results.map((r) => r.status)).toEqual([201, 201]);
      const [pairing, ...others] = await pairingsBetween(a, b);
      expect(others).toEqual([]);
      expect(pairing).toMatchObject({ relationshipType: "match", status: "accepted" });
      expect(await conversationOf(pairing!.id)).toHaveLength(1);
    }
  });
});

describe("answering requests", () => {
  it("accepts a match request as a match: conversation opened, one notification each, the requester's unread", async () => {
    const [a, b] = [await buildMember({ name: "Abe" }), await buildMember({ name: "Bea" })];
    const sent = (await request(a, b, "match")).body;
    const { status, body } = await respond(b, sent.id, "match");
    expect(status).toBe(200);
    expect(body).toMatchObject({ relationship_type: "match", status: "accepted" });
    const matchId = (await conversationOf(sent.id))[0]!.id;
    expect(body.match_id).toBe(matchId);
    expect((await notificationsOf(a)).map((n) => [n.type, n.message, n.relatedMatchId, n.isRead])).toEqual([
      ["match_created", "Bea accepted your match request", matchId, false],
    ]);
    expect(
      (await notificationsOf(b)).filter((n) => n.type !== "pairing_request").map((n) => [n.type, n.message, n.isRead]),
    ).toEqual([["match_created", "You and Abe matched", true]]);
  });

  it("accepts a match request as a friendship with befriend; no conversation yet", async () => {
    const [a, b] = [await buildMember(), await buildMember()];
    const sent = (await request(a, b, "match")).body;
    const { body } = await respond(b, sent.id, "befriend");
    expect(body).toMatchObject({ relationship_type: "friend", status: "accepted", match_id: null });
    expect((await notificationsOf(a)).map((n) => n.type)).toEqual(["pairing_response"]);
  });

  it("declines quietly", async () => {
    const [a, b] = [await buildMember(), await buildMember()];
    const sent = (await request(a, b, "friend")).body;
    expect((await respond(b, sent.id, "decline")).body.status).toBe("declined");
    expect(await notificationsOf(a)).toHaveLength(0);
  });

  it("lets only the target answer, once; a friend request cannot become a match", async () => {
    const [a, b, c] = [await buildMember(), await buildMember(), await buildMember()];
    const sent = (await request(a, b, "friend")).body;
    expect((await respond(c, sent.id, "befriend")).status).toBe(404);
    expect((await respond(a, sent.id, "befriend")).status).toBe(403);
    expect((await respond(b, sent.id, "match")).status).toBe(422);
    expect((await respond(b, sent.id, "whatever")).status).toBe(422);
    expect((await respond(b, sent.id, "befriend")).status).toBe(200);
    expect((await respond(b, sent.id, "decline")).status).toBe(409);
    expect((await respond(b, 999999, "decline")).status).toBe(404);
  });
});

describe("lists and single pairings", () => {
  it("lists received and sent requests, matches and friends for each side", async () => {
    const [me, asker, asked, match, friend] = [
      await buildMember(),
      await buildMember(),
      await buildMember(),
      await buildMember(),
      await buildMember(),
    ];
    await request(asker, me, "match");
    await request(me, asked, "friend");
    await respond(me, (await request(match, me, "match")).body.id, "match");
    await respond(friend, (await request(me, friend, "friend")).body.id, "befriend");
    const ids = async (handler: typeof receivedRoute.GET) =>
      (await call(handler, { token: me.token })).body.map((p: { other_user: { id: number } }) => p.other_user.id);
    expect(await ids(receivedRoute.GET)).toEqual([asker.user.id]);
    expect(await ids(sentRoute.GET)).toEqual([asked.user.id]);
    expect(await ids(matchesRoute.GET)).toEqual([match.user.id]);
    expect(await ids(friendsRoute.GET)).toEqual([friend.user.id]);
    expect((await call(receivedRoute.GET, { token: asked.token })).body[0].other_user.id).toBe(me.user.id);
    expect((await call(receivedRoute.GET)).status).toBe(401);
  });

  it("drops connections with deactivated members from the lists", async () => {
    const [me, gone] = [await buildMember(), await buildMember()];
    await respond(gone, (await request(me, gone, "friend")).body.id, "befriend");
    expect((await call(friendsRoute.GET, { token: me.token })).body).toHaveLength(1);
    await (
      await getDb()
    )
      .update((await import("@/db/schema")).users)
      .set({ isActive: false })
      .where(eq((await import("@/db/schema")).users.id, gone.user.id));
    expect((await call(friendsRoute.GET, { token: me.token })).body).toHaveLength(0);
  });

  it("pages every list newest first, 100 by default and 500 at most, with the whole count in X-Total-Count", async () => {
    const me = await buildMember();
    // 130 members asked me to be friends, one after the other (the newest last); the 130th then left.
    await buildMembersInBulk("pager", 130);
    const db = await getDb();
    await db.execute(sql`
      insert into pairings (user1_id, user2_id, relationship_type, requested_type, status, created_at, updated_at)
      select u.id, ${me.user.id}::int, 'friend', 'friend', 'pending', now() - (200 - g) * interval '1 minute', now() - (200 - g) * interval '1 minute'
      from generate_series(1, 130) g join users u on u.email = 'pager' || g || '@example.com'`);
    await db.execute(sql`update users set is_active = false where email = 'pager130@example.com'`);
    const page = async (query?: Record<string, number>) => {
      const answer = await call(receivedRoute.GET, { token: me.token, query });
      expect(answer.status).toBe(200);
      return {
        names: answer.body.map((p: { other_user: { name: string } }) => p.other_user.name),
        total: answer.headers.get("x-total-count"),
      };
    };
    const first = await page();
    expect(first.names).toHaveLength(100);
    expect(first.names[0]).toBe("Pager 129");
    expect(first.total).toBe("129");
    const rest = await page({ skip: 100, limit: 50 });
    expect(rest.names).toEqual(Array.from({ length: 29 }, (_, i) => `Pager ${29 - i}`));
    expect((await page({ limit: 100_000 })).names).toHaveLength(129);
    for (const query of [{ skip: -1 }, { limit: 0 }] as Record<string, number>[])
      expect((await call(receivedRoute.GET, { token: me.token, query })).status).toBe(422);
  });

  it("shows a pairing to its two parties only", async () => {
    const [a, b, c] = [await buildMember(), await buildMember(), await buildMember()];
    const sent = (await request(a, b, "friend")).body;
    expect((await call(pairingRoute.GET, { token: b.token, params: { id: sent.id } })).body.other_user.id).toBe(
      a.user.id,
    );
    expect((await call(pairingRoute.GET, { token: c.token, params: { id: sent.id } })).status).toBe(404);
  });
});

describe("changing and ending connections", () => {
  it("turns a friendship into a match when both are open to it, opening the conversation", async () => {
    const [a, b] = [await buildMember(), await buildMember()];
    const sent = (await request(a, b, "friend")).body;
    await respond(b, sent.id, "befriend");
    const changed = await call(pairingRoute.PUT, {
      method: "PUT",
      token: b.token,
      params: { id: sent.id },
      query: { new_type: "match" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.relationship_type).toBe("match");
    expect(await conversationOf(sent.id)).toHaveLength(1);
    const back = await call(pairingRoute.PUT, {
      method: "PUT",
      token: a.token,
      params: { id: sent.id },
      query: { new_type: "friend" },
    });
    expect(back.body.relationship_type).toBe("friend");
  });

  it("refuses a type change that is not allowed", async () => {
    const [a, b, c] = [await buildMember(), await buildMember({ openToPairingTypes: ["friend"] }), await buildMember()];
    const sent = (await request(a, b, "friend")).body;
    const put = (who: Member, new_type: string) =>
      call(pairingRoute.PUT, { method: "PUT", token: who.token, params: { id: sent.id }, query: { new_type } });
    expect((await put(a, "match")).status).toBe(409); // still pending
    await respond(b, sent.id, "befriend");
    expect((await put(a, "match")).status).toBe(422); // b is not open to matches
    expect((await put(c, "friend")).status).toBe(404);
    expect((await put(a, "pass")).status).toBe(422);
  });

  it("lets the requester cancel a pending request (204), not the target (403)", async () => {
    const [a, b] = [await buildMember(), await buildMember()];
    const sent = (await request(a, b, "match")).body;
    const remove = (who: Member) =>
      call(pairingRoute.DELETE, { method: "DELETE", token: who.token, params: { id: sent.id } });
    expect((await remove(b)).status).toBe(403);
    expect((await remove(a)).status).toBe(204);
    expect(await pairingsBetween(a, b)).toHaveLength(0);
    expect((await request(a, b, "friend")).status).toBe(201);
  });

  it("lets either party end a match, which closes the conversation for both", async () => {
    const [a, b, c] = [await buildMember(), await buildMember(), await buildMember()];
    const sent = (await request(a, b, "match")).body;
    await respond(b, sent.id, "match");
    const [conversation] = await conversationOf(sent.id);
    expect(conversation).toBeDefined();
    expect(
      (await call(pairingRoute.DELETE, { method: "DELETE", token: c.token, params: { id: sent.id } })).status,
    ).toBe(404);
    expect(
      (await call(pairingRoute.DELETE, { method: "DELETE", token: b.token, params: { id: sent.id } })).status,
    ).toBe(204);
    expect(await conversationOf(sent.id)).toHaveLength(0);
    expect(
      (await call(fromPairingRoute.POST, { method: "POST", token: a.token, params: { id: sent.id } })).status,
    ).toBe(404);
  });

  it("keeps a request the member declined (409); their own pass is taken back (tests/api/second-thoughts.test.ts)", async () => {
    const [a, b] = [await buildMember(), await buildMember()];
    const sent = (await request(a, b, "friend")).body;
    await respond(b, sent.id, "decline");
    const response = await call(pairingRoute.DELETE, { method: "DELETE", token: b.token, params: { id: sent.id } });
    expect(response.status).toBe(409);
    expect(response.body.detail).toBe("A declined request cannot be removed");
  });
});

describe("POST /matches/from-pairing/{id}", () => {
  it("starts a friendship's conversation once (201), then returns it (200)", async () => {
    const [a, b, c] = [await buildMember(), await buildMember({ name: "Bo" }), await buildMember()];
    const sent = (await request(a, b, "friend")).body;
    const start = (who: Member) =>
      call(fromPairingRoute.POST, { method: "POST", token: who.token, params: { id: sent.id } });
    expect((await start(a)).status).toBe(409); // pending
    await respond(b, sent.id, "befriend");
    const first = await start(a);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ pairing_id: sent.id, other_user: { id: b.user.id, name: "Bo" } });
    const again = await start(b);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect((await start(c)).status).toBe(404);
    const rows = await (
      await getDb()
    )
      .select()
      .from(conversations)
      .where(and(eq(conversations.pairingId, sent.id)));
    expect(rows).toHaveLength(1);
  });
});

describe("how many connection requests a member sends", () => {
  it("stops a member at 100 match or friend requests an hour (429), passes aside", async () => {
    holdTheClock();
    const [sender, target, passed] = [await buildMember(), await buildMember(), await buildMember()];
    const db = await getDb();
    // The hour's first 100, as if sent to 100 members (lib/rate-limit's counting has its own tests).
    for (let i = 0; i < LIMITS.connectionRequestsPerMember.limit; i++)
      await recordHit(db, LIMITS.connectionRequestsPerMember, String(sender.user.id));
    const limited = await request(sender, target, "friend");
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      detail: "You have sent many connection requests in the last hour. Please try again later.",
    });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await pairingsBetween(sender, target)).toHaveLength(0);
    expect(await notificationsOf(target)).toHaveLength(0);
    expect((await request(sender, passed, "pass")).status).toBe(201);
    // Another member's requests are their own.
    expect((await request(target, sender, "friend")).status).toBe(201);
  });
});

describe("a no is never shown to the one it turns down (docs/api.md §5.1)", () => {
  const getPairing = (who: Member, id: number) => call(pairingRoute.GET, { token: who.token, params: { id } });
  const cancel = (who: Member, id: number) =>
    call(pairingRoute.DELETE, { method: "DELETE", token: who.token, params: { id } });
  const view = async (who: Member, of: Member) =>
    (await call(userRoute.GET, { token: who.token, params: { id: of.user.id } })).body;
  const exported = async (who: Member) =>
    (await call(exportRoute.GET, { token: who.token, path: "/api/v1/users/me/export" })).body.pairings;
  const discover = async (who: Member) =>
    (await call(potentialRoute.GET, { token: who.token })).body.map((entry: { id: number }) => entry.id);
  const listed = async (who: Member, route: { GET: typeof sentRoute.GET }) =>
    (await call(route.GET, { token: who.token })).body;
  /** Two members whose plans meet, so each is in the other's Discover while nothing is between them. */
  async function twoWhoMeet() {
    const [a, b] = [await buildMember(), await buildMember()];
    const destination = `Quiet Cove ${a.user.id}`;
    for (const who of [a, b])
      await buildPlan(who.user, {
        destination,
        arrivalDate: addDays(todayUtc(), 10),
        departureDate: addDays(todayUtc(), 15),
      });
    return [a, b] as const;
  }

  it("a pass is nothing to the member passed on: not their pairing, not on the profile, in the export or out of Discover", async () => {
    const [passer, passed] = await twoWhoMeet();
    const before = await view(passed, passer);
    const unknown = await getPairing(passed, 999_999);
    const pass = (await request(passer, passed, "pass")).body;

    // To the one passed on: 404 as for an id that is not theirs, on every pairing route.
    for (const answer of [
      await getPairing(passed, pass.id),
      await cancel(passed, pass.id),
      await respond(passed, pass.id, "befriend"),
      await call(pairingRoute.PUT, {
        method: "PUT",
        token: passed.token,
        params: { id: pass.id },
        query: { new_type: "friend" },
      }),
      await call(fromPairingRoute.POST, { method: "POST", token: passed.token, params: { id: pass.id } }),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect((await getPairing(passed, pass.id)).body).toEqual({ ...unknown.body });
    const after = await view(passed, passer);
    expect(after.relationship).toBeNull();
    expect(after.available_actions).toEqual(before.available_actions);
    expect(after.available_actions).toContain("befriend");
    expect(await exported(passed)).toEqual([]);
    expect(await discover(passed)).toContain(passer.user.id);
    for (const route of [sentRoute, receivedRoute]) expect(await listed(passed, route)).toEqual([]);
    expect(await notificationsOf(passed)).toEqual([]);

    // The one who passed sees it as before.
    expect((await getPairing(passer, pass.id)).body).toMatchObject({
      user1_id: passer.user.id,
      relationship_type: "pass",
      status: "declined",
    });
    expect((await view(passer, passed)).relationship).toEqual({
      pairing_id: pass.id,
      relationship_type: "pass",
      status: "declined",
      requested_by_me: true,
    });
    expect(await exported(passer)).toEqual([
      expect.objectContaining({
        id: pass.id,
        other_user_id: passed.user.id,
        i_asked: true,
        relationship_type: "pass",
        status: "declined",
      }),
    ]);
    expect(await discover(passer)).not.toContain(passed.user.id);
  });

  it("a request to someone who passed on you reads as pending and reaches them as nothing; cancelled, their pass stays", async () => {
    const [passer, passed] = await twoWhoMeet();
    await request(passer, passed, "pass");
    const sent = await request(passed, passer, "friend");
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      user1_id: passed.user.id,
      user2_id: passer.user.id,
      relationship_type: "friend",
      status: "pending",
    });
    expect(await notificationsOf(passer)).toEqual([]);
    expect((await getPairing(passed, sent.body.id)).body).toEqual(sent.body);
    expect(await listed(passed, sentRoute)).toEqual([sent.body]);
    expect((await view(passed, passer)).relationship).toEqual({
      pairing_id: sent.body.id,
      relationship_type: "friend",
      status: "pending",
      requested_by_me: true,
    });
    expect(await discover(passed)).not.toContain(passer.user.id);
    // To the one who passed, it is a request their pass declined: nothing to answer.
    expect((await view(passer, passed)).relationship).toMatchObject({ status: "declined", requested_by_me: false });
    expect(await listed(passer, receivedRoute)).toEqual([]);
    expect(await discover(passer)).not.toContain(passed.user.id);

    // Cancelled like any pending request: gone for its sender, and the pass is as it was.
    expect((await cancel(passed, sent.body.id)).status).toBe(204);
    expect((await getPairing(passed, sent.body.id)).status).toBe(404);
    expect((await view(passed, passer)).relationship).toBeNull();
    expect(await discover(passed)).toContain(passer.user.id);
    expect((await view(passer, passed)).relationship).toMatchObject({
      relationship_type: "pass",
      status: "declined",
      requested_by_me: true,
    });
    expect(await discover(passer)).not.toContain(passed.user.id);
    expect((await request(passed, passer, "match")).body.status).toBe("pending");
    expect(await notificationsOf(passer)).toEqual([]);
  });

  it("passing back on someone who passed on you: each sees their own pass", async () => {
    const [first, second] = await twoWhoMeet();
    await request(first, second, "pass");
    const back = await request(second, first, "pass");
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({
      user1_id: second.user.id,
      user2_id: first.user.id,
      relationship_type: "pass",
      status: "declined",
    });
    for (const [me, other] of [
      [first, second],
      [second, first],
    ] as const) {
      expect((await getPairing(me, back.body.id)).body).toMatchObject({
        user1_id: me.user.id,
        user2_id: other.user.id,
        relationship_type: "pass",
      });
      expect((await view(me, other)).relationship).toEqual({
        pairing_id: back.body.id,
        relationship_type: "pass",
        status: "declined",
        requested_by_me: true,
      });
      expect(await discover(me)).not.toContain(other.user.id);
      expect((await request(me, other, "friend")).status).toBe(409);
    }
    // Taking one's pass back leaves the other's (tests/api/second-thoughts.test.ts).
    expect(await pairingsBetween(first, second)).toHaveLength(1);
  });

  it("a declined request stays pending to its sender everywhere, in its place; cancelled, the decline stays", async () => {
    const [asker, asked] = await twoWhoMeet();
    const other = await buildMember();
    const declinedOne = (await request(asker, asked, "match")).body;
    const later = (await request(asker, other, "friend")).body;
    const sentBefore = await listed(asker, sentRoute);
    expect(sentBefore.map((p: { id: number }) => p.id)).toEqual([later.id, declinedOne.id]);
    expect((await respond(asked, declinedOne.id, "decline")).body.status).toBe("declined");

    expect((await getPairing(asker, declinedOne.id)).body).toEqual(declinedOne);
    expect(await listed(asker, sentRoute)).toEqual(sentBefore);
    expect((await view(asker, asked)).relationship).toEqual({
      pairing_id: declinedOne.id,
      relationship_type: "match",
      status: "pending",
      requested_by_me: true,
    });
    expect((await exported(asker)).find((p: { id: number }) => p.id === declinedOne.id)).toMatchObject({
      status: "pending",
      i_asked: true,
    });
    expect((await respond(asker, declinedOne.id, "match")).status).toBe(403);
    expect((await request(asker, asked, "friend")).status).toBe(409);
    expect(await notificationsOf(asker)).toEqual([]);
    // The one who declined sees their decline.
    expect((await getPairing(asked, declinedOne.id)).body.status).toBe("declined");
    expect((await view(asked, asker)).relationship).toMatchObject({ status: "declined", requested_by_me: false });

    // The sender may cancel it as a pending request; the decline stays, as the other's pass on them.
    expect((await cancel(asker, declinedOne.id)).status).toBe(204);
    expect((await view(asker, asked)).relationship).toBeNull();
    expect(await discover(asker)).toContain(asked.user.id);
    expect((await view(asked, asker)).relationship).toMatchObject({
      relationship_type: "pass",
      status: "declined",
      requested_by_me: true,
    });
    expect(await discover(asked)).not.toContain(asker.user.id);
    const again = await request(asker, asked, "match");
    expect(again.body.status).toBe("pending");
    expect((await notificationsOf(asked)).filter((n) => n.type === "pairing_request")).toHaveLength(1);
  });
});
