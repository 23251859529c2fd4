import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  detectTravel,
  eventDays,
  localDate,
  type CalendarEventInput,
  type CityResolver,
} from "@/lib/calendar/detection";
import { cityResolver } from "@/lib/calendar/events";
import { loadTestCities } from "../helpers/cities";

const TODAY = "2031-01-15";
let resolve: CityResolver;

beforeAll(async () => {
  await loadTestCities();
  resolve = cityResolver(await getDb());
});

const allDay = (start: string, end: string) => ({ start: { date: start }, end: { date: end } });
const timed = (start: string, end: string, timeZone?: string) => ({
  start: { dateTime: start, timeZone },
  end: { dateTime: end, timeZone },
});

type Example = [
  label: string,
  event: CalendarEventInput,
  expected: { travel: boolean; city?: string | null; arrival?: string; departure?: string },
];

const EXAMPLES: Example[] = [
  // Flights
  [
    "airline confirmation with flight number",
    { summary: "Flight to Lisbon (TP 1351)", ...timed("2031-03-03T09:10:00+00:00", "2031-03-03T11:45:00+00:00") },
    { travel: true, city: "Lisbon, Portugal", arrival: "2031-03-03", departure: "2031-03-03" },
  ],
  [
    "route of airport codes",
    { summary: "Flight LIS → OPO", ...timed("2031-03-10T07:00:00+00:00", "2031-03-10T08:00:00+00:00") },
    { travel: true, city: "Porto, Portugal" },
  ],
  [
    "route with a dash",
    { summary: "TP1947 LIS-BCN", ...timed("2031-04-01T10:00:00+01:00", "2031-04-01T13:00:00+02:00") },
    { travel: true, city: "Barcelona, Spain" },
  ],
  [
    "lower-case flight",
    { summary: "flight to berlin", ...timed("2031-02-20T06:00:00+01:00", "2031-02-20T09:00:00+01:00") },
    { travel: true, city: "Berlin, Germany" },
  ],
  [
    "fly to, with a date in the title",
    { summary: "Fly to Tokyo on Mar 20", ...timed("2031-03-20T12:00:00+09:00", "2031-03-21T08:00:00+09:00") },
    { travel: true, city: "Tokyo, Japan", arrival: "2031-03-21", departure: "2031-03-21" },
  ],
  [
    "airport in the location",
    {
      summary: "Boarding",
      location: "Humberto Delgado Airport (LIS), Lisbon, Portugal",
      ...timed("2031-05-02T08:00:00+01:00", "2031-05-02T09:00:00+01:00"),
    },
    { travel: true, city: "Lisbon, Portugal" },
  ],
  [
    "flight with confirmation code",
    {
      summary: "Flight to Mexico City - Confirmation ABC123",
      ...timed("2031-06-01T22:00:00-05:00", "2031-06-02T05:00:00-05:00"),
    },
    { travel: true, city: "Mexico City, Mexico" },
  ],
  // A flight arrives on the day it lands at the destination (docs/api.md §8.2).
  [
    "departure late at night in its own zone",
    { summary: "Flight to Bangkok", ...timed("2031-02-10T23:30:00-05:00", "2031-02-11T23:30:00+07:00") },
    { travel: true, city: "Bangkok, Thailand", arrival: "2031-02-11", departure: "2031-02-11" },
  ],
  [
    "UTC time read in the event's time zone",
    {
      summary: "Flight to Tokyo",
      start: { dateTime: "2031-03-05T20:00:00Z", timeZone: "Asia/Tokyo" },
      end: { dateTime: "2031-03-05T22:00:00Z", timeZone: "Asia/Tokyo" },
    },
    { travel: true, city: "Tokyo, Japan", arrival: "2031-03-06", departure: "2031-03-06" },
  ],
  // Stays
  [
    "stay at a named place, city after the comma",
    { summary: "Stay at Casa do Rio, Porto", ...allDay("2031-03-03", "2031-03-06") },
    { travel: true, city: "Porto, Portugal", arrival: "2031-03-03", departure: "2031-03-05" },
  ],
  [
    "hotel in a city",
    { summary: "Hotel in Barcelona", ...allDay("2031-04-10", "2031-04-14") },
    { travel: true, city: "Barcelona, Spain", arrival: "2031-04-10", departure: "2031-04-13" },
  ],
  [
    "Airbnb with the address as location",
    { summary: "Airbnb", location: "Rua Augusta 12, 1100-053 Lisboa, Portugal", ...allDay("2031-05-01", "2031-05-08") },
    { travel: true, city: "Lisbon, Portugal", arrival: "2031-05-01", departure: "2031-05-07" },
  ],
  [
    "Airbnb in a city",
    { summary: "Airbnb in Medellín", ...allDay("2031-07-01", "2031-07-31") },
    { travel: true, city: "Medellín, Colombia" },
  ],
  [
    "check-in",
    {
      summary: "Check-in: Generator Hostel",
      location: "Berlin, Germany",
      ...timed("2031-02-02T15:00:00+01:00", "2031-02-02T16:00:00+01:00"),
    },
    { travel: true, city: "Berlin, Germany" },
  ],
  [
    "hostel booking",
    { summary: "Hostel booking - Cape Town", location: "Cape Town", ...allDay("2031-09-01", "2031-09-05") },
    { travel: true, city: "Cape Town, South Africa" },
  ],
  [
    "staying in a city, lower case",
    { summary: "staying in vienna", ...allDay("2031-03-01", "2031-03-03") },
    { travel: true, city: "Vienna, Austria", departure: "2031-03-02" },
  ],
  [
    "stay with an alternate name",
    { summary: "Stay in München", ...allDay("2031-10-01", "2031-10-04") },
    { travel: true, city: "Munich, Germany" },
  ],
  // Trips and holidays
  [
    "vacation in a city",
    { summary: "Vacation in Rome", ...allDay("2031-08-01", "2031-08-15") },
    { travel: true, city: "Rome, Italy", arrival: "2031-08-01", departure: "2031-08-14" },
  ],
  [
    "city then trip",
    { summary: "Paris trip", ...allDay("2031-05-10", "2031-05-13") },
    { travel: true, city: "Paris, France" },
  ],
  [
    "holiday with a duration",
    { summary: "Holiday in Athens for 2 weeks", ...allDay("2031-06-10", "2031-06-24") },
    { travel: true, city: "Athens, Greece" },
  ],
  [
    "workation",
    { summary: "Workation in Split", ...allDay("2031-05-01", "2031-05-31") },
    { travel: true, city: "Split, Croatia" },
  ],
  [
    "trip to with a day range in the title",
    { summary: "Trip to Kraków from May 3", ...allDay("2031-05-03", "2031-05-07") },
    { travel: true, city: "Kraków, Poland" },
  ],
  [
    "train",
    { summary: "Train to Amsterdam", ...timed("2031-04-04T08:00:00+02:00", "2031-04-04T12:00:00+02:00") },
    { travel: true, city: "Amsterdam, Netherlands" },
  ],
  [
    "ferry",
    { summary: "Ferry to Helsinki", ...timed("2031-06-06T09:00:00+03:00", "2031-06-06T11:00:00+03:00") },
    { travel: true, city: "Helsinki, Finland" },
  ],
  [
    "conference in a city",
    { summary: "Conference in Singapore", ...allDay("2031-09-10", "2031-09-13") },
    { travel: true, city: "Singapore, Singapore" },
  ],
  [
    "weekend in a city",
    { summary: "Weekend in Madrid", ...allDay("2031-02-21", "2031-02-24") },
    { travel: true, city: "Madrid, Spain", departure: "2031-02-23" },
  ],
  [
    "arrow in the title",
    { summary: "Moving → Buenos Aires", ...allDay("2031-11-01", "2031-11-02") },
    { travel: true, city: "Buenos Aires, Argentina" },
  ],
  [
    "itinerary in the description",
    {
      summary: "Japan",
      description: "Itinerary: Tokyo, Kyoto",
      location: "Tokyo",
      ...allDay("2031-04-01", "2031-04-10"),
    },
    { travel: true, city: "Tokyo, Japan" },
  ],
  // By place alone
  [
    "no keyword, a city location over several days",
    { summary: "Nomad meetup week", location: "Chiang Mai, Thailand", ...allDay("2031-03-01", "2031-03-08") },
    { travel: true, city: "Chiang Mai, Thailand" },
  ],
  [
    "no keyword, a multi-day timed event in a city",
    { summary: "Team offsite", location: "Lisbon", ...timed("2031-03-03T09:00:00+00:00", "2031-03-05T17:00:00+00:00") },
    { travel: true, city: "Lisbon, Portugal", arrival: "2031-03-03", departure: "2031-03-05" },
  ],
  // Travel, but no city we know
  [
    "keyword without a known place",
    { summary: "Flight to Xyzzyville", ...timed("2031-03-03T09:00:00+00:00", "2031-03-03T10:00:00+00:00") },
    { travel: true, city: null },
  ],
  [
    "booking without any place",
    { summary: "Hotel booking", ...allDay("2031-03-03", "2031-03-04") },
    { travel: true, city: null },
  ],
  // Not travel
  [
    "dentist",
    {
      summary: "Dentist",
      location: "Clinic, Lisbon",
      ...timed("2031-03-03T10:00:00+00:00", "2031-03-03T11:00:00+00:00"),
    },
    { travel: false },
  ],
  [
    "one-hour dinner at a city",
    {
      summary: "Dinner with Ana",
      location: "Lisbon",
      ...timed("2031-03-03T19:00:00+00:00", "2031-03-03T21:00:00+00:00"),
    },
    { travel: false },
  ],
  [
    "stand-up",
    { summary: "Daily stand-up", ...timed("2031-03-03T09:00:00+00:00", "2031-03-03T09:15:00+00:00") },
    { travel: false },
  ],
  ["birthday", { summary: "Mum's birthday", ...allDay("2031-03-03", "2031-03-04") }, { travel: false }],
  [
    "gym",
    { summary: "Gym", location: "Fitness First", ...timed("2031-03-03T07:00:00+00:00", "2031-03-03T08:00:00+00:00") },
    { travel: false },
  ],
  [
    "a video call with a city name in the title",
    { summary: "Call with Tokyo office", ...timed("2031-03-03T01:00:00+00:00", "2031-03-03T02:00:00+00:00") },
    { travel: false },
  ],
  [
    "past flight",
    { summary: "Flight to Lisbon", ...timed("2030-12-01T09:00:00+00:00", "2030-12-01T11:00:00+00:00") },
    { travel: false },
  ],
  [
    "past holiday ending yesterday",
    { summary: "Holiday in Rome", ...allDay("2031-01-05", "2031-01-15") },
    { travel: false },
  ],
  [
    "ongoing holiday ending today",
    { summary: "Holiday in Rome", ...allDay("2031-01-10", "2031-01-16") },
    { travel: true, city: "Rome, Italy", arrival: "2031-01-10", departure: "2031-01-15" },
  ],
  [
    "a party in a city, a few hours",
    { summary: "Birthday party in Porto", ...timed("2031-03-03T20:00:00+00:00", "2031-03-03T23:00:00+00:00") },
    { travel: false },
  ],
  [
    "a talk about a city",
    { summary: "Talk: the history of Berlin", ...timed("2031-03-03T18:00:00+01:00", "2031-03-03T19:00:00+01:00") },
    { travel: false },
  ],
  ["empty event", { summary: "", ...allDay("2031-03-03", "2031-03-04") }, { travel: false }],
];

describe("travel detection: real-looking events", () => {
  it("has at least 40 examples", () => expect(EXAMPLES.length).toBeGreaterThanOrEqual(40));

  it.each(EXAMPLES)("%s", async (_label, event, expected) => {
    const detection = await detectTravel(event, resolve, TODAY);
    expect(detection.isTravel).toBe(expected.travel);
    if (expected.city !== undefined) expect(detection.destination).toBe(expected.city);
    if (expected.arrival) expect(detection.arrivalDate).toBe(expected.arrival);
    if (expected.departure) expect(detection.departureDate).toBe(expected.departure);
    if (detection.isTravel) expect(detection.departureDate! >= detection.arrivalDate!).toBe(true);
  });
});

describe("dates", () => {
  it("treats an all-day event's end as exclusive (a 3-day event from Mar 3 ends Mar 5)", () => {
    expect(eventDays(allDay("2031-03-03", "2031-03-06"))).toEqual({ arrival: "2031-03-03", departure: "2031-03-05" });
    expect(eventDays(allDay("2031-03-03", "2031-03-04"))).toEqual({ arrival: "2031-03-03", departure: "2031-03-03" });
  });

  it("reads a timed event in its own zone, and a midnight end as the day before", () => {
    expect(localDate({ dateTime: "2031-03-03T23:30:00-05:00" })).toBe("2031-03-03");
    expect(localDate({ dateTime: "2031-03-03T23:30:00Z", timeZone: "Asia/Tokyo" })).toBe("2031-03-04");
    expect(localDate({ dateTime: "2031-03-03T10:00:00Z", timeZone: "Not/AZone" })).toBe("2031-03-03");
    expect(eventDays(timed("2031-03-03T20:00:00+00:00", "2031-03-05T00:00:00+00:00"))).toEqual({
      arrival: "2031-03-03",
      departure: "2031-03-04",
    });
  });
});
