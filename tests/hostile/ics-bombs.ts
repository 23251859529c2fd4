/**
 * The worst iCalendar files we can think of, generated in code, each within the 2 MB upload limit.
 * Shared by the hostile suite (tests/hostile/ics.spec.ts), the API tests and the bench
 * (`npm run bench -- --case ics`). `expect` is the status the upload must answer.
 */
export type IcsBomb = {
  name: string;
  bytes: Uint8Array;
  expect: 200 | 422;
  note: string;
  /** Gives more than 1,000 occurrences sooner than the ordinary trip, which is then not kept. */
  crowded?: boolean;
  /** Heavy enough that a loaded machine may stop it at the time limit: 422 too complex is then right too. */
  heavy?: boolean;
};

const LIMIT = 2 * 1024 * 1024;
const encoder = new TextEncoder();
const nextYear = new Date().getUTCFullYear() + 1;

const calendar = (...body: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Hostile//EN", ...body, "END:VCALENDAR", ""].join("\r\n");

// Summaries that name no place: finding a city is database work (on PGlite, on the server's own
// thread), and these files are about the parser.
function event(uid: string, lines: string[], summary = "Standup"): string {
  return ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20250101T000000Z", `SUMMARY:${summary}`, ...lines, "END:VEVENT"].join(
    "\r\n",
  );
}

/** The summary of the one ordinary event every bomb carries, to see that it survives. */
export const GOOD_EVENT = "Quarterly review";
const goodTrip = event(
  "good-trip@hostile",
  [`DTSTART;VALUE=DATE:${nextYear}0610`, `DTEND;VALUE=DATE:${nextYear}0617`],
  GOOD_EVENT,
);

/** `count` copies of `make(i)` joined, stopping before the file would pass the limit. */
function fill(make: (index: number) => string, count: number, reserve = 2_000): string[] {
  const parts: string[] = [];
  let size = reserve;
  for (let index = 0; index < count; index++) {
    const part = make(index);
    size += part.length + 2;
    if (size > LIMIT) break;
    parts.push(part);
  }
  return parts;
}

const CROWDED = new Set(["daily-since-1900", "many-occurrences", "tiny-events-100k", "vtimezone-bomb"]);
const HEAVY = new Set([
  "impossible-rules-many",
  "daily-since-1900",
  "many-occurrences",
  "huge-line",
  "tiny-events-100k",
  "deep-nesting",
  "giant-parameters",
  "vtimezone-bomb",
  "exdate-rdate",
]);
const text = (name: string, note: string, content: string, expect: 200 | 422 = 200): IcsBomb => ({
  name,
  note,
  expect,
  bytes: encoder.encode(content),
  crowded: CROWDED.has(name),
  heavy: HEAVY.has(name),
});

export function icsBombs(): IcsBomb[] {
  const since1990 = "DTSTART:19900101T090000Z";
  return [
    text(
      "impossible-rule",
      "a daily rule on 30 February: ical.js steps day after day for ever",
      calendar(
        goodTrip,
        event("feb30@hostile", [
          "DTSTART:20200101T090000Z",
          "DTEND:20200101T100000Z",
          "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
        ]),
      ),
    ),
    text(
      "impossible-rules-many",
      "200 impossible daily, monthly and yearly rules",
      calendar(
        goodTrip,
        ...Array.from({ length: 200 }, (_, index) =>
          event(`impossible-${index}@hostile`, [
            since1990,
            [
              "RRULE:FREQ=DAILY;BYMONTH=4;BYMONTHDAY=31",
              "RRULE:FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30",
              "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30",
              "RRULE:FREQ=WEEKLY;BYMONTH=2;BYMONTHDAY=31",
            ][index % 4]!,
          ]),
        ),
      ),
    ),
    text(
      "minutely-20",
      "20 events every minute since 1990",
      calendar(
        goodTrip,
        ...Array.from({ length: 20 }, (_, index) =>
          event(`minutely-${index}@hostile`, [since1990, "RRULE:FREQ=MINUTELY"]),
        ),
      ),
    ),
    text(
      "secondly",
      "an event every second since 1990",
      calendar(goodTrip, event("secondly@hostile", [since1990, "RRULE:FREQ=SECONDLY"])),
    ),
    text(
      "daily-since-1900",
      "daily rules since 1900, with and without COUNT, and a huge INTERVAL",
      calendar(
        goodTrip,
        ...Array.from({ length: 300 }, (_, index) =>
          event(`daily-${index}@hostile`, [
            "DTSTART:19000101T090000Z",
            [
              "RRULE:FREQ=DAILY",
              "RRULE:FREQ=DAILY;COUNT=999999999",
              "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU",
              "RRULE:FREQ=MONTHLY;BYDAY=-1SU;BYSETPOS=-1",
            ][index % 4]!,
          ]),
        ),
      ),
    ),
    text(
      "many-occurrences",
      "daily events for two years: 40 x 730 occurrences, only 1,000 are kept",
      calendar(
        goodTrip,
        ...Array.from({ length: 40 }, (_, index) =>
          event(
            `every-day-${index}@hostile`,
            [`DTSTART;VALUE=DATE:${nextYear - 1}0101`, "RRULE:FREQ=DAILY"],
            `Yoga class ${index}`,
          ),
        ),
      ),
    ),
    text(
      "unreadable-event",
      "one event whose date is words, among good ones",
      calendar(
        goodTrip,
        event("words@hostile", ["DTSTART;VALUE=DATE:Next Year"]),
        event("garbage@hostile", ["DTSTART:99999999T999999", "this is not a property line"]),
      ),
    ),
    text(
      "truncated",
      "a file cut off in the middle of an event",
      calendar(goodTrip, event("cut@hostile", [`DTSTART;VALUE=DATE:${nextYear}0101`])).slice(0, -40),
    ),
    {
      name: "binary-junk",
      note: "1.5 MB of random bytes",
      expect: 422,
      bytes: Uint8Array.from({ length: 1_500_000 }, (_, index) => (index * 2_654_435_761) >>> 24),
    },
    text(
      "huge-line",
      "one 1.9 MB DESCRIPTION line",
      calendar(
        goodTrip,
        event("huge@hostile", [`DTSTART;VALUE=DATE:${nextYear}0301`, `DESCRIPTION:${"A".repeat(1_900_000)}`]),
      ),
    ),
    text(
      "tiny-events-100k",
      "as many tiny events as fit in 2 MB, all in the window",
      calendar(
        goodTrip,
        ...fill(
          (index) =>
            `BEGIN:VEVENT\r\nUID:${index}\r\nDTSTART;VALUE=DATE:${nextYear}0${1 + (index % 9)}1${index % 10}\r\nEND:VEVENT`,
          100_000,
        ),
      ),
    ),
    text(
      "deep-nesting",
      "an event with 150,000 nested BEGIN blocks",
      calendar(
        goodTrip,
        [
          "BEGIN:VEVENT",
          "UID:deep@hostile",
          `DTSTART;VALUE=DATE:${nextYear}0301`,
          ...Array.from({ length: 150_000 }, () => "BEGIN:X"),
          "END:VEVENT",
        ].join("\r\n"),
      ),
    ),
    text(
      "giant-parameters",
      "properties with thousands of parameters, just under the line limit",
      calendar(
        goodTrip,
        ...fill(
          (index) => event(`params-${index}@hostile`, [`DTSTART${";X-P=a".repeat(10_000)};VALUE=DATE:${nextYear}0301`]),
          100,
        ),
      ),
    ),
    text(
      "bad-tzids",
      "TZIDs that name no zone, a huge one, and one defined by no VTIMEZONE",
      calendar(
        goodTrip,
        event("tz1@hostile", [`DTSTART;TZID=Not/AZone:${nextYear}0301T090000`]),
        event("tz2@hostile", [`DTSTART;TZID=${"Z".repeat(50_000)}:${nextYear}0301T090000`]),
        event("tz3@hostile", [`DTSTART;TZID="Europe/Lisbon":${nextYear}0301T090000`, "RRULE:FREQ=WEEKLY;COUNT=10"]),
      ),
    ),
    text(
      "vtimezone-bomb",
      "time zones whose rules repeat every second since 1601, or carry thousands of observances",
      vtimezoneBomb(),
    ),
    text(
      "exdate-rdate",
      "an event with 60,000 RDATEs and EXDATEs",
      calendar(
        goodTrip,
        event("dates@hostile", [
          `DTSTART:${nextYear}0101T090000Z`,
          "RRULE:FREQ=DAILY",
          `EXDATE:${Array.from({ length: 30_000 }, (_, index) => `${nextYear + Math.floor(index / 365)}${String(1 + Math.floor((index % 365) / 31)).padStart(2, "0")}${String(1 + (index % 28)).padStart(2, "0")}T090000Z`).join(",")}`,
          `RDATE:${Array.from({ length: 30_000 }, (_, index) => `${1990 + (index % 40)}0101T0${index % 10}0000Z`).join(",")}`,
        ]),
      ),
    ),
    {
      name: "utf16-export",
      note: "a UTF-16 LE export with a BOM",
      expect: 200,
      bytes: utf16le(
        calendar(goodTrip, event("utf16@hostile", [`DTSTART;VALUE=DATE:${nextYear}0401`], "Zahnarzt Müller")),
      ),
    },
    text(
      "no-calendar",
      "a text file without VCALENDAR",
      "BEGIN:VEVENT\r\nSUMMARY:x\r\nEND:VEVENT\r\n".repeat(40_000),
      422,
    ),
  ];
}

function vtimezoneBomb(): string {
  const zone = (tzid: string, rule: string, start = "16010101T000000") =>
    [
      "BEGIN:VTIMEZONE",
      `TZID:${tzid}`,
      "BEGIN:STANDARD",
      `DTSTART:${start}`,
      "TZOFFSETFROM:+0100",
      "TZOFFSETTO:+0000",
      rule,
      "END:STANDARD",
      "END:VTIMEZONE",
    ].join("\r\n");
  const observances = Array.from({ length: 5_000 }, (_, index) =>
    [
      "BEGIN:DAYLIGHT",
      `DTSTART:${1601 + (index % 400)}0301T020000`,
      "TZOFFSETFROM:+0000",
      "TZOFFSETTO:+0100",
      "END:DAYLIGHT",
    ].join("\r\n"),
  );
  return calendar(
    zone("Bomb/Secondly", "RRULE:FREQ=SECONDLY"),
    zone("Bomb/Yearly", "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "00010101T000000"),
    ["BEGIN:VTIMEZONE", "TZID:Bomb/Many", ...observances, "END:VTIMEZONE"].join("\r\n"),
    goodTrip,
    ...Array.from({ length: 300 }, (_, index) =>
      event(`tz-${index}@hostile`, [
        `DTSTART;TZID=${["Bomb/Secondly", "Bomb/Yearly", "Bomb/Many"][index % 3]}:${nextYear}0${1 + (index % 9)}01T090000`,
        "RRULE:FREQ=WEEKLY;COUNT=20",
      ]),
    ),
  );
}

function utf16le(content: string): Uint8Array {
  const bytes = new Uint8Array(2 + content.length * 2);
  bytes[0] = 0xff;
  bytes[1] = 0xfe;
  for (let index = 0; index < content.length; index++) {
    const code = content.charCodeAt(index);
    bytes[2 + index * 2] = code & 0xff;
    bytes[3 + index * 2] = code >> 8;
  }
  return bytes;
}
