import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as discoverRoute from "@/app/api/v1/group-trips/discover/route";
import * as hostingRoute from "@/app/api/v1/group-trips/hosting/route";
import * as inviteRoute from "@/app/api/v1/group-trips/[id]/invite/route";
import * as joinRoute from "@/app/api/v1/group-trips/[id]/join/route";
import * as participantRoute from "@/app/api/v1/group-trips/[id]/participants/[userId]/route";
import * as tripRoute from "@/app/api/v1/group-trips/[id]/route";
import * as joiningRoute from "@/app/api/v1/group-trips/joining/route";
import * as tripsRoute from "@/app/api/v1/group-trips/route";
import * as convertRoute from "@/app/api/v1/travel-plans/[id]/convert-to-group-trip/route";
import * as plansRoute from "@/app/api/v1/travel-plans/route";
import { getDb } from "@/db/client";
import { groupTrips, notifications, tripParticipants } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates/days";
import { MAX_UPCOMING_HOSTED_TRIPS, TRIP_STATUSES } from "@/lib/trips/contract";
import { listTrips } from "@/lib/trips/service";
import { buildAdmin, buildConnection, buildMember, buildTrip } from "../factories";
import { call } from "../helpers/http";

type Member = Awaited<ReturnType<typeof buildMember>>;
const day = (offset: number) => addDays(todayUtc(), offset);

async function host(member: Member, overrides: Record<string, unknown> = {}) {
  const response = await call(tripsRoute.POST, {
    token: member.token,
    body: {
      title: "Surf week",
      destination: "Somewhere Nice",
      arrival_date: day(10),
      departure_date: day(17),
      ...overrides,
    },
  });
  expect(response.status).toBe(201);
  return response.body as { id: number; [key: string]: unknown };
}
const invite = (who: Member, tripId: number, userId: number) =>
  call(inviteRoute.POST, { token: who.token, params: { id: tripId }, body: { user_id: userId } });
const join = (who: Member, tripId: number) =>
  call(joinRoute.POST, { method: "POST", token: who.token, params: { id: tripId } });
const answer = (who: Member, tripId: number, userId: number, status_update: string) =>
  call(participantRoute.PUT, {
    method: "PUT",
    token: who.token,
    params: { id: tripId, userId },
    query: { status_update },
  });
const leave = (who: Member, tripId: number, userId: number) =>
  call(participantRoute.DELETE, { method: "DELETE", token: who.token, params: { id: tripId, userId } });
const get = (who: Member, tripId: number) => call(tripRoute.GET, { token: who.token, params: { id: tripId } });
const notesOf = async (member: Member) =>
  (await getDb()).select().from(notifications).where(eq(notifications.userId, member.user.id));

describe("hosting a trip", () => {
  it("creates a planning trip with the creator as accepted host, the product's defaults and fields", async () => {
    const me = await buildMember({ name: "Hosty" });
    const trip = await host(me, {
      activities: "Beach, Cuisine, Beach",
      budget_range: "Mid-range ($$)",
      max_participants: 4,
    });
    expect(trip).toMatchObject({
      creator_id: me.user.id,
      creator: { id: me.user.id, name: "Hosty" },
      status: "planning",
      trip_type: "friends",
      visibility: "private",
      participant_count: 1,
      user_status: "accepted",
      activities: "Beach, Cuisine",
      max_participants: 4,
    });
    expect((trip.participants as { role: string; status: string }[])[0]).toMatchObject({
      role: "host",
      status: "accepted",
    });
  });

  it.each([
    [{ title: "" }, "title", "Title is required"],
    [{ destination: " " }, "destination", "Destination is required"],
    [{ arrival_date: undefined }, "arrival_date", "Arrival date is required"],
    [{ departure_date: day(10) }, "departure_date", "Departure date must be after arrival date"],
    [{ max_participants: 1 }, "max_participants", "Minimum 2 participants required"],
    [{ trip_type: "lovers" }, "trip_type", "Trip type must be matches or friends"],
    [
      { accommodation_link: "not a link" },
      "accommodation_link",
      "Accommodation link must be a web address (https://…)",
    ],
    [
      { workspace_link: `https://example.com/${"a".repeat(2000)}` },
      "workspace_link",
      "Workspace link must be at most 2000 characters",
    ],
    [{ activities: "Beach, Skydiving" }, "activities", expect.stringContaining("Activities must be among")],
  ])("refuses %j with the product's message", async (overrides, field, message) => {
    const me = await buildMember();
    const response = await call(tripsRoute.POST, {
      token: me.token,
      body: { title: "T", destination: "D", arrival_date: day(10), departure_date: day(17), ...overrides },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toContainEqual({ field, message });
  });

  it("lets only the host edit (403 for a visible non-host, 404 for outsiders), and keeps the cap above who accepted", async () => {
    const [me, friend, stranger] = [await buildMember(), await buildMember(), await buildMember()];
    await buildConnection(me, friend, "friend");
    const trip = await buildTrip(me, { title: "Surf week", maxParticipants: 3 });
    await invite(me, trip.id, friend.user.id);
    await answer(friend, trip.id, friend.user.id, "accepted");
    const put = (who: Member, body: Record<string, unknown>) =>
      call(tripRoute.PUT, { method: "PUT", token: who.token, params: { id: trip.id }, body });
    expect((await put(friend, { title: "Mine now" })).status).toBe(403);
    expect((await put(stranger, { title: "Mine now" })).status).toBe(404);
    // Two have accepted (host and friend): a cap of 2 still holds them.
    expect((await put(me, { max_participants: 2 })).body).toMatchObject({ max_participants: 2, title: "Surf week" });
    expect((await put(me, { status: "confirmed", title: "Confirmed week" })).body).toMatchObject({
      status: "confirmed",
      title: "Confirmed week",
    });
    expect((await put(me, { status: "cancelled" })).status).toBe(422);
    expect((await put(me, { departure_date: day(5) })).status).toBe(422);
  });

  it("refuses to lower the cap below the accepted count (409)", async () => {
    const [me, a, b] = [await buildMember(), await buildMember(), await buildMember()];
    await buildConnection(me, a, "friend");
    await buildConnection(me, b, "friend");
    const trip = await buildTrip(me);
    for (const member of [a, b]) {
      await invite(me, trip.id, member.user.id);
      await answer(member, trip.id, member.user.id, "accepted");
    }
    const response = await call(tripRoute.PUT, {
      method: "PUT",
      token: me.token,
      params: { id: trip.id },
      body: { max_participants: 2 },
    });
    expect(response.status).toBe(409);
  });
});

describe("who sees a trip", () => {
  it("hides a private trip from outsiders on every route (404)", async () => {
    const [me, outsider] = [await buildMember(), await buildMember()];
    const trip = await buildTrip(me);
    expect((await get(outsider, trip.id)).status).toBe(404);
    expect(
      (
        await call(tripRoute.PUT, {
          method: "PUT",
          token: outsider.token,
          params: { id: trip.id },
          body: { title: "x" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(tripRoute.DELETE, { method: "DELETE", token: outsider.token, params: { id: trip.id } })).status,
    ).toBe(404);
    expect((await invite(outsider, trip.id, me.user.id)).status).toBe(404);
    expect((await join(outsider, trip.id)).status).toBe(404);
    expect((await answer(outsider, trip.id, me.user.id, "accepted")).status).toBe(404);
    expect((await leave(outsider, trip.id, me.user.id)).status).toBe(404);
    expect((await get(await buildAdmin(), trip.id)).status).toBe(200);
  });

  it("shows a public trip to the host's connections of its type", async () => {
    const [me, match, friend] = [await buildMember(), await buildMember(), await buildMember()];
    await buildConnection(me, match, "match");
    await buildConnection(me, friend, "friend");
    const forFriends = await buildTrip(me, { visibility: "public", tripType: "friends" });
    const forMatches = await buildTrip(me, { visibility: "public", tripType: "matches", title: "Romantic escape" });
    expect((await get(friend, forFriends.id)).status).toBe(200);
    expect((await get(match, forFriends.id)).status).toBe(200);
    expect((await get(match, forMatches.id)).status).toBe(200);
    expect((await get(friend, forMatches.id)).status).toBe(404);
    const discovered = (await call(discoverRoute.GET, { token: friend.token })).body.map(
      (trip: { id: number }) => trip.id,
    );
    expect(discovered).toEqual([forFriends.id]);
  });

  it("shows the host every non-declined participant with status, others only accepted ones", async () => {
    const [me, a, b, c] = [await buildMember(), await buildMember(), await buildMember(), await buildMember()];
    for (const member of [a, b, c]) await buildConnection(me, member, "friend");
    const trip = await buildTrip(me, { visibility: "public" });
    await invite(me, trip.id, a.user.id);
    await answer(a, trip.id, a.user.id, "accepted");
    await join(b, trip.id);
    await invite(me, trip.id, c.user.id);
    await answer(c, trip.id, c.user.id, "declined");
    const statuses = (who: Member) =>
      get(who, trip.id).then((r) =>
        r.body.participants.map((p: { user_id: number; status: string }) => `${p.user_id}:${p.status}`),
      );
    expect(await statuses(me)).toEqual([`${me.user.id}:accepted`, `${a.user.id}:accepted`, `${b.user.id}:requested`]);
    expect(await statuses(a)).toEqual([`${me.user.id}:accepted`, `${a.user.id}:accepted`]);
    expect((await get(b, trip.id)).body).toMatchObject({ user_status: "requested", participant_count: 2 });
  });
});

describe("inviting, joining, answering, leaving", () => {
  it("invites only the host's matches and friends (403), once (409), and notifies the invitee", async () => {
    const [me, friend, stranger] = [await buildMember({ name: "Host H" }), await buildMember(), await buildMember()];
    await buildConnection(me, friend, "friend");
    const trip = await buildTrip(me, { title: "Hike" });
    expect((await invite(me, trip.id, stranger.user.id)).status).toBe(403);
    const invited = await invite(me, trip.id, friend.user.id);
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      trip_id: trip.id,
      user_id: friend.user.id,
      status: "invited",
      role: "participant",
      trip_title: "Hike",
    });
    expect((await invite(me, trip.id, friend.user.id)).status).toBe(409);
    expect((await invite(friend, trip.id, me.user.id)).status).toBe(403);
    expect((await notesOf(friend)).find((n) => n.type === "trip_invite")).toMatchObject({
      message: 'Host H invited you to "Hike"',
      relatedTripId: trip.id,
    });
    expect((await call(joiningRoute.GET, { token: friend.token })).body.map((t: { id: number }) => t.id)).toEqual([
      trip.id,
    ]);
  });

  it("handles a join request: requested, the host told, then answered and the requester told", async () => {
    const [me, friend] = [await buildMember(), await buildMember({ name: "Joiner" })];
    await buildConnection(me, friend, "friend");
    const trip = await buildTrip(me, { visibility: "public", title: "Open trip" });
    const joined = await join(friend, trip.id);
    expect(joined.status).toBe(201);
    expect(joined.body.status).toBe("requested");
    expect((await join(friend, trip.id)).status).toBe(409);
    expect((await notesOf(me)).map((n) => n.type)).toContain("trip_request");
    expect((await answer(friend, trip.id, friend.user.id, "accepted")).status).toBe(403); // cannot accept one's own request
    expect((await answer(me, trip.id, friend.user.id, "accepted")).body.status).toBe("accepted");
    expect((await notesOf(friend)).find((n) => n.type === "trip_response")).toMatchObject({ title: "You're in!" });
    expect((await answer(me, trip.id, friend.user.id, "declined")).status).toBe(409);
    expect((await get(friend, trip.id)).body.participant_count).toBe(2);
  });

  it("refuses joining a private trip one can see only as an invitee (409), and an invitee's answer tells the host", async () => {
    const [me, friend] = [await buildMember(), await buildMember({ name: "Invitee" })];
    await buildConnection(me, friend, "friend");
    const trip = await buildTrip(me);
    await invite(me, trip.id, friend.user.id);
    expect((await join(friend, trip.id)).status).toBe(409);
    expect((await answer(friend, trip.id, friend.user.id, "declined")).body.status).toBe("declined");
    expect((await notesOf(me)).find((n) => n.type === "trip_response")).toMatchObject({ title: "Invitation declined" });
    // Declining is not forever: the host may invite again.
    const again = await invite(me, trip.id, friend.user.id);
    expect(again.status).toBe(201);
    expect(again.body.status).toBe("invited");
  });

  it("lets only the invitee answer an invitation: the host gets 403 and may withdraw it instead", async () => {
    const [me, friend] = [await buildMember({ name: "Host H" }), await buildMember({ name: "Invitee" })];
    await buildConnection(me, friend, "friend");
    const trip = await buildTrip(me, { title: "Hike" });
    await invite(me, trip.id, friend.user.id);
    for (const value of ["accepted", "declined"]) {
      const refused = await answer(me, trip.id, friend.user.id, value);
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe("Only the invitee can answer an invitation; you can withdraw it instead");
    }
    const [row] = await (
      await getDb()
    )
      .select()
      .from(tripParticipants)
      .where(and(eq(tripParticipants.tripId, trip.id), eq(tripParticipants.userId, friend.user.id)));
    expect(row?.status).toBe("invited");
    expect((await get(me, trip.id)).body.participant_count).toBe(1);
    expect((await notesOf(friend)).map((n) => n.type)).toEqual(["trip_invite"]);
    // Withdrawn: the row goes with its notification, the trip is no longer the friend's to see, and they may be invited
    // again.
    expect((await leave(me, trip.id, friend.user.id)).status).toBe(204);
    expect(await notesOf(friend)).toEqual([]);
    expect((await get(friend, trip.id)).status).toBe(404);
    expect((await answer(friend, trip.id, friend.user.id, "accepted")).status).toBe(404);
    expect((await invite(me, trip.id, friend.user.id)).status).toBe(201);
    expect((await answer(friend, trip.id, friend.user.id, "accepted")).body.status).toBe("accepted");
  });

  it("lets a participant leave and the host remove someone, but the host cannot leave (409)", async () => {
    const [me, a, b] = [await buildMember(), await buildMember(), await buildMember()];
    await buildConnection(me, a, "friend");
    await buildConnection(me, b, "friend");
    const trip = await buildTrip(me);
    for (const member of [a, b]) {
      await invite(me, trip.id, member.user.id);
      await answer(member, trip.id, member.user.id, "accepted");
    }
    expect((await leave(a, trip.id, b.user.id)).status).toBe(403);
    expect((await leave(a, trip.id, a.user.id)).status).toBe(204);
    expect((await leave(me, trip.id, b.user.id)).status).toBe(204);
    const hostLeaves = await leave(me, trip.id, me.user.id);
    expect(hostLeaves.status).toBe(409);
    expect(hostLeaves.body.detail).toBe("The host cannot leave their own trip; cancel it instead");
    expect((await get(me, trip.id)).body.participant_count).toBe(1);
  });

  it("never takes a trip past its cap when acceptances race: the rest wait in line (docs/api.md §6.5)", async () => {
    const me = await buildMember();
    const friends = [
      await buildMember(),
      await buildMember(),
      await buildMember(),
      await buildMember(),
      await buildMember(),
    ];
    for (const friend of friends) await buildConnection(me, friend, "friend");
    const trip = await buildTrip(me, { maxParticipants: 3 });
    for (const friend of friends) await invite(me, trip.id, friend.user.id);
    const results = await Promise.all(friends.map((friend) => answer(friend, trip.id, friend.user.id, "accepted")));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await (await getDb()).select().from(tripParticipants).where(eq(tripParticipants.tripId, trip.id));
    expect(rows.filter((p) => p.status === "accepted")).toHaveLength(3);
    const waiting = rows.filter((p) => p.status === "waitlisted").map((p) => p.waitlistPosition);
    expect(waiting.sort()).toEqual([1, 2, 3]);
  });
});

describe("cancelling and converting", () => {
  it("cancels: the trip is removed and accepted participants are told", async () => {
    const [me, a, b] = [await buildMember(), await buildMember(), await buildMember()];
    await buildConnection(me, a, "friend");
    await buildConnection(me, b, "friend");
    const trip = await buildTrip(me, { title: "Doomed" });
    await invite(me, trip.id, a.user.id);
    await answer(a, trip.id, a.user.id, "accepted");
    await invite(me, trip.id, b.user.id);
    expect((await call(tripRoute.DELETE, { method: "DELETE", token: a.token, params: { id: trip.id } })).status).toBe(
      403,
    );
    expect((await call(tripRoute.DELETE, { method: "DELETE", token: me.token, params: { id: trip.id } })).status).toBe(
      204,
    );
    expect((await get(me, trip.id)).status).toBe(404);
    expect((await notesOf(a)).map((n) => n.type)).toContain("trip_cancelled");
    expect((await notesOf(b)).map((n) => n.type)).not.toContain("trip_cancelled");
    expect((await call(hostingRoute.GET, { token: me.token })).body).toEqual([]);
  });

  it("converts a solo plan once into a private friends trip titled after the city", async () => {
    const [me, other] = [await buildMember(), await buildMember()];
    const plan = (
      await call(plansRoute.POST, {
        token: me.token,
        body: { destination: "Faraway, Nowhere", arrival_date: day(20), departure_date: day(25) },
      })
    ).body;
    const converted = await call(convertRoute.POST, { method: "POST", token: me.token, params: { id: plan.id } });
    expect(converted.status).toBe(201);
    const trip = (await get(me, converted.body.group_trip_id)).body;
    expect(trip).toMatchObject({
      title: "Trip to Faraway",
      destination: "Faraway, Nowhere",
      visibility: "private",
      trip_type: "friends",
      status: "planning",
      arrival_date: day(20),
      departure_date: day(25),
      participant_count: 1,
      user_status: "accepted",
    });
    expect((await call(convertRoute.POST, { method: "POST", token: me.token, params: { id: plan.id } })).status).toBe(
      409,
    );
    const listed = (await call(plansRoute.GET, { token: me.token })).body.find(
      (entry: { id: number }) => entry.id === plan.id,
    );
    expect(listed.group_trip_id).toBe(converted.body.group_trip_id);
    expect(
      (await call(convertRoute.POST, { method: "POST", token: other.token, params: { id: plan.id } })).status,
    ).toBe(404);
  });
});

describe("the Invite-to-Trip picker", () => {
  it("offers only the host's open trips (planning or confirmed, not over); inviting to another is 409", async () => {
    const me = await buildMember();
    const friend = await buildMember();
    await buildConnection(me, friend, "friend");
    const trips: Record<string, number> = {};
    // Every status, some only an admin may set (the host cannot cancel without deleting), and a trip already over.
    for (const status of TRIP_STATUSES) trips[status] = (await buildTrip(me, { title: status, status })).id;
    trips.over = (await buildTrip(me, { title: "over", arrivalDate: day(-9), departureDate: day(-2) })).id;
    const actor = { id: me.user.id, isAdmin: false, user: me.user };
    const offered = await listTrips(actor, "invitable");
    expect(offered.map((trip) => trip.title).sort()).toEqual(["confirmed", "planning"]);
    for (const name of ["completed", "cancelled", "over"]) {
      const refused = await invite(me, trips[name]!, friend.user.id);
      expect(refused.status, name).toBe(409);
      expect(refused.body.detail).toBe("This trip is no longer open");
    }
    expect((await invite(me, trips.planning!, friend.user.id)).status).toBe(201);
  });
});

describe("at most MAX_UPCOMING_HOSTED_TRIPS upcoming trips per host", () => {
  async function fill(member: Member, count: number) {
    const db = await getDb();
    await db.insert(groupTrips).values(
      Array.from({ length: count }, (_, i) => ({
        creatorId: member.user.id,
        title: `Trip ${i}`,
        destination: `Place ${i}`,
        arrivalDate: day(1 + i),
        departureDate: day(2 + i),
      })),
    );
  }

  it("refuses one more by hosting or converting a plan (409), counting neither cancelled, completed nor past trips", async () => {
    const member = await buildMember();
    await fill(member, MAX_UPCOMING_HOSTED_TRIPS);
    await buildTrip(member, { status: "cancelled" });
    await buildTrip(member, { status: "completed" });
    await buildTrip(member, { arrivalDate: day(-9), departureDate: day(-2) });
    const refused = await call(tripsRoute.POST, {
      token: member.token,
      body: { title: "One more", destination: "Anywhere", arrival_date: day(10), departure_date: day(17) },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: "You host 50 upcoming trips; cancel one or mark it completed first" });
    const plan = await call(plansRoute.POST, {
      token: member.token,
      body: { destination: "Anywhere", arrival_date: day(10), departure_date: day(17) },
    });
    expect(
      (await call(convertRoute.POST, { method: "POST", token: member.token, params: { id: plan.body.id } })).status,
    ).toBe(409);
    // a completed trip made planning again is one more too; one marked completed makes room
    const [completed] = await (
      await getDb()
    )
      .select()
      .from(groupTrips)
      .where(and(eq(groupTrips.creatorId, member.user.id), eq(groupTrips.status, "completed")));
    expect(
      (
        await call(tripRoute.PUT, {
          method: "PUT",
          token: member.token,
          params: { id: completed!.id },
          body: { status: "planning" },
        })
      ).status,
    ).toBe(409);
    const [first] = await (
      await getDb()
    )
      .select()
      .from(groupTrips)
      .where(and(eq(groupTrips.creatorId, member.user.id), eq(groupTrips.title, "Trip 0")));
    expect(
      (
        await call(tripRoute.PUT, {
          method: "PUT",
          token: member.token,
          params: { id: first!.id },
          body: { status: "completed" },
        })
      ).status,
    ).toBe(200);
    await host(member, { title: "Now there is room" });
  });

  it("holds under racing hosts: of ten at one below the cap, exactly one trip is made", async () => {
    const member = await buildMember();
    await fill(member, MAX_UPCOMING_HOSTED_TRIPS - 1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(tripsRoute.POST, {
          token: member.token,
          body: { title: `Racer ${i}`, destination: "Anywhere", arrival_date: day(10), departure_date: day(17) },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await (await getDb()).$count(groupTrips, eq(groupTrips.creatorId, member.user.id))).toBe(
      MAX_UPCOMING_HOSTED_TRIPS,
    );
  });
});
