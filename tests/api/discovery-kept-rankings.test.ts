import { sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as deactivateRoute from "@/app/api/v1/admin/users/[id]/deactivate/route";
import * as nearMissesRoute from "@/app/api/v1/matches/near-misses/route";
import * as potentialRoute from "@/app/api/v1/matches/potential/route";
import * as pairingRoute from "@/app/api/v1/pairings/[id]/route";
import * as pairingsRoute from "@/app/api/v1/pairings/route";
import * as planRoute from "@/app/api/v1/travel-plans/[id]/route";
import * as plansRoute from "@/app/api/v1/travel-plans/route";
import * as blockRoute from "@/app/api/v1/users/[id]/block/route";
import { getDb, queryRows } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates/days";
import { announceCitiesChanged, insertAddedPlace } from "@/lib/cities/queries";
import {
  forgetAllRankings,
  keepRanking,
  keptRanking,
  listenForPlaceChanges,
  rankingCounts,
  rankingGeneration,
} from "@/lib/discovery/kept-rankings";
import { overlappingTravellersQuery } from "@/lib/discovery/queries";
import { buildMember, buildMembersInBulk, buildPlan, buildUser, tokenFor } from "../factories";
import { onPostgres } from "../helpers/database";
import { addTestRegion } from "../helpers/cities";
import { call } from "../helpers/http";

/**
 * docs/decisions/025-discover-keeps-its-ranking.md: a reload or the next page of Discover is read
 * from the ranking the first request made, and whatever changes under it is seen at once.
 */

const day = (offset: number) => addDays(todayUtc(), offset);
type Entry = { id: number; overlap_info: { arrival_date: string; departure_date: string; overlap_days: number } };
type Place = { cityId: number; destination: string };

let placeSeq = 0;
/** A made-up place of its own (no plans but the test's), `km` north of the test's first one. */
async function place(group: number, km = 0): Promise<Place> {
  const id = 2_100_000_000 + ++placeSeq;
  const name = `Kept ${id}`;
  await (
    await getDb()
  ).execute(sql`
    insert into cities (id, name, ascii_name, display_name, country_code, country, latitude, longitude, population)
    values (${id}, ${name}, ${name}, ${`${name}, Nowhere`}, 'ZZ', 'Nowhere', ${-50 + km / 111.195}, ${-120 + group * 5}, 100)`);
  return { cityId: id, destination: `${name}, Nowhere` };
}
let groupSeq = 0;

const plan = (
  user: Pick<UserRow, "id">,
  from: number,
  to: number,
  where: { destination: string; cityId: number | null },
) => buildPlan(user, { ...where, arrivalDate: day(from), departureDate: day(to) });

/**
 * Every plan written so far as written an hour ago, so a ranking made now sees no change since it;
 * the rankings kept before are dropped, since this rewrite hides from them what it backdates.
 */
async function settle() {
  await (await getDb()).execute(sql`update travel_plans set updated_at = now() - interval '1 hour'`);
  forgetAllRankings();
}

async function potential(
  token: string,
  query: Record<string, string | number> = {},
  list: typeof potentialRoute = potentialRoute,
) {
  const response = await call<Entry[]>(list.GET, { token, query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}
const ids = (entries: Entry[]) => entries.map((entry) => entry.id);

/** What the call did: a page read from the kept ranking, or a ranking made. */
async function counted<T>(work: () => Promise<T>): Promise<{ result: T; reads: number; rankings: number }> {
  const before = rankingCounts();
  const result = await work();
  const after = rankingCounts();
  return { result, reads: after.reads - before.reads, rankings: after.rankings - before.rankings };
}

/** A viewer in a place of their own with `count` people sharing 7 to 10 days with them (the first try's floor). */
async function crowd(count: number) {
  const home = await place(++groupSeq);
  const viewer = await buildMember();
  await plan(viewer.user, 10, 19, home);
  const people: UserRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const person = await buildUser();
    await plan(person, 10 + (i % 3), 18 + (i % 2), home);
    people.push(person);
  }
  await settle();
  return { home, viewer, people };
}

/** Everyone the viewer's potential list holds, in its order, ranked afresh in one statement. */
async function wholeRanking(viewerId: number): Promise<(number | null)[]> {
  const rows = await queryRows<{ id: number | null }>(
    await getDb(),
    overlappingTravellersQuery({
      viewerId,
      today: todayUtc(),
      discovery: { kind: "potential", radiusKm: 0 },
      page: { skip: 0, limit: 1000 },
    }),
  );
  return rows.map((row) => row.id);
}

/** Requests the first page until one is read from the kept ranking (a ranking is made first). */
async function keptFirstPage(token: string, query: Record<string, string | number> = {}) {
  const first = await counted(() => potential(token, query));
  expect(first.rankings).toBe(1);
  const again = await counted(() => potential(token, query));
  expect(again).toMatchObject({ reads: 1, rankings: 0 });
  expect(again.result).toEqual(first.result);
  return again.result;
}

/**
 * A member's plan in `home` committed just before the viewer's ranking: the ranking has them, and
 * the next read is a read of the kept ranking, not news to it.
 */
async function holdsAfterNewcomer(home: Place, viewer: { token: string }) {
  const newcomer = await buildUser();
  await plan(newcomer, 12, 15, home);
  const ranked = await counted(() => potential(viewer.token));
  expect(ranked.rankings).toBe(1);
  expect(ids(ranked.result)).toContain(newcomer.id);
  const again = await counted(() => potential(viewer.token));
  expect(again).toMatchObject({ reads: 1, rankings: 0 });
  expect(again.result).toEqual(ranked.result);
}

/**
 * A transaction on a connection of its own that runs `statement` and then stays open until
 * `commit` is called (PostgreSQL: the tests' pool has more than one connection).
 */
async function openTransaction(statement: SQL): Promise<{ commit: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let ran!: () => void;
  const hasRun = new Promise<void>((resolve) => (ran = resolve));
  const running = (await getDb()).transaction(async (tx) => {
    await tx.execute(statement);
    ran();
    await released;
  });
  await hasRun;
  return { commit: () => (release(), running) };
}

beforeAll(async () => {
  // The other test files' made-up places are elsewhere; a database of its own per file in any case.
  await getDb();
});

describe("Discover's kept ranking", () => {
  it("reads the next pages and a reload from the ranking, exactly as ranking afresh would", async () => {
    const { viewer } = await crowd(40);
    const whole = await wholeRanking(viewer.user.id);
    expect(whole).toHaveLength(40);
    await keptFirstPage(viewer.token, { limit: 10 });
    const timed = await call(potentialRoute.GET, { token: viewer.token, query: { limit: 10 } });
    expect(timed.headers.get("server-timing")).toMatch(/^app;dur=[\d.]+, discovery;desc="kept"$/);
    for (const skip of [0, 10, 20]) {
      const read = await counted(() => potential(viewer.token, { skip, limit: 10 }));
      expect(ids(read.result)).toEqual(whole.slice(skip, skip + 10));
      // The first page's ranking holds 30 people (the page and 20 more): the fourth page needs more.
      expect(read, `skip ${skip}`).toMatchObject({ reads: 1, rankings: 0 });
    }
    const fourth = await counted(() => potential(viewer.token, { skip: 30, limit: 10 }));
    expect(fourth).toMatchObject({ reads: 0, rankings: 1 });
    expect(ids(fourth.result)).toEqual(whole.slice(30, 40));
  });

  it("serves Discover's Show more (a first page one page longer) from the ranking the first page made", async () => {
    const { viewer } = await crowd(80);
    const whole = await wholeRanking(viewer.user.id);
    await keptFirstPage(viewer.token, { limit: 25 });
    const more = await counted(() => potential(viewer.token, { limit: 49 }));
    expect(more).toMatchObject({ reads: 1, rankings: 0 });
    expect(ids(more.result)).toEqual(whole.slice(0, 49));
    // Past the kept cut (50) it ranks again, a page further: the next Show more is read from that.
    const further = await counted(() => potential(viewer.token, { limit: 73 }));
    expect(further).toMatchObject({ reads: 0, rankings: 1 });
    const again = await counted(() => potential(viewer.token, { limit: 80 }));
    expect(again).toMatchObject({ reads: 1, rankings: 0 });
    expect(ids(again.result)).toEqual(whole.slice(0, 80));
  });

  it("leaves out at once whom the viewer passes on, and whom an admin deactivates, without ranking again", async () => {
    const { viewer, people } = await crowd(5);
    const shown = ids(await keptFirstPage(viewer.token));
    expect(shown).toHaveLength(5);
    const passed = await call(pairingsRoute.POST, {
      token: viewer.token,
      body: { target_user_id: shown[0], action: "pass" },
    });
    expect(passed.status).toBe(201);
    const afterPass = await counted(() => potential(viewer.token));
    expect(afterPass).toMatchObject({ reads: 1, rankings: 0 });
    expect(ids(afterPass.result)).toEqual(shown.slice(1));

    const admin = await buildMember({ isAdmin: true });
    const off = await call(deactivateRoute.POST, { token: admin.token, params: { id: shown[1]! } });
    expect(off.status).toBe(200);
    const afterDeactivation = await counted(() => potential(viewer.token));
    expect(afterDeactivation).toMatchObject({ reads: 1, rankings: 0 });
    expect(ids(afterDeactivation.result)).toEqual(shown.slice(2));
    expect(people).toHaveLength(5);
  });

  it("reads a pass on the viewer as nothing: the kept page keeps the passer; the viewer's request into it and its cancel are seen at once", async () => {
    const { viewer, people } = await crowd(3);
    const passer = people[0]!;
    const shown = ids(await keptFirstPage(viewer.token));
    expect(shown).toContain(passer.id);
    const pass = await call(pairingsRoute.POST, {
      token: await tokenFor(passer),
      body: { target_user_id: viewer.user.id, action: "pass" },
    });
    expect(pass.status).toBe(201);
    const afterPass = await counted(() => potential(viewer.token));
    expect(afterPass).toMatchObject({ reads: 1, rankings: 0 });
    expect(ids(afterPass.result)).toEqual(shown);
    expect(await wholeRanking(viewer.user.id)).toContain(passer.id);

    const request = await call(pairingsRoute.POST, {
      token: viewer.token,
      body: { target_user_id: passer.id, action: "friend" },
    });
    expect(request.body.status).toBe("pending");
    expect(ids(await potential(viewer.token))).toEqual(shown.filter((id) => id !== passer.id));
    expect((await call(pairingRoute.DELETE, { token: viewer.token, params: { id: request.body.id } })).status).toBe(
      204,
    );
    expect(ids(await potential(viewer.token))).toEqual(shown);
  });

  it("ranks again when a pairing goes (a request cancelled) or a block comes and goes", async () => {
    const { viewer, people } = await crowd(3);
    const asked = people[0]!;
    const request = await call(pairingsRoute.POST, {
      token: viewer.token,
      body: { target_user_id: asked.id, action: "friend" },
    });
    expect(request.status).toBe(201);
    const without = ids(await keptFirstPage(viewer.token));
    expect(without).not.toContain(asked.id);
    expect(without).toHaveLength(2);

    const cancelled = await call(pairingRoute.DELETE, { token: viewer.token, params: { id: request.body.id } });
    expect(cancelled.status).toBe(204);
    const back = await counted(() => potential(viewer.token));
    expect(back.rankings).toBe(1);
    expect(ids(back.result)).toContain(asked.id);

    const blocker = await buildMember();
    await plan(blocker.user, 11, 18, { ...(await homeOf(viewer.user.id)) });
    await settle();
    const withBlocker = ids(await keptFirstPage(viewer.token));
    expect(withBlocker).toContain(blocker.user.id);
    expect((await call(blockRoute.POST, { token: blocker.token, params: { id: viewer.user.id } })).status).toBe(201);
    const blocked = await counted(() => potential(viewer.token));
    expect(blocked.rankings).toBe(1);
    expect(ids(blocked.result)).not.toContain(blocker.user.id);
    expect(await counted(() => potential(viewer.token))).toMatchObject({ reads: 1, rankings: 0 });
    expect((await call(blockRoute.DELETE, { token: blocker.token, params: { id: viewer.user.id } })).status).toBe(204);
    const unblocked = await counted(() => potential(viewer.token));
    expect(unblocked.rankings).toBe(1);
    expect(ids(unblocked.result)).toContain(blocker.user.id);
  });

  it("hears of every pairing deleted, however: the database stamps both members, an account's deletion included", async () => {
    const db = await getDb();
    const [leaving, stays, alsoStays] = [await buildUser(), await buildUser(), await buildUser()];
    await db.execute(sql`
      insert into pairings (user1_id, user2_id, relationship_type, requested_type, status)
      values (${leaving.id}, ${stays.id}, 'friend', 'friend', 'accepted'), (${alsoStays.id}, ${leaving.id}, 'pass', 'pass', 'declined')`);
    // And 2,000 passes: one statement deletes them all, the member stamped once.
    await buildMembersInBulk(`gone${leaving.id}-`, 2000);
    await db.execute(sql`
      insert into pairings (user1_id, user2_id, relationship_type, requested_type, status)
      select ${leaving.id}, u.id, 'pass', 'pass', 'declined' from users u where u.email like ${`gone${leaving.id}-%`}`);
    await db.execute(sql`delete from users where id = ${leaving.id}`);
    const stamped = await queryRows<{ user_id: number; recent: boolean }>(
      db,
      sql`
      select user_id, removed_at > now() - interval '1 minute' as recent from pairing_removals
      where user_id = any(${`{${[leaving.id, stays.id, alsoStays.id].join(",")}}`}::int[]) order by user_id`,
    );
    expect(stamped).toEqual(
      [leaving.id, stays.id, alsoStays.id].sort((a, b) => a - b).map((id) => ({ user_id: id, recent: true })),
    );
  });

  it("sees a plan added, moved or deleted in its places, and the viewer's own plans changing", async () => {
    const { home, viewer, people } = await crowd(2);
    await keptFirstPage(viewer.token);

    const newcomer = await buildMember();
    const created = await call(plansRoute.POST, {
      token: newcomer.token,
      body: { destination: home.destination, city_id: home.cityId, arrival_date: day(12), departure_date: day(15) },
    });
    expect(created.status).toBe(201);
    const withNewcomer = await counted(() => potential(viewer.token));
    expect(withNewcomer.rankings).toBe(1);
    expect(ids(withNewcomer.result)).toContain(newcomer.user.id);

    await settle();
    await keptFirstPage(viewer.token);
    const moved = await call(planRoute.PUT, {
      token: newcomer.token,
      params: { id: created.body.id },
      body: { arrival_date: day(40), departure_date: day(45) },
    });
    expect(moved.status).toBe(200);
    expect(ids(await potential(viewer.token))).not.toContain(newcomer.user.id);

    await settle();
    await keptFirstPage(viewer.token);
    const [leaving] = await queryRows<{ id: number }>(
      await getDb(),
      sql`select id from travel_plans where user_id = ${people[0]!.id}`,
    );
    await (await getDb()).execute(sql`delete from travel_plans where id = ${leaving!.id}`);
    const afterDelete = await counted(() => potential(viewer.token));
    expect(afterDelete.rankings).toBe(1);
    expect(ids(afterDelete.result)).toEqual([people[1]!.id]);

    // The viewer's own new plan elsewhere, where someone already was.
    const elsewhere = await place(++groupSeq);
    const there = await buildUser();
    await plan(there, 30, 35, elsewhere);
    await settle();
    await keptFirstPage(viewer.token);
    const mine = await call(plansRoute.POST, {
      token: viewer.token,
      body: {
        destination: elsewhere.destination,
        city_id: elsewhere.cityId,
        arrival_date: day(31),
        departure_date: day(33),
      },
    });
    expect(mine.status).toBe(201);
    await settle();
    const afterMine = await counted(() => potential(viewer.token));
    expect(afterMine.rankings).toBe(1);
    expect(ids(afterMine.result)).toContain(there.id);
  });

  it("sees a plan moved into its places by a write that names no updated_at, and one committed late", async () => {
    const { home, viewer } = await crowd(1);
    const away = await place(++groupSeq);
    const mover = await buildUser();
    const moving = await plan(mover, 12, 14, away);
    await settle();
    await keptFirstPage(viewer.token);
    // As a place an admin adds moves typed plans: the database's trigger stamps the change.
    await (
      await getDb()
    ).execute(
      sql`update travel_plans set city_id = ${home.cityId}, destination = ${home.destination} where id = ${moving.id}`,
    );
    const moved = await counted(() => potential(viewer.token));
    expect(moved.rankings).toBe(1);
    expect(ids(moved.result)).toContain(mover.id);

    await settle();
    await keptFirstPage(viewer.token);
    // A plan whose transaction began 20 s before the ranking was made and committed after it.
    const late = await buildUser();
    await (
      await getDb()
    ).execute(sql`
      insert into travel_plans (user_id, city_id, destination, arrival_date, departure_date, updated_at, created_at)
      values (${late.id}, ${home.cityId}, ${home.destination}, ${day(11)}, ${day(13)}, now() - interval '20 seconds', now() - interval '20 seconds')`);
    const seen = await counted(() => potential(viewer.token));
    expect(seen.rankings).toBe(1);
    expect(ids(seen.result)).toContain(late.id);
  });

  it("holds after plans written just before it, in a place where people keep writing", async () => {
    const { home, viewer } = await crowd(1);
    // A plan committed a moment before the ranking is in it, not news to it (were every
    // plan of the 30 seconds before a ranking news, a busy place would rank on every read).
    await holdsAfterNewcomer(home, viewer);
  });

  it.runIf(onPostgres())("holds while a transaction elsewhere on the server stays open (PostgreSQL)", async () => {
    const { home, viewer } = await crowd(1);
    // A writing transaction of anything else (another member's import, an admin's edit, another
    // database on the server) open from before the plan until after the ranking. Were every
    // plan written after such a transaction began news, one long transaction would make every
    // busy place rank again on every read.
    const elsewhere = await openTransaction(sql`select pg_current_xact_id()`);
    try {
      await holdsAfterNewcomer(home, viewer);
    } finally {
      await elsewhere.commit();
    }
  });

  it.runIf(onPostgres())(
    "sees a plan whose transaction was running when the ranking was made (PostgreSQL)",
    async () => {
      const { home, viewer } = await crowd(1);
      const late = await buildUser();
      const writing = await openTransaction(sql`
        insert into travel_plans (user_id, city_id, destination, arrival_date, departure_date)
        values (${late.id}, ${home.cityId}, ${home.destination}, ${day(11)}, ${day(13)})`);
      // Other members' writes commit meanwhile: the ranking's snapshot is past the plan's writer,
      // which it lists as still running.
      await buildUser();
      // Ranked and kept while the plan is written but not committed: the ranking cannot see it.
      const during = await counted(() => potential(viewer.token));
      expect(during.rankings).toBe(1);
      expect(ids(during.result)).not.toContain(late.id);
      await writing.commit();
      // Its writer had not finished when the ranking was made, so the plan is news to it.
      const after = await counted(() => potential(viewer.token));
      expect(after.rankings).toBe(1);
      expect(ids(after.result)).toContain(late.id);
    },
  );

  it("sees a new plan to a typed destination and to a city in the radius that had no plans", async () => {
    const group = ++groupSeq;
    const [home, near] = [await place(group), await place(group, 20)];
    const viewer = await buildMember();
    await plan(viewer.user, 10, 19, home);
    await plan(viewer.user, 40, 45, { destination: "Kept Cove", cityId: null });
    await settle();
    await keptFirstPage(viewer.token, { radius_km: 50 });

    const nearby = await buildUser();
    await plan(nearby, 12, 14, near);
    const withNearby = await counted(() => potential(viewer.token, { radius_km: 50 }));
    expect(withNearby.rankings).toBe(1);
    expect(ids(withNearby.result)).toEqual([nearby.id]);

    await settle();
    await keptFirstPage(viewer.token, { radius_km: 50 });
    const typed = await buildUser();
    await plan(typed, 41, 44, { destination: "kept cove", cityId: null });
    const withTyped = await counted(() => potential(viewer.token, { radius_km: 50 }));
    expect(withTyped.rankings).toBe(1);
    expect(ids(withTyped.result).sort()).toEqual([nearby.id, typed.id].sort());
  });
});

describe("Kept rankings and places", () => {
  it("are forgotten in every process when a place is added within a ranking's radius", async () => {
    const group = ++groupSeq;
    const home = await place(group);
    const viewer = await buildMember();
    await plan(viewer.user, 10, 19, home);
    await settle();
    await keptFirstPage(viewer.token, { radius_km: 50 });
    const [{ latitude, longitude }] = (await queryRows<{ latitude: number; longitude: number }>(
      await getDb(),
      sql`select latitude, longitude from cities where id = ${home.cityId}`,
    )) as [{ latitude: number; longitude: number }];
    const stop = await listenForPlaceChanges();
    try {
      // Another process adds a place 10 km away, and a plan there: no place the ranking reached.
      const traveller = await buildUser();
      await (
        await getDb()
      ).transaction(async (tx) => {
        const added = await insertAddedPlace(tx, {
          name: `Kept Bay ${group}`,
          asciiName: `Kept Bay ${group}`,
          displayName: `Kept Bay ${group}, Nowhere`,
          countryCode: "ZZ",
          country: "Nowhere",
          region: null,
          latitude: latitude + 10 / 111.195,
          longitude,
          addedBy: viewer.user.id,
          names: [{ name: `kept bay ${group}`, isOwnName: true }],
        });
        await tx.execute(sql`
          insert into travel_plans (user_id, city_id, destination, arrival_date, departure_date)
          values (${traveller.id}, ${added.id}, ${added.displayName}, ${day(12)}, ${day(16)})`);
        await announceCitiesChanged(tx);
      });
      await expect.poll(async () => ids(await potential(viewer.token, { radius_km: 50 }))).toEqual([traveller.id]);
    } finally {
      await stop();
    }
  });

  it("does not keep a ranking whose making began before they were forgotten", () => {
    const ranking = {
      entries: "[]",
      complete: true,
      madeAt: new Date().toISOString(),
      snapshot: "1:1:",
      mineStamp: "",
      placeIds: [],
      typedDestinations: [],
      lastPairingId: 0,
      pairingsRemovedAt: null,
      blocks: 0,
    };
    const madeIn = rankingGeneration();
    forgetAllRankings(); // a place changed while this ranking was being made
    keepRanking("made before", ranking, madeIn);
    expect(keptRanking("made before")).toBeUndefined();
    keepRanking("made after", ranking, rankingGeneration());
    expect(keptRanking("made after")).toMatchObject({ complete: true });
  });
});

describe("Kept rankings and regions (docs/decisions/027)", () => {
  /** A group's home and a place 20 km off, both inside a region; and a place outside it, 100 km off. */
  async function region() {
    const group = ++groupSeq;
    const [home, inside, away] = [await place(group), await place(group, 20), await place(group, 100)];
    const held = await addTestRegion({
      name: `Kept Region ${group}`,
      latitude: -50,
      longitude: -120 + group * 5,
      places: [home, inside],
    });
    return { home, inside, away, region: held, group };
  }

  it("sees a plan moved to a region holding the viewer's place, and a first plan in a place the viewer's region holds", async () => {
    const { home, inside, away, region: held } = await region();
    const viewer = await buildMember();
    await plan(viewer.user, 10, 19, home);
    const mover = await buildMember();
    const moving = await plan(mover.user, 12, 14, away);
    await settle();
    expect(await keptFirstPage(viewer.token)).toEqual([]);
    const moved = await call(planRoute.PUT, {
      token: mover.token,
      params: { id: moving.id },
      body: { destination: held.destination, city_id: held.cityId },
    });
    expect(moved.status).toBe(200);
    const withMover = await counted(() => potential(viewer.token));
    expect(withMover.rankings).toBe(1);
    expect(withMover.result).toMatchObject([
      { id: mover.user.id, overlap_info: { region: `Kept Region ${groupSeq}`, distance_km: 0 } },
    ]);

    // The region's viewer: a first plan in a place it holds (which had none) is news.
    const regionViewer = await buildMember();
    await plan(regionViewer.user, 10, 19, held);
    await settle();
    const before = [viewer.user.id, mover.user.id].sort((a, b) => a - b);
    expect(ids(await keptFirstPage(regionViewer.token)).sort((a, b) => a - b)).toEqual(before);
    const newcomer = await buildUser();
    await plan(newcomer, 11, 13, inside);
    const withNewcomer = await counted(() => potential(regionViewer.token));
    expect(withNewcomer.rankings).toBe(1);
    expect(ids(withNewcomer.result).sort((a, b) => a - b)).toEqual([...before, newcomer.id].sort((a, b) => a - b));
  });

  it("sees a plan anchored near a place it reached, its anchor moved away, and the viewer's own plan anchored", async () => {
    const { home, away, region: held, group } = await region();
    const viewer = await buildMember();
    await plan(viewer.user, 10, 19, held);
    const villager = await buildUser();
    const village = await plan(villager, 12, 14, { destination: `Kept Village ${group}`, cityId: null });
    await settle();
    expect(await keptFirstPage(viewer.token)).toEqual([]);
    // Placed near a place of the region (as the anchored plans' form or an admin does): inside it.
    const db = await getDb();
    await db.execute(sql`update travel_plans set near_city_id = ${home.cityId} where id = ${village.id}`);
    const anchored = await counted(() => potential(viewer.token));
    expect(anchored.rankings).toBe(1);
    expect(anchored.result).toMatchObject([
      { id: villager.id, overlap_info: { region: `Kept Region ${group}`, city: null } },
    ]);
    await settle();
    expect(ids(await keptFirstPage(viewer.token))).toEqual([villager.id]);
    await db.execute(sql`update travel_plans set near_city_id = ${away.cityId} where id = ${village.id}`);
    const movedAway = await counted(() => potential(viewer.token));
    expect(movedAway.rankings).toBe(1);
    expect(movedAway.result).toEqual([]);

    // The viewer's own typed plan placed near the home: the region's traveller is met through it.
    const typer = await buildMember();
    const typed = await plan(typer.user, 10, 19, { destination: `Kept Hamlet ${group}`, cityId: null });
    await settle();
    expect(await keptFirstPage(typer.token)).toEqual([]);
    await db.execute(sql`update travel_plans set near_city_id = ${home.cityId} where id = ${typed.id}`);
    const placed = await counted(() => potential(typer.token));
    expect(placed.rankings).toBe(1);
    expect(ids(placed.result)).toEqual([viewer.user.id]);
  });
});

describe("Near misses' kept ranking", () => {
  it("shows only those who overlap none of the viewer's plans, seen again when that changes", async () => {
    const home = await place(++groupSeq);
    const viewer = await buildMember();
    await plan(viewer.user, 10, 19, home);
    const [after, alsoOverlapping, before] = [await buildUser(), await buildUser(), await buildUser()];
    await plan(after, 22, 25, home);
    await plan(alsoOverlapping, 21, 24, home);
    const overlapping = await plan(alsoOverlapping, 12, 14, home);
    await plan(before, 3, 7, home);
    await settle();
    const nearMisses = (query: Record<string, string | number> = {}) => potential(viewer.token, query, nearMissesRoute);

    const first = await counted(() => nearMisses());
    expect(first.rankings).toBe(1);
    expect(ids(first.result)).toEqual([before.id, after.id]); // equal gaps: the soonest first
    const again = await counted(() => nearMisses());
    expect(again).toMatchObject({ reads: 1, rankings: 0 });
    expect(again.result).toEqual(first.result);
    // The near misses' ranking is not the potential list's.
    expect(ids((await counted(() => potential(viewer.token))).result)).toEqual([alsoOverlapping.id]);

    expect(
      (await call(pairingsRoute.POST, { token: viewer.token, body: { target_user_id: after.id, action: "pass" } }))
        .status,
    ).toBe(201);
    const afterPass = await counted(() => nearMisses());
    expect(afterPass).toMatchObject({ reads: 1, rankings: 0 });
    expect(ids(afterPass.result)).toEqual([before.id]);

    await (await getDb()).execute(sql`delete from travel_plans where id = ${overlapping.id}`);
    const afterDelete = await counted(() => nearMisses());
    expect(afterDelete.rankings).toBe(1);
    expect(ids(afterDelete.result)).toEqual([alsoOverlapping.id, before.id]);
  });
});

async function homeOf(userId: number): Promise<Place> {
  const [row] = await queryRows<{ city_id: number; destination: string }>(
    await getDb(),
    sql`select city_id, destination from travel_plans where user_id = ${userId} order by id limit 1`,
  );
  return { cityId: row!.city_id, destination: row!.destination };
}
