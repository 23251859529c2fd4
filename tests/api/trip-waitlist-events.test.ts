import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as joinRoute from "@/app/api/v1/group-trips/[id]/join/route";
import * as participantRoute from "@/app/api/v1/group-trips/[id]/participants/[userId]/route";
import * as tripRoute from "@/app/api/v1/group-trips/[id]/route";
import * as waitlistRoute from "@/app/api/v1/group-trips/[id]/waitlist/[userId]/route";
import { getDb } from "@/db/client";
import { events } from "@/db/schema";
import { buildConnection, buildMember, buildParticipant, buildTrip } from "../factories";
import { call } from "../helpers/http";

// docs/api.md §6.5 and §17: each waiting member whose place in line moves hears `trip_waitlist`
// with their new place, so their trip page follows without a reload.

type Member = Awaited<ReturnType<typeof buildMember>>;

const join = (who: Member, tripId: number) =>
  call(joinRoute.POST, { method: "POST", token: who.token, params: { id: tripId } });
const leave = (who: Member, tripId: number, userId: number) =>
  call(participantRoute.DELETE, { method: "DELETE", token: who.token, params: { id: tripId, userId } });
const move = (who: Member, tripId: number, userId: number, position: number) =>
  call(waitlistRoute.PUT, { method: "PUT", token: who.token, params: { id: tripId, userId }, body: { position } });

/** A full public trip with one participant besides the host and `waiting` members in line, in order. */
async function fullTrip(waiting: number) {
  const host = await buildMember();
  const trip = await buildTrip(host, { visibility: "public", maxParticipants: 2 });
  const guest = await buildMember();
  await buildConnection(host, guest, "friend");
  await buildParticipant(trip, guest, "accepted");
  const line: Member[] = [];
  for (let i = 0; i < waiting; i++) {
    const member = await buildMember();
    await buildConnection(host, member, "friend");
    expect((await join(member, trip.id)).status).toBe(201);
    line.push(member);
  }
  return { host, guest, trip, line };
}

/** The `trip_waitlist` events written for these members since `after`, as [user id, payload]. */
async function waitlistEvents(members: Member[], after: number) {
  const rows = await (
    await getDb()
  )
    .select()
    .from(events)
    .where(
      and(
        eq(events.type, "trip_waitlist"),
        inArray(
          events.userId,
          members.map((member) => member.user.id),
        ),
      ),
    )
    .orderBy(asc(events.id));
  return rows.filter((row) => row.id > after).map((row) => [row.userId, row.payload]);
}

async function lastEventId(): Promise<number> {
  const [row] = await (
    await getDb()
  )
    .select({ id: sql<number>`coalesce(max(${events.id}), 0)`.mapWith(Number) })
    .from(events);
  return row!.id;
}

describe("a waiting member's place, live", () => {
  it("is announced to everyone behind one who leaves the line, and to no one ahead", async () => {
    const { trip, line } = await fullTrip(4);
    const [first, second, third, fourth] = line as [Member, Member, Member, Member];
    const since = await lastEventId();
    expect((await leave(second, trip.id, second.user.id)).status).toBe(204);
    expect(await waitlistEvents(line, since)).toEqual([
      [third.user.id, { group_trip_id: trip.id, waitlist_position: 2 }],
      [fourth.user.id, { group_trip_id: trip.id, waitlist_position: 3 }],
    ]);
    expect(await waitlistEvents([first], since)).toEqual([]);
    // The trip as the member then reads it says the same place.
    const read = await call(tripRoute.GET, { token: fourth.token, params: { id: trip.id } });
    expect(read.body.waitlist_position).toBe(3);
  });

  it("is announced to those who move up when the first is promoted", async () => {
    const { guest, trip, line } = await fullTrip(3);
    const [first, second, third] = line as [Member, Member, Member];
    const since = await lastEventId();
    expect((await leave(guest, trip.id, guest.user.id)).status).toBe(204);
    expect(await waitlistEvents(line, since)).toEqual([
      [second.user.id, { group_trip_id: trip.id, waitlist_position: 1 }],
      [third.user.id, { group_trip_id: trip.id, waitlist_position: 2 }],
    ]);
    // The promoted member hears it by their notification (and the trip's `trip_waitlist` one), not this event.
    expect(await waitlistEvents([first], since)).toEqual([]);
  });

  it("is announced to each member a host's reorder or removal moves, and only to them", async () => {
    const { host, trip, line } = await fullTrip(4);
    const [first, second, third, fourth] = line as [Member, Member, Member, Member];
    let since = await lastEventId();
    expect((await move(host, trip.id, third.user.id, 1)).status).toBe(200);
    expect(await waitlistEvents(line, since)).toEqual([
      [third.user.id, { group_trip_id: trip.id, waitlist_position: 1 }],
      [first.user.id, { group_trip_id: trip.id, waitlist_position: 2 }],
      [second.user.id, { group_trip_id: trip.id, waitlist_position: 3 }],
    ]);
    expect(await waitlistEvents([fourth], since)).toEqual([]);

    // Moving a member to the place they hold changes no one's place, and says nothing.
    since = await lastEventId();
    expect((await move(host, trip.id, fourth.user.id, 4)).status).toBe(200);
    expect(await waitlistEvents(line, since)).toEqual([]);

    // The host takes the first in line off it: the rest move up.
    expect((await leave(host, trip.id, third.user.id)).status).toBe(204);
    expect(await waitlistEvents(line, since)).toEqual([
      [first.user.id, { group_trip_id: trip.id, waitlist_position: 1 }],
      [second.user.id, { group_trip_id: trip.id, waitlist_position: 2 }],
      [fourth.user.id, { group_trip_id: trip.id, waitlist_position: 3 }],
    ]);
  });
});
