/**
 * Travel detection for calendar events (docs/api.md §8, issue 7): is this event a trip, where to,
 * and on which days. Pure apart from the injected `resolveCity` (the cities table in the app, the
 * same resolver plans use), so it is tested on a table of real-looking events.
 */
export type CalendarTime = { date?: string | null; dateTime?: string | null; timeZone?: string | null };
export type CalendarEventInput = {
  summary?: string | null;
  description?: string | null;
  location?: string | null;
  start: CalendarTime;
  end?: CalendarTime | null;
};
export type ResolvedCity = { id: number; displayName: string };
export type CityResolver = (text: string) => Promise<ResolvedCity | undefined>;

export type Detection = {
  isTravel: boolean;
  /** The city's display form when resolved, else null. */
  destination: string | null;
  cityId: number | null;
  arrivalDate: string | null;
  departureDate: string | null;
};

export const NO_DESTINATION = "Destination could not be automatically extracted";

const TRAVEL_WORDS =
  /\b(flights?|fly(ing)?|trip|travel(l?ing)?|vacation|holidays?|hotel|hostel|airbnb|stay(ing)?|check[- ]?in|booking|itinerary|train|ferry|cruise|getaway|retreat|workation|boarding|departure|layover)\b/i;

/** Phrases that name the place: "Flight to Lisbon", "Stay at Casa X, Porto", "Vacation in Bali". */
const PLACE_PHRASES = [
  /\b(?:flight|fly(?:ing)?|train|bus|ferry|drive|trip|travel(?:l?ing)?|heading|going|journey|moving)\s+(?:back\s+)?(?:to|→|->)\s+(.+)/i,
  /\b(?:vacation|holiday|holidays|stay|staying|hotel|hostel|airbnb|workation|retreat|conference|week|weekend|days|nights?)\s+(?:in|at)\s+(.+)/i,
  /\b(?:to|→|->)\s+([A-Z][^,()]*?)(?:\s*\(|$)/,
  /^(.+?)\s+(?:trip|vacation|holiday|getaway|workation)\b/i,
];

/** "Flight LIS → OPO", "TP1351 LIS-OPO": the arrival airport is the second code. */
const AIRPORT_ROUTE = /\b([A-Z]{3})\s*(?:→|->|–|—|-|to)\s*([A-Z]{3})\b/;

function cleanPlace(raw: string): string {
  return raw
    .replace(/\([^)]*\)/g, " ") // flight numbers, confirmation codes: "(TP 1351)"
    .replace(/\b(?:confirmation|conf\.?|booking|ref(?:erence)?|pnr)\b.*$/i, " ")
    .replace(/\b(?:on|from|until|till|for|with)\b.*$/i, " ") // "to Lisbon on Mar 3", "in Bali for 2 weeks"
    .replace(/[.!;:|#·]+.*$/, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Candidate place texts, most specific first. */
export function placeCandidates(event: CalendarEventInput): string[] {
  const summary = (event.summary ?? "").trim();
  const candidates: string[] = [];
  const route = AIRPORT_ROUTE.exec(summary) ?? AIRPORT_ROUTE.exec(event.description ?? "");
  if (route) candidates.push(route[2]!);
  for (const phrase of PLACE_PHRASES) {
    const match = phrase.exec(summary);
    if (!match?.[1]) continue;
    const place = cleanPlace(match[1]);
    if (!place) continue;
    // "Stay at Casa do Rio, Porto": the city is the last part; the whole may be a city too.
    const parts = place.split(",").map((part) => part.trim()).filter(Boolean);
    candidates.push(...parts.slice(1).reverse(), place, parts[0]!);
  }
  const location = (event.location ?? "").trim();
  if (location) {
    const airport = /\(([A-Z]{3})\)/.exec(location);
    if (airport) candidates.push(airport[1]!);
    const parts = location.split(",").map((part) => part.replace(/\b\d[\d\s-]*\b/g, " ").replace(/\s+/g, " ").trim()).filter(Boolean);
    candidates.push(location, ...parts.slice(1).reverse(), ...parts.slice(0, 1));
  }
  return [...new Set(candidates.filter((candidate) => candidate.length >= 2 && candidate.length <= 80))];
}

/** The calendar day of a time, in the event's own time zone (or as written, for floating times). */
export function localDate(time: CalendarTime): string | null {
  if (time.date) return time.date;
  if (!time.dateTime) return null;
  if (time.timeZone) {
    const instant = new Date(time.dateTime);
    if (!Number.isNaN(instant.getTime())) {
      try {
        return new Intl.DateTimeFormat("en-CA", { timeZone: time.timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
      } catch {
        // unknown zone: fall through to the written date
      }
    }
  }
  // "2031-03-03T23:30:00-05:00" is the 3rd where it happens, whatever UTC says.
  return /^\d{4}-\d{2}-\d{2}/.exec(time.dateTime)?.[0] ?? null;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Arrival and departure days. An all-day event's end date is exclusive: Mar 3 to Mar 6 means Mar 3-5. */
export function eventDays(event: CalendarEventInput): { arrival: string | null; departure: string | null } {
  const arrival = localDate(event.start);
  if (!arrival) return { arrival: null, departure: null };
  const end = event.end ?? event.start;
  let departure = localDate(end) ?? arrival;
  if (event.start.date && end.date && end.date > event.start.date) departure = addDays(end.date, -1);
  // A timed event ending exactly at midnight ends the day before.
  if (!end.date && end.dateTime && /T00:00(:00)?/.test(end.dateTime) && departure > arrival) departure = addDays(departure, -1);
  return { arrival, departure: departure < arrival ? arrival : departure };
}

export async function detectTravel(event: CalendarEventInput, resolveCity: CityResolver, today: string): Promise<Detection> {
  const { arrival, departure } = eventDays(event);
  const none: Detection = { isTravel: false, destination: null, cityId: null, arrivalDate: arrival, departureDate: departure };
  if (!arrival || !departure || departure < today) return none; // only future events
  const text = [event.summary, event.description].filter(Boolean).join(" ");
  // Words, or a route of airport codes ("TP1947 LIS-BCN").
  const byWords = TRAVEL_WORDS.test(text) || AIRPORT_ROUTE.test(event.summary ?? "");

  let city: ResolvedCity | undefined;
  for (const candidate of placeCandidates(event)) {
    city = await resolveCity(candidate);
    if (city) break;
  }
  // A place alone (in the location, or named in the title: "Weekend in Madrid") makes a trip only
  // when the event spans a night or whole days: a one-hour dinner "at Lisbon" is not travel.
  const spansDays = Boolean(event.start.date) || departure > arrival;
  const byPlace = Boolean(city && spansDays);
  if (!byWords && !byPlace) return none;
  return { isTravel: true, destination: city?.displayName ?? null, cityId: city?.id ?? null, arrivalDate: arrival, departureDate: departure };
}
