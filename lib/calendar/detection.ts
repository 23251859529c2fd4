/**
 * Travel detection for calendar events (docs/api.md §8 and §8.2, decision 013): is this event a trip,
 * where to, and on which local days. Pure apart from the injected `resolveCity` (the cities table in
 * the app, with airport codes and names in every script: lib/calendar/events.ts), so it is tested on
 * tables of real-looking events and scored on a corpus of real files (bench/calendar.ts). Its words,
 * per language, are in lib/calendar/vocabulary.ts; carriers and leg numbers in lib/calendar/carriers.ts.
 */
import { normalizeCityName } from "@/lib/cities/normalize";
import { addDays, daysBetween } from "@/lib/dates/days";
import { isHolidayName, opensWithHolidayName, TRAILING_NOTE } from "./holiday-names";
import {
  AIRPORT_ROUTE,
  AIRPORT_NAME_WORDS,
  AIRPORT_WORDS,
  bilingualNames,
  CJK_TRAVEL_WORDS,
  cjkLegEnds,
  countryNamedAlone,
  cleanDescription,
  cleanPlace,
  cleanTitle,
  DASHED_ROUTE,
  fromToOf,
  namesItsLeg,
  namesOrigin,
  namesStation,
  inReadingOrder,
  isFlight,
  isNotPlace,
  isTransport,
  legEnds,
  placeCandidates,
  portOfCall,
  routeStartTexts,
  stopTexts,
  TRAVEL_WORDS,
  openingCandidates,
  titleReadsAsLeg,
  type PlaceCandidate,
  type State,
  tripItTransferBetweenTowns,
  readsAsWaySomewhere,
  isGroundLeg,
  namesGroundVehicle,
} from "./places";
import { hasLegNumber, hasOnlyRegionalNumber, isCarrierName, namesStaySite, withoutCarriers } from "./carriers";
import { airportOf } from "./place-data";
import {
  BARE_ROUTE,
  CANCELLED,
  CARRIER_REMINDER,
  CHECK_IN,
  CHECK_IN_OUT,
  CHECK_OUT,
  COMMEMORATION,
  DAY_TRIP,
  DIRECTIONS,
  TRIPIT_PLAN,
  DRIVE,
  FETCHING,
  FETCHING_SOMEONE,
  GATHERING,
  firstMatch,
  HOLIDAY_CALENDAR_WORDS,
  HOLIDAY_WORDS,
  HOST_BLOCK,
  IN_PHRASES,
  LODGING,
  LODGING_KIND_WORDS,
  namesStayMoment,
  OUTDOOR_TRIP,
  RENTAL_CAR,
  SCHOOL_HOLIDAYS,
  HOMEWARD,
  NO_SCHOOL,
  SEASONAL_EVENT,
  stemmed,
} from "./vocabulary";

/** A time as read: a date, or a date-time with its offset; `floating` when the file gave no zone at all. */
export type CalendarTime = {
  date?: string | null;
  dateTime?: string | null;
  timeZone?: string | null;
  floating?: boolean;
};
export type CalendarEventInput = {
  summary?: string | null;
  description?: string | null;
  location?: string | null;
  start: CalendarTime;
  end?: CalendarTime | null;
  /** The event's id in its calendar (Google's holiday calendars name themselves there). */
  externalId?: string | null;
  /** X-WR-CALNAME of the file, or the Google calendar's name. */
  calendarName?: string | null;
  /** PRODID of the file ("-//Airbnb Inc//Hosting Calendar//EN"). */
  producer?: string | null;
};
export type ResolvedCity = {
  id: number;
  displayName: string;
  population?: number;
  timezone?: string | null;
  ownName?: boolean;
  latitude?: number;
  longitude?: number;
  /** A region or island, not a city (docs/decisions/027). */
  region?: boolean;
  countryCode?: string;
  /** GeoNames' first-level division code ("UT" in the United States, "08" for Ontario). */
  admin1?: string | null;
  island?: boolean;
  /** A first-level division (GeoNames' ADM1): a state, province or prefecture. */
  province?: boolean;
  /** The seat of a province or a country (GeoNames' PPLA, PPLA2, PPLC), which addresses write after its towns. */
  seat?: boolean;
  /** The small island the place lies on, by its region's id (Procida, Ischia): home ground does not reach it. */
  smallIsland?: number | null;
};
export type CityResolver = (
  text: string,
  options?: {
    kind?: PlaceCandidate["kind"];
    country?: string | null;
    /** Where a train, bus or ferry leaves from: it goes to the place of that name within reach (docs/api.md §8.2). */
    near?: Point | null;
    /**
     * Where a train, bus or ferry whose start no place answers may have left: around the member's home. Only a name in
     * another romanisation is looked for there (docs/api.md §8.2).
     */
    around?: Point | null;
    /** The member's country: of two places of a name, theirs unless the other is five times bigger. */
    homeCountry?: string | null;
    /** The state an address names: only its places, and its own code is the state itself. */
    state?: State | null;
    /** The country a flight leaves from: of two places of a name, its own unless the other is twenty times bigger. */
    fromCountry?: string | null;
    /** An address's province (PlaceCandidate.province): a region of the name before a town. */
    province?: boolean | "named";
    /** A name that may be a district's (PlaceCandidate.division, a port): its town or province when no place is. */
    division?: boolean;
  },
) => Promise<ResolvedCity | undefined>;

/** What detection knows of the member: their home city (never a trip), where it is, and its time zone. */
export type MemberContext = {
  homeCityId?: number | null;
  homeZone?: string | null;
  homePoint?: Point | null;
  homeCountry?: string | null;
  /** The small island home lies on (ResolvedCity.smallIsland), or null. */
  homeIsland?: number | null;
  /** Home's own name ("Pointe-à-Pitre"), whose initials stand for it in a route ("Ferry FDF → PAP"). */
  homeName?: string | null;
};
export type Point = { latitude: number; longitude: number };

/** Kilometres between two points (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

/** A city this close to home is home ground: the next town's festival is local life (docs/api.md §8.2). */
const HOME_GROUND_KM = 30;
/**
 * How far a train, a bus or a boat reaches (docs/api.md §8.2): a leg that is the way home starts within it of home,
 * and a code at a ground leg's far end is an airport within it of the start ("BD → GMR" is no flight to the Gambier
 * Islands).
 */
const GROUND_REACH_KM = 1_500;
/** The farthest a ground leg's far end written in part is from where it leaves or from home: a continent's width. */
const CUT_SHORT_REACH_KM = 7_000;
/** The fastest a train, a bus or a boat goes, a high-speed line's: how far a ground leg reaches in its hours. */
const GROUND_KMH = 300;
/** How far out of its city an airport may be: a flight landing this near home is the flight home. */
const HOME_AIRPORT_KM = 100;
/** How far from home a leg from away may end and still be the way home, the last stretch a short ride. */
const HOME_RIDE_KM = 90;

export type Detection = {
  isTravel: boolean;
  /** The city's display form when resolved, else null (also for an event that is not travel, to import by choice). */
  destination: string | null;
  cityId: number | null;
  arrivalDate: string | null;
  departureDate: string | null;
  /** How sure the destination is, 0..1 (null without one). */
  confidence: number | null;
  /** Why the event is not travel, when a rule said so ("holiday", "host", "cancelled", "home"). */
  excluded: "holiday" | "host" | "cancelled" | "home" | null;
  /** Where a leg leaves from, as far as its words say (null: no leg, or not known): the way home reads it. */
  legStart?: "home" | "away" | "unknown" | null;
  /** The destination is a region or an island, not a town. */
  region?: boolean;
  /** Whole days at a place the event names that no place answers ("Tengboche"): a trip it lies within places it. */
  unplaced?: boolean;
};

export const NO_DESTINATION = "Destination could not be automatically extracted";

/** Below this a guessed city is left for the member to give (docs/decisions/013). */
const MIN_CONFIDENCE = 0.6;

/** The calendar day of an instant in a zone, or null when the zone is unknown. */
function dayIn(instant: Date, zone: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(instant);
  } catch {
    return null;
  }
}

/**
 * The calendar day of a time (docs/api.md §8.2): in its own zone (TZID, or the calendar's
 * X-WR-TIMEZONE, which the reader puts in `timeZone`); a UTC time with neither, in `fallbackZone`
 * (the member's, when the app knows it); else the day as written — "2031-03-03T23:30:00-05:00" is
 * the 3rd where it happens, whatever UTC says, and a floating time is its written day everywhere.
 */
/** The zone a timed time is read in: its own, else the fallback zone for a UTC time, else none (as written). */
function zoneOf(time: CalendarTime, fallbackZone?: string | null): string | null | undefined {
  return time.timeZone ?? (!time.floating && /Z$/i.test(time.dateTime ?? "") ? fallbackZone : null);
}

export function localDate(time: CalendarTime, fallbackZone?: string | null): string | null {
  if (time.date) return time.date;
  if (!time.dateTime) return null;
  const zone = zoneOf(time, fallbackZone);
  if (zone) {
    const instant = new Date(time.dateTime);
    if (!Number.isNaN(instant.getTime())) {
      const day = dayIn(instant, zone);
      if (day) return day;
    }
  }
  return /^\d{4}-\d{2}-\d{2}/.exec(time.dateTime)?.[0] ?? null;
}

/** Whether a timed end is midnight on the clock of its zone (as written, when it has none). */
function endsAtMidnight(time: CalendarTime, fallbackZone?: string | null): boolean {
  if (!time.dateTime) return false;
  const zone = zoneOf(time, fallbackZone);
  const instant = new Date(time.dateTime);
  if (zone && !Number.isNaN(instant.getTime())) {
    try {
      const clock = new Intl.DateTimeFormat("en-GB", {
        timeZone: zone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
      return clock.format(instant) === "00:00";
    } catch {
      // An unknown zone: the time as written.
    }
  }
  return /T00:00(:00)?/.test(time.dateTime);
}

/** An all-day event of more than one day: its nights are away from wherever the member sleeps. */
const overNights = (event: CalendarEventInput) =>
  Boolean(event.start.date && event.end?.date && event.end.date > addDays(event.start.date, 1));

/** Arrival and departure days. An all-day event's end date is exclusive: Mar 3 to Mar 6 means Mar 3-5. */
export function eventDays(
  event: CalendarEventInput,
  fallbackZone?: string | null,
): { arrival: string | null; departure: string | null } {
  const arrival = localDate(event.start, fallbackZone);
  if (!arrival) return { arrival: null, departure: null };
  const end = event.end ?? event.start;
  let departure = localDate(end, fallbackZone) ?? arrival;
  // An all-day end is exclusive (Lanyrd writes a timed start with an all-day end: the same rule).
  if (end.date && end.date > arrival) departure = addDays(end.date, -1);
  // A timed event ending exactly at midnight where it is ends the day before: not one ending at 00:00 UTC, seven in
  // the morning in Laos (Google's stays made from a booking e-mail end so on the check-out day).
  if (!end.date && endsAtMidnight(end, fallbackZone) && departure > arrival) departure = addDays(departure, -1);
  return { arrival, departure: departure < arrival ? arrival : departure };
}

// ── Not travel (docs/api.md §8.2) ────────────────────────────────────────────────────────────────────

/** Google's holiday calendars, by id; holiday calendars by name are in lib/calendar/vocabulary.ts. */
const HOLIDAY_CALENDAR = /holiday@group\.v\.calendar\.google\.com|#holiday@/i;
const HOLIDAY_NAMES =
  /^(?:christmas(?: day| eve)?|boxing day|new year'?s?(?: day| eve)?|bank holiday|(?:early may|spring|summer|august) bank holiday|good friday|easter(?: sunday| monday)?|whit monday|pentecost|ascension(?: day)?|ascensi[óo]n|ascens[ãa]o|independencia|revoluci[óo]n mexicana|all saints'? day|thanksgiving(?: day)?|independence day|labou?r day|memorial day|juneteenth|veterans day|columbus day|presidents'? day|martin luther king jr\.? day|may day|st\.? patrick'?s day|public holiday|national holiday|holiday|observance|day off|weihnachten|(?:1\.|2\.|erster|zweiter) weihnachtstag|heiligabend|neujahr|silvester|karfreitag|ostermontag|ostersonntag|pfingstmontag|christi himmelfahrt|fronleichnam|tag der (?:deutschen )?einheit|tag der arbeit|reformationstag|allerheiligen|no[ëe]l|jour de l'an|p[âa]ques|lundi de p[âa]ques|f[êe]te (?:du travail|nationale)|armistice|assomption|toussaint|navidad|nochebuena|a[ñn]o nuevo|reyes|d[ií]a de reyes|puente(?: festivo)?|viernes santo|jueves santo|d[ií]a del trabajo|asunci[óo]n(?: de (?:la virgen|mar[ií]a|nuestra se[ñn]ora))?|d[ií]a de la hispanidad|inmaculada concepci[óo]n|natal|ano novo|sexta-feira santa|carnaval|tiradentes|dia do trabalho|corpus christi|natale|capodanno|epifania|pasquetta|festa della (?:repubblica|liberazione)|ferragosto|santo stefano|immacolata|pa[șşs]te|pa[șşs]ti|cr[ăa]ciun|rusalii|boboteaz[ăa]|sf(?:\.|[âa]nt(?:ul|a)) [^\s()]+|1 decembrie|ziua na[țţt]ional[ăa]|mica unire|family day|civic holiday|victoria day|canada day|australia day|anzac day|waitangi day|king'?s birthday|queen'?s birthday|(?:eid(?:[- ]?(?:al|ul|el)[- ]?(?:fitr|adha|kabir|saghir))?|diwali|deepavali|holi|nowruz|norouz|nevruz|ramadan|ramazan|hanukk?ah|chanukah|rosh hashanah?|yom kippur|passover|pesach|vesak|songkran|lunar new year|chinese new year|t[eế]t|chuseok|seollal|mid-autumn festival|navratri|dussehra|pongal|onam|raksha bandhan|ganesh chaturthi)(?: mubarak| holidays?| break| festival| eve| day)?|d[ií]a (?:de(?:l| la| los| las)?|da|do|dos) [^\s()]+(?: [^\s()]+)?|[^()]+ (?:\((?:[^()]* [–—-] )?|[–—-] )(?:(?:public |bank |national )?holiday|liber)\)?|होली|दिवाली|दीपावली|दशहरा|रक्षा ?बंधन|नवरात्रि|गणेश चतुर्थी|मकर संक्रांति|लोहड़ी|पोंगल|ओणम|(?:إجازة |عطلة )?(?:عيد (?:الفطر|الأضحى|الاتحاد|الاستقلال)(?: المبارك)?|اليوم الوطني)|(?:إجازة|عطلة) [^()]*الدراسي[ةه]?)\s*(?:\(.*\))?$/i;
/**
 * Public holidays of Chinese, Japanese and Korean calendars ("元旦(休)", "国庆节(班)", "こどもの日", "추석"): no word boundaries
 * there.
 */
const CJK_HOLIDAYS =
  /元旦|春节|春節|除夕|元宵节|元宵節|清明节|清明節|^清明|劳动节|勞動節|端午|中秋|国庆|國慶|振替休日|元日|成人の日|建国記念の日|天皇誕生日|春分の日|昭和の日|憲法記念日|みどりの日|こどもの日|海の日|山の日|敬老の日|秋分の日|スポーツの日|文化の日|勤労感謝の日|설날|추석|어린이날|광복절|한글날|개천절|삼일절|현충일|ゴールデンウィーク|シルバーウィーク|年末年始|大型連休|國慶日|春節連假/u;

/** Why the event is not travel whatever it names, or null. */
function exclusionOf(event: CalendarEventInput): Detection["excluded"] {
  const summary = event.summary ?? "";
  if (CANCELLED.test(summary)) return "cancelled";
  if (
    HOST_BLOCK.test(cleanTitle(summary)) ||
    (/airbnb|vrbo|booking\.com|hosting calendar/i.test(event.producer ?? "") && !TRAVEL_WORDS.test(cleanTitle(summary)))
  )
    return "host";
  const title = cleanTitle(summary);
  // A holiday's name in two languages or with its long weekend is one holiday, and two on one day are too: "Eid Al
  // Fitr holiday / عطلة عيد الفطر", "Puente – Día de la Constitución", "Sf. Andrei + 1 Decembrie".
  const parts = title.split(/\s+[/–—+-]\s+/u);
  if (HOLIDAY_NAMES.test(title) || (parts.length > 1 && parts.every((part) => HOLIDAY_NAMES.test(part))))
    return "holiday";
  // Any country's holiday by its name, on its day or where nothing places it: "San Pedro y San Pablo" is no trip to
  // San Pedro, but "Santa Cruz" over three nights at a Tenerife address is a stay there.
  if (isHolidayName(title) && (!overNights(event) || !event.location?.trim())) return "holiday";
  if (opensWithHolidayName(summary) && !overNights(event)) return "holiday";
  // A holiday in a note says when a trip of nights is, not that it is none: "Campos do Jordão 🧣 (feriado)" over
  // two days. On one day, the note names the day: "San Isidro (festivo)".
  const { arrival, departure } = eventDays(event);
  const noted = arrival && departure && departure > arrival ? title.replace(/\s*[([][^)\]]*[)\]]/gu, "").trim() : "";
  if (HOLIDAY_WORDS.test(noted || title)) return "holiday";
  if (
    HOLIDAY_CALENDAR.test(event.calendarName ?? "") ||
    HOLIDAY_CALENDAR_WORDS.test(event.calendarName ?? "") ||
    HOLIDAY_CALENDAR.test(event.externalId ?? "") ||
    HOLIDAY_CALENDAR_WORDS.test(event.externalId ?? "")
  )
    return "holiday";
  // A birthday cake says so in any language: "La mulți ani, Adrian! 🎂". A birthday over nights whose other part
  // names where it is, is the trip there: "Palm Springs – Ana's 40th 🌵" for a weekend; so is one at a lodging
  // ("Anniversary 💕 Musket Cove Island Resort"), or one a note in brackets gives the reason of ("Beqa shark dive
  // weekend (Jone's 40th present)").
  if (
    (COMMEMORATION.test(noted || title) || summary.includes("🎂")) &&
    !TRAVEL_WORDS.test(title) &&
    !CJK_TRAVEL_WORDS.test(title) &&
    !(overNights(event) && parts.length === 2 && parts.some((part) => !COMMEMORATION.test(part))) &&
    !(overNights(event) && LODGING.test(title))
  )
    return "holiday";
  // "Ferie zimowe 2032 (woj. małopolskie)": a school year's or a region's note is no part of the name, but may be
  // its zone ("Vacances d'hiver (zone A)"). Each part of a title may say so: "… (zone A) – pas d'école".
  // So is a school's term or the week it falls in: "School holidays T3", "School holidays - Term 1 break", "Vinterferie
  // uge 7".
  // A school's sign is the word school: "Vacaciones de invierno (Benja) 🏫".
  const schoolSign = summary.includes("🏫") ? " – school" : "";
  const withoutYear = title.replace(/\s+\d{4}(?:\/\d{2,4})?(?!\d)/gu, "").replace(SCHOOL_TERM, "");
  // A note in brackets is a part too: "Vacanze di Natale (scuola)".
  const schoolTitles = [
    withoutYear.replace(/\s*\([^)]*\)/gu, ""),
    withoutYear.replace(/\s*[()]\s*/gu, " "),
    withoutYear.replace(/\s*\(([^)]*)\)/gu, " – $1"),
  ].flatMap((text) => (schoolSign ? [text, text + schoolSign] : [text]));
  // A part saying there is no school makes it a school calendar's day off: "Vacaciones de Semana Santa (SEP) – no hay
  // clases".
  // A part naming only who is off ("Vacances d'hiver (zone A) – Léo & Jade") or the holiday again ("School holidays -
  // Term 1 break", "Vacances scolaires – Pâques") is no trip's. A holiday whose other part is the word school, or the
  // children, is the school's: "Summer vacation - school", "Vacances de Pâques – enfants".
  const isSchoolHoliday = (text: string) => {
    const parts = text.split(/\s+[-–—]\s+/u).map((part) => part.trim());
    return (
      SCHOOL_HOLIDAYS.test(text.trim()) ||
      (parts.some((part) => SCHOOL_HOLIDAYS.test(part)) &&
        parts.every(
          (part) => SCHOOL_HOLIDAYS.test(part) || PEOPLE.test(part) || VACATION.test(part) || isHolidayName(part),
        )) ||
      (parts.length === 2 &&
        parts.some((part) => SCHOOL.test(part) || CHILDREN.test(part)) &&
        parts.some((part) => VACATION.test(part))) ||
      (parts.length > 1 && parts.some((part) => NO_SCHOOL.test(part)))
    );
  };
  if (schoolTitles.some(isSchoolHoliday)) return "holiday";
  // A train or a flight home for the holiday is a journey ("🚄 KTX 101 서울 → 부산 (설날 본가)", "추석 귀국 ✈️ CI260
  // TSA→GMP", "✈️ 元旦去哈尔滨 CZ6212"), the holiday itself not.
  if (
    CJK_HOLIDAYS.test(title) &&
    !CJK_TRAVEL_WORDS.test(title) &&
    !TRAVEL_WORDS.test(title) &&
    !isTransport(summary) &&
    !isFlight(summary) &&
    !AIRPORT_ROUTE.test(summary)
  )
    return "holiday";
  if (
    /^\s*(?:public holiday|observance|national holiday|gesetzlicher feiertag|jour f[ée]ri[ée]|d[ií]a festivo|feriado|giorno festivo)\b/i.test(
      event.description ?? "",
    ) &&
    !event.location
  )
    return "holiday";
  return null;
}

// ── Destinations ─────────────────────────────────────────────────────────────────────────────────

/** A resolved candidate's score: its weight, a little more for a big city, a little less for an alternate name. */
function scoreOf(candidate: PlaceCandidate, city: ResolvedCity): number {
  const population = city.population ?? 100_000;
  const size = Math.min(1, Math.log10(Math.max(population, 1)) / 7);
  return candidate.weight + 0.15 * size - (city.ownName === false && candidate.kind === "name" ? 0.05 : 0);
}

/** A candidate resolved: its place, score and weight, and its text and whether an address wrote it as a province. */
type Found = { city: ResolvedCity; confidence: number; weight: number; text: string; province?: boolean | "named" };

/** The best city among the event's candidates, with its confidence, when any resolves. */
async function bestCity(
  event: CalendarEventInput,
  resolveCity: CityResolver,
  near: Point | null,
  leg: boolean,
  stay = false,
  journey = false,
  groundHome: Point | null = null,
  /** How far from `near` the place may be: a ground leg's reach in its hours. */
  reachKm = Infinity,
): Promise<Found | null> {
  // A stay's address that writes its country or state bounds where it is: "ZION - Watchman CG" at
  // "…, Springdale, UT 84767" is in Utah, not Jerusalem, Zion's other name. A place a travel phrase names
  // is where the trip goes, whatever its address ("Alaska Cruise" at a Seattle pier), unless the address names it too:
  // "Naples getaway 🌴" at "…, Naples, FL 34102" is Florida's.
  const addressed = stay ? placeCandidates({ location: event.location }).find((candidate) => candidate.country) : null;
  const addressNames = (text: string) => namesWords(event.location, text);
  const inAddressed = (city: ResolvedCity, candidate: PlaceCandidate) =>
    !addressed ||
    (candidate.phrase === true && !addressNames(candidate.text)) ||
    !city.countryCode ||
    (city.countryCode === addressed.country && (!addressed.state || city.admin1 === addressed.state.admin1));
  // A stay over nights keeps its address as its place though its description tells the way there: an all-day block,
  // or a lodging's timed stay ("Hotel Saratz Pontresina", 15:00 to 11:00 three days later, under the trains there).
  const staysThere = overNights(event) || (hoursOf(event) >= NIGHT_AWAY_HOURS && LODGING.test(event.summary ?? ""));
  // A ground leg's far end written in part (its first words) is a place on the same side of the world as where the leg
  // leaves (`near`) or as home (`groundHome`), not a namesake beyond an ocean: "Bus a Manuel Antonio 🚌" from San José
  // is no bus to Manuel, Spain; "Поезд … в Москва Ярославская" from Novosibirsk goes to Moscow.
  const inReach = (city: ResolvedCity, candidate: PlaceCandidate) =>
    !candidate.cutShort ||
    !groundHome ||
    isWithin(city, near, CUT_SHORT_REACH_KM) ||
    isWithin(city, groundHome, CUT_SHORT_REACH_KM);
  const found = await bestOf(
    placeCandidates(event, leg, staysThere),
    resolveCity,
    near,
    false,
    (city, candidate) =>
      inAddressed(city, candidate) &&
      inReach(city, candidate) &&
      (reachKm === Infinity || isWithin(city, near, reachKm)),
  );
  // An address's province is its town of that name or a place inside it, on a leg too ("Humberto Delgado Airport (LIS),
  // Lisbon, Portugal" is Lisbon, not its district).
  const inAddress =
    found && (stay || found.province) ? await cityOfAddress(found, event, resolveCity, near, journey) : found;
  // A part of a city the title names, at an address in that city, is the city (isWardOf below).
  const addressCity = inAddress && stay ? await locationPlace(event, resolveCity) : undefined;
  // A guess of the title's the address does not name, in another country than the address's own place, is a lodging's
  // or a beach's word: "Koh Rong — Long Set Beach hostel" at "Long Set Beach, Koh Rong" is on Koh Rong, not in Long,
  // Thailand.
  const abroadOfAddress =
    inAddress &&
    addressCity &&
    // The town of an address of parts, its last but a country: not a place's name alone ("Cerro Catedral" is no Cuban
    // Cerro), nor a word of a lodging's or a street's ("Cabana Dealul Perilor, com. Beliș", "Section 1, …, Taipei").
    townOfAddress(event.location ?? "", addressCity.displayName) &&
    addressCity.ownName !== false &&
    (inAddress.weight < STRONG_TITLE_WEIGHT || Boolean(event.start.date)) &&
    !addressPartIs(event.location ?? "", inAddress.text) &&
    Boolean(inAddress.city.countryCode && addressCity.countryCode) &&
    inAddress.city.countryCode !== addressCity.countryCode;
  const best =
    inAddress && addressCity && (abroadOfAddress || isWardOf(inAddress.city, addressCity))
      ? { ...inAddress, city: addressCity }
      : inAddress;
  if (!best || !stay || !event.summary) return best;
  // The title names a stay's place more closely than its address does: "Ubud — Puri Garden" at "…, Ubud,
  // Gianyar, Bali 80571" is Ubud, not Denpasar; "Koh Phangan 🌕 Full Moon" at "…, Ko Pha Ngan, Surat Thani
  // 84280, Thailand" the island. A smaller place of the title near the best one is what the address confirms.
  const titleCandidates = [...placeCandidates({ summary: event.summary }, leg), ...openingCandidates(event.summary)];
  const titledAtAll = await bestOf(titleCandidates, resolveCity, near, true);
  // A town the title names in the region it names is the closer name: "Menorca 🏝️ casa a Ciutadella".
  const titledTown =
    titledAtAll?.city.region &&
    (await bestOf(
      titleCandidates,
      resolveCity,
      near,
      true,
      (place) => !place.region && isWithin(place, placePoint(titledAtAll.city), AGREEING_KM),
    ));
  const titled = titledTown || titledAtAll;
  // Unless the title names the best place too ("JW Marriott Hotel Mexico City Polanco" is in Mexico City). A
  // city the title names beside its address's town is how the member names the place: "SIDO Lyon" at Eurexpo,
  // Chassieu, is Lyon.
  if (
    titled &&
    titled.city.id !== best.city.id &&
    // Never across a border: "Check-in: Villa Kars" at "…, Gyumri, Armenia" is in Gyumri, not Türkiye's Kars.
    (!titled.city.countryCode || !best.city.countryCode || titled.city.countryCode === best.city.countryCode) &&
    // A name in another language ("เกาะลันตา", the town's Thai name) does not outweigh the address's own ("Koh
    // Lanta", the island).
    (titled.city.ownName !== false || !best.city.island) &&
    !namesPlace(event.summary, best.city) &&
    // A part of a city the title names is where the member stays in that city: "Verblijf in The Hoxton, Holborn" at
    // "…, London WC1V 7BD, UK" is in London, as a district of it is.
    !isWardOf(titled.city, best.city) &&
    // The island the title names by its own name, where the address's town is ("Koh Phangan 🌕 Full Moon" at "…, Ko
    // Pha Ngan, Surat Thani 84280"), or a smaller place the title names near the address's place.
    ((titled.city.island &&
      titled.city.ownName !== false &&
      isWithin(best.city, placePoint(titled.city), AGREEING_KM)) ||
      ((titled.city.population ?? 0) < (best.city.population ?? 0) &&
        isWithin(titled.city, placePoint(best.city), AGREEING_KM)) ||
      (!titled.city.region && isWithin(titled.city, placePoint(best.city), SAME_PLACE_KM)))
  )
    return {
      ...titled,
      confidence: Math.max(titled.confidence, best.confidence),
      weight: Math.max(titled.weight, best.weight),
    };
  return best;
}

/**
 * An address names its town before its region ("Pantai Chenang, 07000 Langkawi, Kedah, Malaysia", "…, El
 * Nido, Palawan, Philippines"): when a region won, the address's town or island inside it is where the stay
 * is, unless the title names the region alone ("Tuscany road trip" at a Florence address stays in Tuscany). A town
 * of the address that the title names wins too ("Stay at Pai Chan Cottage" at "…, Pai, Mae Hong Son 58130").
 */
async function cityOfAddress(
  best: Found,
  event: CalendarEventInput,
  resolveCity: CityResolver,
  near: Point | null,
  journey: boolean,
): Promise<Found> {
  if (!event.location) return best;
  // A title naming the region and a town of the address in it names the town: "Menorca 🏝️ casa a Ciutadella".
  const regionNamed = namesPlace(event.summary, best.city);
  // A journey's title names where it leaves from as often as where it goes ("Traino rj 72 ex Brno hl.n. a Praha").
  // A province's seat after a town of its province names the province: "…, Puerto Natales, Magallanes, Chile" is in
  // Puerto Natales, "…, Bodrum, Muğla" in Bodrum; a place within a district's reach of the seat is of it.
  const ofSeat = (place: ResolvedCity) =>
    Boolean(best.city.seat) &&
    !place.region &&
    place.countryCode === best.city.countryCode &&
    place.admin1 === best.city.admin1 &&
    !isWithin(place, placePoint(best.city), districtReach(best.city));
  const inside = (place: ResolvedCity) =>
    place.id !== best.city.id &&
    (!place.region || Boolean(place.island)) &&
    // A namesake far away is no town of the address: "Lagos, Algarve" is not Nigeria's Lagos. A place of the region's
    // own province is none, however far out to sea: Fernando de Noronha lies 550 km off Pernambuco.
    (isWithin(place, placePoint(best.city), ADDRESS_KM) || inProvinceOf(place, best.city)) &&
    (regionNamed
      ? Boolean(best.city.region) && namesPlace(event.summary, place)
      : Boolean(best.city.region) || ofSeat(place) || (!journey && namesPlace(event.summary, place)));
  // A region's towns are looked for in its own province first ("…, General Luna, Surigao del Norte" is the Caraga
  // one), then anywhere within reach: the data set files a few towns under a neighbouring province.
  // A state with no code of its own: the address named the region, so no part of it stands for the state.
  const province: State | null =
    best.city.region && best.city.countryCode && best.city.admin1
      ? { code: "", country: best.city.countryCode, admin1: best.city.admin1 }
      : null;
  const resolveInside: CityResolver = province
    ? (text, options = {}) =>
        resolveCity(text, {
          ...options,
          country: options.country ?? province.country,
          state: options.state ?? province,
        })
    : resolveCity;
  const candidates = placeCandidates({ location: event.location });
  const within =
    (province && (await bestOf(candidates, resolveInside, near, true, inside))) ||
    (await bestOf(candidates, resolveCity, near, true, inside));
  if (best.province === true) {
    const country = best.city.countryCode ?? null;
    const town = await resolveCity(best.text, { country });
    // A locality before the province that no place of the country answers is elsewhere in the province when its seat
    // is a small town: "…, Puerto Viejo de Talamanca, Limón, Costa Rica" is in Limón Province. A city's is one of its
    // quarters: "…, Msasani, Dar es Salaam, Tanzania" is in Dar es Salaam; so is a town's the title names ("Turniej
    // U10 – Kuba ⚽ Galway" at "…, Dangan, Galway, Ireland"), and one on a small island ("…, Shela, Lamu, Kenya").
    const locality = candidates.find((candidate) => candidate.beforeProvince);
    if (
      !within &&
      locality &&
      town &&
      !holdsSections(town, {}) &&
      !town.smallIsland &&
      !namesWords(event.summary, best.text) &&
      !(await resolveCity(locality.text, { country }))
    ) {
      const region = best.city.region ? best.city : await resolveCity(best.text, { country, province: "named" });
      if (region?.region) return { ...best, city: region };
    }
    // A province's town of its name is where the stay is unless the address names a place of the province away from
    // it: "…, Bophut, Koh Samui, Surat Thani 84320" is on the island; "…, Pathum Wan, Bangkok 10330", a district, and
    // "…, Krabi 81150" alone are in the towns. Not a province its word names: "Navoiy viloyati" is the region.
    // The town whose own name it is: "Región de Magallanes" is no Punta Arenas, whose old name it is.
    const inTown =
      town &&
      !town.region &&
      town.ownName !== false &&
      (!within || isWithin(within.city, placePoint(town), districtReach(town)));
    if (inTown) return { ...best, city: town };
  }
  return within ? { ...within, confidence: Math.max(within.confidence, best.confidence) } : best;
}

/**
 * A place within a city's districts and a tenth of its size at most: a part of that city (docs/api.md §8.2). Not a
 * district's own seat: Palandöken, where Erzurum's ski slopes are, is a place of its own.
 */
const isWardOf = (place: ResolvedCity, city: ResolvedCity) =>
  !city.region &&
  !place.region &&
  !place.seat &&
  holdsSections(city, place) &&
  isWithin(place, placePoint(city), districtReach(city));

/**
 * Whether a city is big enough to hold a place as one of its sections: 100,000 people at least, and ten times the
 * place's. Shared by the resolver's sections (lib/calendar/events.ts) and the wards above.
 */
export const holdsSections = (city: { population?: number }, place: { population?: number }) =>
  (city.population ?? 0) >= Math.max(CITY_OF_SECTIONS, 10 * (place.population ?? 0));
const CITY_OF_SECTIONS = 100_000;

/** Whether a place lies in the province a region is: the region is a first-level division, and holds it. */
const inProvinceOf = (place: ResolvedCity, region: ResolvedCity) =>
  Boolean(region.province && region.admin1) &&
  place.countryCode === region.countryCode &&
  place.admin1 === region.admin1;

/**
 * Within this distance of a town, an address's place is one of its districts, and a section of a city is of that
 * city (lib/calendar/events.ts).
 */
export const DISTRICT_KM = 15;

/**
 * How far a town's districts reach: a city of millions spans DISTRICT_KM ("06680 Çankaya/Ankara" is Ankara), a
 * provincial town a few kilometres, so a village 10 km out is a place of its own ("50180 Göreme/Nevşehir").
 */
const districtReach = (town: ResolvedCity) =>
  Math.min(DISTRICT_KM, Math.max(TOWN_KM, Math.sqrt(town.population ?? 0) / 100));
const TOWN_KM = 5;

/** How far an address's city may lie from its region's point: a province or an island chain. */
const ADDRESS_KM = 500;

/** A place's name as its display form opens, as names are compared: "keswick" of "Keswick, United Kingdom". */
const placeName = (displayName: string) => normalizeCityName(displayName.split(",")[0]!);

/** Whether the text holds these words whole, as names are compared: "Galway" in "Turniej U10 – Kuba ⚽ Galway". */
const namesWords = (text: string | null | undefined, words: string) =>
  ` ${normalizeCityName(text ?? "")} `.includes(` ${normalizeCityName(words)} `);

/** Whether the text names the place by its display name's first part ("Mexico City" in a hotel's name). */
const namesPlace = (text: string | null | undefined, city: ResolvedCity) =>
  Boolean(text) && ` ${normalizeCityName(text!)} `.includes(` ${placeName(city.displayName)} `);

/** Within this distance the title's place and the address's agree: the same stay, named more or less closely. */
const AGREEING_KM = 150;

/** How far from an island's or region's middle its port, written in brackets, may lie. */
const PORT_WITHIN_KM = 60;

/** Where a resolved place is, when its resolver says. */
const placePoint = (place: ResolvedCity | undefined): Point | null =>
  place?.latitude !== undefined && place.longitude !== undefined
    ? { latitude: place.latitude, longitude: place.longitude }
    : null;

/** Whether a place lies within `km` of a point; never when either is unknown. */
function isWithin(place: ResolvedCity | undefined, point: Point | null | undefined, km: number): boolean {
  const at = placePoint(place);
  return Boolean(at && point) && distanceKm(at!, point!) <= km;
}

/**
 * The best-scoring candidate that resolves to a place `accept`s; `every` resolves them all, not only those
 * that could still win.
 */
async function bestOf(
  candidates: PlaceCandidate[],
  resolveCity: CityResolver,
  near: Point | null,
  every = false,
  accept: (city: ResolvedCity, candidate: PlaceCandidate) => boolean = () => true,
): Promise<Found | null> {
  let best: Found | null = null;
  const placeNames: string[] = [];
  for (const candidate of candidates) {
    // A weaker text cannot win any more: weight + 0.15 is its best possible score. A port within an island still can.
    const portOfBest = candidate.port === true && best?.city.region === true;
    if (best && !every && candidate.weight + 0.15 < best.confidence && !portOfBest) break;
    // A place's name cut short is not another place: "Santiago de Compostela" is not Chile's Santiago,
    // "Paredes de Coura" not Paredes; nor is a province's without its article: "Región de Los Lagos" is no Lagos.
    const text = candidate.text.toLowerCase();
    if (candidate.kind === "name" && placeNames.some((name) => name.startsWith(`${text} `))) continue;
    if (candidate.province === "named" && placeNames.some((name) => name.endsWith(` ${text}`))) continue;
    const city = await resolveCity(candidate.text, {
      kind: candidate.kind,
      country: candidate.country ?? null,
      near: candidate.kind === "name" ? near : null,
      state: candidate.state ?? null,
      province: candidate.province,
      division: candidate.division || candidate.port,
    });
    if (
      !city ||
      (candidate.ownNameOnly && city.ownName === false) ||
      (candidate.regionOnly && !city.region) ||
      (candidate.ofCity && (city.region || !holdsSections(city, {}))) ||
      !accept(city, candidate)
    )
      continue;
    if (candidate.kind === "airport" && near && !isWithin(city, near, GROUND_REACH_KM)) continue;
    if (candidate.kind === "name") placeNames.push(text);
    const score = scoreOf(candidate, city);
    // The far end's port, a town on the island or in the region it names, is where the leg lands (docs/api.md §8.2).
    if (portOfBest && !city.region && isWithin(city, placePoint(best!.city), PORT_WITHIN_KM)) {
      best = { ...best!, city, text: candidate.text };
      continue;
    }
    if (!best || score > best.confidence)
      best = { city, confidence: score, weight: candidate.weight, text: candidate.text, province: candidate.province };
  }
  return best && { ...best, confidence: Math.min(1, best.confidence) };
}

/** The place of an event's location, by its best place (a station's city, an address's town). */
async function locationPlace(event: CalendarEventInput, resolveCity: CityResolver): Promise<ResolvedCity | undefined> {
  if (!event.location) return undefined;
  const best = await bestOf(placeCandidates({ location: event.location }), resolveCity, null);
  // A station the table does not know is its city's: "Edinburgh Waverley".
  return best?.city ?? (await firstPlaceOf(stopTexts(event.location), resolveCity));
}

/** The arrows a leg's title writes between its ends. */
const ARROWS = "->|→|➝|➞|➔|➜|⟶|⇒";
const ARROW_BETWEEN_WORDS = new RegExp(String.raw`\S\s*(?:${ARROWS})\s*\S`, "u");
/** Either way: right-to-left text writes its arrow the other way ("רכבת חוף הכרמל ← ת"א השלום"). */
const ANY_ARROW = new RegExp(String.raw`\s*(?:${ARROWS}|←)\s*`, "u");
/** A route between two stations' codes: "NDLS → ASR", "GMR → SLO". */
const STATION_CODE_ROUTE = new RegExp(
  String.raw`(?<![\p{L}\d])[A-Z]{2,4}\s*(?:${ARROWS}|–|—|-)\s*[A-Z]{2,4}(?![\p{L}\d])`,
  "u",
);

/**
 * An address's parts between its commas, each folded without its postcode's words, which hold figures ("74260 Les
 * Gets", "Rhosneigr LL64 5QP", "Naples, FL 34102").
 */
const addressParts = (location: string) =>
  location.split(",").map((part) =>
    normalizeCityName(
      part
        .split(/\s+/u)
        .filter((word) => !/\d/u.test(word))
        .join(" "),
    ),
  );

/** Whether the last or last but one part of an address of parts is this place's name. */
function townOfAddress(location: string, displayName: string): boolean {
  const parts = addressParts(location);
  return parts.length > 1 && parts.slice(-2).includes(placeName(displayName));
}

/** Whether a part of an address between its commas is this name. */
const addressPartIs = (location: string, name: string) => addressParts(location).includes(normalizeCityName(name));

/** A candidate's weight from which the title names its place surely: a travel phrase's, a route's far end. */
const STRONG_TITLE_WEIGHT = 0.9;

/** Within this distance a route's start and the event's location are one place. */
const SAME_PLACE_KM = 30;

/** Where the first of these texts that resolves to a city is (a leg's start: routeStartTexts), or null. */
async function pointOf(texts: string[], resolveCity: CityResolver): Promise<Point | null> {
  return placePoint(await firstPlaceOf(texts, resolveCity));
}

/** The first of these texts that resolves to a place, or undefined. */
async function firstPlaceOf(
  texts: string[],
  resolveCity: CityResolver,
  accept: (place: ResolvedCity) => boolean = () => true,
): Promise<ResolvedCity | undefined> {
  for (const text of texts) {
    const place = text ? await resolveCity(text) : undefined;
    if (place && accept(place)) return place;
  }
  return undefined;
}

/**
 * How many hours a timed event lasts (NaN for an all-day one). A floating time beside a zoned one (a rail export
 * zones only a journey's first and last times) is a wall clock where it happens: the two are compared as written.
 */
function hoursOf(event: CalendarEventInput): number {
  const wall = (time: CalendarTime) => Date.parse(`${time.dateTime!.slice(0, 19)}Z`);
  return event.end?.dateTime && event.start.dateTime
    ? (Boolean(event.start.floating) !== Boolean(event.end.floating)
        ? wall(event.end) - wall(event.start)
        : Date.parse(event.end.dateTime) - Date.parse(event.start.dateTime)) / 3_600_000
    : Number.NaN;
}

/** Two names or more joined and nothing else, people's: "Léo & Jade", "Max und Lena" (one alone may be a place's). */
const PEOPLE = /^\p{Lu}\p{Ll}+(?:\s*(?:&|\+|,|and|und|et|y|e|i|og|och|en)\s*\p{Lu}\p{Ll}+)+$/u;
/** A school's term in a title: "Term 1", "T3". */
const SCHOOL_TERM = /\s*(?<![\p{L}\d])(?:term\s*\d|T\d|(?:uge|uke|vecka|week|wk|KW)\s*\d{1,2})(?![\p{L}\d])/giu;
/** A part that is only the word school, in the languages of school calendars. */
const SCHOOL = /^(?:schools?|schulen?|écoles?|escolas?|escuelas?|scuol[ae]|szkoła|okul|shule)$/iu;
/** A part that is only the children, whose holiday it is: "Vacances de Pâques – enfants". */
const CHILDREN =
  /^(?:(?:the|les|los|die|i|as|os) )?(?:kids|children|enfants|niños|hijos|kinder|bambini|crianças|filhos|børnene|børn|barna|barnen|dzieci|діти|дети)$/iu;
/** A part that is only a holiday, at most with its season or length: "Summer vacation", "Long vacation". */
const VACATION =
  /^(?:\p{L}+\s+)?(?:vacation|holidays?|hols|break|vacances|ferien|vacaciones|f[ée]rias|vacanze|wakacje|tatil)(?:\s+(?:de|d['’]|du|di|da|of)\s*\p{L}+)?$/iu;

/** A title that is some holidays of a name: "Thingyan holidays" (group 1, the name). */
const HOLIDAYS_OF = /^((?:\S+\s+){1,3})holidays$/iu;
/** Holidays for a sport or the sea, a trip whatever place they name: "Ski holidays", "Beach holidays". */
const HOLIDAYS_AWAY = /^(?:ski|surf|dive|diving|beach|sun)/iu;

/** Nights one stay may last between its check-in and its check-out (docs/api.md §8.2). */
const MAX_STAY_NIGHTS = 60;

/** The weight of the title's last words as a candidate (lib/calendar/places.ts): below it, a guess. */
const TITLE_WORD_WEIGHT = 0.53;
/**
 * "Richmond V Collingwood at MCG", "Spurs vs Arsenal": a match between two sides, a few hours wherever
 * it is played, even as an all-day entry of a fixtures calendar; its ground alone makes no trip.
 */
const MATCH_TITLE = /\S\s+(?:v|V|vs\.?|Vs\.?|VS\.?|versus)\s+\p{Lu}/u;
/** Two sides either side of a dash, under a ball's sign: "Ajax – FC Utrecht ⚽", "Atleti – Real Madrid ⚽️". */
const MATCH_SIGNS = /[⚽🏀🏈⚾🏒🏉🏐🎾🏏]/u;
// Not a Czech or Slovak "v" (in) after a stay word: "Víkend v Košiciach", "Dovolená v Praze".
const isMatch = (title: string) =>
  (MATCH_TITLE.test(title) && !firstMatch(IN_PHRASES, title)) ||
  (MATCH_SIGNS.test(title) && /\S\s*[-–—]\s*\p{Lu}/u.test(title));
/** A video call by its words or its service's name. */
const VIDEO_CALL =
  /(?<![\p{L}])(?:webinar|webinaire|video ?call|videollamada|videochamada|videokonferenz|zoom|google meet|ms teams|microsoft teams|webex|skype)(?![\p{L}])/iu;
/** A video call's link as its location. */
const CALL_LINK =
  /https?:\/\/(?:[\w-]+\.)*(?:zoom\.us|teams\.microsoft\.com|teams\.live\.com|meet\.google\.com|webex\.com|whereby\.com|meet\.jit\.si)\b/i;

/** How much of an event's texts is kept, and so read. */
export const KEPT_CHARS = { summary: 500, location: 500, description: 5000 };

/** Longer than this on the ground, a timed journey is a stay that names its way. */
const MAX_GROUND_LEG_HOURS = 36;
/** A route's train or boat may run for days: Hurtigruten from Bergen to Kirkenes, a ferry from Las Palmas to Cádiz. */
const MAX_VOYAGE_HOURS = 8 * 24;
/** Shorter than this, a drive is an errand, not a journey. */
const MIN_DRIVE_HOURS = 2;
/** A drive, however short, to a town this far from home is made away from home: "Drive to Byron 🚗", an hour. */
const AWAY_DRIVE_KM = 300;
/** How far a car goes in an hour, at most and at least on the way somewhere: a drive's time is the way there's. */
const FAST_DRIVE_KMH = 120;
const SLOW_DRIVE_KMH = 30;
/**
 * A car's pictographs, which say a drive as its words do where the title reads as a way somewhere: "🚗 Do dziadków –
 * Olsztyn", not "Great Sand Sea safari 🚙".
 */
const CAR_SIGNS = /🚗|🚙|🚘|🚕|🚖/u;
/** Shorter than this, a timed event across midnight is an evening out, not a night away. */
const NIGHT_AWAY_HOURS = 12;
/** A timed event that ends the next day before this hour ended a night out, not a night away. */
const SMALL_HOURS_END = 6;
/** Long enough for a night's sleep at a lodging, however early it ends. */
const SLEEP_HOURS = 6;

/** The hour of the day a time reads where it happens (its zone, else the fallback zone for a UTC time), or null. */
function localHour(time: CalendarTime | null | undefined, fallbackZone?: string | null): number | null {
  if (!time?.dateTime) return null;
  const zone = zoneOf(time, fallbackZone);
  if (zone) {
    try {
      const hour = new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", hourCycle: "h23" }).format(
        new Date(time.dateTime),
      );
      if (/^\d+$/.test(hour)) return Number(hour);
    } catch {
      // An unknown zone: the time as written.
    }
  }
  const written = /T(\d{2})/.exec(time.dateTime);
  return written ? Number(written[1]) : null;
}

/** A TripIt feed's event, by its maker, its calendar's name or its UID ("item-…@tripit.com"). */
const fromTripIt = (event: CalendarEventInput) =>
  /tripit/i.test(event.producer ?? "") ||
  /^tripit\b/i.test(event.calendarName ?? "") ||
  /@tripit\.com$/i.test(event.externalId ?? "");

/** "From Berlin to Vienna" is a route; "from 9 to 5" is not, nor TripIt's "Directions from SFO to the hotel". */
const capitalisedRoute = (match: RegExpExecArray | null | undefined) =>
  Boolean(
    match &&
    /^[\p{Lu}\p{Lo}]/u.test(match[1]!) &&
    /^[\p{Lu}\p{Lo}]/u.test(match[2]!) &&
    !/^\s*(?:directions|driving directions|walk|commute)\b/i.test(match.input),
  );

export async function detectTravel(
  written: CalendarEventInput,
  resolveAnywhere: CityResolver,
  today: string,
  member: MemberContext = {},
): Promise<Detection> {
  // Read as much of each text as is kept of it (lib/calendar/events.ts): a title of 64 KB is someone's attack, and
  // reading it whole would hold the upload for seconds.
  const bounded = {
    ...written,
    summary: written.summary?.slice(0, KEPT_CHARS.summary),
    location: written.location?.slice(0, KEPT_CHARS.location),
    description: written.description?.slice(0, KEPT_CHARS.description),
  };
  // A cruise's day in port names the port, whatever ship or line is written around it (a ship is no leg's start).
  const port = portOfCall(bounded.summary ?? "");
  const event = { ...bounded, summary: port ?? (bounded.summary && inReadingOrder(bounded.summary)) };
  // "Navidad con los abuelos (Valencia)" for a member in Madrid is Spain's Valencia, not Venezuela's.
  const resolveCity: CityResolver = member.homeCountry
    ? (text, options = {}) => resolveAnywhere(text, { homeCountry: member.homeCountry, ...options })
    : resolveAnywhere;
  const { arrival, departure } = eventDays(event, member.homeZone);
  const none = (excluded: Detection["excluded"] = null): Detection => ({
    isTravel: false,
    destination: null,
    cityId: null,
    arrivalDate: arrival,
    departureDate: departure,
    confidence: null,
    excluded,
  });
  if (!arrival || !departure || departure < today) return none(); // only future events
  const excluded = exclusionOf(event);
  if (excluded) return none(excluded);
  // A rental car is picked up during a trip, at an airport often: no destination of its own (docs/api.md §8.2).
  // A rental car goes nowhere of its own, nor do a carrier's reminders around a leg ("Online check-in open").
  const rentalCar = RENTAL_CAR.test(cleanTitle(event.summary ?? "")) && !tripItTransferBetweenTowns(event.summary);
  if (rentalCar || CARRIER_REMINDER.test(event.summary ?? "")) return none();
  // Nor does a video call, wherever its people are: "ICAI CPE webinar – Ind AS 116 (Zoom)" at a zoom.us link.
  if (VIDEO_CALL.test(cleanTitle(event.summary ?? "")) || CALL_LINK.test(event.location ?? "")) return none();
  // Nor do TripIt's directions across town, fetching someone who arrives, or meeting someone at a station or an
  // airport: "Встретить маму – Толмачёво ✈️" (docs/api.md §8.2).
  if (
    DIRECTIONS.test(event.summary ?? "") ||
    (TRIPIT_PLAN.test(event.summary ?? "") && fromTripIt(event)) ||
    FETCHING_SOMEONE.test(event.summary ?? "") ||
    (FETCHING.test(event.summary ?? "") && namesStation(event.location ?? ""))
  )
    return none();

  const title = cleanTitle(event.summary ?? "");
  const description = cleanDescription(event.description);
  // The place of the event's location, read once for the rules below that ask for it.
  let located: Promise<ResolvedCity | undefined> | undefined;
  const placeOfEvent = () => (located ??= locationPlace(event, resolveCity));
  // Words in the title, or a route ("TP1947 LIS-BCN", "Berlin -> Lisbon"); in the description
  // (boilerplate left out), only words of a journey.
  // "From X to Y" is a route when Y is a place: "From Dorm Room to Board Room" is a talk's title.
  // Y may be a bilingual station ("Trip from Utrecht to Bruxelles Central/Brussel Centraal"): any of its names.
  // Y may carry its language's case ending ("z Prahy do Londýna"): its stems count too.
  const fromTo = fromToOf(title);
  const far = fromTo?.match[2] ?? "";
  const fromToRoute =
    capitalisedRoute(fromTo?.match) &&
    (await pointOf(
      [cleanPlace(far), ...bilingualNames(far), ...stemmed(cleanPlace(far), fromTo!.stems)],
      resolveCity,
    )) !== null;
  // A bare "A to B" is a route when the event is where A is: a ferry line's "Portsmouth to Santander –
  // Galicia" at Portsmouth's port. "Back to School" and "Welcome to Paris" are at no place called so. Or when A is a
  // carrier and the event at a station: "GWR to Bristol Temple Meads" at Cardiff Central.
  const bare = fromToRoute ? null : BARE_ROUTE.exec(title);
  const atStation = Boolean(bare && isCarrierName(bare[1]!) && namesStation(event.location ?? ""));
  // A station's name opens with its city's: "Bristol Temple Meads".
  const bareEnds = bare ? [cleanPlace(bare[2]!), ...(atStation ? [bare[2]!.split(/\s+/)[0]!] : [])] : [];
  const bareRoute =
    Boolean(bare) &&
    (await pointOf(bareEnds, resolveCity)) !== null &&
    (atStation || isWithin(await resolveCity(cleanPlace(bare![1]!)), placePoint(await placeOfEvent()), SAME_PLACE_KM));
  // A leg's number between two places is a leg when both resolve, in any language: "FR1234 Dublin - London
  // Stansted", "Let DL 8573 z DTW do CDG", "Vilciens ICE573 no Mannheim uz Reutlingen" (legEnds); "Q3 2031 -
  // Lisbon planning" is not. So is a dash between two places in a journey's words, for a journey's hours: "Resa
  // Stockholm C - Åre" on the night train, "Viaje ADO: MEXICO TAPO - OAXACA".
  const dashed = DASHED_ROUTE.exec(title);
  const saysJourney =
    !event.start.date &&
    hoursOf(event) <= MAX_GROUND_LEG_HOURS &&
    (isTransport(event.summary) ||
      namesGroundVehicle(event.summary ?? "") ||
      (TRAVEL_WORDS.test(title) && !LODGING.test(title)));
  const ends = hasLegNumber(title)
    ? dashed
      ? { start: dashed[1]!, end: dashed[2]!, codes: false }
      : (legEnds(event.summary ?? "") ?? cjkLegEnds(event.summary ?? ""))
    : saysJourney && dashed
      ? { start: dashed[1]!, end: dashed[2]!, codes: false }
      : null;
  let numberedRoute = false;
  if (ends?.codes)
    numberedRoute = Boolean(
      (await resolveCity(ends.end, { kind: "airport" })) && (await resolveCity(ends.start, { kind: "airport" })),
    );
  // Scripts without capitals (Han, kana, Georgian, Arabic) begin a name with any of their letters.
  else if (ends && /^[\p{Lu}\p{Lo}]/u.test(ends.end)) {
    // "R 1262 Pardubice hl.n.–Hradec Králové hl.n." is a train; "Room B 204 Lisbon - Porto sync" is a meeting.
    const firstWord = hasOnlyRegionalNumber(title) ? [] : [ends.end.split(/\s+/)[0]!];
    numberedRoute =
      (await pointOf([cleanPlace(ends.end), ...bilingualNames(ends.end), ...firstWord], resolveCity)) !== null &&
      (await pointOf(stopTexts(ends.start), resolveCity)) !== null;
  }
  // An arrow between words is a route when it carries someone or a place is named: "関西支社 定例 → 顧客訪問" (a
  // meeting, then a client's visit) is a day's plan.
  const arrowRoute =
    ARROW_BETWEEN_WORDS.test(title) &&
    (isTransport(event.summary) ||
      namesGroundVehicle(event.summary ?? "") ||
      hasLegNumber(title) ||
      (await bestOf(placeCandidates({ summary: event.summary }), resolveCity, null)) !== null);
  const route = AIRPORT_ROUTE.test(event.summary ?? "") || arrowRoute || fromToRoute || numberedRoute || bareRoute;
  const transport = namesItsLeg(event);
  // The supporters' bus in a match's description is how the member gets to the ground, not a journey.
  // A carrier named in a description is no journey of its own: "Revisión pitch Avianca" under a call.
  const journey = route || transport || (isTransport(withoutCarriers(description)) && !isMatch(event.summary ?? ""));
  const leg =
    // Not a speaker's or a guest list's check-in ("Speaker-Check-in 60 Min. vorher im Green Room").
    journey ||
    /\b(?:itinerary|boarding pass|(?<![\p{L}-])check-in|hotel reservation|booking confirmation)\b/iu.test(description);
  const checkInOut = namesStayMoment(title);
  // A cruise's day in port is a few hours ashore, but where the member is that day.
  const portCall = port !== null;
  // TripIt writes a trip as one all-day event ("Terelj, Mongolia, July 2034"); its plans are timed.
  const tripItTrip = Boolean(event.start.date) && fromTripIt(event);
  const byWords =
    tripItTrip ||
    // A check-in or check-out in any language ("Заселення — ibis Kyiv", "Innsjekk Scandic") is a stay's.
    checkInOut ||
    portCall ||
    TRAVEL_WORDS.test(title.replace(SEASONAL_EVENT, " ")) ||
    CJK_TRAVEL_WORDS.test(event.summary ?? "") ||
    leg ||
    namesStaySite(event.summary);

  // A train, bus or ferry goes somewhere within reach of where it leaves: "Hamburg Hbf to Münster" is
  // not Ireland's Munster, "Visp to Randa" not a Norwegian hamlet that is also called Randa.
  // A title naming a train, bus or jeep says so though it leaves from an airport: "Jeep Gilgit → Aliabad (KKH)".
  const groundTitle = isGroundLeg(event.summary ?? "") || namesGroundVehicle(event.summary ?? "");
  // Over whole days it is a stay, whatever its words: "Da Chiara a Torino 🍫" is three nights at Chiara's in Turin, not
  // a bus from a place called Chiara.
  const ground =
    !event.start.date && (route || transport) && !isFlight(event.summary) && (groundTitle || !isFlight(event.location));
  // A train, bus or boat leaves within its reach of the event's place: a region beyond is a word misread, and the next
  // text is read ("Volta OP → BH" at Ouro Preto's bus station: "volta" is the way back, not Ghana's Volta).
  const eventPoint = ground && event.location ? placePoint(await placeOfEvent()) : null;
  const reachable = (place: ResolvedCity) =>
    !eventPoint || place.region !== true || isWithin(place, eventPoint, GROUND_REACH_KM);
  // A flight lands in its own country's place of a name more often than abroad: "NZ615 Auckland to Queenstown".
  const startTexts = route || transport ? routeStartTexts(event.summary ?? "", event.location ?? "") : [];
  // A route that leaves from home's initials leaves home, as one that ends at them comes home: "⛴ PAP → Grand-Bourg"
  // for a member in Pointe-à-Pitre leaves from there, not from Port-au-Prince, whose airport's code PAP is.
  const homeInitials = initialsOfPlace(member.homeName);
  const namedStart =
    homeInitials && startTexts.includes(homeInitials)
      ? await firstPlaceOf([member.homeName!], resolveCity, (place) => place.id === member.homeCityId)
      : await firstPlaceOf(startTexts, resolveCity, reachable);
  // A start whose namesake lies beyond a ground leg's reach of the event's place at home is home: "Tres Cruces", a
  // Montevideo bus terminal at "Terminal Tres Cruces, Montevideo", is no town in Mexico. Anywhere, a train, bus or
  // ferry leaves from its place rather than from a far place of the start's name: "Colectivo Pto → Mazunte" at "…,
  // Puerto Escondido" is no bus from Brazil, whose Pato Branco is also "PTO"; "Lancha Santa Cruz → Isabela" at "Muelle
  // de pasajeros, Puerto Ayora" leaves the Galápagos, not the Philippines' Santa Cruz, far from home too (a start near
  // home holds against a location misread: "Greenline bus Kathmandu → …" at "…, Thamel"). Not from a place the location
  // names by another name in turn, abroad: "Cruzeiro Régua → Pinhão" at "Cais da Régua" (a quay) leaves Peso da Régua,
  // not Gais in Italy.
  const atLocation = namedStart && event.location ? await placeOfEvent() : undefined;
  // A location that writes the start's whole name is the start, not a place of a word of it: "TGV La Rochelle → Paris"
  // at "Gare de La Rochelle-Ville" leaves La Rochelle, not Rochelle, Illinois.
  const here =
    atLocation &&
    namedStart &&
    placeName(namedStart.displayName) !== placeName(atLocation.displayName) &&
    namesPlace(placeName(namedStart.displayName), atLocation) &&
    namesPlace(event.location, namedStart)
      ? namedStart
      : atLocation;
  // A word of the start that names where the event is, at home, names the start: "Bus Segesta Palermo → Trapani" at
  // Palermo's bus station leaves Palermo, not the village of Segesta, its bus line's name.
  const startHere =
    here && isWithin(here, member.homePoint, HOME_GROUND_KM) && !isWithin(namedStart, placePoint(here), SAME_PLACE_KM)
      ? await firstPlaceOf(
          routeStartTexts(event.summary ?? "", ""),
          resolveCity,
          // A town: "Vapur għal Għawdex 🚢 Ċirkewwa → Mġarr" goes to Gozo, and does not leave it.
          (place) => !place.region && isWithin(place, placePoint(here), SAME_PLACE_KM),
        )
      : undefined;
  const startPlace =
    startHere ??
    (here &&
    (isWithin(here, member.homePoint, HOME_GROUND_KM) ||
      (ground &&
        (namedStart?.ownName === false
          ? here.ownName !== false || here.countryCode === member.homeCountry
          : here.ownName !== false && !isWithin(namedStart, member.homePoint, GROUND_REACH_KM)))) &&
    !isWithin(namedStart, placePoint(here), GROUND_REACH_KM)
      ? here
      : namedStart);
  const leavingFrom = route && !ground ? startPlace : undefined;
  // A drive goes by road, within a ground leg's reach of where it leaves (its location, else home): "Drive to Trinco 🚗"
  // from Colombo is Trincomalee, a name people shorten.
  const drive = !event.start.date && !route && !transport && DRIVE.test(title);
  // A train, bus or boat whose start no place answers leaves around home: "Marşrutka Siqnaxi → Laqodexi" for a member
  // in Baku goes to Lagodekhi, which Azerbaijani writes so.
  const around = ground && !startPlace ? (member.homePoint ?? null) : null;
  const resolveFar: CityResolver =
    leavingFrom?.countryCode || around
      ? (text, options = {}) =>
          resolveCity(text, {
            ...(leavingFrom?.countryCode ? { fromCountry: leavingFrom.countryCode } : {}),
            around,
            ...options,
          })
      : resolveCity;
  const hours = hoursOf(event);
  const found = await bestCity(
    event,
    resolveFar,
    // Stations' codes whose start no place answers ("Swarna Shatabdi NDLS → ASR") leave within reach of home: the
    // far end's code is no far airport's ("ASR" is no trip to Kayseri).
    ground
      ? (placePoint(startPlace) ?? (STATION_CODE_ROUTE.test(event.summary ?? "") ? member.homePoint : null) ?? null)
      : drive
        ? (placePoint(event.location ? await placeOfEvent() : undefined) ?? member.homePoint ?? null)
        : null,
    numberedRoute || bareRoute,
    // A trip over whole days is a stay where its address is, whatever train it takes: "Ooty weekend (toy train!)". A
    // drive's address is where it leaves from, as a leg's is.
    !(route || transport || DRIVE.test(title)) || Boolean(event.start.date),
    journey,
    ground ? (member.homePoint ?? null) : null,
    // A train, bus or boat from home ends within what it covers in its hours: "Bus La Paz → Copacabana", three hours
    // and a half from La Paz, Bolivia, is no bus to Copacabana in Colombia.
    ground && groundTitle && isWithin(startPlace, member.homePoint, HOME_GROUND_KM) && hours > 0
      ? Math.max(GROUND_REACH_KM, hours * GROUND_KMH)
      : Infinity,
  );
  let city = found && found.confidence >= MIN_CONFIDENCE ? found.city : undefined;
  // A place alone (in the location, or named in the title: "Weekend in Madrid") makes a trip only
  // when the event spans a night or whole days: a one-hour dinner "at Lisbon" is not travel.
  // A timed event spans a night when it lasts long enough to sleep away: an evening running past
  // midnight ("Aztec Nights: Monte Carlo", 10 pm to 2 am) is a night out, not a night away.
  // So is a day that ends in the small hours, however early it began: a wedding from 11:00 to 02:00.
  const endsInSmallHours =
    hours < 24 && departure === addDays(arrival, 1) && (localHour(event.end, member.homeZone) ?? 12) < SMALL_HOURS_END;
  // A night at a lodging is one slept there, however short: "ibis budget Salvador (1 noite)" from 22:30 to 06:15, and
  // "Ole Sereni - nuit de transit" from 21:30 to 06:30 at "Ole Sereni Hotel, Mombasa Road, Nairobi".
  const sleptAt = (LODGING.test(title) || LODGING.test(event.location ?? "")) && !GATHERING.test(title);
  // A lodging's short night before an early start, which the title names, is slept there too: "Hotel u letiště Praha"
  // from 20:30 to 04:30. Not a wedding at a hotel's address, nor a night tour picking up at one.
  const nightBeforeEarlyStart = sleptAt && LODGING.test(title) && hours >= SLEEP_HOURS;
  const spansDays =
    Boolean(event.start.date) ||
    (departure > arrival && (!(hours < NIGHT_AWAY_HOURS) || sleptAt) && (!endsInSmallHours || nightBeforeEarlyStart));
  // Whole days at a place no data names ("Gorak Shep", "Tengboche – Himalayan Lodge"): no trip of its own, but a stay
  // of the trip whose days hold it (placeWithinTrips). Not a day's outing, a gathering nor a journey, nor hours at a
  // venue (a conference's two days at a convention centre are no stay).
  const unplaced =
    !city &&
    Boolean(event.start.date) &&
    !(route || transport) &&
    !isNotPlace(event.location ?? "") &&
    !DAY_TRIP.test(title) &&
    !GATHERING.test(title);
  // Only travel has a destination (docs/api.md §8.2): a doctor named Napier is not a trip to Napier.
  const withCity = (
    isTravel: boolean,
    days: { arrival: string; departure: string },
    excludedBy: Detection["excluded"] = null,
  ): Detection => ({
    isTravel,
    destination: (isTravel && city?.displayName) || null,
    cityId: (isTravel && city?.id) || null,
    arrivalDate: days.arrival,
    departureDate: days.departure,
    confidence: isTravel && city ? found!.confidence : null,
    excluded: excludedBy,
    legStart,
    ...(isTravel && city?.region ? { region: true } : {}),
    ...(unplaced && !excludedBy ? { unplaced } : {}),
  });
  // Home ground ends at the border: Batam, 20 km from Singapore, is a trip abroad. And at the sea's edge of a small
  // island: Procida, 20 km from Naples, is a ferry away.
  const isHome = (place: ResolvedCity | undefined) =>
    (place && member.homeCityId && place.id === member.homeCityId) ||
    (isWithin(place, member.homePoint, HOME_GROUND_KM) &&
      (!place?.countryCode || !member.homeCountry || place.countryCode === member.homeCountry) &&
      (place?.smallIsland ?? null) === (member.homeIsland ?? null));
  // A way home by train, bus or boat leaves within their reach of home; a start further away is a word misread.
  const legStart: Detection["legStart"] =
    !(route || transport) || event.start.date
      ? null
      : !startPlace || !member.homePoint
        ? "unknown"
        : isHome(startPlace)
          ? "home"
          : isWithin(startPlace, member.homePoint, GROUND_REACH_KM)
            ? "away"
            : "unknown";
  // A flight lands at an airport up to 100 km out of town: landing there is coming home (Narita for Tokyo). Measured
  // from the airport when its code is the far end: SCL lies 88 km from Valparaíso, Santiago's middle 102.
  const landing = found && city ? airportOf(found.text) : undefined;
  // Not a flight that leaves from home: "✈️ NT 102 LPA → TFN" for a member in Las Palmas flies to the next island (a
  // ride whose title names the airport, "Bus Valpo → aeropuerto SCL", is the way to a flight).
  const flightHome =
    (route || transport) &&
    (legStart !== "home" || AIRPORT_NAME_WORDS.test(event.summary ?? "")) &&
    (isFlight(event.summary) || isFlight(event.location)) &&
    (isWithin(city, member.homePoint, HOME_AIRPORT_KM) ||
      Boolean(landing && member.homePoint && distanceKm(landing, member.homePoint) <= HOME_AIRPORT_KM));
  // So does a leg from away, by any way, that ends within a short ride of home: the Eurostar from London to Amsterdam
  // for a member in Utrecht, the ferry from Visby to Nynäshamn for one in Stockholm.
  // From a small island across the sea, however near: "Aliscafo Favignana → Trapani" for a member in Palermo. Not to
  // a place on that island: "Vapur għal Għawdex 🚢 Ċirkewwa → Mġarr" goes to Gozo, whatever its start is read as.
  const startIsland = startPlace?.smallIsland ?? null;
  const fromSmallIsland =
    startIsland !== null && startIsland !== (member.homeIsland ?? null) && (city?.smallIsland ?? null) !== startIsland;
  const comingHome =
    legStart === "away" &&
    (!isWithin(startPlace, member.homePoint, HOME_AIRPORT_KM) || fromSmallIsland) &&
    isWithin(city, member.homePoint, HOME_RIDE_KM);
  // Nights at a lodging whose address names only a region that holds home ("Inishbofin House Hotel" at "Inishbofin
  // Island, Co. Galway" for a member in Galway) are somewhere in the region, away from home, not at its middle.
  const lodgedInRegion = Boolean(city?.region) && city?.id !== member.homeCityId && departure > arrival && sleptAt;
  const atHome = (isHome(city) && !lodgedInRegion) || flightHome || comingHome;
  // A leg at a station or airport that names no far end ("Train" at Gare du Nord) leaves from there:
  // leaving home is travel, to a place the member gives on import. An airport whose code says it is
  // elsewhere (a flight home from Ramon Airport, "(ETM)") is not home's.
  // A leg whose far end is home and whose place is elsewhere (Tocumen for a flight to Medellín) comes home.
  const leavesHere =
    (isTransport(event.summary) || isTransport(description)) &&
    !route &&
    isWithin(city, placePoint(await placeOfEvent()), SAME_PLACE_KM);
  const code = /\(([A-Z]{3})\)/.exec(event.location ?? "")?.[1];
  const airportAway = code && !isHome(await resolveCity(code, { kind: "airport" }));
  if (atHome && leavesHere && AIRPORT_WORDS.test(event.location ?? "") && !airportAway) city = undefined;
  else if (atHome) return withCity(false, { arrival, departure }, "home");
  // A leg that says it goes home and names no place away ("Juna kotiin (IC 48 Oulu–Hki)", "Zug nach Hause") is the
  // way home, wherever it leaves from ("Рейс домой" at Astana's airport); one that names a place away goes there
  // ("추석 귀국 ✈️ CI260 TSA→GMP" from Taipei).
  const namedInTitle = found && normalizeCityName(event.summary ?? "").includes(normalizeCityName(found.text));
  // A route whose far end is home's initials goes home: "Ferry Roseau → PAP" for a member in Pointe-à-Pitre, "bus
  // TransMonteverde a SJ" for one in San José (not Port-au-Prince, whose airport's code PAP is).
  const farInitials = INITIALS_AT_END.exec(event.summary ?? "")?.[1];
  if ((route || transport) && farInitials && farInitials === homeInitials)
    return withCity(false, { arrival, departure }, "home");
  if ((!city || !namedInTitle) && (route || transport) && HOMEWARD.test(title))
    return withCity(false, { arrival, departure }, "home");
  // A title that says where someone comes from, and names no place of the member's, is someone's visit or the way
  // home: "Niamh staying with us (from Cork)", "Lara lands from Montréal – pick up" (docs/api.md §8.2).
  if (!city && namesOrigin(title)) return withCity(false, { arrival, departure });

  // A lone word of the title ("House Tours", "Ice Fishing Derby", "… Emerson Brook Forest") is a guess
  // good enough to name a trip that words announce, not to make one.
  const byPlace = Boolean(city && spansDays && found!.weight >= TITLE_WORD_WEIGHT && !isMatch(title));
  // Nights away outdoors, where no city is: placed at the region they name or left for the member to place.
  const outdoors =
    departure > arrival && spansDays && (OUTDOOR_TRIP.test(title) || OUTDOOR_TRIP.test(event.summary ?? ""));
  // A drive of some hours to a town beyond the home airport's reach is a leg there: "Drive to Bondo", nine hours from
  // Nairobi. So is one whose title reads as the way to a town beyond home ground, in the time a car takes to get there:
  // "Drive to Ba 🚗", an hour to a town 60 km from Nadi. One that names a place without a way there is an outing
  // ("Lonavala drive ☔🚗"); one too short to get there a reminder; one longer than the way there a day's visit and
  // back ("Branch visit – San Fernando 🚗", seven hours); one home names its stops on the way ("Drive home 🚙 lunch
  // stop Grand Junction").
  const cityPoint = placePoint(city);
  const driveKm = cityPoint && member.homePoint ? distanceKm(cityPoint, member.homePoint) : null;
  const driveThere =
    city !== undefined &&
    ((!isWithin(city, member.homePoint, HOME_AIRPORT_KM) &&
      (hours >= MIN_DRIVE_HOURS || !isWithin(city, member.homePoint, AWAY_DRIVE_KM))) ||
      (readsAsWaySomewhere(event.summary ?? "") &&
        driveKm !== null &&
        driveKm > HOME_GROUND_KM &&
        driveKm <= hours * FAST_DRIVE_KMH &&
        hours <= 1 + driveKm / SLOW_DRIVE_KMH));
  const longDrive =
    !event.start.date &&
    (DRIVE.test(title) || (CAR_SIGNS.test(event.summary ?? "") && readsAsWaySomewhere(event.summary ?? ""))) &&
    !FETCHING.test(title) &&
    !HOMEWARD.test(title) &&
    driveThere &&
    hours <= MAX_GROUND_LEG_HOURS;
  // Nights away in a foreign country that the title names alone, or by its flag: a trip there, to no city.
  const country = !city && departure > arrival && spansDays ? countryNamedAlone(event.summary ?? "") : null;
  const abroad = Boolean(country && country !== member.homeCountry);
  // Nights at a lodging the title names and no data places ("Octopus Resort, Waya"): the member is away, somewhere to
  // give on import. Not a lodging only the location names: "Diani weekend" at a resort near home is a weekend out.
  const lodgedAway = unplaced && departure > arrival && LODGING.test(title) && !isMatch(title);
  if (!byWords && !byPlace && !outdoors && !abroad && !longDrive && !lodgedAway)
    return withCity(false, { arrival, departure });
  // A festival's or a season's holidays that nothing places are days off, as a school's are: "သင်္ကြန် Thingyan
  // holidays", "Christmas holidays (scoil dúnta)", whatever note follows. A place's or a sport's are a trip: "Bali
  // holidays", "Portugal holidays", "Ski holidays".
  const daysOff = HOLIDAYS_OF.exec(title.replace(TRAILING_NOTE, ""))?.[1];
  if (
    daysOff &&
    !city &&
    !event.location?.trim() &&
    !countryNamedAlone(daysOff) &&
    !TRAVEL_WORDS.test(daysOff) &&
    !OUTDOOR_TRIP.test(daysOff) &&
    !HOLIDAYS_AWAY.test(daysOff)
  )
    return withCity(false, { arrival, departure }, "holiday");
  // A stay word on a few hours of one day is an outing, not a stay ("Vacation Bible Camp", "Seniors
  // Holiday Dinner", "Brunch @ Coronado Hotel", a club's "Trip to Billings Farm"); legs, check-ins
  // and check-outs are travel on their day.
  if (!leg && !checkInOut && !portCall && !spansDays && !longDrive) return withCity(false, { arrival, departure });
  // A day trip is back the same day, whatever takes the member there ("Excursión de un día a Bratislava"), on a
  // whole day too ("Dagje Maastricht met Lotte").
  if (DAY_TRIP.test(title) && (!spansDays || arrival === departure)) return withCity(false, { arrival, departure });
  // So is a hike, a trek or a paddle over hours of one day whose title writes no route, whatever bus its description
  // takes there: "Wanderung Königsstuhl / Kreidefelsen 🥾" over "Bus 23 ab Binz". A campground's check-in is a stay's,
  // a road trip a drive.
  if (
    !spansDays &&
    !route &&
    !checkInOut &&
    !portCall &&
    !DRIVE.test(title) &&
    !CAR_SIGNS.test(event.summary ?? "") &&
    OUTDOOR_TRIP.test(title) &&
    !isTransport(event.summary) &&
    !namesGroundVehicle(event.summary ?? "")
  )
    return withCity(false, { arrival, departure });
  // A few hours somewhere a description's train goes to, whose title is no route, is a day's visit:
  // "Klantbezoek Coolblue Rotterdam" over "Trein 08:04 Amsterdam Centraal → Rotterdam Centraal".
  if (!(route || transport || longDrive) && !titleReadsAsLeg(title) && !checkInOut && !portCall && !spansDays)
    return withCity(false, { arrival, departure });

  // A leg (a flight, a train, a route) arrives when it ends, on the destination's calendar: a
  // flight landing after midnight there arrives on that later day. A UTC time with no zone of its
  // own is dated where it happens: the start at the departure airport, the end at the arrival's.
  // Up to a day and a half on the ground, two days by air (long layovers): longer, it is a stay that names its way.
  // A route written as one (an arrow, "from … to …") is a leg for a voyage's days too: Hurtigruten, a Canaries ferry.
  const longestLeg = ground ? (route ? MAX_VOYAGE_HOURS : MAX_GROUND_LEG_HOURS) : 48;
  if (hours >= 0 && hours <= longestLeg && (route || transport || longDrive) && event.end) {
    const codes = AIRPORT_ROUTE.exec(event.summary ?? "") ?? AIRPORT_ROUTE.exec(event.location ?? "");
    const zoneOf = async (code: string | undefined) =>
      code ? (await resolveCity(code, { kind: "airport" }))?.timezone : undefined;
    // A flight's place is the airport it leaves from: "Flight to Rarotonga (NZ 946)" at "Auckland (AKL)".
    const leaveZone = await zoneOf(codes?.[1] ?? (isFlight(event.summary) ? code : undefined));
    const arriveZone = city?.timezone ?? (await zoneOf(codes?.[2]));
    // A floating time is already the wall clock where it happens: no zone moves its day.
    const inZone = (time: CalendarTime, zone: string | null | undefined) =>
      zone && !time.timeZone && !time.floating ? { ...time, timeZone: zone } : time;
    const leaving = (leaveZone && localDate(inZone(event.start, leaveZone), member.homeZone)) || arrival;
    const zonedEnd =
      city?.timezone && !event.end.floating ? { ...event.end, timeZone: city.timezone } : inZone(event.end, arriveZone);
    const landing = localDate(zonedEnd, member.homeZone) ?? departure;
    // Landing the day before leaving is the date line crossed eastward (AKL → RAR), when both ends' zones are known.
    const day = landing < leaving && !(leaveZone && zonedEnd.timeZone) ? leaving : landing;
    return withCity(true, { arrival: day, departure: day });
  }
  // A stay's UTC times with no zone of their own are dated where it is: TripIt's check-in at 03:00 in
  // Dubai is on Dubai's day, not on the evening before in London.
  const there = city?.timezone && unzonedUtc(event.start) ? eventDays(event, city.timezone) : null;
  if (there?.arrival && there.departure) return withCity(true, { arrival: there.arrival, departure: there.departure });
  return withCity(true, { arrival, departure });
}

/** A UTC time that no TZID nor the file's X-WR-TIMEZONE places. */
const unzonedUtc = (time: CalendarTime) =>
  Boolean(time.dateTime && !time.timeZone && !time.floating && /(?:Z|[+-]00:?00)$/.test(time.dateTime));

/** What stay pairing needs of an event and its detection. */
type StayPart = { event: CalendarEventInput; detection: Detection };

/** A stay's property as its check-in and check-out name it: the title without the check-in words, or the location. */
function propertyOf(event: CalendarEventInput): { name: string; location: string } {
  // A note in brackets is no part of the name: "退房 三亚亚特兰蒂斯（12点前）" leaves the check-in's hotel.
  const key = (text: string) =>
    text
      .replace(/[（(][^）)]*[）)]/gu, " ")
      .replace(CHECK_IN_OUT, " ")
      .replace(CHECK_IN, " ")
      .replace(CHECK_OUT, " ")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return { name: key(cleanTitle(event.summary ?? "")), location: key(event.location ?? "") };
}

/**
 * A check-in and the following check-out of the same property (same name or location, within
 * MAX_STAY_NIGHTS) are one stay (docs/api.md §8.2): the check-in becomes the stay from arrival to
 * the check-out's day, with the check-out's city when it had none; the check-out is then part of it,
 * not a second trip. Events are paired in start order; each check-out closes one stay.
 */
export function pairStays<T extends StayPart>(parts: T[]): T[] {
  const order = parts
    .map((part, index) => ({ part, index }))
    .filter(({ part }) => part.detection.arrivalDate && namesStayMoment(cleanTitle(part.event.summary ?? "")))
    .sort((a, b) => a.part.detection.arrivalDate!.localeCompare(b.part.detection.arrivalDate!) || a.index - b.index);
  const result = [...parts];
  const used = new Set<number>();
  for (const [position, { part: checkIn, index }] of order.entries()) {
    const title = cleanTitle(checkIn.event.summary ?? "");
    if (!checkIn.detection.isTravel || !CHECK_IN.test(title) || CHECK_OUT.test(title)) continue;
    const property = propertyOf(checkIn.event);
    const last = addDays(checkIn.detection.arrivalDate!, MAX_STAY_NIGHTS);
    const out = order.slice(position + 1).find(({ part, index: at }) => {
      const outTitle = cleanTitle(part.event.summary ?? "");
      if (used.has(at) || !CHECK_OUT.test(outTitle) || CHECK_IN.test(outTitle)) return false;
      const day = part.detection.arrivalDate!;
      if (day <= checkIn.detection.arrivalDate! || day > last) return false;
      const other = propertyOf(part.event);
      const sameName =
        property.name !== "" &&
        (other.name === property.name ||
          sharesName(property.name, other.name) ||
          initialsOf(property.name) === other.name ||
          initialsOf(other.name) === property.name);
      const sameLocation = property.location !== "" && other.location === property.location;
      // A bare "Check-out" with no place of its own closes the stay it follows.
      const bare = other.name === "" && other.location === "";
      return sameName || sameLocation || bare;
    });
    if (!out) continue;
    used.add(out.index);
    const stay = checkIn.detection.destination
      ? checkIn.detection
      : { ...checkIn.detection, ...placeOf(out.part.detection) };
    result[index] = { ...checkIn, detection: { ...stay, departureDate: out.part.detection.arrivalDate } };
    result[out.index] = {
      ...out.part,
      detection: { ...out.part.detection, isTravel: false, destination: null, cityId: null, confidence: null },
    };
  }
  return result;
}

/**
 * A stay that begins the day a leg lands at a place of the stay's name is at that place, not at a namesake
 * elsewhere: "Keswick cottage" after "Stagecoach X5 Penrith → Keswick" is in England, not Ontario (docs/api.md
 * §8.2). Run over a calendar's events after pairStays.
 */
export function placeStaysAtLegs<T extends StayPart>(parts: T[]): T[] {
  const legs = parts
    .map(({ detection }) => detection)
    .filter((leg) => leg.isTravel && leg.legStart && leg.destination && leg.arrivalDate === leg.departureDate);
  return parts.map((part) => {
    const stay = part.detection;
    if (!stay.isTravel || stay.legStart || !stay.destination) return part;
    const leg = legs.find(
      (leg) =>
        leg.arrivalDate === stay.arrivalDate &&
        leg.cityId !== stay.cityId &&
        placeName(leg.destination!) === placeName(stay.destination!),
    );
    return leg
      ? { ...part, detection: { ...stay, destination: leg.destination, cityId: leg.cityId, region: leg.region } }
      : part;
  });
}

/**
 * Whole days at a place no data names, within a stay of more days in a region, are part of that trip and in its
 * region: "Teahouse: Tengboche" on the fourth day of "Everest Base Camp trek" at "Khumbu, Solukhumbu" is in Koshi
 * (docs/api.md §8.2). Within a stay in a town they are not at the town: "W Trek, Torres del Paine" is days away from
 * the hostel in Puerto Natales that holds them. The shortest trip that holds the days places them. Run over a
 * calendar's events after placeStaysAtLegs.
 */
export function placeWithinTrips<T extends StayPart>(parts: T[]): T[] {
  const trips = parts
    .map(({ detection }) => detection)
    .filter(
      (trip) =>
        trip.isTravel &&
        trip.destination &&
        trip.region &&
        !trip.legStart &&
        trip.arrivalDate &&
        trip.departureDate &&
        trip.departureDate > trip.arrivalDate,
    )
    .sort((a, b) => daysBetween(a.arrivalDate!, a.departureDate!) - daysBetween(b.arrivalDate!, b.departureDate!));
  return parts.map((part) => {
    const stay = part.detection;
    if (!stay.unplaced || stay.destination || !stay.arrivalDate || !stay.departureDate) return part;
    const trip = trips.find(
      (trip) =>
        trip.arrivalDate! <= stay.arrivalDate! &&
        stay.departureDate! <= trip.departureDate! &&
        daysBetween(stay.arrivalDate!, stay.departureDate!) < daysBetween(trip.arrivalDate!, trip.departureDate!),
    );
    return trip
      ? {
          ...part,
          detection: {
            ...stay,
            isTravel: true,
            ...placeOf(trip),
          },
        }
      : part;
  });
}

/**
 * A calendar read as a whole, over its events' detections in any order (docs/api.md §8.2): stays paired from check-in
 * to check-out, legs from away to no known place closed as the way home, stays placed where a leg arrived, then days
 * at places no data names placed within the trip that holds them.
 */
export const readAsWhole = <T extends StayPart>(parts: T[]): T[] =>
  placeWithinTrips(placeStaysAtLegs(closeWaysHome(pairStays(parts))));

/** A route's ends as written either side of its arrow, each as its words ("KA Malabar BD", "ML"), or null. */
function arrowEnds(summary: string): [string[], string[]] | null {
  const ends = summary.split(ANY_ARROW);
  if (ends.length !== 2) return null;
  const words = (text: string) => text.split(/\s+/u).filter((word) => /\p{L}/u.test(word));
  return [words(ends[0]!), words(ends[1]!)];
}

/**
 * Whether a leg goes back the way another came: its far end is all words of the other's start, and its start
 * holds the first word of the other's far end ("KA Lodaya SLO → BD" after "KA Lodaya BD → SLO (mudik)").
 */
function reverses(summary: string, earlier: string): boolean {
  const back = arrowEnds(summary);
  const out = arrowEnds(earlier);
  if (!back || !out || back[1].length === 0 || out[1].length === 0) return false;
  return back[1].every((word) => out[0].includes(word)) && back[0].includes(out[1][0]!);
}

/** How far ahead the way home looks for the member's next move. */
const NEXT_MOVE_DAYS = 21;

/**
 * A leg from away whose far end no place answers ("Train Fès → Casa Voyageurs", "SRT 동대구→수서") is the way
 * home when the member's next move starts from home or nothing follows; it is onward when they are still away
 * after it: a stay that begins by the next day or goes on, a leg from away, a leg that lands home later
 * (docs/api.md §8.2). Run over a calendar's events after pairStays.
 */
export function closeWaysHome<T extends StayPart>(parts: T[]): T[] {
  const instant = (part: T) => (part.event.start.dateTime ? Date.parse(part.event.start.dateTime) : -Infinity);
  const order = parts
    .map((part, index) => ({ part, index }))
    .filter(({ part }) => part.detection.arrivalDate)
    .sort(
      (a, b) =>
        a.part.detection.arrivalDate!.localeCompare(b.part.detection.arrivalDate!) ||
        instant(a.part) - instant(b.part) ||
        a.index - b.index,
    );
  const result = [...parts];
  for (const [position, { part, index }] of order.entries()) {
    const leg = part.detection;
    const day = leg.arrivalDate!;
    if (!leg.isTravel || leg.destination || !leg.legStart || leg.departureDate !== day) continue;
    // A start no place answers is away when the leg goes back the way an earlier one came: "KA Malabar ML → BD"
    // after "KA Malabar BD → ML".
    const fromAway =
      leg.legStart === "away" ||
      (leg.legStart === "unknown" &&
        order
          .slice(0, position)
          .some(
            ({ part: earlier }) =>
              earlier.detection.isTravel &&
              earlier.detection.legStart !== "away" &&
              earlier.detection.arrivalDate! >= addDays(day, -NEXT_MOVE_DAYS) &&
              reverses(part.event.summary ?? "", earlier.event.summary ?? ""),
          ));
    if (!fromAway) continue;
    const stillAway = parts.some(
      (other) =>
        other !== part &&
        other.detection.isTravel &&
        !other.detection.legStart &&
        other.detection.arrivalDate! < day &&
        other.detection.departureDate! > day,
    );
    const next = order
      .slice(position + 1)
      .map(({ part: other }) => other.detection)
      .find(
        (other) =>
          other.arrivalDate! <= addDays(day, NEXT_MOVE_DAYS) &&
          (other.isTravel || (other.excluded === "home" && Boolean(other.legStart))),
      );
    const soon = next !== undefined && next.arrivalDate! <= addDays(day, 1);
    const onward =
      stillAway ||
      (next !== undefined &&
        (next.excluded === "home" || next.legStart === "away" || (next.legStart !== "home" && soon)));
    if (!onward) result[index] = { ...part, detection: { ...leg, isTravel: false, excluded: "home" } };
  }
  return result;
}

/** A title's last stop in capitals after an arrow or a "to" ("… → PAP", "… a SJ", "… to POS 🎄"): group 1. */
const INITIALS_AT_END = new RegExp(
  String.raw`(?:${ARROWS}|\s(?:to|a|à|al|nach|naar|til|till|do|para)\s)\s*(\p{Lu}{2,4})(?![\p{L}\d])[^\p{L}\d]*$`,
  "u",
);

/** A place's initials in capitals, when its own name has two words or more: "Pointe-à-Pitre" is PAP, "San José" SJ. */
function initialsOfPlace(name: string | null | undefined): string | null {
  const words = normalizeCityName(name ?? "")
    .split(" ")
    .filter(Boolean);
  return words.length >= 2 ? words.map((word) => word[0]!.toUpperCase()).join("") : null;
}

/**
 * A lodging's name by its words' first letters, as people shorten it: "Check-out KGH" leaves the Kathmandu Guest House.
 * Only for three words or more.
 */
function initialsOf(name: string): string | null {
  const words = name.split(" ").filter(Boolean);
  return words.length >= 3 ? words.map((word) => word[0]).join("") : null;
}

/**
 * Whether a check-in's and a check-out's names share the property's own name, one written fuller than the other:
 * "黄山北海宾馆" and "北海宾馆 → 云谷索道下山", "야놀자 서귀포" and "서귀포 오션스테이". A word of four letters or more, or a
 * Chinese, Japanese or Korean run of three characters or more (two for Han), once its lodging words are out ("hotel").
 */
function sharesName(one: string, other: string): boolean {
  const named = (word: string) => {
    const own = word.replace(LODGING_KIND_WORDS, "");
    return /^\p{Script=Han}+$/u.test(own)
      ? own.length >= 2
      : /^[\p{Script=Hangul}\p{Script=Kana}]+$/u.test(own)
        ? own.length >= 3
        : own.length >= 4;
  };
  const words = (text: string) => text.split(" ").filter(named);
  return words(one).some((word) => other.includes(word)) || words(other).some((word) => one.includes(word));
}

const placeOf = (detection: Detection) => ({
  destination: detection.destination,
  cityId: detection.cityId,
  confidence: detection.confidence,
  region: detection.region,
});
