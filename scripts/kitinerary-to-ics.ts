/**
 * Turns the reservations in KDE's test data (schema.org JSON: kitinerary's expected extraction
 * results, KDE Itinerary's trips) into calendar files the way KDE Itinerary writes a reservation
 * to the member's calendar, for the labelled calendar corpus (tests/fixtures/calendars, SOURCES.md
 * there).
 *
 * What it reproduces (written anew from the files KDE Itinerary writes and what its calendar
 * handler is documented to do; none of its code is copied):
 * one event per trip (passengers of one booking share it); a flight "Flight LH 1234 from MUC to
 * TLS" (airport codes, else names) located at the departure airport, from its departure to its
 * arrival time, each in its own zone; "Train <number> from <station> to <station>", "Bus …",
 * "Ferry from … to …" alike, located at the departure; "Hotel reservation: <name>" all day from
 * the check-in day to the check-out day, located at the address on one line; an event under its
 * own name at its venue, all day when it runs from midnight to the end of a day, else an hour
 * when it has no end; "Canceled: " before a cancelled reservation; the description's lines
 * (boarding time, gate, seat, platform, booking reference, hotel contacts). Times keep their
 * zone (TZID); a time with only an offset is written in UTC, one with neither floats. German
 * and French titles are the translations KDE ships (kitinerary's po/de and po/fr). Left out: the
 * X-KDE-KITINERARY-RESERVATION property (the reservation's JSON again, a few kilobytes an event),
 * alarms, and reservations KDE Itinerary writes no event for (no departure time, or a flight
 * without both times) or that name no arrival place (passes, restaurants, rental cars).
 *
 * The same reservations are written once more in the other languages KDE ships the calendar
 * handler's strings in (kitinerary-strings.json beside this script: the translated, not fuzzy msgstrs of
 * kitinerary's po/<language>/kitinerary6.po at commit f234c0c0b196475a540adf6fcfeeb8ed93a783d6, which
 * are distributed under kitinerary's licence, LGPL-2.0-or-later, or LGPL 2.1 or 3 or later for Catalan and Ukrainian,
 * and are copyright their translators; a string a language lacks is English, as KDE falls back): dealt
 * out round-robin in the order they are read, each to one language, in `kitinerary-l10n-<language>`
 * files. A translation with a scripted form ("plain|/|scripted", Korean particles) is written in its
 * plain form, what KDE shows without its transcript plugin. Times in descriptions are 24-hour in
 * every language but English.
 *
 * Usage: npx tsx scripts/kitinerary-to-ics.ts <output folder> <test data folder>... (kitinerary's
 * autotests/extractordata, postprocessordata and pkpassdata; KDE Itinerary's autotests/data).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

type Json = Record<string, unknown>;
/** A language of KDE's translations, as its po folder names it ("de", "pt_BR", "ca@valencia"). */
type Language = string;

const STRINGS: Record<Language, Record<string, string>> = {
  en: {
    flight: "Flight %1 from %2 to %3",
    train: "Train %1 from %2 to %3",
    bus: "Bus %1 from %2 to %3",
    ferry: "Ferry from %1 to %2",
    hotel: "Hotel reservation: %1",
    canceled: "Canceled: %1",
    boarding: "Boarding time: %1",
    gate: "Departure gate: %1",
    group: "Boarding group: %1",
    seat: "Seat: %1",
    reference: "Booking reference: %1",
    departurePlatform: "Departure platform: %1",
    coach: "Coach: %1",
    arrivalPlatform: "Arrival platform: %1",
    checkIn: "Check-in: %1",
    checkOut: "Check-out: %1",
    phone: "Phone: %1",
    email: "Email: %1",
    website: "Website: %1",
  },
  de: {
    flight: "Flug %1 von %2 nach %3",
    train: "Zug %1 von %2 nach %3",
    bus: "Bus %1 von %2 nach %3",
    ferry: "Fähre von %1 nach %2",
    hotel: "Hotelreservierung: %1",
    canceled: "Storniert: %1",
    boarding: "Boarding-Zeit: %1",
    gate: "Abfluggate: %1",
    group: "Boarding-Gruppe: %1",
    seat: "Sitz: %1",
    reference: "Buchungsreferenz: %1",
    departurePlatform: "Abfahrtgleis: %1",
    coach: "Wagen: %1",
    arrivalPlatform: "Ankunftgleis: %1",
    checkIn: "Check-In: %1",
    checkOut: "Check-Out: %1",
    phone: "Telefon: %1",
    email: "E-Mail: %1",
    website: "Webseite: %1",
  },
  fr: {
    flight: "Vol %1 de %2 vers %3",
    train: "Train %1 de %2 vers %3",
    bus: "Bus %1 de %2 vers %3",
    ferry: "Traversier de %1 vers %2",
    hotel: "Réservation à l'hôtel : %1",
    canceled: "Annulé : %1",
    boarding: "Heure d'embarquement : %1",
    gate: "Porte d'embarquement : %1",
    group: "Groupe d'embarquement : %1",
    seat: "Siège : %1",
    reference: "Référence de réservation : %1",
    departurePlatform: "Quai de départ : %1",
    coach: "Voiture : %1",
    arrivalPlatform: "Quai d'arrivée : %1",
    checkIn: "Enregistrement : %1",
    checkOut: "Libération de la chambre : %1",
    phone: "Téléphone : %1",
    email: "Courriel : %1",
    website: "Site internet : %1",
  },
};

/** kitinerary's translations in other languages (see the comment above). */
const TRANSLATIONS = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "kitinerary-strings.json"), "utf8")) as {
    languages: Record<Language, Record<string, string>>;
  }
).languages;
const OTHER_LANGUAGES = Object.keys(TRANSLATIONS);

function say(language: Language, key: string, ...values: string[]): string {
  const translated = STRINGS[language]?.[key] ?? TRANSLATIONS[language]?.[key]?.split("|/|")[0];
  return values.reduce((text, value, at) => text.replace(`%${at + 1}`, value), translated ?? STRINGS.en![key]!);
}

/**
 * The language of the member's KDE Itinerary: the language the carrier or booking site wrote to
 * them in (Deutsche Bahn, Lufthansa, Eurowings, the German travel agency FCM; SNCF, Air France,
 * Brussels Airlines), else English.
 */
function languageOf(source: string): Language {
  if (
    /^extractordata\/(?:deutschebahn|vrr|lufthansa|eurowings|fcm)\/|^pkpassdata\/(?:lufthansa|eurowings|airberlin)/.test(
      source,
    )
  )
    return "de";
  if (
    /^extractordata\/(?:sncf|brusselsairlines)\/|^postprocessordata\/(?:af-|day-rollover|train-unsorted|flight-merge)/.test(
      source,
    )
  )
    return "fr";
  return "en";
}

const obj = (value: unknown): Json =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};
const str = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? `${value}` : "";

type Time =
  { kind: "date"; date: string } | { kind: "time"; local: string; zone?: string; utc?: boolean; instant?: number };

/** A QDateTime as kitinerary serialises it: a string, or {"@value", "timezone"}. */
function timeOf(value: unknown): Time | null {
  const raw = typeof value === "string" ? value : str(obj(value)["@value"]);
  const zone = str(obj(value).timezone) || undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) return { kind: "date", date: raw };
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.exec(raw);
  if (!match) return null;
  const local = match[1]!.length === 16 ? `${match[1]}:00` : match[1]!;
  const instant = match[2] ? Date.parse(raw) : undefined;
  if (zone) return { kind: "time", local, zone, instant };
  if (match[2]) return { kind: "time", local: new Date(instant!).toISOString().slice(0, 19), utc: true, instant };
  return { kind: "time", local };
}

const compact = (local: string) => local.replace(/[-:]/g, "");

function icsTime(name: string, time: Time): string {
  if (time.kind === "date") return `${name};VALUE=DATE:${compact(time.date)}`;
  if (time.zone) return `${name};TZID=${time.zone}:${compact(time.local)}`;
  return `${name}:${compact(time.local)}${time.utc ? "Z" : ""}`;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Qt's short time format of the language: "3:00 PM", "15:00". */
function shortTime(time: Time | null, language: Language): string {
  if (!time || time.kind !== "time") return "";
  const [hours, minutes] = time.local.slice(11, 16).split(":").map(Number) as [number, number];
  if (language !== "en") return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

/** An address on one line, as KContacts writes it internationally: "Street 1, FI-02600 Espoo, Finland". */
function addressLine(address: Json): string {
  const country = str(address.addressCountry);
  const postal = str(address.postalCode);
  const code = /^[A-Z]{2}$/.test(country) ? country : "";
  const place = [
    postal && code && !/^(US|GB|CA)$/.test(code) ? `${code}-${postal}` : postal,
    str(address.addressLocality),
  ]
    .filter(Boolean)
    .join(" ");
  const countryName = code ? (countryNames.of(code) ?? country) : country;
  return [str(address.streetAddress), place, countryName].filter(Boolean).join(", ");
}

/** The address on several lines (an event's description). */
function addressLines(address: Json): string {
  const line = addressLine(address);
  return line.split(", ").join("\n");
}

/** iCalendar text: escaped, folded at 75 octets. */
function property(name: string, value: string): string {
  const escaped = value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\n/g, "\\n");
  const line = `${name}:${escaped}`;
  const out: string[] = [];
  let current = "";
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
    }
    current += char;
  }
  out.push(current);
  return out.join("\r\n ");
}

type ItineraryEvent = {
  uid: string;
  source: string;
  language: Language;
  kind: "flight" | "train" | "bus" | "ferry" | "hotel" | "event";
  summary: string;
  location: string;
  description: string;
  geo?: string;
  start: Time;
  end?: Time;
  transparent: boolean;
  /** Where it arrives, for the one labelling it: the arrival station or airport, the hotel's or venue's address. */
  arrivalPlace: string;
};

function geoOf(place: Json): string | undefined {
  const geo = obj(place.geo);
  const [lat, lon] = [geo.latitude, geo.longitude];
  return typeof lat === "number" && typeof lon === "number" ? `${lat.toFixed(6)};${lon.toFixed(6)}` : undefined;
}

function uidOf(key: string): string {
  const hash = createHash("sha1").update(key).digest("hex");
  return `KIT-${hash.slice(0, 8)}-${hash.slice(8, 12)}-${hash.slice(12, 16)}-${hash.slice(16, 20)}-${hash.slice(20, 32)}`;
}

const placeName = (place: Json) => str(place.name);
const placeWithAddress = (place: Json) =>
  [str(place.iataCode), placeName(place), addressLine(obj(place.address))].filter(Boolean).join(" / ");

/** The calendar event KDE Itinerary writes for one reservation (or event), or null when it writes none. */
function eventOf(item: Json, source: string, language = languageOf(source)): ItineraryEvent | null {
  const type = str(item["@type"]);
  const reservationFor = obj(item.reservationFor);
  const reference = str(item.reservationNumber);
  const cancelled = /ReservationCancelled$/.test(str(item.reservationStatus));
  const base = (kind: ItineraryEvent["kind"], key: string) => ({
    uid: uidOf(`${source}|${kind}|${key}`),
    source,
    language,
    kind,
    transparent: false,
  });
  const finish = (event: ItineraryEvent): ItineraryEvent =>
    cancelled ? { ...event, summary: say(language, "canceled", event.summary), transparent: true } : event;
  const lines = (...parts: (string | false)[]) => parts.filter(Boolean).join("\n");

  if (type === "FlightReservation") {
    const [from, to] = [obj(reservationFor.departureAirport), obj(reservationFor.arrivalAirport)];
    const [start, end] = [timeOf(reservationFor.departureTime), timeOf(reservationFor.arrivalTime)];
    if (!start || !end || !(placeName(to) || str(to.iataCode))) return null;
    const number = `${str(obj(reservationFor.airline).iataCode)} ${str(reservationFor.flightNumber)}`;
    const code = (airport: Json) => str(airport.iataCode) || placeName(airport);
    const seat = str(item.airplaneSeat);
    return finish({
      ...base("flight", `${number}|${code(from)}|${code(to)}|${JSON.stringify(start)}`),
      summary: say(language, "flight", number, code(from), code(to)),
      location: placeName(from),
      geo: geoOf(from),
      start,
      end,
      description: lines(
        Boolean(reservationFor.boardingTime) &&
          say(language, "boarding", shortTime(timeOf(reservationFor.boardingTime), language)),
        Boolean(reservationFor.departureGate) && say(language, "gate", str(reservationFor.departureGate)),
        Boolean(item.boardingGroup) && say(language, "group", str(item.boardingGroup)),
        Boolean(seat) && say(language, "seat", seat),
        Boolean(reference) && say(language, "reference", reference),
      ),
      arrivalPlace: placeWithAddress(to),
    });
  }
  if (type === "TrainReservation" || type === "BusReservation" || type === "BoatReservation") {
    const kind = type === "TrainReservation" ? "train" : type === "BusReservation" ? "bus" : "ferry";
    const from = obj(
      reservationFor.departureStation ?? reservationFor.departureBusStop ?? reservationFor.departureBoatTerminal,
    );
    const to = obj(
      reservationFor.arrivalStation ?? reservationFor.arrivalBusStop ?? reservationFor.arrivalBoatTerminal,
    );
    const start = timeOf(reservationFor.departureTime);
    const end = timeOf(reservationFor.arrivalTime) ?? undefined;
    if (!start || !placeName(to)) return null;
    const number = str(reservationFor.trainNumber ?? reservationFor.busNumber);
    const seat = obj(obj(item.reservedTicket).ticketedSeat);
    const summary =
      kind === "ferry"
        ? say(language, "ferry", placeName(from), placeName(to))
        : say(language, kind, number, placeName(from), placeName(to));
    return finish({
      ...base(kind, `${number}|${placeName(from)}|${placeName(to)}|${JSON.stringify(start)}`),
      summary,
      location: placeName(from),
      geo: geoOf(from),
      start,
      end,
      description: lines(
        Boolean(reservationFor.departurePlatform) &&
          say(language, "departurePlatform", str(reservationFor.departurePlatform)),
        Boolean(seat.seatSection) && say(language, "coach", str(seat.seatSection)),
        Boolean(seat.seatNumber) && say(language, "seat", str(seat.seatNumber)),
        Boolean(reservationFor.arrivalPlatform) &&
          say(language, "arrivalPlatform", str(reservationFor.arrivalPlatform)),
        Boolean(reference) && say(language, "reference", reference),
      ),
      arrivalPlace: placeWithAddress(to),
    });
  }
  if (type === "LodgingReservation") {
    const [checkIn, checkOut] = [timeOf(item.checkinTime), timeOf(item.checkoutTime)];
    if (!checkIn || !checkOut) return null;
    const day = (time: Time) => (time.kind === "date" ? time.date : time.local.slice(0, 10));
    const address = obj(reservationFor.address);
    return finish({
      ...base("hotel", `${placeName(reservationFor)}|${day(checkIn)}`),
      summary: say(language, "hotel", placeName(reservationFor)),
      location: addressLine(address),
      geo: geoOf(reservationFor),
      start: { kind: "date", date: day(checkIn) },
      // An all-day DTEND is exclusive: the check-out day is the stay's last.
      end: { kind: "date", date: addDays(day(checkOut), 1) },
      transparent: true,
      description: lines(
        checkIn.kind === "time" && say(language, "checkIn", shortTime(checkIn, language)),
        checkOut.kind === "time" && say(language, "checkOut", shortTime(checkOut, language)),
        Boolean(reservationFor.telephone) && say(language, "phone", str(reservationFor.telephone)),
        Boolean(reservationFor.email) && say(language, "email", str(reservationFor.email)),
        Boolean(reservationFor.url) && say(language, "website", str(reservationFor.url)),
        str(obj(item.underName).name),
        Boolean(reference) && say(language, "reference", reference),
      ),
      arrivalPlace: placeWithAddress(reservationFor),
    });
  }
  if (type === "EventReservation" || type === "Event") {
    const event = type === "Event" ? item : reservationFor;
    const venue = obj(event.location);
    const start = timeOf(event.startDate);
    if (!start || start.kind !== "time" || !placeName(venue)) return null;
    let end = timeOf(event.endDate) ?? undefined;
    if (end && end.kind === "time" && end.local < start.local) return null; // an end before its start: not a usable event
    let begin: Time = start;
    if (end?.kind === "time" && start.local.endsWith("T00:00:00") && /T23:59:59$/.test(end.local)) {
      begin = { kind: "date", date: start.local.slice(0, 10) };
      end = { kind: "date", date: addDays(end.local.slice(0, 10), 1) };
    } else if (!end) {
      const later = new Date(`${start.local}Z`);
      later.setUTCHours(later.getUTCHours() + 1);
      end = { ...start, local: later.toISOString().slice(0, 19) };
    }
    return finish({
      ...base("event", `${str(event.name)}|${start.local}`),
      summary: str(event.name),
      location: placeName(venue),
      geo: geoOf(venue),
      start: begin,
      end,
      description: lines(
        `${addressLines(obj(venue.address))}\n`,
        str(obj(item.underName).name),
        Boolean(reference) && say(language, "reference", reference),
      ),
      arrivalPlace: placeWithAddress(venue),
    });
  }
  return null;
}

function icsOf(events: ItineraryEvent[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "PRODID:-//K Desktop Environment//NONSGML libkcal 4.3//EN",
    "VERSION:2.0",
    "X-KDE-ICAL-IMPLEMENTATION-VERSION:1.0",
  ];
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      property("SUMMARY", event.summary),
      property("LOCATION", event.location),
      ...(event.description ? [property("DESCRIPTION", event.description)] : []),
      ...(event.geo ? [`GEO:${event.geo}`] : []),
      icsTime("DTSTART", event.start),
      ...(event.end ? [icsTime("DTEND", event.end)] : []),
      `TRANSP:${event.transparent ? "TRANSPARENT" : "OPAQUE"}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR", "");
  return lines.join("\r\n");
}

/**
 * The expected results of a folder of KDE's tests, walked: an input's `<input>.json`, a
 * post-processing's `.post.json`, a trip's `.json`; not the inputs themselves.
 */
function resultFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    const entries = fs.readdirSync(path.join(folder, dir), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith(".json") && !/\.(?:in|pre|context)\.json$/.test(entry.name)) found.push(relative);
    }
  };
  walk("");
  // "haus-randa-v1.json", "-v2.json": one booking changed; the calendar holds its latest version only.
  const version = (file: string) => /^(.*)-v(\d+)\.json$/.exec(file);
  return found.filter((file) => {
    const mine = version(file);
    return (
      !mine || !found.some((other) => version(other)?.[1] === mine[1] && Number(version(other)![2]) > Number(mine[2]))
    );
  });
}

const instantOf = (time: Time) => (time.kind === "date" ? time.date : (time.instant ?? time.local));
const backwards = (start: Time, end: Time | undefined) =>
  start.kind === "time" && end?.kind === "time" && start.instant !== undefined && end.instant !== undefined
    ? end.instant < start.instant
    : false;
const dayOf = (time: Time) => (time.kind === "date" ? time.date : time.local.slice(0, 10));

function main() {
  const [out, ...folders] = process.argv.slice(2);
  if (!out || folders.length === 0)
    throw new Error("usage: kitinerary-to-ics.ts <output folder> <test data folder>...");
  const seen = new Set<string>();
  const events: ItineraryEvent[] = [];
  const read: { item: Json; source: string }[] = [];
  for (const folder of folders)
    for (const file of resultFiles(folder)) {
      const source = path.join(path.basename(folder), file);
      const parsed: unknown = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8"));
      for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
        const event = eventOf(obj(item), source);
        // A leg landing before it leaves, or a trip in the year 3025: a test's broken or placeholder input.
        if (event && (backwards(event.start, event.end) || dayOf(event.start) > "2100")) continue;
        // One event per trip: a booking's passengers, and the same trip in several of the tests' files, share it.
        const key = event && `${event.summary.toLowerCase()}|${instantOf(event.start)}`;
        if (!event || seen.has(key!)) continue;
        seen.add(key!);
        events.push(event);
        read.push({ item: obj(item), source });
      }
    }
  // A member's calendar: one language; trips more than two years apart go in separate files.
  const groups = new Map<string, ItineraryEvent[]>();
  const add = (group: string, event: ItineraryEvent) => groups.set(group, [...(groups.get(group) ?? []), event]);
  for (const event of events) add(event.language, event);
  // The same trips in the other languages, each in one: the n-th trip read goes to language n modulo their count.
  read.forEach(({ item, source }, at) => {
    const language = OTHER_LANGUAGES[at % OTHER_LANGUAGES.length]!;
    add(`l10n-${language.replace("@", "-")}`, eventOf(item, source, language)!);
  });
  const index: string[] = [];
  for (const [group, members] of groups) {
    members.sort((a, b) => dayOf(a.start).localeCompare(dayOf(b.start)));
    let chunk: ItineraryEvent[] = [];
    const flush = () => {
      if (chunk.length === 0) return;
      const first = dayOf(chunk[0]!.start);
      const name = `kitinerary-${group}-${first.slice(0, 4)}`;
      fs.writeFileSync(path.join(out, `${name}.ics`), icsOf(chunk));
      for (const event of chunk) index.push(JSON.stringify({ file: name, ...event }));
      chunk = [];
    };
    for (const event of members) {
      // A file is read as of the month its first trip starts, and a calendar import looks three years ahead.
      if (chunk.length > 0 && dayOf(event.start) > addDays(dayOf(chunk[0]!.start), 2 * 365)) flush();
      chunk.push(event);
    }
    flush();
  }
  // What each event is, for labelling by hand.
  process.stdout.write(`${index.join("\n")}\n`);
}

main();
