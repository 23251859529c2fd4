import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as keepRoute from "@/app/api/v1/admin/misplaced-destinations/[id]/keep/route";
import * as moveRoute from "@/app/api/v1/admin/misplaced-destinations/[id]/move/route";
import * as listRoute from "@/app/api/v1/admin/misplaced-destinations/route";
import { getDb } from "@/db/client";
import { cities, keptPlaces, travelPlans } from "@/db/schema";
import { MisplacedDestination } from "@/lib/cities/contract";
import { buildAdmin, buildMember, buildPlan, buildTrip } from "../factories";
import { loadTestCities } from "../helpers/cities";
import { call } from "../helpers/http";

let admin: Awaited<ReturnType<typeof buildAdmin>>;
beforeAll(async () => {
  await loadTestCities();
  admin = await buildAdmin();
});

const place = async (name: string, countryCode: string, region?: string) => {
  const rows = await (
    await getDb()
  )
    .select()
    .from(cities)
    .where(and(eq(cities.name, name), eq(cities.countryCode, countryCode), eq(cities.kind, "city")));
  return rows.find((row) => !region || row.region === region) ?? rows[0]!;
};
const list = async () => {
  const { status, body, headers } = await call(listRoute.GET, { token: admin.token });
  expect(status).toBe(200);
  for (const row of body) expect(MisplacedDestination.safeParse(row).success).toBe(true);
  expect(Number(headers.get("x-total-count"))).toBe(body.length);
  return body as MisplacedDestination[];
};

describe("plans saved at a place their text may not mean (docs/api.md §9.5)", () => {
  it("admins only", async () => {
    const member = await buildMember();
    expect((await call(listRoute.GET)).status).toBe(401);
    expect((await call(listRoute.GET, { token: member.token })).status).toBe(403);
    expect((await call(keepRoute.POST, { token: member.token, params: { id: 1 } })).status).toBe(403);
    expect((await call(moveRoute.POST, { token: member.token, params: { id: 1 }, body: { city_id: 2 } })).status).toBe(
      403,
    );
  });

  it("lists a place a name once brought plans to that now means another, with that place; keep takes it off", async () => {
    const traveller = await buildMember();
    const bali = await place("Bāli", "IN", "West Bengal");
    // As "Bali" was saved before regions: at the biggest city of that name.
    await buildPlan(traveller.user, { cityId: bali.id, destination: bali.displayName });
    // Picked or typed whole, these are where their name means.
    const lisbon = await place("Lisbon", "PT");
    await buildPlan(traveller.user, { cityId: lisbon.id, destination: lisbon.displayName });
    const parisTexas = await place("Paris", "US", "Texas");
    await buildPlan(traveller.user, { cityId: parisTexas.id, destination: parisTexas.displayName });

    const rows = await list();
    const row = rows.find((entry) => entry.id === bali.id);
    expect(row).toMatchObject({
      place: { name: "Bāli, West Bengal, India" },
      typed: "bali",
      suggested: { name: "Bali, Indonesia", kind: "region" },
      members: 1,
      plans: 1,
      upcoming_plans: 1,
    });
    expect(rows.map((entry) => entry.id)).not.toContain(lisbon.id);
    expect(rows.map((entry) => entry.id)).not.toContain(parisTexas.id);

    expect((await call(keepRoute.POST, { token: admin.token, params: { id: bali.id } })).status).toBe(204);
    expect((await list()).map((entry) => entry.id)).not.toContain(bali.id);
    expect(await (await getDb()).select().from(keptPlaces).where(eq(keptPlaces.cityId, bali.id))).toHaveLength(1);
    // The plan stays where it was.
    expect(
      (await (await getDb()).select().from(travelPlans).where(eq(travelPlans.userId, traveller.user.id))).map(
        (plan) => plan.cityId,
      ),
    ).toContain(bali.id);
    expect((await call(keepRoute.POST, { token: admin.token, params: { id: 2_100_000_000 } })).status).toBe(404);
  });

  it("moves the plans and trips to the place the name means now", async () => {
    const traveller = await buildMember();
    const crete = await place("Crete", "US", "Illinois");
    const plan = await buildPlan(traveller.user, { cityId: crete.id, destination: crete.displayName });
    const trip = await buildTrip(traveller.user, { cityId: crete.id, destination: crete.displayName });
    const row = (await list()).find((entry) => entry.id === crete.id)!;
    expect(row.suggested).toMatchObject({ name: "Crete, Greece", kind: "region" });

    expect(
      (await call(moveRoute.POST, { token: admin.token, params: { id: crete.id }, body: { city_id: 2_100_000_000 } }))
        .status,
    ).toBe(422);
    const moved = await call(moveRoute.POST, {
      token: admin.token,
      params: { id: crete.id },
      body: { city_id: row.suggested.id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ plans: 1, trips: 1 });
    const [stored] = await (await getDb()).select().from(travelPlans).where(eq(travelPlans.id, plan.id));
    expect(stored).toMatchObject({ cityId: row.suggested.id, destination: "Crete, Greece" });
    expect(trip.id).toBeGreaterThan(0);
    expect((await list()).map((entry) => entry.id)).not.toContain(crete.id);
  });
});
