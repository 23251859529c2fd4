import { count, eq, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as loginRoute from "@/app/api/v1/auth/login/json/route";
import { getDb } from "@/db/client";
import { cities, conversations, groupTrips, messages, notifications, pairings, travelPlans, users } from "@/db/schema";
import { findNearMisses, findPotentialMatches } from "@/lib/discovery/service";
import { DEMO_ADMIN, DEMO_MEMBER_PASSWORD, DEMO_PASSED_ON, demoAccounts, seedDemoData } from "@/lib/demo/seed";
import { deletePairing, listPairings } from "@/lib/pairings/service";
import { listConversations } from "@/lib/conversations/service";
import { listTripChats } from "@/lib/trip-chat/service";
import { addDays, todayUtc } from "@/lib/dates/days";
import { buildUser } from "../factories";
import { loadTestCities } from "../helpers/cities";
import { call } from "../helpers/http";

const total = async (
  table: typeof users | typeof travelPlans | typeof pairings | typeof conversations | typeof groupTrips,
) => (await (await getDb()).select({ n: count() }).from(table))[0]!.n;

describe("demo data", () => {
  beforeAll(() => loadTestCities());

  it("plans point at real cities, but for a few typed to places the city data lacks (for the admins' Places screen)", async () => {
    await seedDemoData(await getDb());
    const plans = await (await getDb()).select().from(travelPlans);
    const typed = plans
      .filter((plan) => plan.cityId === null && plan.nearCityId === null)
      .map((plan) => plan.destination);
    expect(typed.sort()).toEqual(["Canggu", "Canggu, Indonesia", "Uluwatu", "canggu"]);
    // Bali's stays come well after the others: the region, its places, and Canggu kept near Kuta.
    const inBali = plans.filter((plan) => plan.arrivalDate >= addDays(todayUtc(), 100)).map((plan) => plan.destination);
    expect(inBali.sort()).toEqual([
      "Bali, Indonesia",
      "Bali, Indonesia",
      "Canggu",
      "Denpasar, Indonesia",
      "Ubud, Indonesia",
    ]);
  });

  it("shows who invited whom: six members brought in four each", async () => {
    await seedDemoData(await getDb());
    const members = await (await getDb()).select().from(users).where(like(users.email, "%@overlap.dev"));
    const invitees = new Map<number, number>();
    for (const member of members)
      if (member.invitedBy !== null) invitees.set(member.invitedBy, (invitees.get(member.invitedBy) ?? 0) + 1);
    expect([...invitees.values()]).toEqual([4, 4, 4, 4, 4, 4]);
  });

  it("seeds an admin and about 40 members with plans, connections, a conversation and trips", async () => {
    const summary = await seedDemoData(await getDb());
    expect(summary.members).toBe(40);
    expect(await total(users)).toBe(41);
    expect(await total(travelPlans)).toBeGreaterThanOrEqual(41);
    expect(await total(pairings)).toBeGreaterThanOrEqual(5);
    expect(await total(conversations)).toBe(2);
    const photos = (await (await getDb()).select().from(messages)).filter((message) => message.photoUrl);
    expect(photos).toHaveLength(1);
    expect(photos[0]!.photoUrl).toMatch(/^\/uploads\/[0-9a-f]{24}\.jpg$/);
    expect(await total(groupTrips)).toBe(3);
    expect(await demoAccounts(await getDb())).toHaveLength(2);
    // Demo accounts are ready to look around: nobody is sent through onboarding.
    expect((await (await getDb()).select().from(users)).every((user) => user.onboardedAt !== null)).toBe(true);
  });

  it("fills the demo member's Discover with potential matches and friendships", async () => {
    const db = await getDb();
    const [alex] = await db.select().from(users).where(like(users.email, "alex@overlap.dev"));
    const entries = await findPotentialMatches({ id: alex!.id, isAdmin: false, user: alex! }, { skip: 0, limit: 100 });
    expect(entries.length).toBeGreaterThanOrEqual(10);
    expect(entries.some((entry) => entry.available_actions.includes("match"))).toBe(true);
    expect(entries.some((entry) => !entry.available_actions.includes("match"))).toBe(true);
    expect(new Set(entries.map((entry) => entry.overlap_info.destination)).size).toBeGreaterThanOrEqual(2);
  });

  it("shows the demo member a traveller nearby at 50 km and near misses around their Lisbon stay", async () => {
    const db = await getDb();
    const [alex] = await db.select().from(users).where(like(users.email, "alex@overlap.dev"));
    const actor = { id: alex!.id, isAdmin: false, user: alex! };
    const sameCity = await findPotentialMatches(actor, { skip: 0, limit: 100 });
    const nearby = await findPotentialMatches(actor, { radius_km: 50, skip: 0, limit: 100 });
    const priya = nearby.find((entry) => entry.name === "Priya Nair");
    expect(priya?.overlap_info).toMatchObject({ city: "Cascais, Portugal" });
    expect(priya!.overlap_info.distance_km).toBeGreaterThan(0);
    expect(priya!.overlap_info.distance_km).toBeLessThanOrEqual(50);
    expect(sameCity.some((entry) => entry.name === "Priya Nair")).toBe(false);
    const misses = await findNearMisses(actor, { skip: 0, limit: 24 });
    expect(misses.map((entry) => [entry.name, entry.overlap_info.gap_days])).toEqual(
      expect.arrayContaining([
        ["Noah Jensen", 2],
        ["Yuki Tanaka", 3],
      ]),
    );
  });

  it("shows the demo member a member they passed on, out of Discover until shown again", async () => {
    const db = await getDb();
    const [alex] = await db.select().from(users).where(like(users.email, "alex@overlap.dev"));
    const actor = { id: alex!.id, isAdmin: false, user: alex! };
    const passed = await listPairings(actor, "passed", { skip: 0, limit: 100 });
    expect(passed.items.map((pairing) => pairing.other_user.name)).toEqual([DEMO_PASSED_ON]);
    const shown = await findPotentialMatches(actor, { skip: 0, limit: 100 });
    expect(shown.some((entry) => entry.name === DEMO_PASSED_ON)).toBe(false);
    await deletePairing(actor, passed.items[0]!.id);
    const again = await findPotentialMatches(actor, { skip: 0, limit: 100 });
    expect(again.find((entry) => entry.name === DEMO_PASSED_ON)?.overlap_info.destination).toBe("Barcelona, Spain");
    await seedDemoData(db);
  });

  it("writes notifications as the app does: each names its member, whose profile it opens", async () => {
    const db = await getDb();
    await seedDemoData(db);
    const rows = await db.select().from(notifications);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const members = new Map((await db.select().from(users)).map((user) => [user.id, user.name]));
    for (const row of rows) {
      expect(row.relatedUserId, row.title).not.toBeNull();
      expect(row.message, row.title).toContain(members.get(row.relatedUserId!));
    }
  });

  it("gives the demo member an inbox of a match, a friend and a trip chat, each with its latest message", async () => {
    const db = await getDb();
    await seedDemoData(db);
    const [alex] = await db.select().from(users).where(like(users.email, "alex@overlap.dev"));
    const actor = { id: alex!.id, isAdmin: false, user: alex! };
    const conversationsOfAlex = await listConversations(actor);
    expect(conversationsOfAlex.map((entry) => [entry.relationship_type, entry.other_user.name])).toEqual(
      expect.arrayContaining([
        ["match", "Maya Chen"],
        ["friend", "Jonas Weber"],
      ]),
    );
    expect(conversationsOfAlex.every((entry) => entry.last_message !== null)).toBe(true);
    const chats = await listTripChats(actor);
    expect(chats).toEqual([
      expect.objectContaining({
        title: "Barcelona design crawl",
        unread_count: 1,
        last_message: expect.objectContaining({ sender_name: "Jonas Weber" }),
      }),
    ]);
  });

  it("lets the printed admin and demo member sign in", async () => {
    const admin = await call(loginRoute.POST, { body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
    expect(admin.status).toBe(200);
    const member = await call(loginRoute.POST, { body: { email: "alex@overlap.dev", password: DEMO_MEMBER_PASSWORD } });
    expect(member.status).toBe(200);
  });

  it("has members in Bali's places and in the region, and one in Canggu kept as typed near Kuta (docs/decisions/027)", async () => {
    const db = await getDb();
    await seedDemoData(db);
    const inBali = await db
      .select({
        name: users.name,
        destination: travelPlans.destination,
        cityId: travelPlans.cityId,
        nearCityId: travelPlans.nearCityId,
      })
      .from(travelPlans)
      .innerJoin(users, eq(users.id, travelPlans.userId))
      .where(sql`${travelPlans.arrivalDate} >= ${addDays(todayUtc(), 100)}`);
    const [bali] = await db.select().from(cities).where(eq(cities.regionKey, "admin1:ID.02"));
    const inBaliNamed = async (name: string) =>
      (
        await db
          .select()
          .from(cities)
          .where(sql`${cities.name} = ${name} and ${cities.countryCode} = 'ID' and ${cities.kind} = 'city'`)
      )[0]!.id;
    const [ubud, kuta] = [await inBaliNamed("Ubud"), await inBaliNamed("Kuta")];
    expect(inBali).toEqual(
      expect.arrayContaining([
        { name: "Alex Rivera", destination: "Bali, Indonesia", cityId: bali!.id, nearCityId: null },
        { name: "Emma Novak", destination: "Bali, Indonesia", cityId: bali!.id, nearCityId: null },
        { name: "Felix Wagner", destination: "Ubud, Indonesia", cityId: ubud, nearCityId: null },
        {
          name: "Arjun Mehta",
          destination: expect.stringMatching(/^Denpasar, /),
          cityId: expect.any(Number),
          nearCityId: null,
        },
        { name: "Sara Lind", destination: "Canggu", cityId: null, nearCityId: kuta },
      ]),
    );
    expect(inBali).toHaveLength(5);
  });

  it("re-seeds by replacing demo accounts only", async () => {
    const outsider = await buildUser({ email: "real.person@example.com" });
    await seedDemoData(await getDb());
    const db = await getDb();
    expect((await db.select({ n: count() }).from(users).where(like(users.email, "%@overlap.dev")))[0]!.n).toBe(41);
    expect(await db.select().from(users).where(like(users.email, outsider.email))).toHaveLength(1);
  });
});
