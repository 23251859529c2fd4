import { beforeAll, describe, expect, it } from "vitest";
import * as eventsRoute from "@/app/api/v1/calendar/events/route";
import * as importRoute from "@/app/api/v1/calendar/import/route";
import * as planRoute from "@/app/api/v1/travel-plans/[id]/route";
import * as searchRoute from "@/app/api/v1/travel-plans/search/cities/route";
import { addDays, todayUtc } from "@/lib/dates/days";
import { buildMember } from "../factories";
import { uploadIcs, withoutGoogleSettings } from "../helpers/calendar";
import { loadTestCities } from "../helpers/cities";
import { call } from "../helpers/http";

/** docs/api.md §8.2 "Correct before import": POST /calendar/import's `overrides`, checked as a new plan is. */
withoutGoogleSettings();
beforeAll(() => loadTestCities());

type ApiEvent = {
  id: number;
  summary: string;
  extracted_destination: string | null;
  extracted_arrival_date: string;
  extracted_departure_date: string;
};
const day = (offset: number) => addDays(todayUtc(), offset);
const icsDay = (offset: number) => day(offset).replaceAll("-", "");

function calendar() {
  const event = (uid: string, summary: string, from: number, to: number) => [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTART;VALUE=DATE:${icsDay(from)}`,
    `DTEND;VALUE=DATE:${icsDay(to)}`,
    `SUMMARY:${summary}`,
    "END:VEVENT",
  ];
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    ...event("porto", "Hotel in Porto", 10, 13),
    ...event("nowhere", "Hotel booking", 20, 22),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

async function uploaded() {
  const member = await buildMember();
  const response = await uploadIcs(member.token, calendar());
  expect(response.status).toBe(200);
  const events = response.body.events as ApiEvent[];
  const of = (summary: string) => events.find((event) => event.summary === summary)!;
  return { member, porto: of("Hotel in Porto"), nowhere: of("Hotel booking") };
}

async function cityId(token: string, query: string) {
  const found = await call(searchRoute.GET, { token, query: { query } });
  return (found.body.results as { id: number }[])[0]!.id;
}

const importing = (token: string, body: unknown) => call(importRoute.POST, { token, body });

describe("corrections before import", () => {
  it("imports an event with the city and dates the member gave, and gives a destination to an event that had none", async () => {
    const { member, porto, nowhere } = await uploaded();
    expect(porto.extracted_destination).toBe("Porto, Portugal");
    expect(nowhere.extracted_destination).toBeNull();
    const braga = await cityId(member.token, "Braga");
    const result = await importing(member.token, {
      event_ids: [porto.id, nowhere.id],
      overrides: { [porto.id]: { city_id: braga, departure_date: day(14) }, [nowhere.id]: { destination: "Lisbon" } },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, plans_created: 2, errors: [] });
    const plans = await Promise.all(
      [porto, nowhere].map(async (event) => {
        const listed = await call(eventsRoute.GET, { token: member.token, query: { days_ahead: "60" } });
        const planId = (listed.body.events as (ApiEvent & { imported_plan_id: number })[]).find(
          (one) => one.id === event.id,
        )!.imported_plan_id;
        return (await call(planRoute.GET, { token: member.token, params: { id: String(planId) } })).body;
      }),
    );
    expect(plans[0]).toMatchObject({
      destination: "Braga, Portugal",
      city_id: braga,
      arrival_date: day(10),
      departure_date: day(14),
    });
    expect(plans[1]).toMatchObject({ destination: "Lisbon, Portugal", arrival_date: day(20), departure_date: day(21) });
  });

  it("refuses a correction a new plan would refuse, and imports nothing", async () => {
    const { member, porto, nowhere } = await uploaded();
    const cases: [unknown, string][] = [
      [{ [porto.id]: { departure_date: day(5) } }, `overrides.${porto.id}.departure_date`],
      [{ [porto.id]: { arrival_date: day(12), departure_date: day(11) } }, `overrides.${porto.id}.departure_date`],
      [{ [porto.id]: { city_id: 999_999_999 } }, `overrides.${porto.id}.city_id`],
      [{ [porto.id]: { destination: "" } }, `overrides.${porto.id}.destination`],
      [{ [porto.id]: { arrival_date: "next week" } }, `overrides.${porto.id}.arrival_date`],
      [{ [porto.id]: { nickname: "x" } }, `overrides.${porto.id}`],
      [{ 12345678: { destination: "Lisbon" } }, "overrides.12345678"],
    ];
    for (const [overrides, field] of cases) {
      const result = await importing(member.token, { event_ids: [porto.id, nowhere.id], overrides });
      expect(result.status, JSON.stringify(overrides)).toBe(422);
      expect((result.body.errors as { field: string }[]).map((error) => error.field)).toContain(field);
    }
    const plain = await importing(member.token, { event_ids: [porto.id] });
    expect(plain.body).toMatchObject({ plans_created: 1 });
  });

  it("without a correction, an event with no destination is still reported", async () => {
    const { member, nowhere } = await uploaded();
    const result = await importing(member.token, { event_ids: [nowhere.id] });
    expect(result.body).toMatchObject({
      success: false,
      plans_created: 0,
      errors: ['"Hotel booking": Destination could not be automatically extracted'],
    });
  });
});
