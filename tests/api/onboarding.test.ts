import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as invitesRoute from "@/app/api/v1/admin/invites/route";
import * as activateRoute from "@/app/api/v1/admin/users/[id]/activate/route";
import * as adminUsersRoute from "@/app/api/v1/admin/users/route";
import * as loginRoute from "@/app/api/v1/auth/login/json/route";
import * as registerRoute from "@/app/api/v1/auth/register/route";
import * as memberRoute from "@/app/api/v1/users/[id]/route";
import * as onboardingRoute from "@/app/api/v1/users/me/onboarding/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import { getDb } from "@/db/client";
import { users, type UserRow } from "@/db/schema";
import { findDiscoveryGaps, findPotentialMatches } from "@/lib/discovery/service";
import { addDays, todayUtc } from "@/lib/dates/days";
import { buildAdmin, buildMember, buildPlan, buildUser, tokenFor } from "../factories";
import { call } from "../helpers/http";

let n = 0;
const newcomer = (overrides: Record<string, unknown> = {}) => ({
  email: `onboarding${++n}-${Date.now()}@example.com`,
  password: "long enough password",
  name: "New Comer",
  age: 29,
  ...overrides,
});

async function registerWithInvite(): Promise<{ id: number; token: string; body: Record<string, unknown> }> {
  const { token: adminToken } = await buildAdmin();
  const invite = await call(invitesRoute.POST, { token: adminToken, body: { is_single_use: true } });
  const input = newcomer({ invite_code: invite.body.code });
  const registered = await call(registerRoute.POST, { body: input });
  expect(registered.status).toBe(201);
  const login = await call(loginRoute.POST, { body: { email: input.email, password: input.password } });
  expect(login.status).toBe(200);
  return { id: registered.body.id, token: login.body.access_token, body: registered.body };
}

const onboardedAt = async (id: number) =>
  (await (await getDb()).select({ at: users.onboardedAt }).from(users).where(eq(users.id, id)))[0]!.at;

const actorOf = async (id: number) => {
  const [user] = await (await getDb()).select().from(users).where(eq(users.id, id));
  return { id, isAdmin: false, user: user! };
};

describe("onboarding (docs/api.md §3.1)", () => {
  it("a newly registered member is not onboarded; POST /users/me/onboarding marks it done, once", async () => {
    const member = await registerWithInvite();
    expect(member.body.onboarding_done).toBe(false);
    expect((await call(meRoute.GET, { token: member.token })).body.onboarding_done).toBe(false);

    const done = await call(onboardingRoute.POST, { method: "POST", token: member.token });
    expect(done.status).toBe(204);
    expect(done.body).toBeUndefined();
    expect((await call(meRoute.GET, { token: member.token })).body.onboarding_done).toBe(true);

    // Again: still 204, and the first time is the one kept.
    const first = await onboardedAt(member.id);
    expect(first).toBeInstanceOf(Date);
    expect((await call(onboardingRoute.POST, { method: "POST", token: member.token })).status).toBe(204);
    expect(await onboardedAt(member.id)).toEqual(first);
  });

  it("a member registered without a code and activated by an admin still has onboarding ahead", async () => {
    const registered = await call(registerRoute.POST, { body: newcomer() });
    expect(registered.body.onboarding_done).toBe(false);
    const { token: adminToken } = await buildAdmin();
    const activated = await call(activateRoute.POST, {
      method: "POST",
      token: adminToken,
      params: { id: registered.body.id },
    });
    expect(activated.status).toBe(200);
    expect(activated.body.onboarding_done).toBe(false);
  });

  it("accounts made by an admin, and rows made without saying (factories, seed, older rows), are done", async () => {
    const { token: adminToken } = await buildAdmin();
    const created = await call(adminUsersRoute.POST, {
      token: adminToken,
      body: { email: newcomer().email, password: "long enough pw", name: "Made", age: 40 },
    });
    expect(created.status).toBe(201);
    expect(created.body.onboarding_done).toBe(true);
    const { token } = await buildMember();
    expect((await call(meRoute.GET, { token })).body.onboarding_done).toBe(true);
  });

  it("needs a signed-in member, takes no body, and is never shown to other members", async () => {
    expect((await call(onboardingRoute.POST, { method: "POST" })).status).toBe(401);
    const inactive = await buildUser({ isActive: false, onboardedAt: null });
    expect((await call(onboardingRoute.POST, { method: "POST", token: await tokenFor(inactive) })).status).toBe(403);
    expect(await onboardedAt(inactive.id)).toBeNull();

    const other = await buildUser({ onboardedAt: null });
    const { token } = await buildMember();
    const view = await call(memberRoute.GET, { token, params: { id: other.id } });
    expect(view.status).toBe(200);
    expect(view.body).not.toHaveProperty("onboarding_done");
  });
});

describe("what keeps Discover from offering people (findDiscoveryGaps, docs/product.md §2.4)", () => {
  const gapsOf = async (user: UserRow) => (await findDiscoveryGaps(await actorOf(user.id))).map((entry) => entry.gap);

  it("no upcoming plan: none, only a past one, or only a cancelled one", async () => {
    const ready = { gender: "Woman", interestedIn: ["Men"] };
    const none = await buildUser(ready);
    expect(await gapsOf(none)).toEqual(["no_upcoming_plan"]);

    const past = await buildUser(ready);
    await buildPlan(past, { arrivalDate: addDays(todayUtc(), -10), departureDate: addDays(todayUtc(), -1) });
    expect(await gapsOf(past)).toEqual(["no_upcoming_plan"]);

    const cancelled = await buildUser(ready);
    await buildPlan(cancelled, { status: "cancelled" });
    expect(await gapsOf(cancelled)).toEqual(["no_upcoming_plan"]);

    // A plan ending today still counts, as it does for discovery.
    const today = await buildUser(ready);
    await buildPlan(today, { arrivalDate: addDays(todayUtc(), -3), departureDate: todayUtc() });
    expect(await gapsOf(today)).toEqual([]);
  });

  it("each profile gap is named, and each one really keeps a willing candidate from being offered as a match", async () => {
    const candidate = await buildUser({ gender: "Man", interestedIn: ["Everyone"] });
    const plan = await buildPlan(candidate);
    const place = {
      cityId: plan.cityId,
      destination: plan.destination,
      arrivalDate: plan.arrivalDate,
      departureDate: plan.departureDate,
    };

    const cases: [Partial<typeof users.$inferInsert>, string[]][] = [
      [{ gender: "Woman", interestedIn: ["Men"] }, []],
      [{ gender: null, interestedIn: ["Men"] }, ["no_gender"]],
      [{ gender: "Woman", interestedIn: [] }, ["no_interested_in"]],
      [{ gender: null, interestedIn: [] }, ["no_gender", "no_interested_in"]],
      // Friends only: said once, neutrally; gender and interests do not matter then.
      [{ gender: null, interestedIn: [], openToPairingTypes: ["friend"] }, ["friends_only"]],
      // A stored choice the lists have since dropped admits nobody: it counts as empty.
      [{ gender: "Woman", interestedIn: ["Martians"] }, ["no_interested_in"]],
    ];
    for (const [profile, expected] of cases) {
      const viewer = await buildUser(profile);
      await buildPlan(viewer, place);
      expect(await gapsOf(viewer), JSON.stringify(profile)).toEqual(expected);
      const offered = await findPotentialMatches(await actorOf(viewer.id), { skip: 0, limit: 100 });
      const entry = offered.find((person) => person.id === candidate.id);
      expect(entry, JSON.stringify(profile)).toBeDefined();
      expect(entry!.available_actions.includes("match"), JSON.stringify(profile)).toBe(expected.length === 0);
    }
  });

  it("each gap comes with its words and a link to fix it", async () => {
    const member = await buildUser({ gender: null, interestedIn: [] });
    const gaps = await findDiscoveryGaps(await actorOf(member.id));
    expect(gaps.map((entry) => entry.action.href)).toEqual([
      "/app/travel-plans",
      "/app/profile?edit=1",
      "/app/profile?edit=1",
    ]);
    expect(gaps[0]!.message).toContain("Create a travel plan to find other nomads!");
    expect(gaps[1]!.message).toBe("Your profile has no gender, so nobody can be offered to you as a match.");
  });
});
