import type ICAL from "ical.js";
import type { CalendarTime } from "./detection";

/**
 * A date, or a time with its UTC offset written out (so its day is the day where it happens).
 * `calendarZone` is the file's X-WR-TIMEZONE (docs/api.md §8.2): a UTC time is dated in that zone,
 * and a floating time is a wall-clock time there. Without it a floating time keeps its written day.
 */
export function calendarTime(time: ICAL.Time, tzid: unknown, calendarZone?: string | null): CalendarTime {
  if (time.isDate) return { date: time.toString().slice(0, 10) };
  const wall = time.toString().slice(0, 19);
  const zone = time.zone?.tzid;
  const fileZone = calendarZone && isKnownZone(calendarZone) ? calendarZone : null;
  if (zone === "UTC" || zone === "Z")
    return { dateTime: time.toJSDate().toISOString(), ...(fileZone ? { timeZone: fileZone } : {}) };
  if (zone && zone !== "floating") return { dateTime: `${wall}${offsetText(time.utcOffset())}` };
  // A TZID without a VTIMEZONE (allowed for IANA names by many producers): ask Intl.
  if (typeof tzid === "string" && isKnownZone(tzid))
    return { dateTime: `${wall}${offsetText(zoneOffsetSeconds(wall, tzid))}` };
  if (fileZone) return { dateTime: `${wall}${offsetText(zoneOffsetSeconds(wall, fileZone))}` };
  // A floating time is the same wall-clock time everywhere: keep its written day.
  return { dateTime: `${wall}Z`, floating: true };
}

function offsetText(seconds: number): string {
  const sign = seconds < 0 ? "-" : "+";
  const minutes = Math.round(Math.abs(seconds) / 60);
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** One formatter per zone named in the file (null: not a zone Intl knows); a file names few. */
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterOf(zone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    try {
      formatter =
        zone.length <= 100 ? new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" }) : null;
    } catch {
      formatter = null;
    }
    if (formatters.size < 1_000) formatters.set(zone, formatter);
  }
  return formatter;
}

const isKnownZone = (zone: string) => formatterOf(zone) !== null;

/** The offset of `zone` at a wall-clock time there ("2031-03-03T09:00:00"), in seconds. */
function zoneOffsetSeconds(wall: string, zone: string): number {
  const asUtc = Date.parse(`${wall}Z`);
  const offsetAt = (instant: number) => {
    const name = formatterOf(zone)!
      .formatToParts(new Date(instant))
      .find((part) => part.type === "timeZoneName")?.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
    return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 3600 + Number(match[3]) * 60) : 0;
  };
  const first = offsetAt(asUtc);
  return offsetAt(asUtc - first * 1000);
}

export function instantOf(time: CalendarTime): number {
  return time.dateTime ? Date.parse(time.dateTime) : Date.parse(`${time.date}T00:00:00Z`);
}
