import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as eventsRoute from "@/app/api/v1/calendar/events/route";
import { getDb, queryRows } from "@/db/client";
import { calendarEvents } from "@/db/schema";
import { KEPT_EVENTS_FULL, KEPT_EVENTS_PER_SOURCE } from "@/lib/calendar/values";
import { addDays, earliestAllowedDeparture, todayUtc } from "@/lib/dates/days";
import { buildMember } from "../factories";
import { uploadIcs, withoutGoogleSettings } from "../helpers/calendar";
import { loadTestCities } from "../helpers/cities";
import { countStatements } from "../helpers/database";
import { call } from "../helpers/http";

/**
 * What a member keeps from uploaded calendar files is bounded (docs/security.md, "Counts"): events
 * over go, a file's events push out older files' ones past 1,000, and an upload reads back only
 * the kept events its own file names, however many the member has.
 */
type Member = Awaited<ReturnType<typeof buildMember>>;
type ApiEvent = { id: number; summary: string };

withoutGoogleSettings();
beforeAll(() => loadTestCities());

const day = (offset: number) => addDays(todayUtc(), offset);
const icsDay = (offset: number) => day(offset).replaceAll("-", "");
const calendar = (...events: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...events, "END:VCALENDAR", ""].join("\r\n");
const vevent = (uid: string, offset: number, summary: string, ...extra: string[]) =>
  [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20250101T000000Z",
    `DTSTART;VALUE=DATE:${icsDay(offset)}`,
    `DTEND;VALUE=DATE:${icsDay(offset + 1)}`,
    `SUMMARY:${summary}`,
    ...extra,
    "END:VEVENT",
  ].join("\r\n");
/** `count` one-day meetings, five a day from `fromDay`: UIDs `<prefix>-0`, `<prefix>-1`… */
const meetings = (prefix: string, count: number, fromDay: number) =>
  Array.from({ length: count }, (_, i) => vevent(`${prefix}-${i}`, fromDay + Math.floor(i / 5), "Team meeting"));

/**
 * Kept events written straight into the table, as years of uploads would have left them: `count`
 * one-day events, ten a day from `fromDay` (negative: past), external ids `<prefix>-1`….
 */
async function keepDirectly(
  member: Member,
  options: { prefix: string; count: number; fromDay: number; imported?: boolean },
) {
  await (
    await getDb()
  ).execute(sql`
    insert into calendar_events (user_id, source, external_id, summary, start_date, end_date, extracted_arrival_date, extracted_departure_date, imported_at)
    select ${member.user.id}, 'ics', ${options.prefix} || '-' || g, 'Kept ' || g, d, d + 1, d, d, ${options.imported ? sql`now()` : sql`null`}
    from generate_series(1, ${options.count}) g, lateral (select ${day(options.fromDay)}::date + (g - 1) / 10 as d) start`);
}

async function keptIds(member: Member): Promise<string[]> {
  const rows = await (
    await getDb()
  )
    .select({ externalId: calendarEvents.externalId })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.userId, member.user.id), eq(calendarEvents.source, "ics")));
  return rows.map((row) => row.externalId);
}

async function pastCount(member: Member): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    await getDb(),
    sql`select count(*)::int as count from calendar_events where user_id = ${member.user.id} and extracted_departure_date < ${earliestAllowedDeparture()}::date`,
  );
  return row!.count;
}

/** The statements that read kept events (selects from calendar_events), each by the ids it names. */
const readsOfKeptEvents = (statements: string[]) =>
  statements.filter((statement) => /^\s*select\b/i.test(statement) && statement.includes('from "calendar_events"'));

describe("kept events of uploaded calendars", () => {
  it("an upload by a member with 52,000 kept events reads back only its own, and leaves them within the cap", async () => {
    const member = await buildMember();
    await keepDirectly(member, { prefix: "past", count: 50_000, fromDay: -5_003 });
    await keepDirectly(member, { prefix: "kept", count: 2_000, fromDay: 5 });
    await keepDirectly(member, { prefix: "imported", count: 1, fromDay: 600, imported: true });
    expect((await keptIds(member)).length).toBe(52_001);

    const file = calendar(...meetings("new", 600, 10), vevent("kept-1", 5, "Moved meeting"));
    let response: Awaited<ReturnType<typeof uploadIcs>> | undefined;
    const statements = await countStatements(async () => (response = await uploadIcs(member.token, file)));
    expect(response!.status).toBe(200);
    expect(response!.body.total_events).toBe(601);
    expect(response!.body.skipped).toEqual([]);

    // Read back by id only: never the member's 52,000.
    const reads = readsOfKeptEvents(statements);
    expect(reads.length).toBeGreaterThan(0);
    for (const statement of reads) expect(statement).toMatch(/"external_id" = any\(/);

    const kept = await keptIds(member);
    expect(kept).toHaveLength(KEPT_EVENTS_PER_SOURCE);
    expect(await pastCount(member)).toBe(0);
    // This file's events, the imported one, and the soonest of the rest; the furthest went.
    expect(kept.filter((id) => id.startsWith("new-"))).toHaveLength(600);
    expect(kept).toEqual(expect.arrayContaining(["kept-1", "kept-2", "imported-1"]));
    expect(kept).not.toContain("kept-2000");
    const [moved] = await (
      await getDb()
    )
      .select()
      .from(calendarEvents)
      .where(and(eq(calendarEvents.userId, member.user.id), eq(calendarEvents.externalId, "kept-1")));
    expect(moved!.summary).toBe("Moved meeting");
  });

  it("a newer file's events push out an older file's, soonest kept; imported ones stay", async () => {
    const member = await buildMember();
    const first = await uploadIcs(member.token, calendar(...meetings("a", 700, 3)));
    expect(first.body.total_events).toBe(700);
    await (
      await getDb()
    )
      .update(calendarEvents)
      .set({ importedAt: new Date() })
      .where(and(eq(calendarEvents.userId, member.user.id), eq(calendarEvents.externalId, "a-699")));

    const second = await uploadIcs(member.token, calendar(...meetings("b", 700, 3)));
    expect(second.status).toBe(200);
    expect(second.body.total_events).toBe(700);
    expect(second.body.skipped).toEqual([]);

    const kept = await keptIds(member);
    expect(kept).toHaveLength(KEPT_EVENTS_PER_SOURCE);
    expect(kept.filter((id) => id.startsWith("b-"))).toHaveLength(700);
    expect(kept).toEqual(expect.arrayContaining(["a-0", "a-298", "a-699"]));
    expect(kept).not.toContain("a-299");
    const listed = await call(eventsRoute.GET, { token: member.token, query: { days_ahead: 365 } });
    expect(listed.body.total_events).toBe(KEPT_EVENTS_PER_SOURCE);
    // Every event the answer named can still be imported: none of them was pushed out.
    const ids = new Set((listed.body.events as ApiEvent[]).map((event) => event.id));
    for (const event of second.body.events as ApiEvent[]) expect(ids.has(event.id)).toBe(true);
  });

  it("when imported events fill the room, an upload keeps what fits, soonest first, and says which it could not keep", async () => {
    const member = await buildMember();
    await keepDirectly(member, { prefix: "imported", count: 900, fromDay: 2, imported: true });
    const response = await uploadIcs(member.token, calendar(...meetings("new", 150, 20)));
    expect(response.status).toBe(200);
    expect(response.body.total_events).toBe(100);
    expect(response.body.skipped).toHaveLength(50);
    expect(response.body.skipped[0]).toEqual({ uid: "new-100", summary: "Team meeting", reason: KEPT_EVENTS_FULL });
    const kept = await keptIds(member);
    expect(kept).toHaveLength(KEPT_EVENTS_PER_SOURCE);
    expect(kept).toEqual(expect.arrayContaining(["new-0", "new-99"]));
    expect(kept).not.toContain("new-100");
  });

  it("a cancellation finds its series by UID, without reading the member's other events", async () => {
    const member = await buildMember();
    const series = vevent("weekly", 7, "Weekly train", "RRULE:FREQ=WEEKLY;COUNT=8");
    const first = await uploadIcs(
      member.token,
      calendar(series, vevent("solo", 9, "Dentist"), vevent("stays", 11, "Team meeting")),
    );
    expect(first.body.total_events).toBe(10);
    await keepDirectly(member, { prefix: "past", count: 20_000, fromDay: -2_003 });

    const cancel = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "METHOD:CANCEL",
      series,
      vevent("solo", 9, "Dentist"),
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    let response: Awaited<ReturnType<typeof uploadIcs>> | undefined;
    const statements = await countStatements(async () => (response = await uploadIcs(member.token, cancel)));
    expect(response!.status).toBe(200);
    expect(response!.body.events).toEqual([]);
    for (const statement of readsOfKeptEvents(statements)) expect(statement).toMatch(/"external_id" = any\(/);
    const removal = statements.find(
      (statement) => /^\s*delete from "calendar_events"/i.test(statement) && statement.includes("series_id"),
    );
    expect(removal).toMatch(/"series_id" = any\(/);
    expect(await keptIds(member)).toEqual(["stays"]);
  });
});
