import ICAL from "ical.js";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as eventsRoute from "@/app/api/v1/calendar/events/route";
import * as feedTokenRoute from "@/app/api/v1/calendar/feed/[token]/route";
import * as feedRotateRoute from "@/app/api/v1/calendar/feed/rotate/route";
import * as feedRoute from "@/app/api/v1/calendar/feed/route";
import * as importRoute from "@/app/api/v1/calendar/import/route";
import * as tripsRoute from "@/app/api/v1/group-trips/route";
import * as planRoute from "@/app/api/v1/travel-plans/[id]/route";
import * as plansRoute from "@/app/api/v1/travel-plans/route";
import { addDays, todayUtc } from "@/lib/dates/days";
import { buildMember } from "../factories";
import { uploadIcs, withoutGoogleSettings } from "../helpers/calendar";
import { loadTestCities } from "../helpers/cities";
import { call } from "../helpers/http";

type Member = Awaited<ReturnType<typeof buildMember>>;
type ApiEvent = {
  id: number;
  source: string;
  summary: string;
  start: { date?: string; dateTime?: string };
  end: { date?: string; dateTime?: string };
  is_travel_event: boolean;
  extracted_destination: string | null;
  extracted_arrival_date: string;
  extracted_departure_date: string;
  imported_plan_id: number | null;
};

withoutGoogleSettings();
beforeAll(() => loadTestCities());

const day = (offset: number) => addDays(todayUtc(), offset);
/** "20310303" for iCalendar's DATE values. */
const icsDay = (offset: number) => day(offset).replaceAll("-", "");
const year = Number(todayUtc().slice(0, 4));

/**
 * What Apple Calendar exports: CRLF lines, VTIMEZONE blocks, a timed flight late in the evening in
 * New York, an all-day holiday, a weekly train with one occurrence cancelled (EXDATE) and one moved
 * (RECURRENCE-ID), an open-ended weekly meeting that began years ago, and a past flight.
 */
function appleCalendar(): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Apple Inc.//macOS 14.4//EN",
    "CALSCALE:GREGORIAN",
    "BEGIN:VTIMEZONE",
    "TZID:America/New_York",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:-0500",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "DTSTART:20070311T020000",
    "TZNAME:EDT",
    "TZOFFSETTO:-0400",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:-0400",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "DTSTART:20071104T020000",
    "TZNAME:EST",
    "TZOFFSETTO:-0500",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VTIMEZONE",
    "TZID:Europe/Lisbon",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "DTSTART:19960331T010000",
    "TZNAME:WEST",
    "TZOFFSETTO:+0100",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0100",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "DTSTART:19961027T020000",
    "TZNAME:WET",
    "TZOFFSETTO:+0000",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    "UID:flight-berlin@example.com",
    "DTSTAMP:20250101T000000Z",
    `DTSTART;TZID=America/New_York:${icsDay(20)}T220000`,
    `DTEND;TZID=America/New_York:${icsDay(20)}T235500`,
    "SUMMARY:Flight to Berlin",
    "LOCATION:JFK Terminal 1",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:rome@example.com",
    "DTSTAMP:20250101T000000Z",
    `DTSTART;VALUE=DATE:${icsDay(40)}`,
    `DTEND;VALUE=DATE:${icsDay(47)}`,
    "SUMMARY:Vacation in Rome",
    "DESCRIPTION:Colosseum\\, Trastevere and a lot of gelato",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:train-porto@example.com",
    "DTSTAMP:20250101T000000Z",
    `DTSTART;TZID=Europe/Lisbon:${icsDay(7)}T080000`,
    `DTEND;TZID=Europe/Lisbon:${icsDay(7)}T110000`,
    "RRULE:FREQ=WEEKLY;COUNT=4",
    `EXDATE;TZID=Europe/Lisbon:${icsDay(14)}T080000`,
    "SUMMARY:Train to Porto",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:train-porto@example.com",
    "DTSTAMP:20250101T000000Z",
    `RECURRENCE-ID;TZID=Europe/Lisbon:${icsDay(21)}T080000`,
    `DTSTART;TZID=Europe/Lisbon:${icsDay(22)}T090000`,
    `DTEND;TZID=Europe/Lisbon:${icsDay(22)}T120000`,
    "SUMMARY:Train to Porto",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:standup@example.com",
    "DTSTAMP:20250101T000000Z",
    `DTSTART;TZID=Europe/Lisbon:${year - 3}0106T093000`,
    `DTEND;TZID=Europe/Lisbon:${year - 3}0106T094500`,
    "RRULE:FREQ=WEEKLY;BYDAY=MO",
    "SUMMARY:Weekly stand-up",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:past@example.com",
    "DTSTAMP:20250101T000000Z",
    `DTSTART:${year - 2}0301T090000Z`,
    `DTEND:${year - 2}0301T110000Z`,
    "SUMMARY:Flight to Paris",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:cancelled@example.com",
    "DTSTAMP:20250101T000000Z",
    `DTSTART;VALUE=DATE:${icsDay(30)}`,
    "SUMMARY:Trip to Oslo",
    "STATUS:CANCELLED",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** Outlook's export: a Windows time zone name defined by its VTIMEZONE, and an IANA TZID with none. */
function outlookCalendar(): string {
  return [
    "BEGIN:VCALENDAR",
    "PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN",
    "VERSION:2.0",
    "METHOD:PUBLISH",
    "BEGIN:VTIMEZONE",
    "TZID:Tokyo Standard Time",
    "BEGIN:STANDARD",
    "DTSTART:16010101T000000",
    "TZOFFSETFROM:+0900",
    "TZOFFSETTO:+0900",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    "CLASS:PUBLIC",
    "CREATED:20250101T000000Z",
    `DTSTART;TZID="Tokyo Standard Time":${icsDay(50)}T070000`,
    `DTEND;TZID="Tokyo Standard Time":${icsDay(50)}T090000`,
    "SUMMARY;LANGUAGE=en-us:Hotel check-in",
    "LOCATION:Shinjuku\\, Tokyo\\, Japan",
    "UID:040000008200E00074C5B7101A82E00800000000@outlook",
    "END:VEVENT",
    "BEGIN:VEVENT",
    `DTSTART;TZID=Asia/Tokyo:${icsDay(60)}T060000`,
    `DTEND;TZID=Asia/Tokyo:${icsDay(60)}T080000`,
    "SUMMARY:Flight to Osaka",
    "UID:osaka@outlook",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
}

const upload = (
  member: Member | undefined,
  content: string | Uint8Array,
  options: { name?: string; type?: string; field?: string } = {},
) => uploadIcs(member?.token, content, options);

async function feed(token: string) {
  const response = await feedTokenRoute.GET(new NextRequest(`http://localhost:3000/api/v1/calendar/feed/${token}`), {
    params: Promise.resolve({ token }),
  });
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

const tokenOf = (feedUrl: string) => /\/api\/v1\/calendar\/feed\/([^/]+)$/.exec(feedUrl)![1]!;

describe("ICS upload", () => {
  it("reads an Apple Calendar export: time zones, all-day, recurring events, exceptions; drops past and cancelled events", async () => {
    const member = await buildMember();
    const response = await upload(member, appleCalendar());
    expect(response.status).toBe(200);
    const events = response.body.events as ApiEvent[];
    expect(response.body.total_events).toBe(events.length);
    const named = (summary: string) => events.filter((event) => event.summary === summary);

    // 22:00 in New York is the next day in UTC; the flight lands at 23:55 New York time, 05:55 the
    // next morning in Berlin, which is the arrival day there (docs/api.md §8.2), not the UTC one.
    const [berlin] = named("Flight to Berlin");
    const offsetHours = (Date.parse(berlin!.start.dateTime!) - Date.parse(`${day(20)}T22:00:00Z`)) / 3_600_000;
    expect([4, 5]).toContain(offsetHours);
    expect(berlin).toMatchObject({
      source: "ics",
      is_travel_event: true,
      extracted_destination: "Berlin, Germany",
      extracted_arrival_date: day(21),
    });

    expect(named("Vacation in Rome")[0]).toMatchObject({
      start: { date: day(40) },
      end: { date: day(47) },
      extracted_destination: "Rome, Italy",
      extracted_arrival_date: day(40),
      extracted_departure_date: day(46),
    });

    // Four weekly trains, one cancelled by EXDATE and one moved a day later.
    const trains = named("Train to Porto");
    expect(trains.map((event) => event.extracted_arrival_date)).toEqual([day(7), day(22), day(28)]);
    expect(trains.every((event) => event.extracted_destination === "Porto, Portugal")).toBe(true);

    // An open-ended weekly meeting: only its occurrences in the next two years.
    const standups = named("Weekly stand-up");
    expect(standups.length).toBeGreaterThanOrEqual(103);
    expect(standups.length).toBeLessThanOrEqual(105);
    expect(standups.every((event) => !event.is_travel_event && event.extracted_destination === null)).toBe(true);
    expect(
      standups.every((event) => event.extracted_arrival_date >= todayUtc() && event.extracted_arrival_date <= day(730)),
    ).toBe(true);
    expect(response.body.skipped).toEqual([]);

    expect(named("Flight to Paris")).toHaveLength(0);
    expect(named("Trip to Oslo")).toHaveLength(0);
  });

  it("reads an Outlook export: a Windows zone from its VTIMEZONE, an IANA zone without one", async () => {
    const member = await buildMember();
    const response = await upload(member, outlookCalendar(), {
      name: "Calendar.ICS",
      type: "application/octet-stream",
    });
    expect(response.status).toBe(200);
    const [hotel, osaka] = response.body.events as ApiEvent[];
    // 07:00 in Tokyo (+09:00) is 22:00 UTC the day before.
    expect(hotel).toMatchObject({
      summary: "Hotel check-in",
      start: { dateTime: `${day(49)}T22:00:00.000Z` },
      extracted_arrival_date: day(50),
      extracted_destination: "Tokyo, Japan",
    });
    expect(osaka).toMatchObject({
      summary: "Flight to Osaka",
      start: { dateTime: `${day(59)}T21:00:00.000Z` },
      extracted_arrival_date: day(60),
      extracted_destination: "Osaka, Japan",
    });
  });

  it("reads an eM Client export, whose zones' yearly rules start in the year 1", async () => {
    const member = await buildMember();
    const observance = (kind: string, time: string, from: string, to: string, month: number) => [
      `BEGIN:${kind}`,
      `DTSTART:00010101T${time}`,
      `TZOFFSETFROM:${from}`,
      `TZOFFSETTO:${to}`,
      `RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=${month}`,
      `END:${kind}`,
    ];
    const calendar = [
      "BEGIN:VCALENDAR",
      "PRODID:-//eM Client/9.2.2054.0",
      "VERSION:2.0",
      "BEGIN:VTIMEZONE",
      "TZID:Central Europe Standard Time",
      ...observance("STANDARD", "030000", "+0200", "+0100", 10),
      ...observance("DAYLIGHT", "020000", "+0100", "+0200", 3),
      "END:VTIMEZONE",
      "BEGIN:VEVENT",
      "UID:em-client-1",
      "SUMMARY:Check-in: Hotel Moments Budapest",
      `DTSTART;TZID="Central Europe Standard Time":${icsDay(40)}T150000`,
      `DTEND;TZID="Central Europe Standard Time":${icsDay(40)}T153000`,
      "LOCATION:Andrássy út 8\\, 1061 Budapest\\, Maďarsko",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const response = await upload(member, calendar);
    expect(response.status).toBe(200);
    expect(response.body.skipped).toEqual([]);
    const [hotel] = response.body.events as ApiEvent[];
    // 15:00 in Budapest is 14:00 UTC in winter, 13:00 in summer: the rules read as Budapest's own.
    const offset = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Budapest", timeZoneName: "longOffset" })
      .formatToParts(new Date(`${day(40)}T12:00:00Z`))
      .find((part) => part.type === "timeZoneName")!.value;
    const hours = offset === "GMT+02:00" ? 13 : 14;
    expect(hotel).toMatchObject({
      start: { dateTime: `${day(40)}T${hours}:00:00.000Z` },
      extracted_destination: "Budapest, Hungary",
    });
  });

  it("keeps the events for import without any Google connection; importing twice creates nothing", async () => {
    const member = await buildMember();
    const uploaded = (await upload(member, appleCalendar())).body.events as ApiEvent[];
    const listed = await call(eventsRoute.GET, { token: member.token, query: { days_ahead: 365 } });
    expect(listed.status).toBe(200);
    // The upload reads two years ahead; the list shows the 365 days asked for.
    expect(listed.body.total_events).toBe(uploaded.filter((event) => event.extracted_arrival_date <= day(365)).length);

    const rome = uploaded.find((event) => event.summary === "Vacation in Rome")!;
    const train = uploaded.find((event) => event.summary === "Train to Porto")!;
    const imported = await call(importRoute.POST, {
      token: member.token,
      body: { event_ids: [rome.id, train.id], plan_type: "solo" },
    });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ success: true, plans_created: 2, errors: [] });
    const again = await call(importRoute.POST, {
      token: member.token,
      body: { event_ids: [rome.id, train.id], plan_type: "solo" },
    });
    expect(again.body.plans_created).toBe(0);

    const plans = (await call(plansRoute.GET, { token: member.token })).body as {
      destination: string;
      arrival_date: string;
    }[];
    expect(plans.map((plan) => `${plan.destination} ${plan.arrival_date}`).sort()).toEqual([
      `Porto, Portugal ${day(7)}`,
      `Rome, Italy ${day(40)}`,
    ]);

    // Uploading the same file again refreshes the events in place: same ids, still imported.
    const reuploaded = (await upload(member, appleCalendar())).body.events as ApiEvent[];
    const romeAgain = reuploaded.find((event) => event.summary === "Vacation in Rome")!;
    expect(romeAgain.id).toBe(rome.id);
    expect(romeAgain.imported_plan_id).not.toBeNull();
  });

  it("refuses files over 2 MB (413)", async () => {
    const member = await buildMember();
    const padding = `X-FILLER:${"x".repeat(70)}\r\n`.repeat(Math.ceil((2 * 1024 * 1024) / 80) + 10);
    const big = appleCalendar().replace("END:VCALENDAR", `${padding}END:VCALENDAR`);
    expect(Buffer.byteLength(big)).toBeGreaterThan(2 * 1024 * 1024);
    const response = await upload(member, big);
    expect(response.status).toBe(413);
    expect(response.body.detail).toBe("Calendar files must be 2 MB or smaller");
  });

  it("refuses what is not an iCalendar file (422), skips a broken event, and wants a file (422)", async () => {
    const member = await buildMember();
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
    for (const content of [png, "Subject: hello\r\n\r\nnot a calendar", '{"events": []}']) {
      const response = await upload(member, content, { name: "calendar.ics" });
      expect(response.status).toBe(422);
      expect(response.body.detail).toBe("Not an iCalendar file");
    }
    const broken = await upload(
      member,
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nthis is not a property line\r\n",
    );
    expect(broken.status).toBe(200);
    expect(broken.body).toMatchObject({
      events: [],
      total_events: 0,
      skipped: [{ uid: null, summary: null, reason: expect.stringMatching(/cut off/) }],
    });
    expect((await upload(member, appleCalendar(), { field: "calendar" })).status).toBe(422);
  });

  it("needs a member", async () => {
    expect((await upload(undefined, appleCalendar())).status).toBe(401);
  });
});

describe("ICS feed", () => {
  it("serves the member's plans and trips as valid iCalendar without signing in", async () => {
    const member = await buildMember();
    const other = await buildMember();
    const lisbon = await call(plansRoute.POST, {
      token: member.token,
      body: { destination: "Lisbon", arrival_date: day(10), departure_date: day(14), travel_purpose: "Surfing" },
    });
    const cancelled = await call(plansRoute.POST, {
      token: member.token,
      body: { destination: "Oslo", arrival_date: day(20), departure_date: day(22) },
    });
    await call(planRoute.PUT, {
      method: "PUT",
      token: member.token,
      params: { id: cancelled.body.id },
      body: { status: "cancelled" },
    });
    const trip = await call(tripsRoute.POST, {
      token: member.token,
      body: { title: "Surf camp", destination: "Porto", arrival_date: day(30), departure_date: day(35) },
    });
    expect(trip.status).toBe(201);
    await call(plansRoute.POST, {
      token: other.token,
      body: { destination: "Madrid", arrival_date: day(10), departure_date: day(12) },
    });

    const { status, body } = await call(feedRoute.GET, { token: member.token });
    expect(status).toBe(200);
    expect(body.feed_url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call(feedRoute.GET, { token: member.token })).body.feed_url).toBe(body.feed_url);

    const served = await feed(tokenOf(body.feed_url));
    expect(served.status).toBe(200);
    expect(served.type).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(served.text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toMatch(/Overlap/);
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.summary).sort()).toEqual(["Surf camp", "Trip to Lisbon"]);
    const plan = events.find((event) => event.summary === "Trip to Lisbon")!;
    expect(plan.uid).toBe(`plan-${lisbon.body.id}@localhost:3000`);
    expect(plan.startDate.isDate).toBe(true);
    expect(plan.startDate.toString()).toBe(day(10));
    expect(plan.endDate.toString()).toBe(day(15)); // exclusive: the last day is the 14th
    expect(plan.location).toBe("Lisbon, Portugal");
    expect(plan.description).toContain("Surfing");
    const surf = events.find((event) => event.summary === "Surf camp")!;
    expect(surf.location).toBe("Porto, Portugal");
    expect(surf.component.getFirstPropertyValue("url")).toBe(
      `http://localhost:3000/app/travel-plans/group-trip/${trip.body.id}`,
    );
    expect(served.text).toMatch(/\r\n/);
  });

  it("rotates: the old URL answers 404, the new one works", async () => {
    const member = await buildMember();
    const before = (await call(feedRoute.GET, { token: member.token })).body.feed_url as string;
    const rotated = await call(feedRotateRoute.POST, { method: "POST", token: member.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.feed_url).not.toBe(before);
    expect((await feed(tokenOf(before))).status).toBe(404);
    expect((await feed(tokenOf(rotated.body.feed_url))).status).toBe(200);
    expect((await call(feedRoute.GET, { token: member.token })).body.feed_url).toBe(rotated.body.feed_url);
  });

  it("answers 404 for unknown or malformed tokens, and needs a member for the URL itself", async () => {
    expect((await feed("A".repeat(43) + ".ics")).status).toBe(404);
    expect((await feed("short")).status).toBe(404);
    expect((await call(feedRoute.GET)).status).toBe(401);
    expect((await call(feedRotateRoute.POST, { method: "POST" })).status).toBe(401);
  });
});
