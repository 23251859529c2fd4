import ICAL from "ical.js";
import type { CalendarTime } from "./detection";
import type { IncomingEvent } from "./events";

/**
 * An uploaded iCalendar file (Apple Calendar, Outlook, Google's export, …) read with ical.js:
 * VTIMEZONE definitions are used for TZID times (an IANA TZID without one is resolved with Intl),
 * recurring events (RRULE, RDATE, EXDATE, moved occurrences by RECURRENCE-ID) are expanded into
 * their occurrences inside the window, and cancelled events are left out.
 */
export class IcsError extends Error {
  constructor(
    message: string,
    /** An iCalendar file that could not be read, as opposed to something else altogether. */
    readonly malformed = false,
  ) {
    super(message);
  }
}

export const NOT_ICALENDAR = "The file is not an iCalendar (.ics) file";
/** Occurrences read per recurring event, whatever its rule (a daily rule since 1990 stops here). */
const MAX_ITERATIONS = 20_000;
/** Events kept from one file: the soonest ones. */
export const MAX_ICS_EVENTS = 1000;

type Window = { from: Date; to: Date };

export function parseIcs(text: string, window: Window): IncomingEvent[] {
  const body = text.replace(/^\uFEFF/, "").trimStart();
  if (!/^BEGIN:VCALENDAR/i.test(body)) throw new IcsError(NOT_ICALENDAR);
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(body));
  } catch {
    throw new IcsError("The iCalendar file could not be read: it is malformed", true);
  }
  const calendars = root.name === "vcalendar" ? [root] : root.getAllSubcomponents("vcalendar");
  const events: IncomingEvent[] = [];
  for (const calendar of calendars) {
    const vevents = calendar.getAllSubcomponents("vevent");
    const masters = new Map<string, ICAL.Event>();
    const loose: ICAL.Component[] = [];
    for (const vevent of vevents) {
      if (!vevent.hasProperty("recurrence-id")) masters.set(uidOf(vevent, masters.size), new ICAL.Event(vevent));
    }
    for (const vevent of vevents) {
      if (!vevent.hasProperty("recurrence-id")) continue;
      const master = masters.get(uidOf(vevent, -1));
      if (master) master.relateException(vevent);
      else loose.push(vevent); // a moved occurrence whose series is not in the file
    }
    for (const [uid, event] of masters) events.push(...occurrences(uid, event, window));
    for (const vevent of loose) {
      const event = new ICAL.Event(vevent);
      const occurrence = single(`${event.uid}#${event.recurrenceId?.toString() ?? ""}`, event, event.startDate, event.endDate, window);
      if (occurrence) events.push(occurrence);
    }
  }
  return events.sort((a, b) => instantOf(a.start) - instantOf(b.start)).slice(0, MAX_ICS_EVENTS);
}

function uidOf(vevent: ICAL.Component, fallback: number): string {
  const uid = vevent.getFirstPropertyValue("uid");
  return typeof uid === "string" && uid ? uid : `no-uid-${fallback}`;
}

function occurrences(uid: string, event: ICAL.Event, window: Window): IncomingEvent[] {
  if (!event.startDate) return [];
  if (!event.isRecurring()) {
    const one = single(uid, event, event.startDate, event.endDate, window);
    return one ? [one] : [];
  }
  const found: IncomingEvent[] = [];
  const iterator = event.iterator();
  for (let count = 0, next = iterator.next(); next && count < MAX_ITERATIONS; count++, next = iterator.next()) {
    const details = event.getOccurrenceDetails(next);
    if (details.startDate.toJSDate() > window.to) break;
    const one = single(`${uid}#${details.recurrenceId.toString()}`, details.item, details.startDate, details.endDate, window);
    if (one) found.push(one);
  }
  return found;
}

function single(externalId: string, event: ICAL.Event, start: ICAL.Time, end: ICAL.Time, window: Window): IncomingEvent | null {
  if (String(event.component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") return null;
  const startTime = calendarTime(start, event.component.getFirstProperty("dtstart")?.getParameter("tzid"));
  const endTime = calendarTime(end, (event.component.getFirstProperty("dtend") ?? event.component.getFirstProperty("dtstart"))?.getParameter("tzid"));
  if (instantOf(endTime) < window.from.getTime() && instantOf(startTime) < window.from.getTime()) return null;
  if (instantOf(startTime) > window.to.getTime()) return null;
  return {
    externalId,
    summary: text(event.summary),
    description: text(event.description),
    location: text(event.location),
    start: startTime,
    end: endTime,
  };
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : null);

/** A date, or a time with its UTC offset written out (so its day is the day where it happens). */
function calendarTime(time: ICAL.Time, tzid: unknown): CalendarTime {
  if (time.isDate) return { date: time.toString().slice(0, 10) };
  const wall = time.toString().slice(0, 19);
  const zone = time.zone?.tzid;
  if (zone === "UTC" || zone === "Z") return { dateTime: time.toJSDate().toISOString() };
  if (zone && zone !== "floating") return { dateTime: `${wall}${offsetText(time.utcOffset())}` };
  // A TZID without a VTIMEZONE (allowed for IANA names by many producers): ask Intl.
  if (typeof tzid === "string" && isKnownZone(tzid)) return { dateTime: `${wall}${offsetText(zoneOffsetSeconds(wall, tzid))}` };
  // A floating time is the same wall-clock time everywhere: keep its written day.
  return { dateTime: `${wall}Z` };
}

function offsetText(seconds: number): string {
  const sign = seconds < 0 ? "-" : "+";
  const minutes = Math.round(Math.abs(seconds) / 60);
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The offset of `zone` at a wall-clock time there ("2031-03-03T09:00:00"), in seconds. */
function zoneOffsetSeconds(wall: string, zone: string): number {
  const asUtc = Date.parse(`${wall}Z`);
  const offsetAt = (instant: number) => {
    const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(new Date(instant))
      .find((part) => part.type === "timeZoneName")?.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
    return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 3600 + Number(match[3]) * 60) : 0;
  };
  const first = offsetAt(asUtc);
  return offsetAt(asUtc - first * 1000);
}

function instantOf(time: CalendarTime): number {
  return time.dateTime ? Date.parse(time.dateTime) : Date.parse(`${time.date}T00:00:00Z`);
}
