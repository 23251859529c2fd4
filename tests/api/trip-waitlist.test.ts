import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as adminUserRoute from "@/app/api/v1/admin/users/[id]/route";
import * as deactivateRoute from "@/app/api/v1/admin/users/[id]/deactivate/route";
import * as joinRoute from "@/app/api/v1/group-trips/[id]/join/route";
import * as tripMessagesRoute from "@/app/api/v1/group-trips/[id]/messages/route";
import * as participantRoute from "@/app/api/v1/group-trips/[id]/participants/[userId]/route";
import * as tripRoute from "@/app/api/v1/group-trips/[id]/route";
import * as waitlistRoute from "@/app/api/v1/group-trips/[id]/waitlist/[userId]/route";
import * as joiningRoute from "@/app/api/v1/group-trips/joining/route";
import * as exportRoute from "@/app/api/v1/users/me/export/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import { getDb } from "@/db/client";
import { events, notifications, tripParticipants } from "@/db/schema";
import { buildAdmin, buildConnection, buildMember, buildParticipant, buildTrip, TEST_PASSWORD } from "../factories";
import { call } from "../helpers/http";

// docs/api.md §6.5: a request to join a full trip waits in line, and a freed place goes to the first in line.

type Member = Awaited<ReturnType<typeof buildMember>>;

const join = (who: Member, tripId: number) =>
  call(joinRoute.POST, { method: "POST", token: who.token, params: { id: tripId } });
const leave = (who: Member, tripId: number, userId: number) =>
  call(participantRoute.DELETE, { method: "DELETE", token: who.token, params: { id: tripId, userId } });
const answer = (who: Member, tripId: number, userId: number, status_update: string) =>
  call(participantRoute.PUT, {
    method: "PUT",
    token: who.token,
    params: { id: tripId, userId },
    query: { status_update },
  });
const move = (who: Member, tripId: number, userId: number, position: unknown) =>
  call(waitlistRoute.PUT, { method: "PUT", token: who.token, params: { id: tripId, userId }, body: { position } });
const get = (who: Member, tripId: number) => call(tripRoute.GET, { token: who.token, params: { id: tripId } });
const edit = (who: Member, tripId: number, body: Record<string, unknown>) =>
  call(tripRoute.PUT, { method: "PUT", token: who.token, params: { id: tripId }, body });

/** The trip's rows as [user id, status, position], the line in order after the others. */
async function rowsOf(tripId: number) {
  const rows = await (
    await getDb()
  )
    .select()
    .from(tripParticipants)
    .where(eq(tripParticipants.tripId, tripId))
    .orderBy(asc(tripParticipants.id));
  return rows;
}
async function lineOf(tripId: number): Promise<number[]> {
  return (await rowsOf(tripId))
    .filter((row) => row.status === "waitlisted")
    .sort((a, b) => a.waitlistPosition! - b.waitlistPosition!)
    .map((row) => row.userId);
}
async function acceptedOf(tripId: number): Promise<number[]> {
  return (await rowsOf(tripId)).filter((row) => row.status === "accepted").map((row) => row.userId);
}
async function positionsOf(tripId: number): Promise<number[]> {
  return (await rowsOf(tripId))
    .filter((row) => row.status === "waitlisted")
    .map((row) => row.waitlistPosition!)
    .sort((a, b) => a - b);
}
const notesOf = async (member: Member) =>
  (await getDb()).select().from(notifications).where(eq(notifications.userId, member.user.id));

/**
 * A full public trip: the host, `accepted` people in it (the cap), and `waiting` people who joined
 * the waitlist through the API, in that order. Everyone is the host's friend, so everyone sees it.
 */
async function fullTrip(accepted: number, waiting: number, extra = 0) {
  const host = await buildMember({ name: "Hosty" });
  const trip = await buildTrip(host, { visibility: "public", maxParticipants: accepted + 1 });
  const inside: Member[] = [];
  for (let i = 0; i < accepted; i++) {
    const member = await buildMember();
    await buildConnection(host, member, "friend");
    await buildParticipant(trip, member, "accepted");
    inside.push(member);
  }
  const line: Member[] = [];
  for (let i = 0; i < waiting; i++) {
    const member = await buildMember();
    await buildConnection(host, member, "friend");
    expect((await join(member, trip.id)).status).toBe(201);
    line.push(member);
  }
  const others: Member[] = [];
  for (let i = 0; i < extra; i++) {
    const member = await buildMember();
    await buildConnection(host, member, "friend");
    others.push(member);
  }
  return { host, trip, inside, line, others };
}

describe("joining a full trip", () => {
  it("puts the request on the waitlist with its position, and tells the host", async () => {
    const { host, trip, others } = await fullTrip(1, 1, 1);
    const [me] = others as [Member];
    const joined = await join(me, trip.id);
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ status: "waitlisted", waitlist_position: 2, user_id: me.user.id });
    const mine = await get(me, trip.id);
    expect(mine.body).toMatchObject({ user_status: "waitlisted", waitlist_position: 2, waitlist_count: 2 });
    // Others see accepted participants only: the line is the host's.
    expect(mine.body.participants.every((p: { status: string }) => p.status === "accepted")).toBe(true);
    const hosts = await get(host, trip.id);
    expect(hosts.body.waitlist_count).toBe(2);
    expect(hosts.body.waitlist_position).toBeNull();
    const waiting = hosts.body.participants.filter((p: { status: string }) => p.status === "waitlisted");
    expect(waiting.map((p: { waitlist_position: number }) => p.waitlist_position)).toEqual([1, 2]);
    expect(waiting[1].user_id).toBe(me.user.id);
    expect((await notesOf(host)).some((n) => n.type === "trip_waitlist" && n.relatedUserId === me.user.id)).toBe(true);
    // The trip is among the member's trips, and a second join is still 409.
    const joining = await call(joiningRoute.GET, { token: me.token });
    expect(joining.body.find((t: { id: number }) => t.id === trip.id)).toMatchObject({
      user_status: "waitlisted",
      waitlist_position: 2,
      waitlist_count: 2,
    });
    expect((await join(me, trip.id)).status).toBe(409);
  });

  it("still sends a request to the host while a place is free", async () => {
    const host = await buildMember();
    const me = await buildMember();
    await buildConnection(host, me, "friend");
    const trip = await buildTrip(host, { visibility: "public", maxParticipants: 3 });
    expect((await join(me, trip.id)).body).toMatchObject({ status: "requested", waitlist_position: null });
  });

  it("puts a yes on a full trip (an invitation, a request) on the waitlist instead of refusing it", async () => {
    const host = await buildMember();
    const [a, b, c] = [await buildMember(), await buildMember(), await buildMember()];
    const trip = await buildTrip(host, { visibility: "public", maxParticipants: 2 });
    await buildParticipant(trip, a, "accepted");
    await buildParticipant(trip, b, "invited");
    await buildParticipant(trip, c, "requested");
    const invitee = await answer(b, trip.id, b.user.id, "accepted");
    expect(invitee.status).toBe(200);
    expect(invitee.body).toMatchObject({ status: "waitlisted", waitlist_position: 1 });
    const requester = await answer(host, trip.id, c.user.id, "accepted");
    expect(requester.body).toMatchObject({ status: "waitlisted", waitlist_position: 2 });
    expect(await lineOf(trip.id)).toEqual([b.user.id, c.user.id]);
    expect((await notesOf(c)).find((n) => n.type === "trip_response")?.message).toContain("#2 on its waitlist");
  });

  it("gives a waiting member no trip chat", async () => {
    const { trip, line } = await fullTrip(1, 1);
    const [waiting] = line as [Member];
    const chat = await call(tripMessagesRoute.GET, { token: waiting.token, params: { id: trip.id } });
    expect(chat.status).toBe(404);
    expect((await get(waiting, trip.id)).body.unread_messages).toBeNull();
  });
});

describe("a place frees", () => {
  it("promotes the first in line when a participant leaves, and tells them live", async () => {
    const { host, trip, inside, line } = await fullTrip(1, 2);
    const [leaver] = inside as [Member];
    const [first, second] = line as [Member, Member];
    expect((await leave(leaver, trip.id, leaver.user.id)).status).toBe(204);
    expect(await acceptedOf(trip.id)).toEqual([host.user.id, first.user.id]);
    expect(await lineOf(trip.id)).toEqual([second.user.id]);
    expect(await positionsOf(trip.id)).toEqual([1]);
    const note = (await notesOf(first)).find((n) => n.type === "trip_waitlist");
    expect(note).toMatchObject({ title: "You're in!", relatedTripId: trip.id });
    const live = await (
      await getDb()
    )
      .select()
      .from(events)
      .where(and(eq(events.userId, first.user.id), eq(events.type, "notification")));
    expect(
      live.some((event) => (event.payload as { notification: { type: string } }).notification.type === "trip_waitlist"),
    ).toBe(true);
    expect((await get(first, trip.id)).body).toMatchObject({ user_status: "accepted", waitlist_position: null });
    expect((await get(second, trip.id)).body.waitlist_position).toBe(1);
    // The promoted member now has the chat.
    expect((await call(tripMessagesRoute.GET, { token: first.token, params: { id: trip.id } })).status).toBe(200);
  });

  it("promotes the first in line when the host removes a participant", async () => {
    const { host, trip, inside, line } = await fullTrip(1, 1);
    expect((await leave(host, trip.id, inside[0]!.user.id)).status).toBe(204);
    expect(await acceptedOf(trip.id)).toContain(line[0]!.user.id);
    expect(await lineOf(trip.id)).toEqual([]);
  });

  it("promotes as many as the raised cap frees, and all when the cap is lifted", async () => {
    const { host, trip, line } = await fullTrip(1, 4);
    const [a, b, c, d] = line as [Member, Member, Member, Member];
    const raised = await edit(host, trip.id, { max_participants: 4 });
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ participant_count: 4, waitlist_count: 2 });
    expect(await acceptedOf(trip.id)).toEqual(expect.arrayContaining([a.user.id, b.user.id]));
    expect(await lineOf(trip.id)).toEqual([c.user.id, d.user.id]);
    expect(await positionsOf(trip.id)).toEqual([1, 2]);
    await edit(host, trip.id, { max_participants: null });
    expect(await lineOf(trip.id)).toEqual([]);
    expect((await acceptedOf(trip.id)).length).toBe(6);
  });

  it("closes the line up, promoting no one, when someone leaves the waitlist", async () => {
    const { trip, line } = await fullTrip(1, 3);
    const [a, b, c] = line as [Member, Member, Member];
    expect((await leave(b, trip.id, b.user.id)).status).toBe(204);
    expect(await lineOf(trip.id)).toEqual([a.user.id, c.user.id]);
    expect(await positionsOf(trip.id)).toEqual([1, 2]);
    expect((await acceptedOf(trip.id)).length).toBe(2);
  });
});

describe("the host's waitlist", () => {
  it("lets the host move someone in line, the others keeping their order", async () => {
    const { host, trip, line } = await fullTrip(1, 4);
    const [a, b, c, d] = line as [Member, Member, Member, Member];
    const moved = await move(host, trip.id, d.user.id, 1);
    expect(moved.status).toBe(200);
    expect(await lineOf(trip.id)).toEqual([d.user.id, a.user.id, b.user.id, c.user.id]);
    await move(host, trip.id, d.user.id, 3);
    expect(await lineOf(trip.id)).toEqual([a.user.id, b.user.id, d.user.id, c.user.id]);
    // A place past the end means last.
    await move(host, trip.id, a.user.id, 99);
    expect(await lineOf(trip.id)).toEqual([b.user.id, d.user.id, c.user.id, a.user.id]);
    expect(await positionsOf(trip.id)).toEqual([1, 2, 3, 4]);
    const waiting = moved.body.participants.filter((p: { status: string }) => p.status === "waitlisted");
    expect(waiting[0].user_id).toBe(d.user.id);
  });

  it("lets the host take someone off the waitlist", async () => {
    const { host, trip, line } = await fullTrip(1, 2);
    const [a, b] = line as [Member, Member];
    expect((await leave(host, trip.id, a.user.id)).status).toBe(204);
    expect(await lineOf(trip.id)).toEqual([b.user.id]);
    expect(await positionsOf(trip.id)).toEqual([1]);
  });

  it("refuses anyone but the host: 403 to a participant, 404 to a stranger and for someone not waiting", async () => {
    const { host, trip, inside, line } = await fullTrip(1, 2);
    const [a, b] = line as [Member, Member];
    expect((await move(inside[0]!, trip.id, b.user.id, 1)).status).toBe(403);
    expect((await move(a, trip.id, b.user.id, 1)).status).toBe(403);
    expect((await leave(a, trip.id, b.user.id)).status).toBe(403);
    const stranger = await buildMember();
    expect((await move(stranger, trip.id, b.user.id, 1)).status).toBe(404);
    expect((await move(host, trip.id, inside[0]!.user.id, 1)).status).toBe(404);
    expect(await lineOf(trip.id)).toEqual([a.user.id, b.user.id]);
  });

  it("answers 422 for a position that is not a whole number from 1", async () => {
    const { host, trip, line } = await fullTrip(1, 1);
    for (const position of [0, -1, 1.5, "1", null]) {
      const response = await move(host, trip.id, line[0]!.user.id, position);
      expect(response.status).toBe(422);
    }
  });
});

describe("races", () => {
  it("promotes exactly two when two participants leave at once", async () => {
    const { host, trip, inside, line } = await fullTrip(2, 3);
    const [first, second, third] = line as [Member, Member, Member];
    const results = await Promise.all(inside.map((member) => leave(member, trip.id, member.user.id)));
    expect(results.map((r) => r.status)).toEqual([204, 204]);
    expect((await acceptedOf(trip.id)).sort()).toEqual([host.user.id, first.user.id, second.user.id].sort());
    expect(await lineOf(trip.id)).toEqual([third.user.id]);
    expect(await positionsOf(trip.id)).toEqual([1]);
  });

  it("gives the last place to one of two racing yeses and puts the other first in line", async () => {
    const host = await buildMember();
    const [a, b, c] = [await buildMember(), await buildMember(), await buildMember()];
    const trip = await buildTrip(host, { maxParticipants: 3 });
    await buildParticipant(trip, a, "accepted");
    await buildParticipant(trip, b, "invited");
    await buildParticipant(trip, c, "invited");
    const results = await Promise.all([b, c].map((member) => answer(member, trip.id, member.user.id, "accepted")));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.status).sort()).toEqual(["accepted", "waitlisted"]);
    expect(results.find((r) => r.body.status === "waitlisted")!.body.waitlist_position).toBe(1);
    expect((await acceptedOf(trip.id)).length).toBe(3);
    expect(await positionsOf(trip.id)).toEqual([1]);
  });

  it("gives racing joins of a full trip distinct places in line", async () => {
    const { trip, others } = await fullTrip(1, 0, 3);
    const results = await Promise.all(others.map((member) => join(member, trip.id)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(results.map((r) => r.body.waitlist_position).sort()).toEqual([1, 2, 3]);
    expect(await positionsOf(trip.id)).toEqual([1, 2, 3]);
  });

  it("never promotes more than a raised cap frees while people leave", async () => {
    const { host, trip, inside, line } = await fullTrip(2, 4);
    await Promise.all([edit(host, trip.id, { max_participants: 4 }), leave(inside[0]!, trip.id, inside[0]!.user.id)]);
    // Either way round: the host, the one who stayed and the first two in line; the last two still wait.
    expect((await acceptedOf(trip.id)).sort()).toEqual(
      [host.user.id, inside[1]!.user.id, line[0]!.user.id, line[1]!.user.id].sort(),
    );
    expect(await lineOf(trip.id)).toEqual([line[2]!.user.id, line[3]!.user.id]);
  });

  it("lets an admin delete a member while a place frees for them", async () => {
    // The leave locks the trip, then names the promoted member; the deletion locks that member.
    const admin = await buildAdmin();
    for (let round = 0; round < 8; round++) {
      const { host, trip, inside, line } = await fullTrip(1, 1);
      const [left, deleted] = await Promise.all([
        leave(inside[0]!, trip.id, inside[0]!.user.id),
        call(adminUserRoute.DELETE, { method: "DELETE", token: admin.token, params: { id: line[0]!.user.id } }),
      ]);
      expect([left.status, deleted.status]).toEqual([204, 204]);
      expect(await acceptedOf(trip.id)).toEqual([host.user.id]);
      expect(await lineOf(trip.id)).toEqual([]);
    }
  });
});

describe("accounts", () => {
  it("takes a deactivated member off every waitlist, closing the line", async () => {
    const { trip, line } = await fullTrip(1, 3);
    const admin = await buildAdmin();
    const [a, b, c] = line as [Member, Member, Member];
    const response = await call(deactivateRoute.POST, {
      method: "POST",
      token: admin.token,
      params: { id: a.user.id },
    });
    expect(response.status).toBe(200);
    expect(await lineOf(trip.id)).toEqual([b.user.id, c.user.id]);
    expect(await positionsOf(trip.id)).toEqual([1, 2]);
  });

  it("gives a deleted member's place to the first in line, and their place in line to the next", async () => {
    const { host, trip, inside, line } = await fullTrip(1, 3);
    const [a, b, c] = line as [Member, Member, Member];
    expect(
      (await call(meRoute.DELETE, { method: "DELETE", token: b.token, body: { password: TEST_PASSWORD } })).status,
    ).toBe(204);
    expect(await lineOf(trip.id)).toEqual([a.user.id, c.user.id]);
    const gone = inside[0]!;
    expect(
      (await call(meRoute.DELETE, { method: "DELETE", token: gone.token, body: { password: TEST_PASSWORD } })).status,
    ).toBe(204);
    expect((await acceptedOf(trip.id)).sort()).toEqual([host.user.id, a.user.id].sort());
    expect(await lineOf(trip.id)).toEqual([c.user.id]);
    expect(await positionsOf(trip.id)).toEqual([1]);
  });

  it("lists a waiting entry, with its place, in the member's export", async () => {
    const { trip, line } = await fullTrip(1, 2);
    const exported = await call(exportRoute.GET, { token: line[1]!.token, path: "/api/v1/users/me/export" });
    expect(exported.status).toBe(200);
    const entry = exported.body.trips_joined.find((t: { trip: { id: number } }) => t.trip.id === trip.id);
    expect(entry.participation).toMatchObject({ status: "waitlisted", waitlist_position: 2 });
  });
});
