import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminTripRoute from "@/app/api/v1/admin/group-trips/[id]/route";
import * as adminTripsRoute from "@/app/api/v1/admin/group-trips/route";
import * as placesRoute from "@/app/api/v1/admin/places/route";
import * as adminPlanRoute from "@/app/api/v1/admin/travel-plans/[id]/route";
import * as adminPlansRoute from "@/app/api/v1/admin/travel-plans/route";
import * as tripRoute from "@/app/api/v1/group-trips/[id]/route";
import * as hostingRoute from "@/app/api/v1/group-trips/hosting/route";
import * as tripsRoute from "@/app/api/v1/group-trips/route";
import * as convertRoute from "@/app/api/v1/travel-plans/[id]/convert-to-group-trip/route";
import * as planRoute from "@/app/api/v1/travel-plans/[id]/route";
import * as plansRoute from "@/app/api/v1/travel-plans/route";
import * as userRoute from "@/app/api/v1/users/[id]/route";
import { getDb } from "@/db/client";
import { cities, groupTrips, travelPlans } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates/days";
import { buildAdmin, buildMember, buildPlan } from "../factories";
import { call } from "../helpers/http";

/**
 * docs/decisions/027-regions-hold-their-places.md, docs/api.md §4.2: a destination the data set
 * lacks, kept as typed and placed near a listed city (`near_city_id`).
 */

const day = (offset: number) => addDays(todayUtc(), offset);
type Member = Awaited<ReturnType<typeof buildMember>>;

/** Listed places as the data set loads them (GeoNames ids), and the region Bali holding two of them. */
const KUTA = {
  id: 1639002,
  name: "Kuta",
  displayName: "Kuta, Indonesia",
  countryCode: "ID",
  country: "Indonesia",
  admin1: "02",
  region: "Bali",
  latitude: -8.7233,
  longitude: 115.1723,
  population: 30012,
};
const UBUD = {
  id: 1622846,
  name: "Ubud",
  displayName: "Ubud, Indonesia",
  countryCode: "ID",
  country: "Indonesia",
  admin1: "02",
  region: "Bali",
  latitude: -8.5069,
  longitude: 115.2625,
  population: 28373,
};
const PERTH = {
  id: 2063523,
  name: "Perth",
  displayName: "Perth, Australia",
  countryCode: "AU",
  country: "Australia",
  admin1: "08",
  region: "Western Australia",
  latitude: -31.9522,
  longitude: 115.8614,
  population: 1896548,
};
let baliId: number;

let member: Member;
let admin: Member;
beforeAll(async () => {
  const db = await getDb();
  for (const city of [KUTA, UBUD, PERTH]) {
    await db.insert(cities).values({ ...city, asciiName: city.name, featureCode: "PPL" });
  }
  const [bali] = await db
    .insert(cities)
    .values({
      id: sql`nextval('region_ids')`,
      kind: "region",
      regionKey: "admin1:ID.02",
      name: "Bali",
      asciiName: "Bali",
      displayName: "Bali, Indonesia",
      countryCode: "ID",
      country: "Indonesia",
      admin1: "02",
      featureCode: "ADM1",
      latitude: -8.45,
      longitude: 115.1,
      population: 4_000_000,
    })
    .returning();
  baliId = bali!.id;
  member = await buildMember();
  admin = await buildAdmin();
});

// One member's plans here share their days in different places on purpose: each says so
// (`overlap_confirmed`), as the form does once asked (the rule itself: tests/api/travel-plans.test.ts).
const createPlan = (token: string, body: Record<string, unknown>) =>
  call(plansRoute.POST, {
    token,
    body: { arrival_date: day(10), departure_date: day(15), overlap_confirmed: true, ...body },
  });
const editPlan = (token: string, id: number, body: Record<string, unknown>) =>
  call(planRoute.PUT, { method: "PUT", token, params: { id }, body: { overlap_confirmed: true, ...body } });
const planRow = async (id: number) =>
  (await (await getDb()).select().from(travelPlans).where(eq(travelPlans.id, id)))[0];
const tripRow = async (id: number) => (await (await getDb()).select().from(groupTrips).where(eq(groupTrips.id, id)))[0];
const plansOf = async (userId: number) => (await getDb()).$count(travelPlans, eq(travelPlans.userId, userId));
const tripsOf = async (userId: number) => (await getDb()).$count(groupTrips, eq(groupTrips.creatorId, userId));

describe("a plan to a place the data lacks, near a listed city", () => {
  it("is kept as typed and placed at its anchor, whose display form it carries", async () => {
    const created = await createPlan(member.token, { destination: "  Canggu ", near_city_id: KUTA.id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      destination: "Canggu",
      city_id: null,
      near_city_id: KUTA.id,
      near_city_name: "Kuta, Indonesia",
    });
    expect(await planRow(created.body.id)).toMatchObject({ destination: "Canggu", cityId: null, nearCityId: KUTA.id });

    const read = await call(planRoute.GET, { token: member.token, params: { id: created.body.id } });
    expect(read.body).toMatchObject({ near_city_id: KUTA.id, near_city_name: "Kuta, Indonesia" });
    const listed = await call(plansRoute.GET, { token: member.token });
    expect(listed.body.find((plan: { id: number }) => plan.id === created.body.id)).toMatchObject({
      near_city_name: "Kuta, Indonesia",
    });
    // A plan to a listed city has no anchor.
    const placed = await createPlan(member.token, { destination: "Ubud", city_id: UBUD.id });
    expect(placed.body).toMatchObject({
      destination: "Ubud, Indonesia",
      city_id: UBUD.id,
      near_city_id: null,
      near_city_name: null,
    });
  });

  it("keeps the text as typed even when it names a listed place: the member said it is not that one", async () => {
    const created = await createPlan(member.token, { destination: "Ubud", near_city_id: KUTA.id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ destination: "Ubud", city_id: null, near_city_id: KUTA.id });
  });

  it.each([
    ["an anchor that does not exist", { near_city_id: 999_999_999 }, "Unknown place"],
    [
      "a region as the anchor (a region holds places: it is no point to be near)",
      { near_city_id: "bali" },
      "Unknown place",
    ],
    [
      "an anchor beside a city picked",
      { near_city_id: KUTA.id, city_id: UBUD.id },
      "Only a destination kept as typed is placed near a listed place: send city_id or near_city_id, not both",
    ],
  ])("refuses %s with 422 and creates nothing", async (_label, body, message) => {
    const someone = await buildMember();
    const sent = { ...body, near_city_id: body.near_city_id === "bali" ? baliId : body.near_city_id };
    const response = await createPlan(someone.token, { destination: "Canggu", ...sent });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([{ field: "near_city_id", message }]);
    expect(await plansOf(someone.user.id)).toBe(0);
  });

  it("keeps its anchor through a partial edit, loses it when placed or cleared, and takes one by an edit", async () => {
    const { body: plan } = await createPlan(member.token, { destination: "Canggu", near_city_id: KUTA.id });
    // Dates only: nothing about the place changes.
    expect((await editPlan(member.token, plan.id, { arrival_date: day(11) })).body).toMatchObject({
      destination: "Canggu",
      near_city_id: KUTA.id,
    });
    // Retyped, still unknown: still near Kuta.
    const retyped = await editPlan(member.token, plan.id, { destination: "Canggu Beach" });
    expect(retyped.body).toMatchObject({
      destination: "Canggu Beach",
      city_id: null,
      near_city_id: KUTA.id,
      near_city_name: "Kuta, Indonesia",
    });
    // Cleared.
    expect((await editPlan(member.token, plan.id, { near_city_id: null })).body).toMatchObject({
      destination: "Canggu Beach",
      near_city_id: null,
      near_city_name: null,
    });
    // Anchored again by an edit, at another city.
    expect((await editPlan(member.token, plan.id, { near_city_id: UBUD.id })).body).toMatchObject({
      near_city_id: UBUD.id,
      near_city_name: "Ubud, Indonesia",
    });
    // A refused anchor changes nothing.
    expect((await editPlan(member.token, plan.id, { near_city_id: 999_999_999 })).status).toBe(422);
    expect((await editPlan(member.token, plan.id, { city_id: KUTA.id, near_city_id: UBUD.id })).status).toBe(422);
    expect(await planRow(plan.id)).toMatchObject({ destination: "Canggu Beach", cityId: null, nearCityId: UBUD.id });
    // Placed at a city: the anchor goes.
    const placed = await editPlan(member.token, plan.id, { city_id: KUTA.id });
    expect(placed.body).toMatchObject({
      destination: "Kuta, Indonesia",
      city_id: KUTA.id,
      near_city_id: null,
      near_city_name: null,
    });
  });

  it("converts into a trip that keeps its anchor", async () => {
    const { body: plan } = await createPlan(member.token, { destination: "Canggu", near_city_id: KUTA.id });
    const converted = await call(convertRoute.POST, { token: member.token, params: { id: plan.id } });
    expect(converted.status).toBe(201);
    const trip = await call(tripRoute.GET, { token: member.token, params: { id: converted.body.group_trip_id } });
    expect(trip.body).toMatchObject({
      title: "Trip to Canggu",
      destination: "Canggu",
      city_id: null,
      near_city_id: KUTA.id,
      near_city_name: "Kuta, Indonesia",
    });
  });
});

describe("a trip to a place the data lacks", () => {
  const trip = { title: "Surf week", arrival_date: day(20), departure_date: day(27) };

  it("is kept as typed near its anchor, in its answer, the lists and after an edit", async () => {
    const host = await buildMember();
    const created = await call(tripsRoute.POST, {
      token: host.token,
      body: { ...trip, destination: "Canggu", near_city_id: KUTA.id },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      destination: "Canggu",
      city_id: null,
      near_city_id: KUTA.id,
      near_city_name: "Kuta, Indonesia",
    });
    const hosting = await call(hostingRoute.GET, { token: host.token });
    expect(hosting.body).toEqual([expect.objectContaining({ id: created.body.id, near_city_name: "Kuta, Indonesia" })]);

    const edited = await call(tripRoute.PUT, {
      method: "PUT",
      token: host.token,
      params: { id: created.body.id },
      body: { near_city_id: UBUD.id },
    });
    expect(edited.body).toMatchObject({
      destination: "Canggu",
      near_city_id: UBUD.id,
      near_city_name: "Ubud, Indonesia",
    });
    const placed = await call(tripRoute.PUT, {
      method: "PUT",
      token: host.token,
      params: { id: created.body.id },
      body: { destination: "Kuta", city_id: KUTA.id },
    });
    expect(placed.body).toMatchObject({
      destination: "Kuta, Indonesia",
      city_id: KUTA.id,
      near_city_id: null,
      near_city_name: null,
    });
    expect(await tripRow(created.body.id)).toMatchObject({ cityId: KUTA.id, nearCityId: null });
  });

  it("with an unknown anchor is 422 and nothing is created", async () => {
    const host = await buildMember();
    const response = await call(tripsRoute.POST, {
      token: host.token,
      body: { ...trip, destination: "Canggu", near_city_id: baliId },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([{ field: "near_city_id", message: "Unknown place" }]);
    expect(await tripsOf(host.user.id)).toBe(0);
  });
});

describe("admins", () => {
  it("create and edit plans and trips with an anchor, refused as members' are", async () => {
    const owner = await buildMember();
    const plan = await call(adminPlansRoute.POST, {
      token: admin.token,
      body: {
        user_id: owner.user.id,
        destination: "Canggu",
        near_city_id: KUTA.id,
        arrival_date: day(5),
        departure_date: day(9),
      },
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    expect(plan.body).toMatchObject({
      destination: "Canggu",
      city_id: null,
      near_city_id: KUTA.id,
      near_city_name: "Kuta, Indonesia",
    });
    const moved = await call(adminPlanRoute.PUT, {
      method: "PUT",
      token: admin.token,
      params: { id: plan.body.id },
      body: { near_city_id: UBUD.id },
    });
    expect(moved.body).toMatchObject({ near_city_id: UBUD.id, near_city_name: "Ubud, Indonesia" });
    const refused = await call(adminPlansRoute.POST, {
      token: admin.token,
      body: {
        user_id: owner.user.id,
        destination: "Canggu",
        near_city_id: 999_999_999,
        arrival_date: day(5),
        departure_date: day(9),
      },
    });
    expect(refused.status).toBe(422);
    expect(await plansOf(owner.user.id)).toBe(1);

    const trip = await call(adminTripsRoute.POST, {
      token: admin.token,
      body: {
        creator_id: owner.user.id,
        title: "Bingin days",
        destination: "Bingin",
        arrival_date: day(5),
        departure_date: day(9),
      },
    });
    expect(trip.status, JSON.stringify(trip.body)).toBe(201);
    const anchored = await call(adminTripRoute.PUT, {
      method: "PUT",
      token: admin.token,
      params: { id: trip.body.id },
      body: { near_city_id: KUTA.id },
    });
    expect(anchored.body).toMatchObject({
      destination: "Bingin",
      near_city_id: KUTA.id,
      near_city_name: "Kuta, Indonesia",
    });
    const listed = await call(adminTripsRoute.GET, { token: admin.token });
    expect(listed.body.find((row: { id: number }) => row.id === trip.body.id)).toMatchObject({
      near_city_name: "Kuta, Indonesia",
    });
  });

  it("adding the place moves the plans and trips anchored in its country to it, not those anchored elsewhere", async () => {
    const [here, there] = [await buildMember(), await buildMember()];
    const nearKuta = await createPlan(here.token, { destination: "Echo Beach", near_city_id: KUTA.id });
    const typedOnly = await createPlan(here.token, {
      destination: "echo beach",
      arrival_date: day(30),
      departure_date: day(32),
    });
    const nearPerth = await createPlan(there.token, { destination: "Echo Beach", near_city_id: PERTH.id });
    const trip = await call(tripsRoute.POST, {
      token: here.token,
      body: {
        title: "Echo",
        destination: "Echo Beach",
        near_city_id: UBUD.id,
        arrival_date: day(20),
        departure_date: day(22),
      },
    });

    const added = await call(placesRoute.POST, {
      token: admin.token,
      body: { name: "Echo Beach", country_code: "ID", latitude: -8.6538, longitude: 115.1266 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const place = { cityId: added.body.id, nearCityId: null, destination: "Echo Beach, Indonesia" };
    expect(await planRow(nearKuta.body.id)).toMatchObject(place);
    expect(await planRow(typedOnly.body.id)).toMatchObject(place);
    expect(await tripRow(trip.body.id)).toMatchObject(place);
    expect(await planRow(nearPerth.body.id)).toMatchObject({
      cityId: null,
      nearCityId: PERTH.id,
      destination: "Echo Beach",
    });
    expect(added.body.plans).toBe(2);
  });
});

describe("the member view", () => {
  it("names the anchor of each plan where two members meet", async () => {
    const [me, them] = [await buildMember(), await buildMember()];
    const typed = `Balian ${me.user.id}`;
    await buildPlan(me, {
      destination: typed,
      cityId: null,
      nearCityId: KUTA.id,
      arrivalDate: day(10),
      departureDate: day(14),
    });
    await buildPlan(them, {
      destination: typed,
      cityId: null,
      nearCityId: UBUD.id,
      arrivalDate: day(12),
      departureDate: day(20),
    });
    const { body } = await call(userRoute.GET, { token: me.token, params: { id: them.user.id } });
    expect(body.overlaps).toEqual([
      expect.objectContaining({
        destination: typed,
        near_city_name: "Ubud, Indonesia",
        my_destination: typed,
        my_near_city_name: "Kuta, Indonesia",
      }),
    ]);
  });
});
