import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as deactivateRoute from "@/app/api/v1/admin/users/[id]/deactivate/route";
import * as adminUserRoute from "@/app/api/v1/admin/users/[id]/route";
import * as tripMessagesRoute from "@/app/api/v1/group-trips/[id]/messages/route";
import * as logoutRoute from "@/app/api/v1/auth/logout/route";
import * as eventsRoute from "@/app/api/v1/events/route";
import * as readRoute from "@/app/api/v1/messages/[id]/read/route";
import * as messagesRoute from "@/app/api/v1/messages/route";
import * as notificationReadRoute from "@/app/api/v1/notifications/[id]/read/route";
import * as notificationsRoute from "@/app/api/v1/notifications/route";
import * as pairingRespondRoute from "@/app/api/v1/pairings/[id]/respond/route";
import * as pairingRoute from "@/app/api/v1/pairings/[id]/route";
import * as pairingsRoute from "@/app/api/v1/pairings/route";
import * as blockRoute from "@/app/api/v1/users/[id]/block/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import * as sessionsRoute from "@/app/api/v1/users/me/sessions/route";
import * as sessionRoute from "@/app/api/v1/users/me/sessions/[id]/route";
import { getDb } from "@/db/client";
import { resetEnvCache } from "@/lib/env";
import { pruneEvents, realtimeStats, renderPosition, stopListening } from "@/lib/realtime/hub";
import { publishEvents } from "@/lib/realtime/publish";
import { MAX_STREAMS_PER_MEMBER, REPLAY_WINDOW_MS } from "@/lib/realtime/values";
import { notifications } from "@/db/schema";
import { buildAdmin, buildMember, buildParticipant, buildTrip, cookieFor, TEST_PASSWORD, tokenFor } from "../factories";
import { connect, connectedPair } from "../helpers/connections";
import { onPostgres } from "../helpers/database";
import { EventStreamClient, serveRoute } from "../helpers/event-stream";
import { call } from "../helpers/http";

type Member = Awaited<ReturnType<typeof buildMember>>;

// Heartbeats every 1.5 s here: long enough that a stream closing within a few hundred ms of its
// session's end was closed by the session-ended signal, not by the heartbeat's own check.
const HEARTBEAT_MS = 1_500;
let server: Awaited<ReturnType<typeof serveRoute>>;
const open: EventStreamClient[] = [];

beforeAll(async () => {
  process.env.EVENTS_HEARTBEAT_MS = String(HEARTBEAT_MS);
  resetEnvCache();
  server = await serveRoute(eventsRoute.GET);
});

afterAll(async () => {
  for (const client of open) client.close();
  await server.close();
  await stopListening();
  delete process.env.EVENTS_HEARTBEAT_MS;
  resetEnvCache();
});

async function stream(auth: { token?: string; cookie?: string } | Member, lastEventId?: string, renderedAt?: string) {
  const client = await EventStreamClient.open(
    server.url,
    "user" in auth ? { token: auth.token } : auth,
    lastEventId,
    renderedAt,
  );
  open.push(client);
  if (client.status === 200)
    await client.until(
      () => client.frames.some((frame) => frame.comments.includes("connected")),
      5_000,
      "the opening comment",
    );
  return client;
}

const send = (who: Member, matchId: number, content: string) =>
  call(messagesRoute.POST, { token: who.token, body: { match_id: matchId, content } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("GET /events: the stream (docs/api.md §17)", () => {
  it("is 401 without a session, cookie or bearer", async () => {
    expect((await call(eventsRoute.GET, { path: "/api/v1/events" })).status).toBe(401);
    const anonymous = await EventStreamClient.open(server.url, {});
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body!)).toEqual({ detail: "Not authenticated" });
  });

  it("opens as an unbuffered event stream, for a bearer token or a browser cookie", async () => {
    const member = await buildMember();
    const byToken = await stream(member);
    expect(byToken.status).toBe(200);
    expect(byToken.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(byToken.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(byToken.headers.get("x-accel-buffering")).toBe("no");
    expect(byToken.frames[0]).toMatchObject({ retry: "3000", comments: ["connected"] });
    const byCookie = await stream({ cookie: await cookieFor(member.user) });
    expect(byCookie.status).toBe(200);
  });

  it("sends a comment line on every heartbeat, carrying the stream's position", async () => {
    const client = await stream(await buildMember());
    const beat = await client.until(
      () => client.frames.find((frame) => frame.comments.includes("heartbeat")),
      HEARTBEAT_MS * 3,
      "a heartbeat",
    );
    expect(beat.id).toMatch(/^\d+$/);
    expect(beat.event).toBeUndefined();
  });
});

describe("events", () => {
  it("message: to both participants (the sender's other tabs too), the body POST /messages answered; the recipient's notification and counts", async () => {
    const { a, b, matchId } = await connectedPair();
    const [senderTab, recipient] = [await stream(a), await stream(b)];
    const sent = await send(a, matchId, "See you in Lisbon");
    expect(sent.status).toBe(201);
    const atRecipient = await recipient.next("message");
    expect(atRecipient.data).toEqual({ match_id: matchId, message: sent.body });
    expect((await senderTab.next("message")).data).toEqual({ match_id: matchId, message: sent.body });
    expect(Number(atRecipient.id)).toBeGreaterThan(0);

    const notification = await recipient.next("notification");
    const listed = (await call(notificationsRoute.GET, { token: b.token })).body;
    expect(notification.data).toEqual({ notification: listed[0] });
    expect(listed[0]).toMatchObject({ type: "message", related_match_id: matchId });
    expect((await recipient.next("unread")).data).toEqual({ messages: 1, notifications: 1 });
    // The sender's counts did not change: no notification or unread for them.
    await sleep(200);
    expect(senderTab.events("notification")).toEqual([]);
    expect(senderTab.events("unread")).toEqual([]);
  });

  it("message_read: to both; the reader's counts drop", async () => {
    const { a, b, matchId } = await connectedPair();
    const sent = await send(a, matchId, "Read me");
    const [sender, reader] = [await stream(a), await stream(b)];
    expect((await call(readRoute.PUT, { method: "PUT", token: b.token, params: { id: sent.body.id } })).status).toBe(
      204,
    );
    const expected = { match_id: matchId, message_id: sent.body.id };
    expect((await sender.next("message_read")).data).toEqual(expected);
    expect((await reader.next("message_read")).data).toEqual(expected);
    expect((await reader.next("unread")).data).toEqual({ messages: 0, notifications: 0 });
    // Marking it read again changes nothing and says nothing.
    await call(readRoute.PUT, { method: "PUT", token: b.token, params: { id: sent.body.id } });
    await sleep(200);
    expect(sender.events("message_read")).toHaveLength(1);
  });

  it("pairing and notification: a request reaches its target; an answer reaches both, each in their own view", async () => {
    const [asker, target] = [await buildMember(), await buildMember()];
    const [askerTab, targetTab] = [await stream(asker), await stream(target)];
    const created = await call(pairingsRoute.POST, {
      token: asker.token,
      body: { target_user_id: target.user.id, action: "friend" },
    });
    expect(created.status).toBe(201);
    expect((await askerTab.next("pairing")).data).toEqual({ pairing: created.body });
    const incoming = await targetTab.next("pairing");
    expect(incoming.data).toEqual({
      pairing: (await call(pairingRoute.GET, { token: target.token, params: { id: created.body.id } })).body,
    });
    expect(incoming.data.pairing.other_user.id).toBe(asker.user.id);
    expect((await targetTab.next("notification")).data.notification).toMatchObject({
      type: "pairing_request",
      related_user_id: asker.user.id,
    });
    expect((await targetTab.next("unread")).data).toEqual({ messages: 0, notifications: 1 });

    const answered = await call(pairingRespondRoute.POST, {
      token: target.token,
      params: { id: created.body.id },
      body: { response_type: "befriend" },
    });
    expect(answered.status).toBe(200);
    expect((await targetTab.next("pairing", 1)).data).toEqual({ pairing: answered.body });
    const atAsker = await askerTab.next("pairing", 1);
    expect(atAsker.data).toEqual({
      pairing: (await call(pairingRoute.GET, { token: asker.token, params: { id: created.body.id } })).body,
    });
    expect(atAsker.data.pairing.status).toBe("accepted");
    expect((await askerTab.next("notification")).data.notification).toMatchObject({ type: "pairing_response" });

    // Ending the connection: both hear it is gone, with its last state.
    expect(
      (await call(pairingRoute.DELETE, { method: "DELETE", token: asker.token, params: { id: created.body.id } }))
        .status,
    ).toBe(204);
    const ended = await targetTab.next("pairing", 2);
    expect(ended.data).toMatchObject({ removed: true, pairing: { id: created.body.id, status: "accepted" } });
    expect((await askerTab.next("pairing", 2)).data.removed).toBe(true);
  });

  it("a pass and a declined request are never told to the other member", async () => {
    const [me, passed, asker] = [await buildMember(), await buildMember(), await buildMember()];
    const [mine, theirs, askers] = [await stream(me), await stream(passed), await stream(asker)];
    await call(pairingsRoute.POST, { token: me.token, body: { target_user_id: passed.user.id, action: "pass" } });
    expect((await mine.next("pairing")).data.pairing.status).toBe("declined");
    const request = await call(pairingsRoute.POST, {
      token: asker.token,
      body: { target_user_id: me.user.id, action: "friend" },
    });
    await mine.next("pairing", 1);
    await call(pairingRespondRoute.POST, {
      token: me.token,
      params: { id: request.body.id },
      body: { response_type: "decline" },
    });
    expect((await mine.next("pairing", 2)).data.pairing.status).toBe("declined");
    await sleep(200);
    expect(theirs.events()).toEqual([]);
    expect(askers.events("pairing")).toHaveLength(1); // their own request, not its decline
  });

  it("a request into another's pass, and its cancel, are told to its sender only, as a pending request", async () => {
    const [passer, passed] = [await buildMember(), await buildMember()];
    // The passer's stream is open before the pass and has its event: on PostgreSQL the pass's notice may
    // otherwise arrive after a stream opened later, and read as a leak of what follows.
    const passers = await stream(passer);
    await call(pairingsRoute.POST, { token: passer.token, body: { target_user_id: passed.user.id, action: "pass" } });
    await passers.next("pairing");
    const theirs = await stream(passed);
    const sent = await call(pairingsRoute.POST, {
      token: passed.token,
      body: { target_user_id: passer.user.id, action: "friend" },
    });
    expect((await theirs.next("pairing")).data).toEqual({ pairing: { ...sent.body, status: "pending" } });
    await call(pairingRoute.DELETE, { method: "DELETE", token: passed.token, params: { id: sent.body.id } });
    expect((await theirs.next("pairing", 1)).data).toEqual({
      pairing: { ...sent.body, status: "pending" },
      removed: true,
    });
    await sleep(200);
    expect(passers.events("pairing")).toHaveLength(1); // their own pass, nothing of the request
  });

  it("unread: reading notifications moves the count", async () => {
    const { a, b, matchId } = await connectedPair();
    await send(a, matchId, "ping");
    const client = await stream(b);
    const [notification] = (await call(notificationsRoute.GET, { token: b.token })).body;
    expect(
      (await call(notificationReadRoute.PUT, { method: "PUT", token: b.token, params: { id: notification.id } }))
        .status,
    ).toBe(204);
    expect((await client.next("unread")).data).toEqual({ messages: 1, notifications: 0 });
  });

  it("unread: a connection ended by either side or by a block takes its conversation's counts with it", async () => {
    for (const end of ["delete", "block"] as const) {
      const { a, b, matchId, pairingId } = await connectedPair();
      await send(a, matchId, "soon gone");
      const client = await stream(b);
      const ended =
        end === "delete"
          ? await call(pairingRoute.DELETE, { method: "DELETE", token: a.token, params: { id: pairingId } })
          : await call(blockRoute.POST, { method: "POST", token: a.token, params: { id: b.user.id } });
      expect(ended.status).toBeLessThan(300);
      expect((await client.next("unread")).data).toEqual({ messages: 0, notifications: 0 });
    }
  });

  it("unread: an account's deletion, by its owner or an admin, tells those whose conversations, notifications and trip chats go with it", async () => {
    for (const by of ["owner", "admin"] as const) {
      const { a: leaver, b: reader, matchId } = await connectedPair();
      const quiet = await buildMember();
      await connect(leaver, quiet);
      await send(leaver, matchId, "soon gone");
      // A trip chat the leaver wrote in, hosted by someone else, and one the leaver hosts where others wrote.
      const [host, fellow, guest, writer, outsider] = [
        await buildMember(),
        await buildMember(),
        await buildMember(),
        await buildMember(),
        await buildMember(),
      ];
      const theirs = await buildTrip(host.user);
      for (const who of [leaver, fellow]) await buildParticipant(theirs, who.user, "accepted");
      const mine = await buildTrip(leaver.user);
      for (const who of [guest, writer]) await buildParticipant(mine, who.user, "accepted");
      const write = (who: Member, tripId: number) =>
        call(tripMessagesRoute.POST, { token: who.token, params: { id: tripId }, body: { content: "hi" } });
      expect((await write(leaver, theirs.id)).status).toBe(201);
      expect((await write(writer, mine.id)).status).toBe(201);

      const told = [reader, quiet, host, fellow, guest];
      const clients = await Promise.all(told.map((who) => stream(who)));
      const atOutsider = await stream(outsider);
      const deleted =
        by === "owner"
          ? await call(meRoute.DELETE, { method: "DELETE", token: leaver.token, body: { password: TEST_PASSWORD } })
          : await call(adminUserRoute.DELETE, {
              method: "DELETE",
              token: (await buildAdmin()).token,
              params: { id: leaver.user.id },
            });
      expect(deleted.status).toBe(204);
      const counts = await Promise.all(clients.map(async (client) => (await client.next("unread")).data));
      // The reader's unread message and its notification went with the conversation; the trip
      // chats' notifications went with the leaver's messages and with the hosted trip.
      expect(counts.slice(0, 4)).toEqual([
        { messages: 0, notifications: 0 },
        { messages: 0, notifications: 0 },
        { messages: 0, notifications: 0 },
        { messages: 0, notifications: 0 },
      ]);
      // The owner's own delete tells the hosted trip's people it was cancelled (docs/api.md §2.5); an admin's does not.
      expect(counts[4]).toEqual({ messages: 0, notifications: by === "owner" ? 1 : 0 });
      const left = await (
        await getDb()
      )
        .select()
        .from(notifications)
        .where(sql`${notifications.userId} = ${guest.user.id} and ${notifications.type} = 'trip_message'`);
      expect(left).toEqual([]);
      await sleep(300);
      expect(atOutsider.events()).toEqual([]);
    }
  });

  it("each member hears only their own events", async () => {
    const { a, matchId } = await connectedPair();
    const outsider = await stream(await buildMember());
    await send(a, matchId, "private");
    await sleep(300);
    expect(outsider.events()).toEqual([]);
  });
});

describe("delivery under load", () => {
  // Each NOTIFY used to be a batch of its own (a load, the counts), one after another: at 20
  // messages a second across two processes the queue grew by seconds (docs/benchmarks.md, "Real
  // time"). Events announced while a batch is being handled now go together in the next one.
  it("events announced together are loaded in one batch and delivered in order", async () => {
    const member = await buildMember();
    const client = await stream(member);
    const before = realtimeStats().batches;
    const count = 20;
    await (
      await getDb()
    ).transaction(async (tx) => {
      for (let i = 0; i < count; i++) {
        await publishEvents(tx, [{ userId: member.user.id, type: "notification", payload: { n: i } }]);
      }
    });
    await client.until(() => client.events("notification").length === count, 5_000, `${count} events`);
    expect(client.events("notification").map((event) => event.data.n)).toEqual([...Array(count).keys()]);
    const ids = client.events("notification").map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(realtimeStats().batches - before).toBe(1);
  });
});

describe("reconnecting with Last-Event-ID", () => {
  it("replays what was missed, in order, and nothing from before", async () => {
    const { a, b, matchId } = await connectedPair();
    const first = await stream(b);
    await send(a, matchId, "one");
    const seen = await first.next("message");
    await first.until(() => first.events("unread")[0], 5_000, "the first unread");
    const lastId = first.events().at(-1)!.id;
    first.close();
    const two = await send(a, matchId, "two");
    const three = await send(a, matchId, "three");
    const again = await stream(b, lastId);
    await again.until(
      () => again.events("message").length === 2 && again.events("unread").length >= 1,
      5_000,
      "the replay",
    );
    expect(again.events("message").map((event) => event.data.message)).toEqual([two.body, three.body]);
    const ids = again.events().map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids.every((id) => id > Number(lastId))).toBe(true);
    expect(ids).not.toContain(Number(seen.id));
    // unread is replayed once, with the counts as they are now
    expect(again.events("unread").at(-1)!.data).toEqual({ messages: 3, notifications: 1 });
    expect(again.events("resync")).toEqual([]);
  });

  it("a heartbeat's id replays too (a quiet member is not resynced)", async () => {
    const { a, b, matchId } = await connectedPair();
    const quiet = await stream(b);
    const beat = await quiet.until(
      () => quiet.frames.find((frame) => frame.comments.includes("heartbeat")),
      HEARTBEAT_MS * 3,
      "a heartbeat",
    );
    quiet.close();
    const sent = await send(a, matchId, "while you were away");
    const back = await stream(b, beat.id);
    expect((await back.next("message")).data.message).toEqual(sent.body);
    expect(back.events("resync")).toEqual([]);
  });

  it("sends resync for an id it cannot replay from: unknown, from the future, or older than the window", async () => {
    const { a, b, matchId } = await connectedPair();
    for (const bad of ["not-a-number", "-3", "999999999999"]) {
      const client = await stream(b, bad);
      const resync = await client.next("resync");
      expect(resync.data).toEqual({});
      expect(resync.id).toMatch(/^\d+$/);
      client.close();
    }
    const first = await stream(b);
    await send(a, matchId, "old news");
    const old = await first.next("message");
    first.close();
    await send(a, matchId, "newer");
    // Everything written so far is now older than the replay window, and pruned.
    expect(await pruneEvents(new Date(Date.now() + REPLAY_WINDOW_MS + 1_000))).toBeGreaterThan(0);
    await send(a, matchId, "after the prune");
    const late = await stream(b, old.id);
    await late.next("resync");
    expect(late.events("message")).toEqual([]);
  });
});

describe("a page's first stream resumes from where the page was rendered", () => {
  it("replays what came between the render and the stream; a reconnect's Last-Event-ID wins over it", async () => {
    const { a, b, matchId } = await connectedPair();
    (await stream(b)).close(); // this process listens
    const renderedAt = String(renderPosition());
    expect(renderedAt).toMatch(/^\d+$/);
    const sent = await send(a, matchId, "while the page was opening");
    const first = await stream(b, undefined, renderedAt);
    const replayed = await first.next("message");
    expect(replayed.data.message).toEqual(sent.body);
    expect(first.events("resync")).toEqual([]);
    first.close();
    const reconnect = await stream(b, replayed.id, renderedAt);
    await send(a, matchId, "after the reconnect");
    const live = await reconnect.next("message");
    expect(live.data.message.content).toBe("after the reconnect");
    expect(reconnect.events("message")).toHaveLength(1);
  });

  it("a page rendered at the newest event is not resynced, even when nothing is kept any more", async () => {
    const { a, b, matchId } = await connectedPair();
    const earlier = await stream(b);
    await send(a, matchId, "soon pruned");
    await earlier.next("message");
    earlier.close();
    expect(await pruneEvents(new Date(Date.now() + REPLAY_WINDOW_MS + 1_000))).toBeGreaterThan(0);
    const client = await stream(b, undefined, String(renderPosition()));
    const sent = await send(a, matchId, "live");
    expect((await client.next("message")).data.message).toEqual(sent.body);
    expect(client.events("resync")).toEqual([]);
    expect(client.events("message")).toHaveLength(1);
  });

  it("a position that is no number or too long is refused or resynced, never a 500", async () => {
    const member = await buildMember();
    const odd = await stream(member, undefined, "abc");
    expect((await odd.next("resync")).data).toEqual({});
    const long = await EventStreamClient.open(server.url, { token: member.token }, undefined, "9".repeat(33));
    expect(long.status).toBe(422);
  });
});

describe("the stream ends with its session (docs/api.md §17)", () => {
  // Well under a heartbeat: closed by the session-ended signal, not noticed at the next beat.
  const PROMPTLY = 700;

  it("logout", async () => {
    const member = await buildMember();
    const client = await stream(member);
    const other = await stream({ token: await tokenFor(member.user) });
    expect((await call(logoutRoute.POST, { method: "POST", token: member.token })).status).toBe(204);
    await client.closedWithin(PROMPTLY);
    // Its last word says why, so the tab stops asking with a session that is gone.
    expect(client.events().at(-1)).toMatchObject({ event: "signed_out", data: { reason: "ended" } });
    // Only that session's streams: the member's other session keeps its own.
    await sleep(100);
    expect(other.ended).toBe(false);
    expect(other.events("signed_out")).toEqual([]);
  });

  it("a session ended from the sessions list (on another device)", async () => {
    const member = await buildMember();
    const laptop = await tokenFor(member.user, "laptop");
    const client = await stream({ token: laptop });
    const sessions = (await call(sessionsRoute.GET, { token: member.token })).body as {
      id: string;
      current: boolean;
    }[];
    const target = sessions.find((session) => !session.current)!;
    expect(
      (await call(sessionRoute.DELETE, { method: "DELETE", token: member.token, params: { id: target.id } })).status,
    ).toBe(204);
    await client.closedWithin(PROMPTLY);
    expect(client.events().at(-1)).toMatchObject({ event: "signed_out", data: { reason: "ended" } });
  });

  it("a session whose time ran out, at the next heartbeat, saying it expired", async () => {
    const member = await buildMember();
    const client = await stream(member);
    await (
      await getDb()
    ).execute(sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${member.user.id}`);
    await client.closedWithin(HEARTBEAT_MS * 3);
    expect(client.events().at(-1)).toMatchObject({ event: "signed_out", data: { reason: "expired" } });
  });

  it("deactivation by an admin", async () => {
    const [admin, member] = [await buildAdmin(), await buildMember()];
    const client = await stream(member);
    expect(
      (await call(deactivateRoute.POST, { method: "POST", token: admin.token, params: { id: member.user.id } })).status,
    ).toBe(200);
    await client.closedWithin(PROMPTLY);
  });

  it("the account's deletion", async () => {
    const member = await buildMember();
    const client = await stream(member);
    const deleted = await call(meRoute.DELETE, {
      method: "DELETE",
      token: member.token,
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(204);
    await client.closedWithin(PROMPTLY);
  });
});

describe("the listening connection (PostgreSQL)", () => {
  it.runIf(onPostgres())("comes back when it is lost, and the streams go on", async () => {
    const { a, b, matchId } = await connectedPair();
    const client = await stream(b);
    const killed = await (
      await getDb()
    ).execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
    );
    expect([...(killed as unknown as unknown[])].length).toBeGreaterThan(0);
    const sent = await send(a, matchId, "after the listener was cut");
    expect((await client.next("message", 0, 10_000)).data.message).toEqual(sent.body);
    // The session-ended channel listens again too.
    expect((await call(logoutRoute.POST, { method: "POST", token: b.token })).status).toBe(204);
    await client.closedWithin(700);
  });
});

describe("open streams", () => {
  it(`are capped at ${MAX_STREAMS_PER_MEMBER} per member: one more is 429 with Retry-After, and a closed one frees its place`, async () => {
    const member = await buildMember();
    const clients = [];
    for (let i = 0; i < MAX_STREAMS_PER_MEMBER; i++) clients.push(await stream(member));
    const refused = await call(eventsRoute.GET, { path: "/api/v1/events", token: member.token });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect(refused.body.detail).toMatch(/At most 10 open event streams/);
    // Another member is not affected.
    expect((await stream(await buildMember())).status).toBe(200);
    clients[0]!.close();
    const again = await (async () => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const client = await EventStreamClient.open(server.url, { token: member.token });
        if (client.status === 200) {
          open.push(client);
          return client;
        }
        await sleep(20);
      }
      throw new Error("The closed stream's place never came free");
    })();
    expect(again.status).toBe(200);
  });

  it("hold their cap when opened all at once", async () => {
    const member = await buildMember();
    const clients = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_MEMBER + 5 }, () =>
        EventStreamClient.open(server.url, { token: member.token }),
      ),
    );
    open.push(...clients);
    expect(clients.filter((client) => client.status === 200)).toHaveLength(MAX_STREAMS_PER_MEMBER);
    expect(clients.filter((client) => client.status === 429)).toHaveLength(5);
  });

  it("leave nothing behind: 200 streams opened and closed leave the hub empty", async () => {
    for (const client of open.splice(0)) client.close();
    await waitFor(() => realtimeStats().streams === 0);
    const members = await Promise.all(Array.from({ length: 20 }, () => buildMember()));
    for (let round = 0; round < 10; round++) {
      const clients = await Promise.all(
        members.map((member) => EventStreamClient.open(server.url, { token: member.token })),
      );
      expect(clients.every((client) => client.status === 200)).toBe(true);
      for (const client of clients) client.close();
    }
    await waitFor(() => realtimeStats().streams === 0);
    expect(realtimeStats()).toMatchObject({ streams: 0, members: 0, sessions: 0 });
  });
});

async function waitFor(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline)
      throw new Error(`Still not true after ${timeoutMs} ms: ${JSON.stringify(realtimeStats())}`);
    await sleep(20);
  }
}
