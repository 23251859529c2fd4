import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { detectTravel, eventDays, localDate, type CalendarEventInput, type CityResolver, type MemberContext } from "@/lib/calendar/detection";
import { cityResolver } from "@/lib/calendar/events";
import { countryOf } from "@/lib/calendar/places";
import { loadTestCities } from "../helpers/cities";

/** Issue 19: each cause of wrong detections on real calendars, with the issue's own examples (docs/api.md §8.2). */
const TODAY = "2031-01-15";
let resolve: CityResolver;
let lisbon: number;

beforeAll(async () => {
  await loadTestCities();
  resolve = cityResolver(await getDb());
  lisbon = (await resolve("Lisbon"))!.id;
});

const allDay = (start: string, end: string) => ({ start: { date: start }, end: { date: end } });
const timed = (start: string, end: string, timeZone?: string) => ({ start: { dateTime: start, timeZone }, end: { dateTime: end, timeZone } });
const flightTimes = timed("2031-03-03T09:00:00+01:00", "2031-03-03T11:00:00+00:00");
const stay = allDay("2031-03-03", "2031-03-06");

type Expected = { travel: boolean; city?: string | null; arrival?: string; departure?: string; excluded?: string };
type Example = [label: string, event: CalendarEventInput, expected: Expected, member?: MemberContext];

async function check(event: CalendarEventInput, expected: Expected, member: MemberContext = {}) {
  const detection = await detectTravel(event, resolve, TODAY, member);
  expect(detection.isTravel).toBe(expected.travel);
  if (expected.city !== undefined) expect(detection.destination).toBe(expected.city);
  if (expected.arrival) expect(detection.arrivalDate).toBe(expected.arrival);
  if (expected.departure) expect(detection.departureDate).toBe(expected.departure);
  if (expected.excluded) expect(detection.excluded).toBe(expected.excluded);
}

const ROUTES: Example[] = [
  ["an arrow", { summary: "Berlin -> Lisbon", ...flightTimes }, { travel: true, city: "Lisbon, Portugal" }],
  ["a heavy arrow", { summary: "Paris ➞ Rome", ...flightTimes }, { travel: true, city: "Rome, Italy" }],
  ["airport codes with an en dash", { summary: "BER–LIS", ...flightTimes }, { travel: true, city: "Lisbon, Portugal" }],
  ["from X to Y", { summary: "From Berlin to Vienna", ...flightTimes }, { travel: true, city: "Vienna, Austria" }],
  ["German", { summary: "Flug nach Wien", ...flightTimes }, { travel: true, city: "Vienna, Austria" }],
  ["French", { summary: "Vol pour Paris", ...flightTimes }, { travel: true, city: "Paris, France" }],
  ["Spanish", { summary: "Viaje a Madrid", ...stay }, { travel: true, city: "Madrid, Spain" }],
  ["Portuguese", { summary: "Voo para Lisboa", ...flightTimes }, { travel: true, city: "Lisbon, Portugal" }],
  ["Italian", { summary: "Volo per Roma", ...flightTimes }, { travel: true, city: "Rome, Italy" }],
  ["an airport code in the location", { summary: "Flight TP 553", location: "Aeroporto (OPO)", ...flightTimes }, { travel: true, city: "Porto, Portugal" }],
  ["a station", { summary: "Train", location: "Wien Hauptbahnhof", ...flightTimes }, { travel: true, city: "Vienna, Austria" }],
];

const NOT_TRAVEL: Example[] = [
  ["a trivia night at home", { summary: "Trivia night", location: "O'Gilins, Rua dos Remolares 8, Lisboa", ...timed("2031-03-03T20:00:00+00:00", "2031-03-03T23:00:00+00:00") }, { travel: false }],
  ["a fablab meeting", { summary: "Fablab meeting", location: "Fab Lab Lisboa, Mercado de Forno do Tijolo", ...timed("2031-03-04T18:00:00+00:00", "2031-03-04T20:00:00+00:00") }, { travel: false }],
  ["a conference in the member's own city", { summary: "Web Summit", location: "Lisbon, Portugal", ...stay }, { travel: false, excluded: "home" }, { homeCityId: -1 }],
  [
    "a TripIt restaurant with the travel footer",
    { summary: "Dinner at Cervejaria Ramiro", description: "Reservation for 4\n\nTripIt - organize your travel at https://www.tripit.com", location: "Av. Almirante Reis 1, Lisboa", ...timed("2031-03-05T19:00:00+00:00", "2031-03-05T21:00:00+00:00") },
    { travel: false },
  ],
  [
    "an Airbnb host block with airbnb only in a URL",
    { summary: "Reserved", description: "Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABC123\nPhone Number (Last 4 Digits): 1234", ...stay },
    { travel: false, excluded: "host" },
  ],
  ["an Airbnb not-available block", { summary: "Airbnb (Not available)", ...stay }, { travel: false, excluded: "host" }],
  ["Christmas Day", { summary: "Christmas Day", ...allDay("2031-12-25", "2031-12-26") }, { travel: false, excluded: "holiday" }],
  ["a bank holiday", { summary: "Bank Holiday", ...allDay("2031-05-05", "2031-05-06") }, { travel: false, excluded: "holiday" }],
  ["a holiday feed's 'Holiday'", { summary: "Holiday", calendarName: "Holidays in United Kingdom", ...allDay("2031-08-25", "2031-08-26") }, { travel: false, excluded: "holiday" }],
  ["a Google holiday calendar event", { summary: "Carnival", externalId: "20310303_abc@holiday@group.v.calendar.google.com", ...allDay("2031-03-03", "2031-03-04") }, { travel: false, excluded: "holiday" }],
  ["a cancelled flight", { summary: "Canceled: Flight to Paris", ...flightTimes }, { travel: false, excluded: "cancelled" }],
  ["a cancelled flight, British spelling", { summary: "Cancelled: TP1351 LIS-OPO", ...flightTimes }, { travel: false, excluded: "cancelled" }],
];

const DESTINATIONS: Example[] = [
  ["City — place", { summary: "Marseille — Hotel Mercure Vieux-Port", ...stay }, { travel: true, city: "Marseille, France" }],
  ["City, Country", { summary: "Split, Croatia", ...stay }, { travel: true, city: "Split, Croatia" }],
  ["the city only in the description", { summary: "Hotel check-in", description: "Your stay at Hotel Central\nCity: Porto", ...stay }, { travel: true, city: "Porto, Portugal" }],
  ["an odd location", { summary: "Hotel", location: "Barcelona; Barcelona", ...stay }, { travel: true, city: "Barcelona, Spain" }],
  ["a postcode with a country prefix", { summary: "Hotel stay", location: "Keilaranta 1, FI-02600 Espoo", ...stay }, { travel: true, city: "Espoo, Finland" }],
  ["Japanese", { summary: "東京旅行", ...stay }, { travel: true, city: "Tokyo, Japan" }],
  ["Chinese", { summary: "上海出差", ...stay }, { travel: true, city: "Shanghai, China" }],
  ["a Chinese location", { summary: "Conference", location: "北京", ...stay }, { travel: true, city: "Beijing, China" }],
  ["UK is never a city", { summary: "Trip to UK", ...stay }, { travel: true, city: null }],
  ["UK beside a city", { summary: "Hotel", location: "10 Downing St, London SW1A 2AA, UK", ...stay }, { travel: true, city: "London, United Kingdom" }],
  ["a country is never a city", { summary: "Vacation in Portugal", ...stay }, { travel: true, city: null }],
  ["Road trip Munich is Munich", { summary: "Road trip Munich", ...stay }, { travel: true, city: "Munich, Germany" }],
  ["an emoji", { summary: "✈️ Paris", ...flightTimes }, { travel: true, city: "Paris, France" }],
  ["a booking-site prefix", { summary: "Booking.com: Hotel Adlon, Berlin", ...stay }, { travel: true, city: "Berlin, Germany" }],
  ["Hong Kong", { summary: "Flight to Hong Kong", ...flightTimes }, { travel: true, city: "Hong Kong, Hong Kong SAR China" }],
  ["Mexico City", { summary: "Trip to Mexico City", ...stay }, { travel: true, city: "Mexico City, Mexico" }],
  ["Singapore", { summary: "Singapore", ...stay }, { travel: true, city: "Singapore, Singapore" }],
  ["Kraków", { summary: "Weekend in Kraków", ...stay }, { travel: true, city: "Kraków, Poland" }],
  ["Krakow without the accent", { summary: "KRK", location: "Krakow Airport (KRK)", ...flightTimes }, { travel: true, city: "Kraków, Poland" }],
];

const DATES: Example[] = [
  // 22:00 in Los Angeles is 06:00 UTC the next day: the traveller's day is the 5th.
  ["a UTC time in the event's zone", { summary: "Hotel check-in", location: "Los Angeles", ...timed("2031-03-06T06:00:00Z", "2031-03-06T07:00:00Z", "America/Los_Angeles") }, { travel: true, arrival: "2031-03-05", departure: "2031-03-05" }],
  ["a UTC time in the member's zone", { summary: "Hotel check-in", location: "Los Angeles", ...timed("2031-03-06T06:00:00Z", "2031-03-06T07:00:00Z") }, { travel: true, arrival: "2031-03-05" }, { homeZone: "America/Los_Angeles" }],
  ["a UTC time without any zone stays as written", { summary: "Hotel check-in", location: "Los Angeles", ...timed("2031-03-06T06:00:00Z", "2031-03-06T07:00:00Z") }, { travel: true, arrival: "2031-03-06" }],
  [
    "an overnight flight arrives on the later day at the destination",
    { summary: "Flight LAX → JFK", start: { dateTime: "2031-03-06T06:00:00Z", timeZone: "America/Los_Angeles" }, end: { dateTime: "2031-03-06T11:30:00Z", timeZone: "America/Los_Angeles" } },
    { travel: true, city: "New York City, United States", arrival: "2031-03-06", departure: "2031-03-06" },
  ],
  ["an all-day stay ends the day before its DTEND", { summary: "Hotel in Rome", ...allDay("2031-04-10", "2031-04-14") }, { travel: true, arrival: "2031-04-10", departure: "2031-04-13" }],
];

describe("issue 19: routes", () => it.each(ROUTES)("%s", async (_label, event, expected, member) => check(event, expected, member)));
describe("issue 19: not travel", () =>
  it.each(NOT_TRAVEL)("%s", async (_label, event, expected, member) => check(event, expected, member?.homeCityId === -1 ? { homeCityId: lisbon } : member)));
describe("issue 19: destinations", () => it.each(DESTINATIONS)("%s", async (_label, event, expected, member) => check(event, expected, member)));
describe("issue 19: local dates", () => it.each(DATES)("%s", async (_label, event, expected, member) => check(event, expected, member)));

describe("building blocks", () => {
  it("knows countries in six languages and common short forms", () => {
    for (const name of ["UK", "USA", "Portugal", "Deutschland", "Espagne", "Alemania", "Germania", "Brasil", "England"]) expect(countryOf(name)).not.toBeNull();
    for (const city of ["Singapore", "Hong Kong", "Lisbon", "Munich"]) expect(countryOf(city)).toBeNull();
  });

  it("dates a UTC time in the fallback zone only when it has no zone of its own and is not floating", () => {
    expect(localDate({ dateTime: "2031-03-06T06:00:00Z" }, "America/Los_Angeles")).toBe("2031-03-05");
    expect(localDate({ dateTime: "2031-03-06T06:00:00Z", floating: true }, "America/Los_Angeles")).toBe("2031-03-06");
    expect(localDate({ dateTime: "2031-03-06T06:00:00+01:00" }, "America/Los_Angeles")).toBe("2031-03-06");
    expect(eventDays(allDay("2031-03-03", "2031-03-04"), "Asia/Tokyo")).toEqual({ arrival: "2031-03-03", departure: "2031-03-03" });
  });
});
