import "server-only";
import type { DbOrTx } from "@/db/client";
import type { CalendarEventRow } from "@/db/schema";
import { resolveDestination } from "@/lib/cities/service";
import { detectTravel, localDate, placeCandidates, type CalendarTime, type CityResolver, type ResolvedCity } from "./detection";
import type { GoogleEvent } from "./google";
import type { EventSource, KeptEventValues } from "./queries";

/** An event as read from Google or an .ics file, before detection. */
export type IncomingEvent = {
  externalId: string;
  summary: string | null;
  description: string | null;
  location: string | null;
  start: CalendarTime;
  end: CalendarTime | null;
};

const clip = (value: string | null | undefined, max: number) => {
  const text = value?.trim();
  return text ? text.slice(0, max) : null;
};

export function fromGoogle(event: GoogleEvent): IncomingEvent | null {
  if (!event.id || !event.start || (!event.start.date && !event.start.dateTime)) return null;
  return {
    externalId: event.id,
    summary: event.summary ?? null,
    description: event.description ?? null,
    location: event.location ?? null,
    start: { date: event.start.date, dateTime: event.start.dateTime, timeZone: event.start.timeZone },
    end: event.end ? { date: event.end.date, dateTime: event.end.dateTime, timeZone: event.end.timeZone } : null,
  };
}

/**
 * The cities table as detection's resolver, remembering answers for one run (places repeat).
 * `budget` bounds the distinct places looked up and the time spent (an uploaded file may name
 * 1,000 different places): past it, a new place resolves to nothing, and its event is kept
 * without a destination for the member to give one on import.
 */
export function cityResolver(db: DbOrTx, budget?: { lookups: number; until: number }): CityResolver {
  const known = new Map<string, Promise<ResolvedCity | undefined>>();
  let lookups = 0;
  return (text) => {
    const key = text.trim().toLowerCase();
    let answer = known.get(key);
    if (!answer) {
      if (budget && (++lookups > budget.lookups || Date.now() > budget.until)) return Promise.resolve(undefined);
      answer = resolveDestination(db, text).then((city) => (city ? { id: city.id, displayName: city.displayName } : undefined));
      known.set(key, answer);
    }
    return answer;
  };
}

/**
 * Detection (lib/calendar/detection.ts) over incoming events, as rows to keep. Events that are over
 * are dropped. An event that does not look like travel still gets the city its title or location
 * names, if any, so that the member can import it by choice; only travel events are imported by a
 * sync on its own.
 */
export async function analyseEvents(
  resolve: CityResolver,
  userId: number,
  source: EventSource,
  events: IncomingEvent[],
  today: string,
  kept: CalendarEventRow[] = [],
): Promise<KeptEventValues[]> {
  const previous = new Map(kept.map((row) => [row.externalId, row]));
  const rows: KeptEventValues[] = [];
  for (const event of events) {
    const end = event.end ?? event.start;
    const row = {
      userId,
      source,
      externalId: event.externalId.slice(0, 1000),
      summary: clip(event.summary, 500),
      description: clip(event.description, 5000),
      location: clip(event.location, 500),
      startAt: event.start.date ? null : new Date(event.start.dateTime!),
      endAt: end.date || !end.dateTime ? null : new Date(end.dateTime),
      startDate: event.start.date ?? localDate(event.start),
      endDate: end.date ?? localDate(end),
    };
    // An event read before and unchanged keeps what was found then: a daily sync or a visit to
    // the Import screen re-reads the whole calendar, and most of it has not moved.
    const known = previous.get(row.externalId);
    if (known && unchanged(known, row) && known.extractedDepartureDate && known.extractedDepartureDate >= today) {
      rows.push({
        ...row,
        isTravelEvent: known.isTravelEvent,
        extractedDestination: known.extractedDestination,
        extractedCityId: known.extractedCityId,
        extractedArrivalDate: known.extractedArrivalDate,
        extractedDepartureDate: known.extractedDepartureDate,
      });
      continue;
    }
    const detection = await detectTravel(event, resolve, today);
    if (!detection.arrivalDate || !detection.departureDate || detection.departureDate < today) continue;
    let city: ResolvedCity | undefined = detection.cityId ? { id: detection.cityId, displayName: detection.destination! } : undefined;
    if (!detection.isTravel) {
      for (const candidate of placeCandidates(event)) {
        city = await resolve(candidate);
        if (city) break;
      }
    }
    rows.push({
      ...row,
      isTravelEvent: detection.isTravel,
      extractedDestination: city?.displayName ?? null,
      extractedCityId: city?.id ?? null,
      extractedArrivalDate: detection.arrivalDate,
      extractedDepartureDate: detection.departureDate,
    });
  }
  return rows;
}

type EventContent = Pick<CalendarEventRow, "summary" | "description" | "location" | "startAt" | "endAt" | "startDate" | "endDate">;

function unchanged(known: EventContent, incoming: EventContent): boolean {
  const time = (value: Date | null) => value?.getTime() ?? null;
  return (
    known.summary === incoming.summary &&
    known.description === incoming.description &&
    known.location === incoming.location &&
    time(known.startAt) === time(incoming.startAt) &&
    time(known.endAt) === time(incoming.endAt) &&
    known.startDate === incoming.startDate &&
    known.endDate === incoming.endDate
  );
}
