import { describe, expect, it } from "vitest";
import * as handleRoute from "@/app/api/v1/users/handle/[handle]/route";
import * as blockRoute from "@/app/api/v1/users/[id]/block/route";
import * as userRoute from "@/app/api/v1/users/[id]/route";
import { getDb } from "@/db/client";
import { blocks, users } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates/days";
import { eq, sql } from "drizzle-orm";
import { buildConnection, buildMember, buildPairing, buildParticipant, buildPlan, buildTrip } from "../factories";
import { call } from "../helpers/http";

/** docs/api.md §3.2: the member view says where the two meet, whom they both know and what fits now. */

type Member = Awaited<ReturnType<typeof buildMember>>;
const day = (offset: number) => addDays(todayUtc(), offset);
const profile = (viewer: Member, member: Member) =>
  call(userRoute.GET, { token: viewer.token, params: { id: member.user.id } });
const place = (name: string, from: number, to: number) => ({
  destination: name,
  cityId: null,
  arrivalDate: day(from),
  departureDate: day(to),
});

describe("where and when two members meet", () => {
  it("lists the member's future plans that meet the viewer's, soonest first, with the shared days", async () => {
    const [me, them] = [await buildMember(), await buildMember()];
    const town = `Town ${me.user.id}`;
    const other = `Elsewhere ${me.user.id}`;
    await buildPlan(me, place(town, 10, 17));
    await buildPlan(me, place(other, 30, 35));
    await buildPlan(them, place(town.toUpperCase(), 15, 20)); // same text, any case
    await buildPlan(them, place(other, 2, 31));
    await buildPlan(them, place(`Nowhere ${me.user.id}`, 10, 17)); // another place
    await buildPlan(them, { ...place(town, 1, 3) }); // before mine
    await buildPlan(them, { ...place(town, 11, 12), status: "cancelled" });

    const { status, body } = await profile(me, them);
    expect(status).toBe(200);
    expect(body.overlaps).toEqual([
      {
        destination: town.toUpperCase(),
        arrival_date: day(15),
        departure_date: day(20),
        my_destination: town,
        near_city_name: null,
        my_near_city_name: null,
        overlap_start: day(15),
        overlap_end: day(17),
        overlap_days: 3,
        distance_km: 0,
        region: null,
      },
      {
        destination: other,
        arrival_date: day(2),
        departure_date: day(31),
        my_destination: other,
        near_city_name: null,
        my_near_city_name: null,
        overlap_start: day(30),
        overlap_end: day(31),
        overlap_days: 2,
        distance_km: 0,
        region: null,
      },
    ]);
    // Seen from the other side, the same days.
    expect((await profile(them, me)).body.overlaps.map((o: { overlap_days: number }) => o.overlap_days)).toEqual([
      3, 2,
    ]);
  });

  it("counts a city within radius_km of the viewer's, with how far apart they are, as discovery does", async () => {
    const [me, them] = [await buildMember(), await buildMember()];
    // Two made-up places in the empty South Atlantic, 0.2 degrees of latitude (22 km) apart.
    const db = await getDb();
    const [near, far] = [2_100_000_000 + me.user.id * 2, 2_100_000_001 + me.user.id * 2];
    for (const [id, lat] of [
      [near, -50],
      [far, -50.2],
    ] as const) {
      await db.execute(sql`
        insert into cities (id, name, ascii_name, display_name, country_code, country, latitude, longitude, population)
        values (${id}, ${`Isle ${id}`}, ${`Isle ${id}`}, ${`Isle ${id}, Nowhere`}, 'ZZ', 'Nowhere', ${lat}, -30, 100)`);
    }
    await buildPlan(me, { cityId: near, arrivalDate: day(10), departureDate: day(17) });
    await buildPlan(them, { cityId: far, arrivalDate: day(12), departureDate: day(20) });

    expect((await profile(me, them)).body.overlaps).toEqual([]);
    const nearby = await call(userRoute.GET, {
      token: me.token,
      params: { id: them.user.id },
      query: { radius_km: "25" },
    });
    expect(nearby.status).toBe(200);
    expect(nearby.body.overlaps).toEqual([
      {
        destination: `Isle ${far}, Nowhere`,
        arrival_date: day(12),
        departure_date: day(20),
        my_destination: `Isle ${near}, Nowhere`,
        near_city_name: null,
        my_near_city_name: null,
        overlap_start: day(12),
        overlap_end: day(17),
        overlap_days: 6,
        distance_km: 22,
        region: null,
      },
    ]);
    // Not within 20 km; a radius the API does not take is a 422.
    expect(
      (await call(userRoute.GET, { token: me.token, params: { id: them.user.id }, query: { radius_km: "20" } })).body
        .overlaps,
    ).toEqual([]);
    expect(
      (await call(userRoute.GET, { token: me.token, params: { id: them.user.id }, query: { radius_km: "500" } }))
        .status,
    ).toBe(422);
  });

  it("leaves out plans that have ended, and shows nothing on one's own profile", async () => {
    const [me, them] = [await buildMember(), await buildMember()];
    const town = `Past ${me.user.id}`;
    await buildPlan(me, place(town, -10, 5));
    await buildPlan(them, place(town, -8, -2));
    expect((await profile(me, them)).body.overlaps).toEqual([]);
    const own = await profile(me, me);
    expect(own.body).toMatchObject({
      overlaps: [],
      mutual_connections: { count: 0, people: [] },
      available_actions: [],
      invitable_trips: [],
    });
  });
});

describe("mutual connections", () => {
  it("counts accepted matches and friends in common and names the first few, skipping inactive and blocked people", async () => {
    const [me, them] = [await buildMember(), await buildMember()];
    const shared = await Promise.all(["Zoe", "Ana", "Bea", "Cy", "Dan"].map((name) => buildMember({ name })));
    for (const person of shared) {
      await buildConnection(me, person, "friend");
      await buildConnection(person, them, "match");
    }
    const onlyMine = await buildMember();
    await buildConnection(me, onlyMine, "friend");
    const pending = await buildMember();
    await buildConnection(me, pending, "friend");
    await buildPairing(them, pending); // a request is not a connection
    const asleep = await buildMember();
    await buildConnection(me, asleep, "friend");
    await buildConnection(them, asleep, "friend");
    await (await getDb()).update(users).set({ isActive: false }).where(eq(users.id, asleep.user.id));
    const blocked = await buildMember();
    await buildConnection(me, blocked, "friend");
    await buildConnection(them, blocked, "friend");
    await (await getDb()).insert(blocks).values({ blockerId: blocked.user.id, blockedId: me.user.id });

    const { body } = await profile(me, them);
    expect(body.mutual_connections.count).toBe(5);
    expect(body.mutual_connections.people.map((p: { name: string }) => p.name)).toEqual(["Ana", "Bea", "Cy"]);
    expect(body.mutual_connections.people[0]).toEqual({ id: shared[1]!.user.id, handle: null, name: "Ana" });
  });
});

describe("the action that fits", () => {
  it("offers connecting by discovery's rules while nothing is between the two", async () => {
    const me = await buildMember({ gender: "Woman", interestedIn: ["Men"], age: 30 });
    const him = await buildMember({ gender: "Man", interestedIn: ["Women"], age: 32 });
    const friendOnly = await buildMember({ gender: "Man", interestedIn: ["Women"], openToPairingTypes: ["friend"] });
    expect((await profile(me, him)).body.available_actions).toEqual(["pass", "befriend", "match"]);
    expect((await profile(me, friendOnly)).body.available_actions).toEqual(["pass", "befriend"]);
  });

  it("offers nothing to ask for once a request, pass or connection exists; their request is there to answer", async () => {
    const [me, asker, passed, friend] = [
      await buildMember(),
      await buildMember(),
      await buildMember(),
      await buildMember(),
    ];
    const request = await buildPairing(asker, me, { relationshipType: "match", requestedType: "match" });
    await buildPairing(me, passed, { relationshipType: "pass" });
    await buildConnection(me, friend, "friend");
    const answer = (await profile(me, asker)).body;
    expect(answer.available_actions).toEqual([]);
    expect(answer.relationship).toEqual({
      pairing_id: request.id,
      relationship_type: "match",
      status: "pending",
      requested_by_me: false,
    });
    expect((await profile(me, passed)).body.available_actions).toEqual([]);
    expect((await profile(me, friend)).body.available_actions).toEqual([]);
  });

  it("lists the viewer's open hosted trips a connected member has no place in yet", async () => {
    const [me, friend, stranger] = [await buildMember(), await buildMember(), await buildMember()];
    await buildConnection(me, friend, "friend");
    const open = await buildTrip(me, { title: "Open trip", arrivalDate: day(20), departureDate: day(25) });
    const soon = await buildTrip(me, { title: "Sooner trip", arrivalDate: day(5), departureDate: day(8) });
    const declined = await buildTrip(me, { title: "Declined once" });
    await buildParticipant(declined, friend, "declined");
    const joined = await buildTrip(me, { title: "Joined" });
    await buildParticipant(joined, friend, "accepted");
    const invited = await buildTrip(me, { title: "Invited" });
    await buildParticipant(invited, friend, "invited");
    await buildTrip(me, { title: "Cancelled", status: "cancelled" });
    await buildTrip(me, { title: "Over", arrivalDate: day(-10), departureDate: day(-3) });
    await buildTrip(friend, { title: "Their own trip" });

    const trips = (await profile(me, friend)).body.invitable_trips;
    expect(trips.map((trip: { title: string }) => trip.title)).toEqual(["Sooner trip", "Declined once", "Open trip"]);
    expect(trips[0]).toEqual({
      id: soon.id,
      title: "Sooner trip",
      destination: soon.destination,
      arrival_date: day(5),
      departure_date: day(8),
    });
    expect(trips.map((trip: { id: number }) => trip.id)).toContain(open.id);
    // A host may invite only connections (docs/api.md §6.3).
    expect((await profile(me, stranger)).body.invitable_trips).toEqual([]);
  });
});

describe("who may see whom", () => {
  it("answers 404 both ways across a block, by id and by handle, and for inactive members", async () => {
    const [me, them] = [
      await buildMember({ handle: `me_${Date.now()}` }),
      await buildMember({ handle: `them_${Date.now()}` }),
    ];
    expect((await profile(me, them)).status).toBe(200);
    expect(
      (await call(blockRoute.POST, { method: "POST", token: me.token, params: { id: them.user.id } })).status,
    ).toBe(201);
    expect((await profile(me, them)).status).toBe(404);
    expect((await profile(them, me)).status).toBe(404);
    expect((await call(handleRoute.GET, { token: them.token, params: { handle: me.user.handle! } })).status).toBe(404);
    expect((await call(handleRoute.GET, { token: me.token, params: { handle: them.user.handle! } })).status).toBe(404);

    const asleep = await buildMember();
    await (await getDb()).update(users).set({ isActive: false }).where(eq(users.id, asleep.user.id));
    expect((await profile(me, asleep)).status).toBe(404);
  });
});
