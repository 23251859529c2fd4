import ICAL from "ical.js";
import { BudgetExceeded, withBudget } from "./ics-budget";
import { decodeCalendarBytes, splitCalendars, type RawCalendar } from "./ics-text";
import { calendarTime, instantOf } from "./ics-time";
import type { SkippedEvent } from "./contract";
import type { IncomingEvent } from "./events";

/**
 * An uploaded iCalendar file (Apple Calendar, Outlook, Google's export, …) read with ical.js, one
 * event at a time and within a budget (docs/security.md, "iCalendar files"): VTIMEZONE definitions
 * are used for TZID times, recurring events are expanded only inside the window and within a
 * number of steps, the later of two versions of an event is kept, cancelled events are left out
 * and reported, and an event that cannot be read is skipped and reported. Runs in a worker thread
 * (ics-pool.ts); nothing here touches the database.
 */
export class IcsError extends Error {}

export const NOT_ICALENDAR = "Not an iCalendar file";

export const ICS_LIMITS = {
  /** Occurrences kept from one file, whatever it holds: the soonest ones. */
  occurrencesPerFile: 1_000,
  /** Recurrence steps (ical.js iterator moves, time zone rules included) for one event, and for the file. */
  stepsPerEvent: 20_000,
  stepsPerFile: 200_000,
  /** Milliseconds of expansion for one event, and for the whole file. */
  msPerEvent: 200,
  msPerFile: 1_000,
  /** Skipped events listed in the answer; the others are only counted. */
  skippedListed: 100,
};

/** A cancelled event: the whole series (`occurrence` null) or one occurrence's external id. */
type CancelledEvent = { uid: string; occurrence: string | null };
export type IcsResult = {
  events: IncomingEvent[];
  skipped: SkippedEvent[];
  skippedCount: number;
  cancelled: CancelledEvent[];
};
type Window = { from: Date; to: Date };

export function readIcs(bytes: Uint8Array, window: Window): IcsResult {
  return parseIcs(decodeCalendarBytes(bytes), window);
}

/**
 * `timed: false` lifts the time bounds and keeps the step bounds: for the labelled corpus, whose
 * figures must not depend on how busy the host is (lib/calendar/corpus.ts). Uploads are always timed.
 */
export function parseIcs(text: string, window: Window, { timed = true } = {}): IcsResult {
  const calendars = splitCalendars(text);
  if (!calendars) throw new IcsError(NOT_ICALENDAR);
  const reader = new Reader(window, timed ? ICS_LIMITS : { msPerEvent: Infinity, msPerFile: Infinity });
  for (const calendar of calendars) reader.read(calendar);
  return reader.result();
}

type Parsed = {
  component: ICAL.Component;
  uid: string | null;
  recurrenceId: string | null;
  sequence: number;
  stamp: number;
  cancelled: boolean;
};

class Reader {
  /** Occurrences found so far, with their start instant; only the soonest are kept. */
  private found: { event: IncomingEvent; at: number }[] = [];
  /** Once the file has given enough occurrences, the start of the last kept one: later ones cannot be kept. */
  private cutoff = Number.POSITIVE_INFINITY;
  private skipped: SkippedEvent[] = [];
  private skippedCount = 0;
  private cancelled: CancelledEvent[] = [];
  private stepsLeft = ICS_LIMITS.stepsPerFile;
  /** When the file's time for expanding recurrences runs out: set by the first recurring event. */
  private deadline: number | null = null;
  private unnamed = 0;
  private keptCount = 0;
  /** The calendar being read: its X-WR-TIMEZONE, name and producer go with each of its events. */
  private calendar: Pick<RawCalendar, "defaultZone" | "name" | "producer"> = {
    defaultZone: null,
    name: null,
    producer: null,
  };

  constructor(
    private readonly window: Window,
    private readonly time: { msPerEvent: number; msPerFile: number },
  ) {}

  read(raw: RawCalendar) {
    this.calendar = { defaultZone: raw.defaultZone, name: raw.name, producer: raw.producer };
    const calendar = new ICAL.Component(["vcalendar", [], []]);
    for (const zone of raw.timezones) {
      try {
        const component = new ICAL.Component(ICAL.parse(zone) as unknown[]);
        if (component.name === "vtimezone") calendar.addSubcomponent(component);
      } catch {
        // an unreadable zone: its times are read by their IANA name, else as floating
      }
    }
    // Two versions of one event (same UID and RECURRENCE-ID): the later by SEQUENCE, then DTSTAMP.
    const latest = new Map<string, Parsed>();
    const lastUseful = this.lastUsefulStart(raw);
    for (const event of raw.events) {
      if (event.plainStart !== null && event.plainStart > lastUseful) continue;
      if (event.problem || !event.text) {
        this.skip(event, event.problem ?? "The event could not be read");
        continue;
      }
      let parsed: Parsed;
      try {
        parsed = parseEvent(event.text, calendar, raw.method === "CANCEL");
      } catch (error) {
        this.skip(event, `The event could not be read: ${messageOf(error)}`);
        continue;
      }
      const key = parsed.uid === null ? `no-uid-${this.unnamed++}` : `${parsed.uid}#${parsed.recurrenceId ?? ""}`;
      const known = latest.get(key);
      if (
        !known ||
        parsed.sequence > known.sequence ||
        (parsed.sequence === known.sequence && parsed.stamp >= known.stamp)
      )
        latest.set(key, parsed);
    }

    const masters = new Map<string, { parsed: Parsed; event: ICAL.Event }>();
    const loose: Parsed[] = [];
    for (const [key, parsed] of latest) {
      if (parsed.recurrenceId !== null) continue;
      if (parsed.cancelled) {
        if (parsed.uid !== null) this.cancelled.push({ uid: parsed.uid, occurrence: null });
        continue;
      }
      try {
        masters.set(parsed.uid ?? key, { parsed, event: new ICAL.Event(parsed.component) });
      } catch (error) {
        this.skip(parsed, `The event could not be read: ${messageOf(error)}`);
      }
    }
    for (const parsed of latest.values()) {
      if (parsed.recurrenceId === null) continue;
      if (parsed.cancelled)
        this.cancelled.push({ uid: parsed.uid!, occurrence: `${parsed.uid}#${parsed.recurrenceId}` });
      const master = masters.get(parsed.uid!);
      // A moved or cancelled occurrence replaces its occurrence of the series; one whose series
      // is not in the file stands alone.
      if (master) master.event.relateException(parsed.component);
      else if (!parsed.cancelled) loose.push(parsed);
    }
    for (const [uid, { parsed, event }] of masters)
      this.expand(parsed, event.isRecurring(), () => this.occurrencesOf(uid, parsed.uid, event));
    for (const parsed of loose) {
      this.expand(parsed, false, () => {
        const event = new ICAL.Event(parsed.component);
        this.single(`${parsed.uid}#${parsed.recurrenceId}`, parsed.uid, event, event.startDate, event.endDate);
      });
    }
  }

  /**
   * 100,000 tiny events fit in 2 MB, and parsing each costs. When more than 1,000 plain events (no
   * rule, version or status) certainly start inside the window, one starting more than two days
   * (time zones) after the 1,000th of them cannot be among the 1,000 soonest: it is not parsed.
   */
  private lastUsefulStart(raw: RawCalendar): number {
    const from = this.window.from.getTime() + 86_400_000;
    const to = this.window.to.getTime() - 86_400_000;
    const starts = raw.events
      .filter((event) => event.plainStart !== null && event.plainStart >= from && event.plainStart <= to)
      .sort((a, b) => a.plainStart! - b.plainStart!);
    const uids = new Set<string>();
    for (const event of starts) {
      if (event.uid !== null) uids.add(event.uid);
      if (uids.size >= ICS_LIMITS.occurrencesPerFile) return event.plainStart! + 2 * 86_400_000;
    }
    return Number.POSITIVE_INFINITY;
  }

  result(): IcsResult {
    this.trim();
    return {
      events: this.found.map((one) => one.event),
      skipped: this.skipped,
      skippedCount: this.skippedCount,
      cancelled: this.cancelled,
    };
  }

  /**
   * Runs one event's work, a recurring one inside its share of the file's budget; a failure skips
   * that event alone. A plain event costs what its text does, which the size limit bounds.
   */
  private expand(parsed: Parsed, recurring: boolean, work: () => void) {
    const keptBefore = this.keptCount;
    try {
      // A plain event spends steps only on its time zone's rules: its own budget, not the file's.
      if (!recurring)
        return withBudget(
          { steps: ICS_LIMITS.stepsPerEvent, until: performance.now() + this.time.msPerEvent },
          work,
          () => {},
        );
      this.deadline ??= performance.now() + this.time.msPerFile;
      if (this.stepsLeft <= 0 || performance.now() > this.deadline)
        throw new IcsError("The file's recurring events cost too much to expand: this one was not read");
      const budget = {
        steps: Math.min(ICS_LIMITS.stepsPerEvent, this.stepsLeft),
        until: Math.min(performance.now() + this.time.msPerEvent, this.deadline),
      };
      withBudget(budget, work, (used) => (this.stepsLeft -= used));
    } catch (error) {
      // A series stopped by its budget after giving occurrences keeps them, unreported.
      if (error instanceof BudgetExceeded && this.keptCount > keptBefore) return;
      this.skip(
        parsed,
        error instanceof BudgetExceeded || error instanceof IcsError
          ? error.message
          : `The event could not be read: ${messageOf(error)}`,
      );
    }
  }

  private keep(event: IncomingEvent, at: number) {
    this.keptCount++;
    this.found.push({ event, at });
    // Memory stays flat whatever the file: only the soonest occurrences can be kept in the end.
    if (this.found.length >= 4 * ICS_LIMITS.occurrencesPerFile) this.trim();
  }

  private trim() {
    this.found.sort((a, b) => a.at - b.at);
    if (this.found.length < ICS_LIMITS.occurrencesPerFile) return;
    this.found.length = ICS_LIMITS.occurrencesPerFile;
    this.cutoff = this.found[this.found.length - 1]!.at;
  }

  private skip(event: { uid: string | null; summary?: string | null; component?: ICAL.Component }, reason: string) {
    this.skippedCount++;
    if (this.skipped.length >= ICS_LIMITS.skippedListed) return;
    const summary =
      event.summary !== undefined
        ? event.summary
        : textOf(safely(() => event.component?.getFirstPropertyValue("summary")));
    this.skipped.push({ uid: event.uid, summary: summary?.slice(0, 200) ?? null, reason });
  }

  /** `uid` keys the events (generated for an event without one); `seriesId` is the UID itself, if any. */
  private occurrencesOf(uid: string, seriesId: string | null, event: ICAL.Event) {
    if (!event.startDate) throw new IcsError("It has no start date (DTSTART)");
    if (!event.isRecurring()) {
      this.single(uid, seriesId, event, event.startDate, event.endDate);
      return;
    }
    const rules = event.component.getAllProperties("rrule").map((property) => property.getFirstValue() as ICAL.Recur);
    // Nobody travels every hour: such a rule would only crowd real trips out of the 1,000 kept.
    if (rules.some((rule) => ["SECONDLY", "MINUTELY", "HOURLY"].includes(rule.freq)))
      throw new IcsError("It repeats more often than daily, which no trip does");
    const end = this.window.to.getTime();
    const iterator = event.iterator(skipAhead(event, rules, this.window.from));
    for (let next = iterator.next(), count = 0; next && count < ICS_LIMITS.occurrencesPerFile; next = iterator.next()) {
      // In order of their original start: past the window, or past what can still be kept, is the end.
      if (next.toJSDate().getTime() > Math.min(end, this.cutoff)) break;
      const details = event.getOccurrenceDetails(next);
      if (
        this.single(
          `${uid}#${details.recurrenceId.toString()}`,
          seriesId,
          details.item,
          details.startDate,
          details.endDate,
        )
      )
        count++;
    }
  }

  /** Keeps one occurrence when it is in the window; answers whether it was. */
  private single(
    externalId: string,
    seriesId: string | null,
    event: ICAL.Event,
    start: ICAL.Time,
    end: ICAL.Time | null,
  ): boolean {
    if (String(event.component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") return false;
    const zone = this.calendar.defaultZone;
    const startTime = calendarTime(start, event.component.getFirstProperty("dtstart")?.getParameter("tzid"), zone);
    const endTime = end
      ? calendarTime(
          end,
          (event.component.getFirstProperty("dtend") ?? event.component.getFirstProperty("dtstart"))?.getParameter(
            "tzid",
          ),
          zone,
        )
      : startTime;
    const [startsAt, endsAt] = [instantOf(startTime), instantOf(endTime)];
    // ical.js reads some nonsense as a date rather than refusing it: a date nobody can mean is unreadable.
    if (!plausible(startsAt) || !plausible(endsAt)) throw new IcsError("Its dates could not be read");
    if (endsAt < this.window.from.getTime() && startsAt < this.window.from.getTime()) return false;
    if (startsAt > this.window.to.getTime() || startsAt > this.cutoff) return false;
    const summary = textOf(event.summary);
    const description = textOf(event.description);
    const location = textOf(event.location);
    const { name: calendarName, producer } = this.calendar;
    this.keep(
      { externalId, seriesId, summary, description, location, start: startTime, end: endTime, calendarName, producer },
      startsAt,
    );
    return true;
  }
}

function parseEvent(text: string, calendar: ICAL.Component, methodCancel: boolean): Parsed {
  const component = new ICAL.Component(ICAL.parse(text) as unknown[], calendar);
  if (component.name !== "vevent") throw new Error("not an event");
  const uid = textOf(component.getFirstPropertyValue("uid"))?.slice(0, 500) ?? null;
  const recurrence = component.getFirstPropertyValue("recurrence-id") as ICAL.Time | null;
  const sequence = Number(component.getFirstPropertyValue("sequence") ?? 0);
  const stamp = component.getFirstPropertyValue("dtstamp") as ICAL.Time | null;
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  return {
    component,
    uid,
    // An occurrence without the series' UID cannot be matched to it: it is read as an event of its own.
    recurrenceId: recurrence && uid !== null ? recurrence.toString() : null,
    sequence: Number.isFinite(sequence) ? sequence : 0,
    stamp: stamp ? stamp.toUnixTime() || 0 : 0,
    cancelled: methodCancel || status === "CANCELLED",
  };
}

/**
 * Where to start a daily or weekly series without COUNT: a whole number of periods before the
 * window, instead of its DTSTART (a daily rule since 1990 would otherwise step through 13,000
 * days first). Occurrences keep their times: the start moves by whole periods of its own rule.
 * The new start is always an occurrence, so it is placed well before the window, where it is dropped.
 */
function skipAhead(event: ICAL.Event, rules: ICAL.Recur[], from: Date): ICAL.Time {
  const start = event.startDate;
  const [rule] = rules;
  if (rules.length !== 1 || !rule || rule.count || !["DAILY", "WEEKLY"].includes(rule.freq)) return start;
  const period = (rule.freq === "WEEKLY" ? 7 : 1) * Math.max(1, rule.interval || 1);
  const durationDays = Math.ceil(
    Math.max(0, (event.endDate?.toJSDate().getTime() ?? 0) - start.toJSDate().getTime()) / 86_400_000,
  );
  const gapDays =
    Math.floor((from.getTime() - start.toJSDate().getTime()) / 86_400_000) - durationDays - 2 * period - 2;
  const periods = Math.floor(gapDays / period);
  if (periods <= 0) return start;
  const moved = start.clone();
  moved.adjust(periods * period, 0, 0, 0);
  return moved;
}

const MIN_INSTANT = Date.UTC(1900, 0, 1);
const MAX_INSTANT = Date.UTC(2200, 0, 1);
const plausible = (instant: number) => Number.isFinite(instant) && instant >= MIN_INSTANT && instant <= MAX_INSTANT;

const textOf = (value: unknown) => (typeof value === "string" && value.trim() ? value : null);

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, " ").slice(0, 160);
}
