import { readdirSync } from "node:fs";
import { count, eq, sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as tripRoute from "@/app/api/v1/admin/group-trips/[id]/route";
import * as tripsRoute from "@/app/api/v1/admin/group-trips/route";
import * as inviteRoute from "@/app/api/v1/admin/invites/[id]/route";
import * as invitesRoute from "@/app/api/v1/admin/invites/route";
import * as inviteTreeRoute from "@/app/api/v1/admin/invite-tree/route";
import * as matchRoute from "@/app/api/v1/admin/matches/[id]/route";
import * as matchesRoute from "@/app/api/v1/admin/matches/route";
import * as messageRoute from "@/app/api/v1/admin/messages/[id]/route";
import * as messagesRoute from "@/app/api/v1/admin/messages/route";
import * as pairingRoute from "@/app/api/v1/admin/pairings/[id]/route";
import * as pairingsRoute from "@/app/api/v1/admin/pairings/route";
import * as resolveRoute from "@/app/api/v1/admin/reports/[id]/resolve/route";
import * as reportsRoute from "@/app/api/v1/admin/reports/route";
import * as referenceRoute from "@/app/api/v1/admin/references/[id]/route";
import * as referencesRoute from "@/app/api/v1/admin/references/route";
import * as statsRoute from "@/app/api/v1/admin/stats/route";
import * as planRoute from "@/app/api/v1/admin/travel-plans/[id]/route";
import * as plansRoute from "@/app/api/v1/admin/travel-plans/route";
import * as placeRoute from "@/app/api/v1/admin/places/[id]/route";
import * as placesRoute from "@/app/api/v1/admin/places/route";
import * as participantRoute from "@/app/api/v1/admin/trip-participants/[id]/route";
import * as participantsRoute from "@/app/api/v1/admin/trip-participants/route";
import * as activateRoute from "@/app/api/v1/admin/users/[id]/activate/route";
import * as deactivateRoute from "@/app/api/v1/admin/users/[id]/deactivate/route";
import * as inviteesRoute from "@/app/api/v1/admin/users/[id]/invitees/route";
import * as userRoute from "@/app/api/v1/admin/users/[id]/route";
import * as unplacedRoute from "@/app/api/v1/admin/unplaced-destinations/route";
import * as misplacedRoute from "@/app/api/v1/admin/misplaced-destinations/route";
import * as keepMisplacedRoute from "@/app/api/v1/admin/misplaced-destinations/[id]/keep/route";
import * as moveMisplacedRoute from "@/app/api/v1/admin/misplaced-destinations/[id]/move/route";
import * as usersRoute from "@/app/api/v1/admin/users/route";
import * as respondRoute from "@/app/api/v1/pairings/[id]/respond/route";
import * as memberPairingsRoute from "@/app/api/v1/pairings/route";
import * as sendRoute from "@/app/api/v1/messages/route";
import * as potentialRoute from "@/app/api/v1/matches/potential/route";
import { getDb, queryRows } from "@/db/client";
import { conversations, messages, pairings, travelPlans, users, userSearchText } from "@/db/schema";
import { resolveDestination } from "@/lib/cities/service";
import { addDays, todayUtc } from "@/lib/dates/days";
import { buildAdmin, buildMember, buildPlan, buildUser } from "../factories";
import { LOADS_CITIES, loadTestCities } from "../helpers/cities";
import { connectedPair } from "../helpers/connections";
import { call } from "../helpers/http";

const day = (offset: number) => addDays(todayUtc(), offset);
type Handler = Parameters<typeof call>[0];

describe("every admin route: 401 anonymous, 403 for members", () => {
  const modules: [string, Record<string, unknown>, boolean][] = [
    ["stats", statsRoute, false],
    ["users", usersRoute, false],
    ["users/1", userRoute, true],
    ["users/1/activate", activateRoute, true],
    ["users/1/deactivate", deactivateRoute, true],
    ["invites", invitesRoute, false],
    ["invites/1", inviteRoute, true],
    ["pairings", pairingsRoute, false],
    ["pairings/1", pairingRoute, true],
    ["matches", matchesRoute, false],
    ["matches/1", matchRoute, true],
    ["messages", messagesRoute, false],
    ["messages/1", messageRoute, true],
    ["travel-plans", plansRoute, false],
    ["travel-plans/1", planRoute, true],
    ["group-trips", tripsRoute, false],
    ["group-trips/1", tripRoute, true],
    ["trip-participants", participantsRoute, false],
    ["trip-participants/1", participantRoute, true],
    ["reports", reportsRoute, false],
    ["reports/1/resolve", resolveRoute, true],
    ["references", referencesRoute, false],
    ["references/1", referenceRoute, true],
    ["invite-tree", inviteTreeRoute, false],
    ["users/1/invitees", inviteesRoute, true],
    ["places", placesRoute, false],
    ["places/1", placeRoute, true],
    ["unplaced-destinations", unplacedRoute, false],
    ["misplaced-destinations", misplacedRoute, false],
    ["misplaced-destinations/1/keep", keepMisplacedRoute, true],
    ["misplaced-destinations/1/move", moveMisplacedRoute, true],
  ];
  const cases = modules.flatMap(([path, module, hasId]) =>
    ["GET", "POST", "PUT", "DELETE"]
      .filter((method) => method in module)
      .map((method) => [`${method} /admin/${path}`, module[method] as Handler, method, hasId] as const),
  );

  it.each(cases)("%s", async (_name, handler, method, hasId) => {
    const options = {
      method,
      params: (hasId ? { id: 1 } : {}) as Record<string, number>,
      body: method === "POST" || method === "PUT" ? {} : undefined,
    };
    expect((await call(handler, options)).status).toBe(401);
    const { token } = await buildMember();
    const member = await call(handler, { ...options, token });
    expect(member.status).toBe(403);
    expect(member.body.detail).toBe("Admin access required");
  });

  it("walks every admin route file", () => {
    const files = readdirSync("app/api/v1/admin", { recursive: true }).filter((file) =>
      String(file).endsWith("route.ts"),
    );
    expect(modules).toHaveLength(files.length);
  });
});

describe("admin stats", () => {
  it("counts users by state, pairings by type, and likes as match requests ever sent", async () => {
    const { token } = await buildAdmin();
    const before = (await call(statsRoute.GET, { token })).body;
    const [a, b] = [await buildMember(), await buildMember({ isActive: true })];
    await buildUser({ isActive: false });
    const request = await call(memberPairingsRoute.POST, {
      token: a.token,
      body: { target_user_id: b.user.id, action: "match" },
    });
    await call(respondRoute.POST, {
      token: b.token,
      params: { id: request.body.id },
      body: { response_type: "befriend" },
    });
    const after = (await call(statsRoute.GET, { token })).body;
    expect(after.total_users - before.total_users).toBe(3);
    expect(after.pending_users - before.pending_users).toBe(1);
    expect(after.pairings_by_type.friend - before.pairings_by_type.friend).toBe(1);
    expect(after.total_likes - before.total_likes).toBe(1); // a match request, even answered as a friendship
    for (const key of [
      "total_pairings",
      "total_messages",
      "total_travel_plans",
      "total_group_trips",
      "total_trip_participants",
      "active_users",
    ]) {
      expect(typeof after[key]).toBe("number");
    }
  });
});

describe("admin users", () => {
  it("lists with search, state filter, paging and X-Total-Count", async () => {
    const { token } = await buildAdmin();
    await buildUser({ name: "Zebedee Searchable", isActive: false });
    const found = await call(usersRoute.GET, { token, query: { q: "zebedee" } });
    expect(found.body.map((user: { name: string }) => user.name)).toEqual(["Zebedee Searchable"]);
    expect(found.headers.get("x-total-count")).toBe("1");
    expect(
      (await call(usersRoute.GET, { token, query: { status: "pending" } })).body.every(
        (user: { is_active: boolean }) => !user.is_active,
      ),
    ).toBe(true);
    expect((await call(usersRoute.GET, { token, query: { limit: 1 } })).body).toHaveLength(1);
    await buildUser();
    await buildUser();
    const ids = async (skip: number) =>
      (await call(usersRoute.GET, { token, query: { skip, limit: 2 } })).body.map((user: { id: number }) => user.id);
    const [first, second] = [await ids(0), await ids(2)];
    // newest first, across pages
    expect([...first, ...second]).toEqual([...first, ...second].toSorted((a: number, b: number) => b - a));
    expect(second).toHaveLength(2);
    expect(new Set([...first, ...second]).size).toBe(4);
    expect((await call(usersRoute.GET, { token, query: { status: "sleepy" } })).status).toBe(422);
  });

  it("pages through the whole list from either end, with filters and searches: every row once, newest first, exact totals", async () => {
    const { token } = await buildAdmin();
    const db = await getDb();
    await db.execute(sql`
      insert into users (email, password_hash, name, age, is_active, is_admin)
      select 'pager' || g || '@example.com', 'x', 'Pager ' || g, 30, g % 4 <> 0, g % 9 = 0 from generate_series(1, 37) g`);
    await db.execute(sql`delete from users where email in ('pager5@example.com', 'pager30@example.com')`); // gaps in the ids
    const [{ ids: everyone }] = (await queryRows<{ ids: number[] }>(
      db,
      sql`select array_agg(id order by id desc) as ids from users`,
    )) as [{ ids: number[] }];
    const listed = async (query: Record<string, string | number>) => {
      const response = await call(usersRoute.GET, { token, query });
      return {
        ids: response.body.map((user: { id: number }) => user.id) as number[],
        total: Number(response.headers.get("x-total-count")),
      };
    };
    const filters: Record<string, string>[] = [
      {},
      { status: "pending" },
      { status: "admin" },
      { q: "pager" },
      { q: "pager", status: "active" },
    ];
    for (const filter of filters) {
      const all = await listed({ ...filter, limit: 100 });
      if (!("q" in filter) && !("status" in filter)) expect(all.ids).toEqual(everyone);
      expect(all.total, JSON.stringify(filter)).toBe(all.ids.length);
      for (const limit of [4, 7]) {
        const pages: number[] = [];
        for (let skip = 0; skip < all.total + limit; skip += limit) {
          const page = await listed({ ...filter, skip, limit });
          expect(page.total, `${JSON.stringify(filter)} skip=${skip}`).toBe(all.total);
          pages.push(...page.ids);
        }
        expect(pages, `${JSON.stringify(filter)} limit=${limit}`).toEqual(all.ids);
      }
    }
  });

  it("keeps exact totals for every filter through inserts, state changes and deletes, one row or many at a time", async () => {
    const { token } = await buildAdmin();
    const db = await getDb();
    const expectTotalsExact = async () => {
      const [actual] = await queryRows<{ all: number; pending: number; active: number; admin: number }>(
        db,
        sql`
        select count(*)::int as all, count(*) filter (where not is_active)::int as pending,
          count(*) filter (where is_active)::int as active, count(*) filter (where is_admin)::int as admin from users`,
      );
      for (const status of [undefined, "pending", "active", "admin"] as const) {
        const listed = await call(usersRoute.GET, { token, query: status ? { status, limit: 1 } : { limit: 1 } });
        expect(Number(listed.headers.get("x-total-count")), `total for ${status ?? "all"}`).toBe(
          actual![status ?? "all"],
        );
      }
    };
    const pending = await buildUser({ isActive: false });
    await buildAdmin();
    await expectTotalsExact();
    await call(activateRoute.POST, { method: "POST", token, params: { id: pending.id } });
    await db.execute(sql`
      insert into users (email, password_hash, name, age, is_active, is_admin)
      select 'many' || g || '@example.com', 'x', 'Many ' || g, 30, g % 3 <> 0, g % 10 = 0 from generate_series(1, 30) g`);
    await expectTotalsExact();
    await db.execute(sql`update users set is_active = not is_active where email like 'many%'`);
    await db.execute(sql`update users set bio = 'edited' where email like 'many%'`);
    await expectTotalsExact();
    await call(userRoute.DELETE, { method: "DELETE", token, params: { id: pending.id } });
    await db.execute(sql`delete from users where email like 'many1%'`);
    await expectTotalsExact();
  });

  it("searches a piece of the name, email or handle, any case; % and _ are plain characters", async () => {
    const { token } = await buildAdmin();
    await buildUser({ name: "Ana Quintela", email: "ana.q@example.com", handle: "traveller_ana" });
    await buildUser({ name: "Bo 100% Real", email: "bo@example.com" });
    const names = async (q: string) =>
      (await call(usersRoute.GET, { token, query: { q } })).body.map((user: { name: string }) => user.name);
    expect(await names("QUINT")).toEqual(["Ana Quintela"]);
    expect(await names("ana.q@")).toEqual(["Ana Quintela"]);
    expect(await names("ller_an")).toEqual(["Ana Quintela"]);
    expect(await names("100%")).toEqual(["Bo 100% Real"]);
    expect(await names("_")).toEqual(["Ana Quintela"]);
  });

  it("has the search and the filters use their indexes (EXPLAIN; table scans turned off, so only a usable index can answer)", async () => {
    const db = await getDb();
    await db.execute(sql`
      insert into users (email, password_hash, name, age, is_active)
      select 'bulk' || g || '@example.com', 'x', 'Bulk Person ' || g, 30, g % 50 <> 0 from generate_series(1, 2000) g`);
    await db.execute(sql`analyze users`);
    const plan = (query: SQL) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return (await queryRows<Record<string, string>>(tx, sql`explain ${query}`))
          .map((row) => Object.values(row)[0])
          .join("\n");
      });
    expect(await plan(sql`select count(*) from users where ${userSearchText} like '%person 1234%'`)).toContain(
      "users_search_trgm_idx",
    );
    expect(await plan(sql`select count(*) from users where not ${users.isActive}`)).toContain("users_pending_id_idx");
    expect(await plan(sql`select count(*) from users where ${users.isAdmin}`)).toContain("users_admin_id_idx");
  });

  it("creates active users (admins with ?is_admin=true), edits them, and refuses duplicates", async () => {
    const { token } = await buildAdmin();
    const created = await call(usersRoute.POST, {
      token,
      query: { is_admin: "true" },
      body: { email: "New.Admin@example.com", password: "long enough pw", name: "New", age: 40 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: "new.admin@example.com", is_active: true, is_admin: true });
    expect(
      (
        await call(usersRoute.POST, {
          token,
          body: { email: "new.admin@example.com", password: "long enough pw", name: "Dup", age: 40 },
        })
      ).status,
    ).toBe(409);
    const edited = await call(userRoute.PUT, {
      method: "PUT",
      token,
      params: { id: created.body.id },
      body: { name: "Renamed", age: 41, is_admin: false },
    });
    expect(edited.body).toMatchObject({ name: "Renamed", age: 41, is_admin: false });
    expect(
      (await call(userRoute.PUT, { method: "PUT", token, params: { id: created.body.id }, body: { age: 5 } })).status,
    ).toBe(422);
    expect((await call(userRoute.GET, { token, params: { id: 999999 } })).status).toBe(404);
  });

  it("deleting a user removes their data everywhere; an admin cannot delete or demote themself", async () => {
    const admin = await buildAdmin();
    const { a, b, matchId } = await connectedPair();
    await call(sendRoute.POST, { token: a.token, body: { match_id: matchId, content: "hello" } });
    const db = await getDb();
    await buildPlan(a, { destination: "Lisbon", arrivalDate: day(3), departureDate: day(5) });
    expect(
      (await call(userRoute.DELETE, { method: "DELETE", token: admin.token, params: { id: a.user.id } })).status,
    ).toBe(204);
    for (const [table, column] of [
      [travelPlans, travelPlans.userId],
      [pairings, pairings.user1Id],
      [messages, messages.senderId],
    ] as const) {
      expect((await db.select({ n: count() }).from(table).where(eq(column, a.user.id)))[0]!.n).toBe(0);
    }
    expect(await db.select().from(conversations).where(eq(conversations.id, matchId))).toHaveLength(0);
    expect(await db.select().from(users).where(eq(users.id, b.user.id))).toHaveLength(1);
    expect(
      (await call(userRoute.DELETE, { method: "DELETE", token: admin.token, params: { id: admin.user.id } })).status,
    ).toBe(409);
    expect(
      (
        await call(userRoute.PUT, {
          method: "PUT",
          token: admin.token,
          params: { id: admin.user.id },
          body: { is_admin: false },
        })
      ).status,
    ).toBe(409);
    expect(
      (await call(userRoute.DELETE, { method: "DELETE", token: admin.token, params: { id: a.user.id } })).status,
    ).toBe(404);
  });
});

describe("admin data", () => {
  it("creates accepted pairings (a match opens its conversation), refuses duplicates and self, deletes", async () => {
    const { token } = await buildAdmin();
    const [a, b] = [await buildUser(), await buildUser()];
    const match = await call(pairingsRoute.POST, { token, body: { user1_id: a.id, user2_id: b.id } });
    expect(match.status).toBe(201);
    expect(match.body).toMatchObject({
      relationship_type: "match",
      status: "accepted",
      user1_name: a.name,
      user2_name: b.name,
    });
    const db = await getDb();
    expect(await db.select().from(conversations).where(eq(conversations.pairingId, match.body.id))).toHaveLength(1);
    expect(
      (await call(pairingsRoute.POST, { token, body: { user1_id: b.id, user2_id: a.id, relationship_type: "friend" } }))
        .status,
    ).toBe(409);
    expect((await call(pairingsRoute.POST, { token, body: { user1_id: a.id, user2_id: a.id } })).status).toBe(422);
    expect((await call(pairingsRoute.POST, { token, body: { user1_id: a.id, user2_id: 999999 } })).status).toBe(404);
    expect((await call(pairingsRoute.POST, { token, body: { user1_id: "1", user2_id: b.id } })).status).toBe(422);
    expect((await call(pairingRoute.GET, { token, params: { id: match.body.id } })).body.id).toBe(match.body.id);
    const matches = (await call(matchesRoute.GET, { token })).body;
    expect(matches.map((m: { pairing_id: number }) => m.pairing_id)).toContain(match.body.id);
    expect((await call(pairingRoute.DELETE, { method: "DELETE", token, params: { id: match.body.id } })).status).toBe(
      204,
    );
    expect(await db.select().from(conversations).where(eq(conversations.pairingId, match.body.id))).toHaveLength(0);
  });

  it("reads and deletes messages and matches", async () => {
    const { token } = await buildAdmin();
    const { a, matchId } = await connectedPair();
    const sent = (await call(sendRoute.POST, { token: a.token, body: { match_id: matchId, content: "for the admin" } }))
      .body;
    expect((await call(messagesRoute.GET, { token })).body.map((m: { id: number }) => m.id)).toContain(sent.id);
    expect((await call(messageRoute.DELETE, { method: "DELETE", token, params: { id: sent.id } })).status).toBe(204);
    expect((await call(messageRoute.DELETE, { method: "DELETE", token, params: { id: sent.id } })).status).toBe(404);
    expect((await call(matchRoute.DELETE, { method: "DELETE", token, params: { id: matchId } })).status).toBe(204);
  });

  it("creates, edits and deletes travel plans freely, but keeps dates in order", async () => {
    const { token } = await buildAdmin();
    const owner = await buildUser();
    const plan = await call(plansRoute.POST, {
      token,
      body: {
        user_id: owner.id,
        destination: "Porto",
        arrival_date: day(-30),
        departure_date: day(-20),
        status: "completed",
      },
    });
    expect(plan.status).toBe(201);
    expect(plan.body).toMatchObject({ user_id: owner.id, status: "completed" });
    expect(
      (
        await call(planRoute.PUT, {
          method: "PUT",
          token,
          params: { id: plan.body.id },
          body: { status: "cancelled", destination: "Braga" },
        })
      ).body,
    ).toMatchObject({ status: "cancelled", destination: "Braga" });
    expect(
      (
        await call(planRoute.PUT, {
          method: "PUT",
          token,
          params: { id: plan.body.id },
          body: { departure_date: day(-40) },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await call(plansRoute.POST, {
          token,
          body: { user_id: 999999, destination: "X", arrival_date: day(1), departure_date: day(2) },
        })
      ).status,
    ).toBe(404);
    expect((await call(plansRoute.POST, { token, body: { destination: "X" } })).status).toBe(422);
    expect((await call(planRoute.DELETE, { method: "DELETE", token, params: { id: plan.body.id } })).status).toBe(204);
    expect((await call(planRoute.GET, { token, params: { id: plan.body.id } })).status).toBe(404);
  });

  it("sets a plan's visibility, the member's default when none is picked, and lists it", async () => {
    const { token } = await buildAdmin();
    const owner = await buildUser({ defaultPlanVisibility: "connections" });
    const body = { user_id: owner.id, destination: "Faro", arrival_date: day(3), departure_date: day(6) };
    const defaulted = await call(plansRoute.POST, { token, body });
    expect(defaulted.status).toBe(201);
    expect(defaulted.body.visibility).toBe("connections");
    const picked = await call(plansRoute.POST, { token, body: { ...body, visibility: "private" } });
    expect(picked.body.visibility).toBe("private");
    const edited = await call(planRoute.PUT, {
      method: "PUT",
      token,
      params: { id: picked.body.id },
      body: { visibility: "everyone" },
    });
    expect(edited.body).toMatchObject({ visibility: "everyone", destination: "Faro" });
    const [row] = await (await getDb()).select().from(travelPlans).where(eq(travelPlans.id, picked.body.id));
    expect(row!.visibility).toBe("everyone");
    const listed = await call(plansRoute.GET, { token, query: { limit: 2 } });
    expect(listed.body).toEqual([
      expect.objectContaining({ id: picked.body.id, visibility: "everyone" }),
      expect.objectContaining({ id: defaulted.body.id, visibility: "connections" }),
    ]);
    const bad = await call(plansRoute.POST, { token, body: { ...body, visibility: "friends" } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain("Visibility must be everyone, connections or private");
  });

  it(
    "places the plans and trips it writes by the members' rule, so discovery follows an admin's correction",
    LOADS_CITIES,
    async () => {
      await loadTestCities();
      const { token } = await buildAdmin();
      const owner = await buildUser();
      const lisbon = await resolveDestination(await getDb(), "Lisbon, Portugal");
      const porto = await resolveDestination(await getDb(), "Porto, Portugal");
      // A member in Lisbon for the same days: who meets the admin's plan, wherever it is.
      const viewer = await buildMember();
      await buildPlan(viewer.user, {
        destination: lisbon!.displayName,
        cityId: lisbon!.id,
        arrivalDate: day(10),
        departureDate: day(20),
      });
      const offered = async () =>
        (await call(potentialRoute.GET, { token: viewer.token })).body.map((entry: { id: number }) => entry.id);

      const created = await call(plansRoute.POST, {
        token,
        body: { user_id: owner.id, destination: "lisboa", arrival_date: day(12), departure_date: day(18) },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ destination: lisbon!.displayName, city_id: lisbon!.id });
      expect(await offered()).toContain(owner.id);

      const moved = await call(planRoute.PUT, {
        method: "PUT",
        token,
        params: { id: created.body.id },
        body: { destination: "Porto, Portugal" },
      });
      expect(moved.body).toMatchObject({ destination: porto!.displayName, city_id: porto!.id });
      expect(await offered()).not.toContain(owner.id);
      const back = await call(planRoute.PUT, {
        method: "PUT",
        token,
        params: { id: created.body.id },
        body: { city_id: lisbon!.id },
      });
      expect(back.body).toMatchObject({ destination: lisbon!.displayName, city_id: lisbon!.id });
      // An edit of the dates alone keeps the place; an unknown city is 422 and changes nothing.
      expect(
        (
          await call(planRoute.PUT, {
            method: "PUT",
            token,
            params: { id: created.body.id },
            body: { arrival_date: day(11) },
          })
        ).body,
      ).toMatchObject({ city_id: lisbon!.id });
      const unknown = await call(planRoute.PUT, {
        method: "PUT",
        token,
        params: { id: created.body.id },
        body: { city_id: 2_100_000_000 },
      });
      expect(unknown.status).toBe(422);
      expect((await call(planRoute.GET, { token, params: { id: created.body.id } })).body).toMatchObject({
        destination: lisbon!.displayName,
        city_id: lisbon!.id,
      });
      // A place no city has is kept as typed.
      expect(
        (
          await call(planRoute.PUT, {
            method: "PUT",
            token,
            params: { id: created.body.id },
            body: { destination: "Nowhere Beach" },
          })
        ).body,
      ).toMatchObject({ destination: "Nowhere Beach", city_id: null });

      const trip = await call(tripsRoute.POST, {
        token,
        body: {
          creator_id: owner.id,
          title: "Admin trip",
          destination: "porto",
          arrival_date: day(5),
          departure_date: day(9),
        },
      });
      expect(trip.body).toMatchObject({ destination: porto!.displayName, city_id: porto!.id });
      const edited = await call(tripRoute.PUT, {
        method: "PUT",
        token,
        params: { id: trip.body.id },
        body: { destination: "Lisbon, Portugal" },
      });
      expect(edited.body).toMatchObject({ destination: lisbon!.displayName, city_id: lisbon!.id });
      expect(
        (await call(tripRoute.PUT, { method: "PUT", token, params: { id: trip.body.id }, body: { title: "Renamed" } }))
          .body,
      ).toMatchObject({ title: "Renamed", city_id: lisbon!.id });
      expect(
        (
          await call(tripsRoute.POST, {
            token,
            body: {
              creator_id: owner.id,
              title: "T",
              destination: "X",
              city_id: 2_100_000_000,
              arrival_date: day(5),
              departure_date: day(9),
            },
          })
        ).status,
      ).toBe(422);
    },
  );

  it("creates trips with their creator as host, and holds the cap for admin edits", async () => {
    const { token } = await buildAdmin();
    const [creator, x, y] = [await buildUser(), await buildUser(), await buildUser()];
    const trip = await call(tripsRoute.POST, {
      token,
      body: {
        creator_id: creator.id,
        title: "Admin trip",
        destination: "Oslo",
        arrival_date: day(5),
        departure_date: day(9),
        max_participants: 2,
        status: "confirmed",
      },
    });
    expect(trip.status).toBe(201);
    expect(trip.body).toMatchObject({
      creator_id: creator.id,
      participant_count: 1,
      status: "confirmed",
      trip_type: "friends",
    });
    const added = await call(participantsRoute.POST, {
      token,
      body: { trip_id: trip.body.id, user_id: x.id, status: "accepted" },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ trip_title: "Admin trip", status: "accepted", role: "participant" });
    expect(
      (
        await call(participantsRoute.POST, {
          token,
          body: { trip_id: trip.body.id, user_id: y.id, status: "accepted" },
        })
      ).status,
    ).toBe(409);
    const invited = await call(participantsRoute.POST, { token, body: { trip_id: trip.body.id, user_id: y.id } });
    expect(invited.body.status).toBe("invited");
    expect(
      (
        await call(participantRoute.PUT, {
          method: "PUT",
          token,
          params: { id: invited.body.id },
          body: { status: "accepted" },
        })
      ).status,
    ).toBe(409);
    expect((await call(participantsRoute.POST, { token, body: { trip_id: trip.body.id, user_id: y.id } })).status).toBe(
      409,
    );
    expect(
      (
        await call(participantsRoute.POST, {
          token,
          body: { trip_id: trip.body.id, user_id: (await buildUser()).id, role: "host" },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(participantRoute.PUT, {
          method: "PUT",
          token,
          params: { id: invited.body.id },
          body: { trip_id: 999 },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await call(tripRoute.PUT, {
          method: "PUT",
          token,
          params: { id: trip.body.id },
          body: { max_participants: 3, status: "cancelled" },
        })
      ).body,
    ).toMatchObject({ max_participants: 3, status: "cancelled" });
    expect(
      (
        await call(participantRoute.PUT, {
          method: "PUT",
          token,
          params: { id: invited.body.id },
          body: { status: "accepted" },
        })
      ).body.status,
    ).toBe("accepted");
    expect(
      (await call(tripRoute.PUT, { method: "PUT", token, params: { id: trip.body.id }, body: { max_participants: 2 } }))
        .status,
    ).toBe(409);
    const unknownCreator = await call(tripRoute.PUT, {
      method: "PUT",
      token,
      params: { id: trip.body.id },
      body: { creator_id: 999999 },
    });
    expect(unknownCreator.status).toBe(404);
    expect(unknownCreator.body.detail).toBe("Creator not found");
    expect((await call(participantsRoute.GET, { token })).headers.get("x-total-count")).toBeTruthy();
    expect(
      (await call(participantRoute.DELETE, { method: "DELETE", token, params: { id: invited.body.id } })).status,
    ).toBe(204);
    expect((await call(tripRoute.DELETE, { method: "DELETE", token, params: { id: trip.body.id } })).status).toBe(204);
    expect((await call(tripRoute.GET, { token, params: { id: trip.body.id } })).status).toBe(404);
  });
});
