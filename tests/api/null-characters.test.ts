import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminUsersRoute from "@/app/api/v1/admin/users/route";
import * as loginRoute from "@/app/api/v1/auth/login/json/route";
import * as registerRoute from "@/app/api/v1/auth/register/route";
import * as feedTokenRoute from "@/app/api/v1/calendar/feed/[token]/route";
import * as tripsRoute from "@/app/api/v1/group-trips/route";
import * as potentialRoute from "@/app/api/v1/matches/potential/route";
import * as citiesRoute from "@/app/api/v1/travel-plans/search/cities/route";
import * as plansRoute from "@/app/api/v1/travel-plans/route";
import * as byHandleRoute from "@/app/api/v1/users/handle/[handle]/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import { getDb } from "@/db/client";
import { NUL_MESSAGE } from "@/lib/contract/messages";
import { addDays, todayUtc } from "@/lib/dates/days";
import { decodePathParam } from "@/lib/http/path-param";
import { problemOf } from "@/lib/http/route";
import { buildAdmin, buildMember, TEST_PASSWORD } from "../factories";
import { uploadIcs, withoutGoogleSettings } from "../helpers/calendar";
import { loadTestCities } from "../helpers/cities";
import { call } from "../helpers/http";

// PostgreSQL's text cannot hold U+0000: any text carrying one used to fail its statement and
// answer 500 (docs/security.md, "Input").
withoutGoogleSettings();
beforeAll(() => loadTestCities());

const day = (offset: number) => addDays(todayUtc(), offset);
const NUL = "\u0000";

describe("the null character in what clients send", () => {
  it("is a 422 on the field that holds it, in bodies, and nothing is stored", async () => {
    const member = await buildMember({ bio: "Before" });
    const plan = await call(plansRoute.POST, {
      token: member.token,
      body: { destination: `Lis${NUL}bon`, arrival_date: day(3), departure_date: day(6) },
    });
    expect(plan.status).toBe(422);
    expect(plan.body.errors).toEqual([{ field: "destination", message: NUL_MESSAGE }]);
    expect((await call(plansRoute.GET, { token: member.token })).body).toEqual([]);

    const profile = await call(meRoute.PUT, {
      token: member.token,
      body: { bio: `Hi${NUL}`, headline: `A${NUL}B`, current_location: "Lisbon" },
    });
    expect(profile.status).toBe(422);
    expect(profile.body.errors).toEqual([
      { field: "bio", message: NUL_MESSAGE },
      { field: "headline", message: NUL_MESSAGE },
    ]);
    expect((await call(meRoute.GET, { token: member.token })).body).toMatchObject({
      bio: "Before",
      current_location: null,
    });

    const trip = await call(tripsRoute.POST, {
      token: member.token,
      body: { title: `Surf${NUL}`, destination: "Lisbon", arrival_date: day(3), departure_date: day(6) },
    });
    expect(trip.status).toBe(422);
    expect(trip.body.errors).toEqual([{ field: "title", message: NUL_MESSAGE }]);
  });

  it("is a 422 at sign-in and registration, before any account is looked up", async () => {
    const member = await buildMember();
    const login = await call(loginRoute.POST, {
      body: { email: `${member.user.email}${NUL}`, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(422);
    expect(login.body.errors).toEqual([{ field: "email", message: NUL_MESSAGE }]);
    const register = await call(registerRoute.POST, {
      body: { email: "new-nul@example.com", password: "long enough password", name: `New${NUL}Member`, age: 30 },
    });
    expect(register.status).toBe(422);
    expect(register.body.errors).toEqual([{ field: "name", message: NUL_MESSAGE }]);
  });

  it("is a 422 in queries: discovery, city search, the admin's member search", async () => {
    const member = await buildMember();
    const admin = await buildAdmin();
    const cases = [
      [potentialRoute.GET, member.token, { destination: `Lisbon${NUL}` }, "destination"],
      [citiesRoute.GET, member.token, { query: `lis${NUL}` }, "query"],
      [adminUsersRoute.GET, admin.token, { q: `member${NUL}` }, "q"],
    ] as const;
    for (const [handler, token, query, field] of cases) {
      const response = await call(handler, { token, query });
      expect(response.status, field).toBe(422);
      expect(response.body.errors).toEqual([{ field, message: NUL_MESSAGE }]);
    }
  });

  it("names nothing in a path: 404 from the API, null for the pages", async () => {
    const member = await buildMember({ handle: "nul_holder" });
    expect(
      (await call(byHandleRoute.GET, { token: member.token, params: { handle: `nul_holder${NUL}` } })).status,
    ).toBe(404);
    expect((await call(feedTokenRoute.GET, { params: { token: `feed${NUL}token` } })).status).toBe(404);
    expect(decodePathParam("nul_holder%00")).toBeNull();
    expect(decodePathParam("nul_holder%2500")).toBe("nul_holder%00");
  });

  it("is dropped from a calendar's text, and the rest of the event is read", async () => {
    const member = await buildMember();
    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Test//NUL//EN",
      "BEGIN:VEVENT",
      `UID:nul${NUL}1@example.com`,
      `DTSTART;VALUE=DATE:${day(10).replaceAll("-", "")}`,
      `DTEND;VALUE=DATE:${day(14).replaceAll("-", "")}`,
      `SUMMARY:Trip to Lis${NUL}bon`,
      `LOCATION:Lis${NUL}bon`,
      `DESCRIPTION:Flat${NUL} 2`,
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const uploaded = await uploadIcs(member.token, ics);
    expect(uploaded.status).toBe(200);
    expect((uploaded.body as { events: unknown[] }).events).toEqual([
      expect.objectContaining({
        summary: "Trip to Lisbon",
        location: "Lisbon",
        description: "Flat 2",
        extracted_destination: "Lisbon, Portugal",
      }),
    ]);
  });

  it("is a 422, not a 500, should any text reach the database with one", async () => {
    const failure = await (await getDb()).execute(sql`select ${`a${NUL}b`}::text`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).not.toBeNull();
    expect(problemOf(failure)).toEqual({ status: 422, detail: "Text must not contain a null character" });
  });
});
