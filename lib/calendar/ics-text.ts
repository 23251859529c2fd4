/**
 * The first, cheap pass over an uploaded iCalendar file (docs/security.md, "iCalendar files"):
 * bytes to text whatever the encoding, RFC 5545 line unfolding, and a split into the calendar's
 * VTIMEZONE and VEVENT blocks. It is linear in the file's size and never recurses, so each event
 * can then be parsed on its own: one event nobody can read does not take the others with it.
 */

/** The bytes as text: UTF-16 with a BOM, UTF-8 (BOM or not), else Windows-1252 (Outlook's old exports). */
export function decodeCalendarBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    return new TextDecoder("windows-1252").decode(body);
  }
}

/** Limits of one block: past them the event is skipped, not read (real events are far smaller). */
const MAX_LINE_CHARS = 64 * 1024;
const MAX_BLOCK_LINES = 5_000;
const MAX_DEPTH = 8;
const MAX_HEAD_CHARS = 2_048;
/** Time zone definitions kept per file (Outlook writes one per zone used). */
const MAX_TIMEZONES = 100;

type RawEvent = {
  /** The block's text, CRLF lines, ready for ical.js; null when the block is broken. */
  text: string | null;
  uid: string | null;
  summary: string | null;
  /** Why the block cannot be read, when it cannot. */
  problem: string | null;
  /**
   * For an event that neither repeats, nor moves or cancels an occurrence: the UTC midnight of the
   * day its DTSTART names (within a day of its real start), to leave it unparsed when too late.
   */
  plainStart: number | null;
};

export type RawCalendar = {
  /** METHOD of the VCALENDAR the event came from (CANCEL removes events). */
  method: string | null;
  /** X-WR-TIMEZONE: the zone of floating times, as Google's export writes it. */
  defaultZone: string | null;
  /** X-WR-CALNAME and PRODID: "Holidays in United Kingdom", "-//Airbnb Inc//Hosting Calendar//EN". */
  name: string | null;
  producer: string | null;
  timezones: string[];
  events: RawEvent[];
};

type Block = {
  name: string;
  lines: string[];
  depth: number;
  problem: string | null;
  uid: string | null;
  summary: string | null;
  start: number | null;
  plain: boolean;
};

const beginOf = (line: string) => (/^BEGIN:/i.test(line) ? line.slice(6).trim().toUpperCase() : null);
const endOf = (line: string) => (/^END:/i.test(line) ? line.slice(4).trim().toUpperCase() : null);

/** The calendars in the text, or null when it has no VCALENDAR at all. */
export function splitCalendars(text: string): RawCalendar[] | null {
  // Line folding: a line break followed by one space or tab continues the line (RFC 5545 §3.1).
  const lines = text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .replace(/\n[ \t]/g, "")
    .split("\n");
  const calendars: RawCalendar[] = [];
  let calendar: RawCalendar | null = null;
  let block: Block | null = null;

  for (const line of lines) {
    if (!calendar) {
      if (beginOf(line) === "VCALENDAR")
        calendar = { method: null, defaultZone: null, name: null, producer: null, timezones: [], events: [] };
      continue;
    }
    if (!block) {
      const begin = beginOf(line);
      if (begin)
        block = {
          name: begin,
          lines: [line],
          depth: 1,
          problem: null,
          uid: null,
          summary: null,
          start: null,
          plain: true,
        };
      else if (endOf(line) === "VCALENDAR") {
        calendars.push(calendar);
        calendar = null;
      } else if (/^METHOD[:;]/i.test(line)) calendar.method = valueOf(line).toUpperCase();
      else if (/^X-WR-TIMEZONE[:;]/i.test(line)) calendar.defaultZone = valueOf(line).slice(0, 100);
      else if (/^X-WR-CALNAME[:;]/i.test(line)) calendar.name = clip(unescapeText(valueOf(line)));
      else if (/^PRODID[:;]/i.test(line)) calendar.producer = clip(valueOf(line));
      continue;
    }
    const begin = beginOf(line);
    const end = begin ? null : endOf(line);
    if (begin) block.depth++;
    if (end) block.depth--;
    if (block.depth > MAX_DEPTH) block.problem ??= "The event is nested too deeply";
    if (line.length > MAX_LINE_CHARS) block.problem ??= "A line of the event is too long";
    // A property's name and parameters come before its first colon: real ones are short, and
    // ical.js spends time on each of ten thousand parameters.
    else if (line.length > MAX_HEAD_CHARS && !(line.indexOf(":") >= 0 && line.indexOf(":") <= MAX_HEAD_CHARS))
      block.problem ??= "A property of the event has too many parameters";
    if (block.lines.length >= MAX_BLOCK_LINES) block.problem ??= "The event has too many lines";
    if (block.depth === 1 && !begin && !end) {
      if (block.uid === null && /^UID[:;]/i.test(line)) block.uid = clip(valueOf(line));
      else if (block.summary === null && /^SUMMARY[:;]/i.test(line)) block.summary = clip(unescapeText(valueOf(line)));
      else if (block.start === null && /^DTSTART[:;]/i.test(line)) block.start = dayOf(valueOf(line));
      else if (/^(RRULE|RDATE|RECURRENCE-ID|STATUS|SEQUENCE)[:;]/i.test(line)) block.plain = false;
    }
    if (!block.problem) {
      // One line nobody can read (Exchange writes some) costs that line, not the event.
      const usable = begin || end ? line : repairLine(line);
      if (usable !== null) block.lines.push(usable);
    }
    if (block.depth === 0) {
      if (end !== block.name) block.problem ??= "The event's BEGIN and END lines do not match";
      finish(calendar, block);
      block = null;
    }
  }
  if (calendar) {
    // The file ends inside the calendar (cut off): keep what was complete.
    if (block) finish(calendar, { ...block, problem: "The event is cut off: the file ends inside it" });
    calendars.push(calendar);
  }
  return calendars.length ? calendars : null;
}

/** A content line's name and parameters: `NAME` then `;PARAM=value`s (quoted values may hold anything). */
const PARAMS = String.raw`(?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*`;
const CONTENT_LINE = new RegExp(String.raw`^[A-Za-z0-9-]+${PARAMS}:`);
const DATE_PROPERTY = new RegExp(String.raw`^(DTSTART|DTEND|RECURRENCE-ID|EXDATE|RDATE|DUE)(${PARAMS}):(.*)$`, "i");

/**
 * A line as ical.js can read it, or null to drop it (docs/api.md §8.2): a line that is not a
 * content line (no name, or no colon) is dropped; a date-time property whose value is a bare date
 * (`DTSTART:20311225`, holiday feeds) is read as the date it is (`VALUE=DATE`), and one whose
 * value is neither is dropped (the event then has no end), but a broken DTSTART is kept, for
 * the event to be skipped and reported.
 */
export function repairLine(line: string): string | null {
  if (!line.trim()) return null;
  if (!CONTENT_LINE.test(line)) return null;
  const date = DATE_PROPERTY.exec(line);
  if (!date) return line;
  const [, name, params, value] = date as unknown as [string, string, string, string];
  const values = value.trim().split(",");
  if (values.every((one) => /^\d{8}$/.test(one)) && !/;VALUE=DATE(?!-)/i.test(params)) {
    return `${name};VALUE=DATE${params.replace(/;VALUE=[^;:]*/i, "")}:${values.join(",")}`;
  }
  if (values.every((one) => /^\d{8}T\d{6}Z?$/.test(one) || /^\d{8}$/.test(one) || /^\d{8}T\d{6}Z?\/\S+$/.test(one)))
    return line;
  return name.toUpperCase() === "DTSTART" ? line : null;
}

function finish(calendar: RawCalendar, block: Block) {
  if (block.name === "VEVENT") {
    calendar.events.push({
      text: block.problem ? null : block.lines.join("\r\n"),
      uid: block.uid,
      summary: block.summary,
      problem: block.problem,
      plainStart: block.plain && !block.problem && calendar.method !== "CANCEL" ? block.start : null,
    });
  } else if (
    block.name === "VTIMEZONE" &&
    !block.problem &&
    calendar.timezones.length < MAX_TIMEZONES &&
    sensibleZone(block.lines)
  ) {
    calendar.timezones.push(block.lines.map(sinceRecentYear).join("\r\n"));
  }
}

/** The first year a zone's observance is read from: no event the window holds is older. */
const EARLIEST_ZONE_YEAR = 1900;

/**
 * An observance's start moved up to 1900: Outlook starts its zones' yearly rules in 1601 and eM Client in
 * the year 1, which would cost two thousand steps a conversion and exhaust the file's budget, though a
 * yearly rule gives the same offsets from any year on.
 */
function sinceRecentYear(line: string): string {
  const match = /^(DTSTART[^:]*:)(\d{4})(\d{4}T\d{6})$/i.exec(line.trim());
  return match && Number(match[2]) < EARLIEST_ZONE_YEAR ? `${match[1]}${EARLIEST_ZONE_YEAR}${match[3]}` : line;
}

/**
 * A VTIMEZONE worth reading: a TZID, a few observances, and only yearly rules. Real zone data has
 * nothing else, and a zone whose rule repeats every second would cost a step per second since 1601
 * for every time converted. A zone left out makes its times read by their IANA name, else floating.
 */
function sensibleZone(lines: string[]): boolean {
  let observances = 0;
  let dates = 0;
  let tzid = false;
  for (const line of lines) {
    if (/^TZID[:;]/i.test(line)) tzid = true;
    else if (/^BEGIN:(STANDARD|DAYLIGHT)\s*$/i.test(line)) observances++;
    else if (/^RRULE[:;]/i.test(line) && !/(^|[:;])FREQ=YEARLY(;|$)/i.test(line)) return false;
    else if (/^RDATE[:;]/i.test(line)) dates += valueOf(line).split(",").length;
  }
  return tzid && observances >= 1 && observances <= 200 && dates <= 1_000;
}

/** What follows the property name and its parameters (a quoted parameter may hold a colon). */
function valueOf(line: string): string {
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (char === '"') quoted = !quoted;
    else if (char === ":" && !quoted) return line.slice(index + 1).trim();
  }
  return "";
}

function dayOf(value: string): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value);
  if (!match) return null;
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isFinite(day) ? day : null;
}

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === "n" || char === "N" ? " " : char));
const clip = (value: string) => (value ? value.slice(0, 200) : null);
