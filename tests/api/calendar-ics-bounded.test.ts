import { beforeAll, describe, expect, it } from "vitest";
import * as eventsRoute from "@/app/api/v1/calendar/events/route";
import * as importRoute from "@/app/api/v1/calendar/import/route";
import { addDays, todayUtc } from "@/lib/dates/days";
import { buildMember } from "../factories";
import { uploadIcs, withoutGoogleSettings } from "../helpers/calendar";
import { loadTestCities } from "../helpers/cities";
import { call } from "../helpers/http";
import { GOOD_EVENT, icsBombs } from "../hostile/ics-bombs";

/**
 * Bounded iCalendar work (docs/security.md, "iCalendar files"): bombs, per-event containment,
 * encodings, versions of one UID and cancellation, through the real route and database.
 */
type Member = Awaited<ReturnType<typeof buildMember>>;
type ApiEvent = { id: number; summary: string; extracted_arrival_date: string };

withoutGoogleSettings();
beforeAll(() => loadTestCities());

const day = (offset: number) => addDays(todayUtc(), offset);
const icsDay = (offset: number) => day(offset).replaceAll("-", "");

const upload = (member: Member, content: string | Uint8Array) => uploadIcs(member.token, content);

const calendar = (...lines: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");
const vevent = (...lines: string[]) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"].join("\r\n");
const trip = (uid: string, offset: number, summary: string, ...extra: string[]) =>
  vevent(
    `UID:${uid}`,
    "DTSTAMP:20250101T000000Z",
    `DTSTART;VALUE=DATE:${icsDay(offset)}`,
    `DTEND;VALUE=DATE:${icsDay(offset + 3)}`,
    `SUMMARY:${summary}`,
    ...extra,
  );
const summaries = (body: { events: ApiEvent[] }) => body.events.map((event) => event.summary).sort();

describe("hostile iCalendar files", () => {
  // The 5 s of the contract is asserted by the hostile suite on the production server; here tsx
  // compiles the worker from source for every upload and test files share the cores: 10 s.
  for (const bomb of icsBombs()) {
    it(`${bomb.name}: ${bomb.note} — answered ${bomb.expect} in bounded time`, async () => {
      const response = await upload(await buildMember(), bomb.bytes);
      expect(response.ms).toBeLessThan(10_000);
      if (bomb.heavy && response.status === 422) {
        expect(response.body.detail).toBe("This calendar file is too large or complex to read");
        return;
      }
      expect(response.status).toBe(bomb.expect);
      if (bomb.expect === 422) {
        expect(response.body.detail).toBe("Not an iCalendar file");
        return;
      }
      expect(response.body.total_events).toBe(response.body.events.length);
      expect(response.body.events.length).toBeLessThanOrEqual(1_000);
      expect(Array.isArray(response.body.skipped)).toBe(true);
      // Every bomb carries one ordinary trip: whatever else the file does, that trip is kept,
      // unless the file gives 1,000 sooner occurrences.
      // A crowded file reaches the 1,000 on an idle machine; under load the time budget may stop
      // the expansion sooner, which is the budget doing its job: some events, never more.
      if (bomb.crowded) expect(response.body.events.length).toBeGreaterThan(0);
      else expect(summaries(response.body)).toContain(GOOD_EVENT);
    });
  }

  it("costs the same for a rule that yields nothing as for one that yields ten, and says which event it skipped", async () => {
    const feb30 = await upload(
      await buildMember(),
      calendar(
        vevent("UID:feb30", "SUMMARY:Never", "DTSTART:20200101T090000Z", "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30"),
      ),
    );
    expect(feb30.status).toBe(200);
    expect(feb30.body.skipped).toEqual([
      { uid: "feb30", summary: "Never", reason: "Its recurrence rule costs too much to expand" },
    ]);
    expect(feb30.ms).toBeLessThan(10_000);
  });
});

describe("one event at a time", () => {
  it("skips an event whose dates are words and keeps the others", async () => {
    const member = await buildMember();
    const response = await upload(
      member,
      calendar(
        trip("rome", 10, "Vacation in Rome"),
        vevent("UID:words", "SUMMARY:Someday", "DTSTART;VALUE=DATE:Next Year"),
      ),
    );
    expect(response.status).toBe(200);
    expect(summaries(response.body)).toEqual(["Vacation in Rome"]);
    expect(response.body.skipped).toEqual([
      { uid: "words", summary: "Someday", reason: expect.stringMatching(/^The event could not be read/) },
    ]);
  });
});

describe("encodings", () => {
  const content = calendar(trip("munich", 12, "Reise nach München"));
  const utf16 = (text: string, bigEndian: boolean) => {
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set(bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]);
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      bytes[2 + index * 2 + (bigEndian ? 1 : 0)] = code & 0xff;
      bytes[2 + index * 2 + (bigEndian ? 0 : 1)] = code >> 8;
    }
    return bytes;
  };
  const cases: [string, Uint8Array][] = [
    ["UTF-8", new TextEncoder().encode(content)],
    ["UTF-8 with a BOM", new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(content)])],
    ["UTF-16 LE with a BOM", utf16(content, false)],
    ["UTF-16 BE with a BOM", utf16(content, true)],
    // Windows-1252: ü is the single byte 0xFC, which is not valid UTF-8.
    ["Windows-1252", Uint8Array.from(content, (char) => char.charCodeAt(0))],
  ];
  for (const [name, bytes] of cases) {
    it(`reads ${name}`, async () => {
      const response = await upload(await buildMember(), bytes);
      expect(response.status).toBe(200);
      expect(summaries(response.body)).toEqual(["Reise nach München"]);
    });
  }

  it("reads LF line ends and folded lines", async () => {
    const folded = calendar(trip("folded", 14, "Flight to\r\n  Lisbon")).replaceAll("\r\n", "\n");
    const response = await upload(await buildMember(), folded);
    expect(summaries(response.body)).toEqual(["Flight to Lisbon"]);
  });
});

describe("versions and cancellations", () => {
  it("keeps the later of two versions of a UID: by SEQUENCE, then by DTSTAMP", async () => {
    const member = await buildMember();
    const response = await upload(
      member,
      calendar(
        trip("a", 10, "Old plan A", "SEQUENCE:2"),
        trip("a", 20, "New plan A", "SEQUENCE:3"),
        trip("a", 30, "Stale plan A", "SEQUENCE:1"),
        vevent("UID:b", "DTSTAMP:20250301T000000Z", `DTSTART;VALUE=DATE:${icsDay(40)}`, "SUMMARY:New plan B"),
        vevent("UID:b", "DTSTAMP:20250201T000000Z", `DTSTART;VALUE=DATE:${icsDay(50)}`, "SUMMARY:Old plan B"),
      ),
    );
    expect(response.status).toBe(200);
    expect(summaries(response.body)).toEqual(["New plan A", "New plan B"]);
  });

  it("STATUS:CANCELLED and METHOD:CANCEL remove the kept events of that UID, also from an earlier upload; imported ones stay", async () => {
    const member = await buildMember();
    const first = await upload(
      member,
      calendar(
        trip("rome", 10, "Vacation in Rome"),
        trip("paris", 20, "Trip to Paris"),
        trip("oslo", 30, "Trip to Oslo"),
        trip("weekly", 40, "Weekly train", "RRULE:FREQ=WEEKLY;COUNT=3"),
        trip("madrid", 60, "Trip to Madrid"),
      ),
    );
    expect(summaries(first.body)).toEqual([
      "Trip to Madrid",
      "Trip to Oslo",
      "Trip to Paris",
      "Vacation in Rome",
      "Weekly train",
      "Weekly train",
      "Weekly train",
    ]);
    const madrid = (first.body.events as ApiEvent[]).find((event) => event.summary === "Trip to Madrid")!;
    expect(
      (await call(importRoute.POST, { token: member.token, body: { event_ids: [madrid.id] } })).body.plans_created,
    ).toBe(1);

    const cancelled = await upload(
      member,
      calendar(
        trip("rome", 10, "Vacation in Rome", "SEQUENCE:1", "STATUS:CANCELLED"),
        trip("weekly", 40, "Weekly train", "SEQUENCE:1", "STATUS:CANCELLED"),
      ),
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.events).toEqual([]);
    const method = await upload(
      member,
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "METHOD:CANCEL",
        trip("paris", 20, "Trip to Paris"),
        trip("madrid", 60, "Trip to Madrid"),
        "END:VCALENDAR",
      ].join("\r\n"),
    );
    expect(method.status).toBe(200);

    const listed = await call(eventsRoute.GET, { token: member.token, query: { days_ahead: 365 } });
    expect(listed.status).toBe(200);
    expect(summaries(listed.body)).toEqual(["Trip to Madrid", "Trip to Oslo"]);
  });
});
