import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as authUrlRoute from "@/app/api/v1/calendar/auth-url/route";
import * as autoSyncRoute from "@/app/api/v1/calendar/auto-sync/route";
import * as callbackRoute from "@/app/api/v1/calendar/callback/route";
import * as disconnectRoute from "@/app/api/v1/calendar/disconnect/route";
import * as eventsRoute from "@/app/api/v1/calendar/events/route";
import * as importRoute from "@/app/api/v1/calendar/import/route";
import * as statusRoute from "@/app/api/v1/calendar/status/route";
import * as syncRoute from "@/app/api/v1/calendar/sync/route";
import * as hostingRoute from "@/app/api/v1/group-trips/hosting/route";
import * as plansRoute from "@/app/api/v1/travel-plans/route";
import { getDb } from "@/db/client";
import { calendarConnections, calendarEvents, groupTrips, travelPlans } from "@/db/schema";
import { decryptToken, encryptToken } from "@/lib/calendar/crypto";
import { NO_DESTINATION } from "@/lib/calendar/detection";
import { GOOGLE_MESSAGES } from "@/lib/calendar/google";
import { createState, readState } from "@/lib/calendar/state";
import { KEPT_EVENTS_PER_SOURCE } from "@/lib/calendar/values";
import { addDays, todayUtc } from "@/lib/dates/days";
import { MAX_UPCOMING_PLANS, UPCOMING_PLANS_CAP_DETAIL } from "@/lib/plans/values";
import { HOSTED_TRIPS_CAP_DETAIL, MAX_UPCOMING_HOSTED_TRIPS } from "@/lib/trips/values";
import { LIMITS, recordHit } from "@/lib/rate-limit/service";
import { buildMember } from "../factories";
import { loadTestCities } from "../helpers/cities";
import { countStatements } from "../helpers/database";
import { startFakeGoogle, type FakeGoogle, type FakeGoogleEvent } from "../helpers/fake-google";
import { call } from "../helpers/http";
import { setEnv } from "../helpers/env";
import { holdTheClock } from "../helpers/clock";

type Member = Awaited<ReturnType<typeof buildMember>>;

const REDIRECT_URI = "http://localhost:3000/api/v1/calendar/callback";
const CRON_SECRET = "cron-secret-for-the-calendar-tests";
let fake: FakeGoogle;
let accountCounter = 0;

const day = (offset: number) => addDays(todayUtc(), offset);
const at = (offset: number, time: string) => `${day(offset)}T${time}Z`;

/** A calendar like a traveller's: two trips, a booking without a place, a day in Berlin, a dentist. */
function travellerEvents(): FakeGoogleEvent[] {
  return [
    {
      id: "flight-lis",
      summary: "Flight to Lisbon (TP 1351)",
      start: { dateTime: at(30, "09:00:00") },
      end: { dateTime: at(30, "11:45:00") },
    },
    { id: "rome", summary: "Vacation in Rome", start: { date: day(40) }, end: { date: day(46) } },
    { id: "booking", summary: "Hotel booking", start: { date: day(50) }, end: { date: day(51) } },
    {
      id: "offsite",
      summary: "Team offsite",
      location: "Berlin, Germany",
      start: { dateTime: at(60, "09:00:00") },
      end: { dateTime: at(60, "17:00:00") },
    },
    {
      id: "dentist",
      summary: "Dentist",
      start: { dateTime: at(10, "10:00:00") },
      end: { dateTime: at(10, "11:00:00") },
    },
    // Beyond the 365-day window: never read.
    {
      id: "far",
      summary: "Flight to Madrid",
      start: { dateTime: at(400, "09:00:00") },
      end: { dateTime: at(400, "11:00:00") },
    },
  ];
}

const configured = () => ({
  GOOGLE_CLIENT_ID: fake.clientId,
  GOOGLE_CLIENT_SECRET: fake.clientSecret,
  GOOGLE_REDIRECT_URI: REDIRECT_URI,
  GOOGLE_OAUTH_BASE_URL: fake.url,
  GOOGLE_API_BASE_URL: fake.url,
  GOOGLE_TIMEOUT_MS: "1500",
  CRON_SECRET,
});

beforeAll(async () => {
  await loadTestCities();
  fake = await startFakeGoogle();
  setEnv(configured());
});

afterAll(async () => {
  setEnv(Object.fromEntries(Object.keys(configured()).map((key) => [key, undefined])));
  await fake.close();
});

beforeEach(() => fake.reset());

/** The whole browser flow: auth-url, the (fake) consent screen's redirect, the callback. */
async function connect(member: Member, events: FakeGoogleEvent[] = travellerEvents()) {
  const email = `traveller${++accountCounter}@example.com`;
  fake.addAccount(email, events);
  const { status, body } = await call(authUrlRoute.GET, { token: member.token });
  expect(status).toBe(200);
  const consent = await fetch(`${body.auth_url}&login_hint=${encodeURIComponent(email)}`, { redirect: "manual" });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get("location")!);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  const callback = await call(callbackRoute.GET, {
    token: member.token,
    query: {
      code: back.searchParams.get("code")!,
      state: back.searchParams.get("state")!,
      scope: back.searchParams.get("scope")!,
    },
  });
  expect(callback.status).toBe(302);
  expect(callback.headers.get("location")).toBe("/app/calendar/connect?success=true");
  return email;
}

async function connectionRow(userId: number) {
  const [row] = await (await getDb()).select().from(calendarConnections).where(eq(calendarConnections.userId, userId));
  return row;
}

async function keptEvents(userId: number) {
  return (await getDb()).select().from(calendarEvents).where(eq(calendarEvents.userId, userId));
}

async function plansOf(member: Member) {
  const { body } = await call(plansRoute.GET, { token: member.token });
  return body as {
    id: number;
    destination: string;
    arrival_date: string;
    departure_date: string;
    travel_purpose: string | null;
  }[];
}

const sync = (member: Member) => call(syncRoute.POST, { method: "POST", token: member.token });
const events = (member: Member, daysAhead: number | string = 365) =>
  call(eventsRoute.GET, { token: member.token, query: { days_ahead: daysAhead } });
const importEvents = (member: Member, body: unknown) => call(importRoute.POST, { token: member.token, body });
const cron = (authorization?: string, query: Record<string, number> = {}) =>
  call(autoSyncRoute.GET, { query, headers: authorization ? { authorization } : {} });

describe("calendar, not configured", () => {
  beforeAll(() => setEnv({ GOOGLE_CLIENT_ID: undefined }));
  afterAll(() => setEnv(configured()));

  it("answers auth-url with 503 and docs/api.md's text, while status still works", async () => {
    const member = await buildMember();
    const response = await call(authUrlRoute.GET, { token: member.token });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ detail: "Calendar integration is not configured" });
    expect((await call(statusRoute.GET, { token: member.token })).status).toBe(200);
  });

  it("sends a callback back to the Connect screen with an error flag", async () => {
    const member = await buildMember();
    const response = await call(callbackRoute.GET, {
      token: member.token,
      query: { code: "x", state: createState(member.user.id) },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/app/calendar/connect?error=not_configured");
  });
});

describe("calendar connection", () => {
  it("needs a member", async () => {
    expect((await call(statusRoute.GET)).status).toBe(401);
    expect((await call(authUrlRoute.GET)).status).toBe(401);
  });

  it("reports a never-connected calendar exactly as docs/api.md §8 says, and 409 for sync, events and import", async () => {
    const member = await buildMember();
    const status = await call(statusRoute.GET, { token: member.token });
    expect(status.body).toEqual({ connected: false, enabled: false, last_sync: null, sync_status: "idle" });
    for (const response of [
      await sync(member),
      await events(member),
      await importEvents(member, { event_ids: [1], plan_type: "solo" }),
    ]) {
      expect(response.status).toBe(409);
      expect(response.body.detail).toBe("Calendar is not connected");
    }
  });

  it("disconnects with 204 whether or not connected", async () => {
    const member = await buildMember();
    expect((await call(disconnectRoute.DELETE, { method: "DELETE", token: member.token })).status).toBe(204);
    expect((await call(disconnectRoute.DELETE, { method: "DELETE", token: member.token })).status).toBe(204);
  });

  it("builds a consent URL for offline access with a state bound to the member", async () => {
    const member = await buildMember();
    const { body } = await call(authUrlRoute.GET, { token: member.token });
    const url = new URL(body.auth_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/o/oauth2/v2/auth`);
    expect(url.searchParams.get("client_id")).toBe(fake.clientId);
    expect(url.searchParams.get("redirect_uri")).toBe(REDIRECT_URI);
    expect(url.searchParams.get("access_type")).toBe("offline");
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")).toContain("calendar");
    expect(readState(url.searchParams.get("state")!)).toBe(member.user.id);
  });

  it("refuses a state that is another member's, forged or expired (400), and exchanges no code", async () => {
    const member = await buildMember();
    const other = await buildMember();
    const code = fake.issueCode("victim@example.com", REDIRECT_URI);
    const theirs = createState(other.user.id);
    const [payload, signature] = createState(member.user.id).split(".");
    const forged = `${Buffer.from(JSON.stringify({ u: other.user.id, e: Date.now() + 60_000, n: "x" })).toString("base64url")}.${signature}`;
    const expired = createState(member.user.id, Date.now() - 11 * 60 * 1000);
    for (const state of [theirs, forged, expired, `${payload}.`, "nonsense", undefined]) {
      const response = await call(callbackRoute.GET, {
        token: member.token,
        query: state ? { code, state } : { code },
      });
      expect(response.status, String(state)).toBe(400);
      expect(response.body.detail).toMatch(/authorization is invalid or has expired/);
    }
    expect(fake.requestsTo("token")).toHaveLength(0);
    expect(await connectionRow(member.user.id)).toBeUndefined();
  });

  it("sends the browser back with an error flag when the member declines or Google refuses the code", async () => {
    const member = await buildMember();
    const state = createState(member.user.id);
    const declined = await call(callbackRoute.GET, { token: member.token, query: { error: "access_denied", state } });
    expect(declined.headers.get("location")).toBe("/app/calendar/connect?error=access_denied");
    const badCode = await call(callbackRoute.GET, { token: member.token, query: { code: "4/not-a-code", state } });
    expect(badCode.status).toBe(302);
    expect(badCode.headers.get("location")).toBe("/app/calendar/connect?error=google");
    expect(await connectionRow(member.user.id)).toBeUndefined();
    // Signed out meanwhile: to the sign-in screen, not an error page.
    const signedOut = await call(callbackRoute.GET, { query: { code: "x", state } });
    expect(signedOut.headers.get("location")).toBe("/login?callbackUrl=%2Fapp%2Fcalendar%2Fconnect");
  });

  it("stores the tokens sealed with AES-GCM: not the plaintext, and only the member's row opens them", async () => {
    const member = await buildMember();
    const email = await connect(member);
    const row = await connectionRow(member.user.id);
    const [refresh] = fake.refreshTokensOf(email);
    expect(row!.refreshTokenEncrypted).not.toContain(refresh!.token);
    expect(row!.refreshTokenEncrypted).toMatch(/^v1\./);
    expect(decryptToken(row!.refreshTokenEncrypted!, member.user.id)).toBe(refresh!.token);
    expect(decryptToken(row!.refreshTokenEncrypted!, member.user.id + 1)).toBeNull();
    expect(row!.accessToken).not.toMatch(/^ya29\./);
    // Two sealings of one token differ (a fresh IV each time).
    expect(encryptToken("same", 1)).not.toBe(encryptToken("same", 1));

    const status = await call(statusRoute.GET, { token: member.token });
    expect(status.body).toMatchObject({ connected: true, enabled: true, last_sync: null, sync_status: "idle" });
  });

  it("refuses a grant without the calendar permission", async () => {
    const member = await buildMember();
    fake.grantedScopes = ["openid"];
    const { body } = await call(authUrlRoute.GET, { token: member.token });
    const consent = await fetch(body.auth_url, { redirect: "manual" });
    const back = new URL(consent.headers.get("location")!);
    const callback = await call(callbackRoute.GET, {
      token: member.token,
      query: { code: back.searchParams.get("code")!, state: back.searchParams.get("state")! },
    });
    expect(callback.headers.get("location")).toBe("/app/calendar/connect?error=scope");
    expect(await connectionRow(member.user.id)).toBeUndefined();
  });
});

describe("sync", () => {
  it("imports the future travel events with a destination as solo plans, and reports the rest", async () => {
    const member = await buildMember();
    await connect(member);
    const response = await sync(member);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, plans_created: 2, events_processed: 5 });
    expect(response.body.errors).toEqual([`"Hotel booking": ${NO_DESTINATION}`]);
    expect(response.body.message).toMatch(/2 new travel plans created/);

    const plans = await plansOf(member);
    expect(plans.map((plan) => [plan.destination, plan.arrival_date, plan.departure_date]).sort()).toEqual([
      ["Lisbon, Portugal", day(30), day(30)],
      ["Rome, Italy", day(40), day(45)],
    ]);
    expect(plans.find((plan) => plan.destination === "Lisbon, Portugal")!.travel_purpose).toBe(
      "Flight to Lisbon (TP 1351)",
    );

    const [request] = fake.requestsTo("events");
    expect(request!.query.singleEvents).toBe("true");
    const windowDays = (Date.parse(request!.query.timeMax!) - Date.parse(request!.query.timeMin!)) / 86_400_000;
    expect(Math.round(windowDays)).toBe(365);
    expect(request!.authorization).toMatch(/^Bearer ya29\.fake-/);

    const status = await call(statusRoute.GET, { token: member.token });
    expect(status.body.sync_status).toBe("idle");
    expect(Date.now() - Date.parse(status.body.last_sync)).toBeLessThan(60_000);
  });

  it("creates nothing the second time, and says the plans may already exist", async () => {
    const member = await buildMember();
    await connect(member);
    await sync(member);
    const again = await sync(member);
    expect(again.status).toBe(200);
    expect(again.body.plans_created).toBe(0);
    expect(again.body.message).toMatch(/No new travel plans were created; they may already exist/);
    expect(await plansOf(member)).toHaveLength(2);
  });

  it("does not bring back a synced plan the member deleted", async () => {
    const member = await buildMember();
    await connect(member, [travellerEvents()[0]!]);
    await sync(member);
    await (await getDb()).delete(travelPlans).where(eq(travelPlans.userId, member.user.id));
    expect((await sync(member)).body.plans_created).toBe(0);
    expect(await plansOf(member)).toHaveLength(0);
  });

  it("keeps at most 1,000 Google events, travel first, then the soonest; drops events over, imported ones too; reads back only what it brings", async () => {
    const member = await buildMember();
    const meetings: FakeGoogleEvent[] = Array.from({ length: 1_150 }, (_, i) => {
      const offset = 1 + Math.floor(i / 5);
      return {
        id: `meeting-${i}`,
        summary: "Team meeting",
        start: { dateTime: at(offset, "09:00:00") },
        end: { dateTime: at(offset, "10:00:00") },
      };
    });
    const holidays: FakeGoogleEvent[] = Array.from({ length: 50 }, (_, i) => ({
      id: `vacation-${i}`,
      summary: "Vacation",
      start: { date: day(300 + i) },
      end: { date: day(302 + i) },
    }));
    await connect(member, [...meetings, ...holidays]);
    // What years of syncs kept before: events over, some of them imported.
    await (
      await getDb()
    ).execute(sql`
      insert into calendar_events (user_id, source, external_id, start_date, extracted_arrival_date, extracted_departure_date, imported_at)
      select ${member.user.id}, 'google', 'old-' || g, d, d, d, case when g % 10 = 0 then now() end
      from generate_series(1, 5000) g, lateral (select ${day(-3)}::date - g / 5 as d) start`);

    let response: Awaited<ReturnType<typeof sync>> | undefined;
    const statements = await countStatements(async () => (response = await sync(member)));
    expect(response!.status).toBe(200);
    expect(response!.body.events_processed).toBe(1_200);
    const reads = statements.filter(
      (statement) => /^\s*select\b/i.test(statement) && statement.includes('from "calendar_events"'),
    );
    for (const statement of reads) expect(statement).toMatch(/"external_id" = any\(/);

    const kept = (await keptEvents(member.user.id)).map((event) => event.externalId);
    expect(kept).toHaveLength(KEPT_EVENTS_PER_SOURCE);
    expect(kept.filter((id) => id.startsWith("vacation-"))).toHaveLength(50);
    expect(kept).toEqual(expect.arrayContaining(["meeting-0", "meeting-949"]));
    expect(kept).not.toContain("meeting-950");
    expect(kept.filter((id) => id.startsWith("old-"))).toEqual([]);
  });

  it("reads every page of events", async () => {
    const member = await buildMember();
    await connect(member);
    fake.pageSize = 2;
    const response = await sync(member);
    expect(response.body.events_processed).toBe(5);
    expect(fake.requestsTo("events").map((request) => request.query.pageToken)).toEqual([undefined, "2", "4"]);
  });

  it("on an error answer: the product's message, sync_status error, and nothing imported", async () => {
    const member = await buildMember();
    await connect(member);
    fake.fail("events", 500);
    const response = await sync(member);
    expect(response.status).toBe(503);
    expect(response.body.detail).toBe(GOOGLE_MESSAGES.unavailable);
    const status = await call(statusRoute.GET, { token: member.token });
    expect(status.body).toMatchObject({
      connected: true,
      sync_status: "error",
      sync_error: GOOGLE_MESSAGES.unavailable,
      last_sync: null,
    });
    expect(await keptEvents(member.user.id)).toHaveLength(0);
    expect(await plansOf(member)).toHaveLength(0);
  });

  it("keeps nothing when a later page fails (all pages are read before anything is written)", async () => {
    const member = await buildMember();
    await connect(member);
    fake.pageSize = 2;
    fake.fail("events", 503, { skip: 1 });
    expect((await sync(member)).status).toBe(503);
    expect(fake.requestsTo("events")).toHaveLength(2);
    expect(await keptEvents(member.user.id)).toHaveLength(0);
    expect(await plansOf(member)).toHaveLength(0);
  });

  it("on a slow answer: gives up after GOOGLE_TIMEOUT_MS with the time-out message", async () => {
    const member = await buildMember();
    await connect(member);
    fake.slow("events", 5000);
    const started = Date.now();
    const response = await sync(member);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(response.status).toBe(503);
    expect(response.body.detail).toBe(GOOGLE_MESSAGES.timeout);
    expect((await call(statusRoute.GET, { token: member.token })).body.sync_status).toBe("error");
    expect(await plansOf(member)).toHaveLength(0);
    // The next sync, with Google answering again, works and clears the error.
    fake.reset();
    expect((await sync(member)).body.plans_created).toBe(2);
    expect((await call(statusRoute.GET, { token: member.token })).body).toMatchObject({
      sync_status: "idle",
      sync_error: null,
    });
  });

  it("refreshes an expired access token with the stored refresh token, and stores the new one sealed", async () => {
    const member = await buildMember();
    fake.accessTokenLifetime = 30; // inside the client's 5-minute early-refresh margin: already "expired"
    const email = await connect(member);
    const before = decryptToken((await connectionRow(member.user.id))!.accessToken!, member.user.id);
    const response = await sync(member);
    expect(response.status).toBe(200);
    const refreshes = fake.requestsTo("token").filter((request) => request.form.grant_type === "refresh_token");
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.form.refresh_token).toBe(fake.refreshTokensOf(email)[0]!.token);
    expect(refreshes[0]!.form.client_secret).toBe(fake.clientSecret);
    const after = decryptToken((await connectionRow(member.user.id))!.accessToken!, member.user.id);
    expect(after).not.toBe(before);
    expect(fake.requestsTo("events")[0]!.authorization).toBe(`Bearer ${after}`);
  });

  it("when Google revoked the grant: 409 asking to reconnect, and the daily sync stops trying", async () => {
    const member = await buildMember();
    const email = await connect(member);
    fake.revokeAccount(email);
    const response = await sync(member);
    expect(response.status).toBe(409);
    expect(response.body.detail).toBe(GOOGLE_MESSAGES.revoked);
    expect((await call(statusRoute.GET, { token: member.token })).body).toMatchObject({
      connected: true,
      enabled: false,
      sync_status: "error",
    });
  });

  it("runs one sync at a time: a second one while the first runs is 409 and nothing is doubled", async () => {
    const member = await buildMember();
    await connect(member);
    fake.slow("events", 300, 1);
    const [first, second] = await Promise.all([
      sync(member),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() => sync(member)),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((response) => response.status === 409)!.body.detail).toMatch(/already running/);
    expect(await plansOf(member)).toHaveLength(2);
  });
});

describe("reads of Google on a member's demand", () => {
  it("are 30 an hour, syncs and event listings together (429), and nothing is read past them", async () => {
    holdTheClock();
    const member = await buildMember();
    await connect(member);
    const db = await getDb();
    for (let i = 0; i < LIMITS.googleCalendarReadsPerMember.limit - 2; i++)
      await recordHit(db, LIMITS.googleCalendarReadsPerMember, String(member.user.id));
    expect((await sync(member)).status).toBe(200);
    expect((await events(member)).status).toBe(200);
    const readsBefore = fake.requests.length;
    for (const refused of [await sync(member), await events(member)]) {
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        detail: "Your Google Calendar has been read many times in the last hour. Please try again later.",
      });
    }
    expect(fake.requests.length).toBe(readsBefore);
  });
});

describe("events and import", () => {
  it("lists the events of the next days_ahead days, with what was extracted", async () => {
    const member = await buildMember();
    await connect(member);
    const soon = await events(member, 35);
    expect(soon.status).toBe(200);
    expect(soon.body.total_events).toBe(2);
    expect(soon.body.events.map((event: { summary: string }) => event.summary)).toEqual([
      "Dentist",
      "Flight to Lisbon (TP 1351)",
    ]);
    const all = await events(member);
    expect(all.body.total_events).toBe(5);
    const rome = all.body.events.find((event: { summary: string }) => event.summary === "Vacation in Rome");
    expect(rome).toMatchObject({
      source: "google",
      start: { date: day(40) },
      end: { date: day(46) },
      is_travel_event: true,
      extracted_destination: "Rome, Italy",
      extracted_arrival_date: day(40),
      extracted_departure_date: day(45),
      imported_plan_id: null,
    });
    const flight = all.body.events.find((event: { summary: string }) => event.summary.startsWith("Flight"));
    expect(flight.start).toEqual({ dateTime: new Date(at(30, "09:00:00")).toISOString() });
    const offsite = all.body.events.find((event: { summary: string }) => event.summary === "Team offsite");
    // Only travel has a destination (docs/api.md §8.2): a day in Berlin is not a trip to it.
    expect(offsite).toMatchObject({ is_travel_event: false, extracted_destination: null });
    const dentist = all.body.events.find((event: { summary: string }) => event.summary === "Dentist");
    expect(dentist.extracted_destination).toBeNull();
  });

  it("follows changes at Google: an edited event is detected again, a deleted one disappears", async () => {
    const member = await buildMember();
    const email = await connect(member);
    const first = (await events(member)).body.events as { id: number; summary: string }[];
    const account = fake.accounts.get(email)!;
    account.events = account.events
      .filter((event) => event.id !== "dentist")
      .map((event) =>
        event.id === "offsite" ? { ...event, summary: "Flight to Madrid", location: undefined } : event,
      );
    const second = (await events(member)).body.events as {
      id: number;
      summary: string;
      is_travel_event: boolean;
      extracted_destination: string | null;
    }[];
    expect(second.map((event) => event.summary)).not.toContain("Dentist");
    const madrid = second.find((event) => event.summary === "Flight to Madrid")!;
    expect(madrid).toMatchObject({ is_travel_event: true, extracted_destination: "Madrid, Spain" });
    // Same event, same id: what was imported from it stays linked.
    expect(madrid.id).toBe(first.find((event) => event.summary === "Team offsite")!.id);
  });

  it("checks days_ahead (422)", async () => {
    const member = await buildMember();
    await connect(member);
    for (const value of [0, 366, "soon", 1.5]) expect((await events(member, value)).status, String(value)).toBe(422);
  });

  it("imports chosen events as solo plans; twice creates nothing; events without a destination are errors", async () => {
    const member = await buildMember();
    await connect(member);
    const listed = (await events(member)).body.events as { id: number; summary: string }[];
    const id = (summary: string) => listed.find((event) => event.summary === summary)!.id;

    const first = await importEvents(member, {
      event_ids: [id("Vacation in Rome"), id("Dentist"), 999_999],
      plan_type: "solo",
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: false, plans_created: 1, events_processed: 3 });
    expect(first.body.errors).toEqual([`"Dentist": ${NO_DESTINATION}`, "Event 999999 was not found"]);
    expect((await plansOf(member)).map((plan) => plan.destination)).toEqual(["Rome, Italy"]);

    const second = await importEvents(member, { event_ids: [id("Vacation in Rome")] });
    expect(second.body).toMatchObject({ success: true, plans_created: 0, errors: [] });
    expect(second.body.message).toMatch(/1 already imported/);
    expect(await plansOf(member)).toHaveLength(1);

    const again = await events(member);
    expect(
      again.body.events.find((event: { summary: string }) => event.summary === "Vacation in Rome").imported_plan_id,
    ).toBe((await plansOf(member))[0]!.id);
  });

  it("imports as a group trip hosted by the member, once", async () => {
    const member = await buildMember();
    await connect(member);
    const listed = (await events(member)).body.events as { id: number; summary: string }[];
    const rome = listed.find((event) => event.summary === "Vacation in Rome")!.id;
    const first = await importEvents(member, { event_ids: [rome], plan_type: "group" });
    expect(first.body).toMatchObject({ success: true, plans_created: 1 });
    expect(first.body.message).toMatch(/1 new group trip created/);
    expect((await importEvents(member, { event_ids: [rome], plan_type: "group" })).body.plans_created).toBe(0);
    const hosting = await call(hostingRoute.GET, { token: member.token });
    expect(hosting.body).toHaveLength(1);
    expect(hosting.body[0]).toMatchObject({
      title: "Vacation in Rome",
      destination: "Rome, Italy",
      arrival_date: day(40),
      departure_date: day(45),
      visibility: "private",
      trip_type: "friends",
      status: "planning",
      participant_count: 1,
    });
  });

  it("two imports of one event racing create one plan", async () => {
    const member = await buildMember();
    await connect(member);
    const listed = (await events(member)).body.events as { id: number; summary: string }[];
    const offsite = listed.find((event) => event.summary === "Vacation in Rome")!.id;
    const results = await Promise.all([1, 2, 3].map(() => importEvents(member, { event_ids: [offsite] })));
    expect(results.map((result) => result.body.plans_created).reduce((a, b) => a + b)).toBe(1);
    expect(await plansOf(member)).toHaveLength(1);
  });

  it("stops at the cap of upcoming plans: the event is reported, not imported, and a trip still can be", async () => {
    const member = await buildMember();
    await connect(member);
    const db = await getDb();
    await db.insert(travelPlans).values(
      Array.from({ length: MAX_UPCOMING_PLANS }, (_, i) => ({
        userId: member.user.id,
        destination: `Stop ${i}`,
        arrivalDate: day(1 + i),
        departureDate: day(2 + i),
      })),
    );
    const listed = (await events(member)).body.events as { id: number; summary: string }[];
    const rome = listed.find((event) => event.summary === "Vacation in Rome")!.id;
    const refused = await importEvents(member, { event_ids: [rome] });
    expect(refused.body).toMatchObject({
      success: false,
      plans_created: 0,
      errors: [`"Vacation in Rome": ${UPCOMING_PLANS_CAP_DETAIL}`],
    });
    expect(await plansOf(member)).toHaveLength(MAX_UPCOMING_PLANS);
    // the event was not taken: with room again it imports
    await db
      .delete(travelPlans)
      .where(and(eq(travelPlans.userId, member.user.id), eq(travelPlans.destination, "Stop 0")));
    expect((await importEvents(member, { event_ids: [rome] })).body.plans_created).toBe(1);
    expect((await importEvents(member, { event_ids: [rome], plan_type: "group" })).body.plans_created).toBe(1);
  });

  it("stops at the cap of hosted trips the same way", async () => {
    const member = await buildMember();
    await connect(member);
    await (await getDb()).insert(groupTrips).values(
      Array.from({ length: MAX_UPCOMING_HOSTED_TRIPS }, (_, i) => ({
        creatorId: member.user.id,
        title: `Trip ${i}`,
        destination: `Place ${i}`,
        arrivalDate: day(1 + i),
        departureDate: day(2 + i),
      })),
    );
    const listed = (await events(member)).body.events as { id: number; summary: string }[];
    const rome = listed.find((event) => event.summary === "Vacation in Rome")!.id;
    const refused = await importEvents(member, { event_ids: [rome], plan_type: "group" });
    expect(refused.body).toMatchObject({
      success: false,
      plans_created: 0,
      errors: [`"Vacation in Rome": ${HOSTED_TRIPS_CAP_DETAIL}`],
    });
    expect((await importEvents(member, { event_ids: [rome] })).body.plans_created).toBe(1);
  });

  it("checks the import body (422): at least one event, plan_type solo or group", async () => {
    const member = await buildMember();
    await connect(member);
    expect((await importEvents(member, { event_ids: [], plan_type: "solo" })).body.errors[0]).toEqual({
      field: "event_ids",
      message: "Select at least one event to import",
    });
    expect((await importEvents(member, { event_ids: [1], plan_type: "duo" })).status).toBe(422);
    expect((await importEvents(member, { event_ids: ["a"] })).status).toBe(422);
  });

  it("does not import another member's events", async () => {
    const owner = await buildMember();
    const other = await buildMember();
    await connect(owner);
    await connect(other, []);
    const listed = (await events(owner)).body.events as { id: number }[];
    const response = await importEvents(other, { event_ids: [listed[0]!.id] });
    expect(response.body.plans_created).toBe(0);
    expect(response.body.errors).toEqual([`Event ${listed[0]!.id} was not found`]);
  });
});

describe("disconnect", () => {
  it("revokes the grant at Google, forgets the tokens and unimported events, and never imports twice after reconnecting", async () => {
    const member = await buildMember();
    const email = await connect(member);
    await sync(member);
    const refreshToken = fake.refreshTokensOf(email)[0]!.token;
    expect((await call(disconnectRoute.DELETE, { method: "DELETE", token: member.token })).status).toBe(204);
    const revokes = fake.requestsTo("revoke");
    expect(revokes).toHaveLength(1);
    expect(revokes[0]!.query.token).toBe(refreshToken);
    expect(fake.refreshTokensOf(email)[0]!.revoked).toBe(true);
    expect(await connectionRow(member.user.id)).toBeUndefined();
    expect((await call(statusRoute.GET, { token: member.token })).body).toEqual({
      connected: false,
      enabled: false,
      last_sync: null,
      sync_status: "idle",
    });
    // The two imported events are remembered; the three others are forgotten.
    expect((await keptEvents(member.user.id)).map((event) => event.externalId).sort()).toEqual(["flight-lis", "rome"]);

    await connect(member);
    expect((await sync(member)).body.plans_created).toBe(0);
    expect(await plansOf(member)).toHaveLength(2);
  });

  it("forgets the tokens even when Google does not answer the revocation", async () => {
    const member = await buildMember();
    await connect(member);
    fake.fail("revoke", 500);
    expect((await call(disconnectRoute.DELETE, { method: "DELETE", token: member.token })).status).toBe(204);
    expect(await connectionRow(member.user.id)).toBeUndefined();
  });
});

/** Calendars connected by earlier tests are due too: sync them out of the way first. */
async function drainDueCalendars() {
  for (let round = 0; round < 10; round++) {
    const { body } = await cron(`Bearer ${CRON_SECRET}`, { batch_size: 10 });
    if (body.processed === 0) return;
  }
  throw new Error("Calendars kept failing to sync");
}

describe("daily auto-sync", () => {
  it("needs the scheduler's secret", async () => {
    expect((await cron()).status).toBe(401);
    expect((await cron("Bearer wrong-secret")).status).toBe(401);
    expect((await cron(CRON_SECRET)).status).toBe(401);
    setEnv({ CRON_SECRET: undefined });
    try {
      const unset = await cron(`Bearer ${CRON_SECRET}`);
      expect(unset.status).toBe(503);
      expect(unset.body.detail).toMatch(/CRON_SECRET/);
    } finally {
      setEnv({ CRON_SECRET });
    }
  });

  it("syncs every due calendar in batches; one member's failure does not stop the others", async () => {
    await drainDueCalendars();
    const members = [
      await buildMember(),
      await buildMember(),
      await buildMember(),
      await buildMember(),
      await buildMember(),
    ];
    const emails = [];
    for (const member of members) emails.push(await connect(member, [travellerEvents()[0]!]));
    fake.revokeAccount(emails[1]!); // the second member removed access at Google

    const response = await cron(`Bearer ${CRON_SECRET}`, { batch_size: 2 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      batches: 3,
      processed: 5,
      succeeded: 4,
      failed: 1,
      plans_created: 4,
      remaining: 0,
    });
    expect(response.body.failures).toEqual([{ user_id: members[1]!.user.id, detail: GOOGLE_MESSAGES.revoked }]);
    for (const [index, member] of members.entries()) {
      const status = (await call(statusRoute.GET, { token: member.token })).body;
      if (index === 1) expect(status).toMatchObject({ sync_status: "error", enabled: false, last_sync: null });
      else {
        expect(status.sync_status).toBe("idle");
        expect(await plansOf(member)).toHaveLength(1);
      }
    }

    // Called again the same day: nobody is due (synced today, or disabled until they reconnect).
    const again = await cron(`Bearer ${CRON_SECRET}`);
    expect(again.body).toMatchObject({ processed: 0, remaining: 0 });
  });

  it("tries a calendar again on the next call when Google failed for it", async () => {
    await drainDueCalendars();
    const member = await buildMember();
    await connect(member, [travellerEvents()[0]!]);
    fake.fail("events", 500, { times: 1 });
    const first = await cron(`Bearer ${CRON_SECRET}`);
    expect(first.body).toMatchObject({ processed: 1, failed: 1, remaining: 0 });
    expect(first.body.failures[0].detail).toBe(GOOGLE_MESSAGES.unavailable);
    const second = await cron(`Bearer ${CRON_SECRET}`);
    expect(second.body).toMatchObject({ processed: 1, succeeded: 1, plans_created: 1 });
    const row = await connectionRow(member.user.id);
    expect(row).toMatchObject({ syncStatus: "idle", enabled: true });
  });

  it("is a GET (Vercel Cron) and a POST (curl)", async () => {
    const response = await call(autoSyncRoute.POST, {
      method: "POST",
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    });
    expect(response.status).toBe(200);
    expect(response.body).toHaveProperty("processed");
  });
});

it("keeps the event rows of one member apart from another's (same Google ids)", async () => {
  const a = await buildMember();
  const b = await buildMember();
  await connect(a);
  await connect(b);
  await sync(a);
  await sync(b);
  const db = await getDb();
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.externalId, "rome")));
  expect(rows.filter((row) => row.userId === a.user.id)).toHaveLength(1);
  expect(rows.filter((row) => row.userId === b.user.id)).toHaveLength(1);
  expect(await plansOf(a)).toHaveLength(2);
  expect(await plansOf(b)).toHaveLength(2);
});
