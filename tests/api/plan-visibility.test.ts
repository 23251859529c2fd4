import type { PlanVisibility } from "@/lib/accounts/values";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as feedTokenRoute from "@/app/api/v1/calendar/feed/[token]/route";
import * as feedRoute from "@/app/api/v1/calendar/feed/route";
import * as nearMissesRoute from "@/app/api/v1/matches/near-misses/route";
import * as potentialRoute from "@/app/api/v1/matches/potential/route";
import * as upcomingRoute from "@/app/api/v1/matches/upcoming/route";
import * as planRoute from "@/app/api/v1/travel-plans/[id]/route";
import * as plansRoute from "@/app/api/v1/travel-plans/route";
import * as memberRoute from "@/app/api/v1/users/[id]/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import { getDb } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates/days";
import { forgetAllRankings, rankingCounts } from "@/lib/discovery/kept-rankings";
import { buildMember, buildPlan } from "../factories";
import { connect } from "../helpers/connections";
import { call } from "../helpers/http";

/** docs/product.md "Who sees my plans", docs/api.md §4.2: everyone, connections, private. */

const day = (offset: number) => addDays(todayUtc(), offset);
type Member = Awaited<ReturnType<typeof buildMember>>;
type Place = { cityId: number; destination: string };

let placeSeq = 0;
/** A made-up place of its own (no plans but the test's), `km` north of the first one of its group. */
async function place(km = 0, group = ++placeSeq): Promise<Place> {
  const id = 2_110_000_000 + ++placeSeq;
  const name = `Seen ${id}`;
  await (
    await getDb()
  ).execute(sql`
    insert into cities (id, name, ascii_name, display_name, country_code, country, latitude, longitude, population)
    values (${id}, ${name}, ${name}, ${`${name}, Nowhere`}, 'ZZ', 'Nowhere', ${-40 + km / 111.195}, ${-100 + (group % 60) * 2}, 100)`);
  return { cityId: id, destination: `${name}, Nowhere` };
}

const plan = (user: Pick<UserRow, "id">, where: Place, from = 10, to = 17, visibility: PlanVisibility = "everyone") =>
  buildPlan(user, { ...where, arrivalDate: day(from), departureDate: day(to), visibility });

async function list(route: { GET: typeof potentialRoute.GET }, member: Member, query: Record<string, number> = {}) {
  const response = await call<{ id: number }[]>(route.GET, { token: member.token, query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.map((entry) => entry.id);
}
const potential = (member: Member, query?: Record<string, number>) => list(potentialRoute, member, query);
const nearMisses = (member: Member, query?: Record<string, number>) => list(nearMissesRoute, member, query);
const upcoming = (member: Member) => list(upcomingRoute, member);

async function setVisibility(member: Member, planId: number, visibility: string) {
  return call(planRoute.PUT, { method: "PUT", token: member.token, params: { id: planId }, body: { visibility } });
}

async function overlapsOnProfile(viewer: Member, member: Member) {
  const response = await call<{ overlaps: { destination: string }[] }>(memberRoute.GET, {
    token: viewer.token,
    params: { id: member.user.id },
  });
  expect(response.status).toBe(200);
  return response.body.overlaps.map((overlap) => overlap.destination);
}

describe("a plan's visibility in the API", () => {
  it("takes the member's default when none is sent, and shows it on every plan", async () => {
    const member = await buildMember();
    const home = await place();
    const first = await call(plansRoute.POST, {
      token: member.token,
      body: { destination: home.destination, city_id: home.cityId, arrival_date: day(3), departure_date: day(5) },
    });
    expect(first.status).toBe(201);
    expect(first.body.visibility).toBe("everyone");

    const me = await call(meRoute.PUT, {
      method: "PUT",
      token: member.token,
      body: { default_plan_visibility: "connections" },
    });
    expect(me.status).toBe(200);
    expect(me.body.default_plan_visibility).toBe("connections");
    expect((await call(meRoute.GET, { token: member.token })).body.default_plan_visibility).toBe("connections");

    const second = await call(plansRoute.POST, {
      token: member.token,
      body: { destination: home.destination, city_id: home.cityId, arrival_date: day(8), departure_date: day(9) },
    });
    expect(second.body.visibility).toBe("connections");
    const third = await call(plansRoute.POST, {
      token: member.token,
      body: {
        destination: home.destination,
        city_id: home.cityId,
        arrival_date: day(12),
        departure_date: day(13),
        visibility: "private",
      },
    });
    expect(third.body.visibility).toBe("private");

    const changed = await setVisibility(member, first.body.id, "private");
    expect(changed.status).toBe(200);
    expect(changed.body.visibility).toBe("private");
    const mine = await call<{ id: number; visibility: string }[]>(plansRoute.GET, { token: member.token });
    expect(mine.body.map((each) => [each.id, each.visibility])).toEqual([
      [first.body.id, "private"],
      [second.body.id, "connections"],
      [third.body.id, "private"],
    ]);
  });

  it("refuses values outside the list with 422 and changes nothing", async () => {
    const member = await buildMember();
    const home = await place();
    const made = await plan(member.user, home);
    for (const bad of ["friends", "", 3, null]) {
      const response = await setVisibility(member, made.id, bad as string);
      expect(response.status).toBe(422);
      expect(response.body.errors?.visibility ?? response.body.detail).toBeTruthy();
      const created = await call(plansRoute.POST, {
        token: member.token,
        body: { destination: home.destination, arrival_date: day(30), departure_date: day(31), visibility: bad },
      });
      expect(created.status).toBe(422);
      const me = await call(meRoute.PUT, {
        method: "PUT",
        token: member.token,
        body: { default_plan_visibility: bad },
      });
      expect(me.status).toBe(422);
    }
    expect((await call(planRoute.GET, { token: member.token, params: { id: made.id } })).body.visibility).toBe(
      "everyone",
    );
    expect((await call(plansRoute.GET, { token: member.token })).body).toHaveLength(1);
    expect((await call(meRoute.GET, { token: member.token })).body.default_plan_visibility).toBe("everyone");
  });

  it("is held by the database to the three values", async () => {
    const member = await buildMember();
    await expect(buildPlan(member.user, { visibility: "friends" as PlanVisibility })).rejects.toThrow();
  });
});

describe("Discover and near misses meet only plans open to everyone", () => {
  it("a stranger's plan kept to connections or private is not found, and found again when open", async () => {
    const home = await place();
    const viewer = await buildMember();
    const stranger = await buildMember();
    await plan(viewer.user, home);
    const theirs = await plan(stranger.user, home, 12, 20, "connections");
    expect(await potential(viewer)).not.toContain(stranger.user.id);
    await setVisibility(stranger, theirs.id, "private");
    expect(await potential(viewer)).not.toContain(stranger.user.id);
    await setVisibility(stranger, theirs.id, "everyone");
    expect(await potential(viewer)).toContain(stranger.user.id);
  });

  it("the viewer's own plan kept to connections finds no strangers, nor do they find the viewer", async () => {
    const home = await place();
    const viewer = await buildMember();
    const stranger = await buildMember();
    const mine = await plan(viewer.user, home, 10, 17, "connections");
    await plan(stranger.user, home);
    expect(await potential(viewer)).not.toContain(stranger.user.id);
    expect(await potential(stranger)).not.toContain(viewer.user.id);
    await setVisibility(viewer, mine.id, "private");
    expect(await potential(viewer)).not.toContain(stranger.user.id);
    expect(await potential(stranger)).not.toContain(viewer.user.id);
    await setVisibility(viewer, mine.id, "everyone");
    expect(await potential(viewer)).toContain(stranger.user.id);
    expect(await potential(stranger)).toContain(viewer.user.id);
  });

  it("holds for nearby places and for plans kept as typed, both ways", async () => {
    const home = await place(0, 1000);
    const near = await place(20, 1000);
    const viewer = await buildMember();
    const stranger = await buildMember();
    const mine = await plan(viewer.user, home);
    const theirs = await plan(stranger.user, near, 11, 16, "connections");
    expect(await potential(viewer, { radius_km: 50 })).not.toContain(stranger.user.id);
    await setVisibility(stranger, theirs.id, "everyone");
    expect(await potential(viewer, { radius_km: 50 })).toContain(stranger.user.id);
    await setVisibility(viewer, mine.id, "connections");
    expect(await potential(viewer, { radius_km: 50 })).not.toContain(stranger.user.id);
    expect(await potential(stranger, { radius_km: 50 })).not.toContain(viewer.user.id);

    const typed = { cityId: null, destination: `Nowhere Cove ${placeSeq}` };
    const a = await buildMember();
    const b = await buildMember();
    await buildPlan(a.user, { ...typed, arrivalDate: day(10), departureDate: day(15) });
    const bs = await buildPlan(b.user, {
      ...typed,
      arrivalDate: day(12),
      departureDate: day(18),
      visibility: "private",
    });
    expect(await potential(a)).not.toContain(b.user.id);
    await setVisibility(b, bs.id, "everyone");
    expect(await potential(a)).toContain(b.user.id);
  });

  it("near misses leave out plans kept to connections, both ways", async () => {
    const home = await place();
    const viewer = await buildMember();
    const stranger = await buildMember();
    const mine = await plan(viewer.user, home, 10, 14);
    const theirs = await plan(stranger.user, home, 17, 20, "connections");
    expect(await nearMisses(viewer)).not.toContain(stranger.user.id);
    await setVisibility(stranger, theirs.id, "everyone");
    expect(await nearMisses(viewer)).toContain(stranger.user.id);
    await setVisibility(viewer, mine.id, "connections");
    expect(await nearMisses(viewer)).not.toContain(stranger.user.id);
    expect(await nearMisses(stranger)).not.toContain(viewer.user.id);
  });

  it("a connection's plan kept to connections is still not in Discover (connections are in upcoming)", async () => {
    const home = await place();
    const viewer = await buildMember();
    const friend = await buildMember();
    await plan(viewer.user, home);
    await plan(friend.user, home, 12, 20, "connections");
    await connect(viewer, friend, "friend");
    expect(await potential(viewer)).not.toContain(friend.user.id);
    expect(await upcoming(viewer)).toContain(friend.user.id);
  });
});

describe("a kept ranking never shows a plan hidden since", () => {
  async function settle() {
    await (await getDb()).execute(sql`update travel_plans set updated_at = now() - interval '1 hour'`);
    forgetAllRankings();
  }

  it("ranks again when a ranked plan is kept to connections, or the viewer's own is", async () => {
    const home = await place();
    const viewer = await buildMember();
    const people: Member[] = [];
    for (let i = 0; i < 3; i += 1) {
      const person = await buildMember();
      await plan(person.user, home, 11 + i, 16);
      people.push(person);
    }
    const mine = await plan(viewer.user, home);
    await settle();
    const first = await potential(viewer);
    expect(first).toEqual(expect.arrayContaining(people.map((person) => person.user.id)));
    const before = rankingCounts();
    expect(await potential(viewer)).toEqual(first);
    expect(rankingCounts().reads - before.reads).toBe(1);

    const theirs = await call<{ id: number }[]>(plansRoute.GET, { token: people[1]!.token });
    await setVisibility(people[1]!, theirs.body[0]!.id, "connections");
    expect(await potential(viewer)).toEqual(first.filter((id) => id !== people[1]!.user.id));

    await setVisibility(viewer, mine.id, "connections");
    expect(await potential(viewer)).toEqual([]);
  });

  it("leaves out a plan hidden by a write that names no updated_at, read from the ranking itself", async () => {
    const home = await place();
    const viewer = await buildMember();
    const stranger = await buildMember();
    const other = await buildMember();
    await plan(viewer.user, home);
    const theirs = await plan(stranger.user, home, 12, 15);
    await plan(other.user, home, 11, 14);
    await settle();
    expect(await potential(viewer)).toEqual(expect.arrayContaining([stranger.user.id, other.user.id]));
    // Behind the app's back: the row changes, its updated_at does not.
    await (await getDb()).execute(sql`update travel_plans set visibility = 'private' where id = ${theirs.id}`);
    const after = await potential(viewer);
    expect(after).toContain(other.user.id);
    expect(after).not.toContain(stranger.user.id);
  });
});

describe("connections see plans kept to them, strangers do not", () => {
  it("upcoming shows a connection's plan kept to connections, never a private one", async () => {
    const home = await place();
    const viewer = await buildMember();
    const friend = await buildMember();
    await connect(viewer, friend, "friend");
    await plan(viewer.user, home);
    const theirs = await plan(friend.user, home, 12, 20, "connections");
    expect(await upcoming(viewer)).toEqual([friend.user.id]);
    await setVisibility(friend, theirs.id, "private");
    expect(await upcoming(viewer)).toEqual([]);
    // The viewer's own private plan meets nobody either.
    await setVisibility(friend, theirs.id, "connections");
    const mine = await call<{ id: number }[]>(plansRoute.GET, { token: viewer.token });
    await setVisibility(viewer, mine.body[0]!.id, "private");
    expect(await upcoming(viewer)).toEqual([]);
    expect(await upcoming(friend)).toEqual([]);
  });

  it("the member profile's overlaps show a plan kept to connections to a connection, not to a stranger", async () => {
    const home = await place();
    const owner = await buildMember();
    const friend = await buildMember();
    const stranger = await buildMember();
    await connect(owner, friend, "match");
    const theirs = await plan(owner.user, home, 10, 17, "connections");
    await plan(friend.user, home, 12, 14);
    await plan(stranger.user, home, 12, 14);
    expect(await overlapsOnProfile(friend, owner)).toEqual([home.destination]);
    expect(await overlapsOnProfile(stranger, owner)).toEqual([]);
    await setVisibility(owner, theirs.id, "private");
    expect(await overlapsOnProfile(friend, owner)).toEqual([]);
    await setVisibility(owner, theirs.id, "everyone");
    expect(await overlapsOnProfile(stranger, owner)).toEqual([home.destination]);
  });
});

describe("the calendar feed", () => {
  it("keeps the owner's private and connections-only plans: it is the owner's own", async () => {
    const member = await buildMember();
    const home = await place();
    await plan(member.user, home, 10, 12, "private");
    await plan(member.user, home, 20, 22, "connections");
    const url = (await call(feedRoute.GET, { token: member.token })).body.feed_url as string;
    const token = /\/api\/v1\/calendar\/feed\/([^/]+)$/.exec(url)![1]!;
    const response = await feedTokenRoute.GET(new NextRequest(`http://localhost:3000/api/v1/calendar/feed/${token}`), {
      params: Promise.resolve({ token }),
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.split("BEGIN:VEVENT").length - 1).toBe(2);
    expect(text).toContain(home.destination.split(",")[0]);
  });
});
