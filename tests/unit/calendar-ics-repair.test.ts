import { describe, expect, it } from "vitest";
import { parseIcs } from "@/lib/calendar/ics";
import { repairLine } from "@/lib/calendar/ics-text";

/** Real files with a flaw keep their other events instead of being lost whole (docs/api.md §8.2). */
const window = { from: new Date("2031-01-01T00:00:00Z"), to: new Date("2033-01-01T00:00:00Z") };
const calendar = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", ...lines, "END:VCALENDAR", ""].join("\r\n");

describe("iCalendar files with a flaw", () => {
  it("reads a holiday feed's date-time without VALUE=DATE as the date it is", () => {
    const result = parseIcs(
      calendar(
        "X-WR-CALNAME:Holidays in United Kingdom",
        "BEGIN:VEVENT",
        "UID:h1",
        "DTSTART:20311225",
        "DTEND:20311226",
        "SUMMARY:Christmas Day",
        "END:VEVENT",
      ),
      window,
    );
    expect(result.skipped).toEqual([]);
    expect(result.events).toMatchObject([
      { summary: "Christmas Day", start: { date: "2031-12-25" }, end: { date: "2031-12-26" } },
    ]);
  });

  it("drops one bad line of an Exchange export, not the event nor the file", () => {
    const result = parseIcs(
      calendar(
        "BEGIN:VEVENT",
        "UID:e1",
        'DTSTART;TZID="W. Europe Standard Time":20310105T100000',
        "DTEND:20310105T110000Z",
        "SUMMARY:Flight to Paris",
        "this line is not a property",
        "X-MICROSOFT-CDO-BUSYSTATUS:BUSY",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:e2",
        "DTSTART:20310106T100000Z",
        "SUMMARY:Stand-up",
        "DTEND:garbage",
        "END:VEVENT",
      ),
      window,
    );
    expect(result.skipped).toEqual([]);
    expect(result.events.map((event) => event.summary)).toEqual(["Flight to Paris", "Stand-up"]);
  });

  it("repairs or drops single lines", () => {
    expect(repairLine("DTSTART:20311225")).toBe("DTSTART;VALUE=DATE:20311225");
    expect(repairLine("EXDATE;VALUE=DATE-TIME:20311225,20311226")).toBe("EXDATE;VALUE=DATE:20311225,20311226");
    expect(repairLine("DTSTART;VALUE=DATE:20311225")).toBe("DTSTART;VALUE=DATE:20311225");
    expect(repairLine('DTSTART;TZID="(UTC+01:00) Amsterdam, Berlin":20310105T100000')).toBe(
      'DTSTART;TZID="(UTC+01:00) Amsterdam, Berlin":20310105T100000',
    );
    expect(repairLine("DTEND:tomorrow")).toBeNull();
    expect(repairLine("no colon here")).toBeNull();
    expect(repairLine("SUMMARY:Flight: Berlin -> Lisbon")).toBe("SUMMARY:Flight: Berlin -> Lisbon");
  });
});
