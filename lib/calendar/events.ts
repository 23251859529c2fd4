import "server-only";
import type { DbOrTx } from "@/db/client";
import type { CalendarEventRow } from "@/db/schema";
import { DISTRICT_CODE, districtsNamed } from "@/lib/cities/dataset";
import { normalizeCityName, simplifiedHan } from "@/lib/cities/normalize";
import { takeTurns } from "@/lib/workers/turns";
import { findCityByDisplayName, findCityById, findProvince, provincesOf, townsOfDistricts } from "@/lib/cities/queries";
import {
  KEPT_CHARS,
  detectTravel,
  DISTRICT_KM,
  distanceKm,
  holdsSections,
  localDate,
  readAsWhole,
  type CalendarTime,
  type CityResolver,
  type Detection,
  type MemberContext,
  type Point,
  type ResolvedCity,
} from "./detection";
import type { GoogleEvent } from "./google";
import {
  airportOf,
  asWritten,
  cyrillicInLatin,
  hanInPinyin,
  greekInLatin,
  idsSpeltSo,
  indianStationOf,
  OTHER_SCRIPT,
  scriptCityId,
  writtenWithMarks,
} from "./place-data";
import { countryOf, type PlaceCandidate, type State } from "./places";
import { STEMS_AT_HOME, stemmed } from "./vocabulary";
import {
  cityServedNear,
  citiesNamed,
  memberLocation,
  SMALL_ISLAND_PEOPLE,
  smallIslandOf,
  VILLAGE_PEOPLE,
  townsAround,
  townsOfCountryStarting,
  villagesWrittenShort,
  type EventSource,
  type KeptEventValues,
  type NamedCity,
} from "./queries";

/** An event as read from Google or an .ics file, before detection. */
export type IncomingEvent = {
  externalId: string;
  /** An .ics event's UID, the same for every occurrence of a series; none from Google. */
  seriesId?: string | null;
  summary: string | null;
  description: string | null;
  location: string | null;
  start: CalendarTime;
  end: CalendarTime | null;
  /** The file's X-WR-CALNAME and PRODID: holiday feeds and host calendars name themselves. */
  calendarName?: string | null;
  producer?: string | null;
};

/**
 * A calendar's text is someone else's: U+0000, which PostgreSQL's text cannot hold and no title
 * means, is dropped from every field before anything reads it (docs/security.md, "Input").
 */
function withoutNul(event: IncomingEvent): IncomingEvent {
  const strip = <T extends string | null | undefined>(value: T): T =>
    value ? (value.replaceAll("\u0000", "") as T) : value;
  return {
    ...event,
    externalId: strip(event.externalId),
    seriesId: strip(event.seriesId),
    summary: strip(event.summary),
    description: strip(event.description),
    location: strip(event.location),
    calendarName: strip(event.calendarName),
    producer: strip(event.producer),
  };
}

/** The external id an incoming event is kept under: what an upload or sync looks kept events up by. */
export const keptIdOf = (event: Pick<IncomingEvent, "externalId">) =>
  event.externalId.replaceAll("\u0000", "").slice(0, 1000);

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

const toResolved = (city: NamedCity | (NamedCity & { ownName?: boolean })): ResolvedCity => ({
  id: city.id,
  displayName: city.displayName,
  population: city.population,
  timezone: city.timezone,
  ownName: city.ownName,
  latitude: city.latitude,
  longitude: city.longitude,
  region: city.kind === "region",
  countryCode: city.countryCode,
  admin1: city.admin1,
  island: city.kind === "region" && /^ISLS?$/.test(city.featureCode),
  province: city.kind === "region" && city.featureCode === "ADM1",
  seat: /^PPL(?:A2?|C)$/.test(city.featureCode),
});

/** Where a name is looked up: the resolver's options (CityResolver), as lookUp reads them. */
type LookUpWhere = {
  /** Each place's small island once looked up, for one run (many texts name one place). */
  islands?: Map<number, Promise<number | null>>;
  country: string | null;
  near: Point | null;
  /** Around home, for a leg whose start no place answers: only a name in another romanisation is looked for there. */
  around?: Point | null;
  homeCountry?: string | null;
  state?: State | null;
  fromCountry?: string | null;
  province?: boolean | "named";
  division?: boolean;
};

/**
 * One place text to a city (docs/decisions/013): an airport code to its city (the OpenFlights
 * city, the nearest of that name within 100 km); a name in another script (东京, Москва) through the
 * data set's alternate names, a Greek one the data set lacks in Latin letters; never a country
 * ("UK", "Portugal", "Россия"); "Lisbon, Portugal" by display form; else by name or alternate name,
 * in the country written beside it when one is, preferring a city's own name to another city's
 * alternate name unless that one is ten times bigger.
 */
async function lookUp(
  db: DbOrTx,
  text: string,
  kind: PlaceCandidate["kind"],
  where: LookUpWhere,
): Promise<ResolvedCity | undefined> {
  const {
    country,
    near,
    around = null,
    homeCountry = null,
    state = null,
    fromCountry = null,
    province = false,
    division = false,
    islands,
  } = where;
  if (kind === "station") {
    // A route between two stations' codes ("SBC→MAS"), both Indian Railways': the far one's town, for a member living
    // in India. Elsewhere the same letters are other railways' ("SBI → SMC" is Semarang's, for one in Indonesia).
    if (homeCountry !== null && homeCountry !== "IN") return undefined;
    const [from = "", to = ""] = text.split("→").map((code) => code.trim());
    const station = indianStationOf(from) && indianStationOf(to);
    const served = station && (await cityServedNear(db, station, STATION_SERVES_KM));
    return served ? toResolved(served) : undefined;
  }
  if (kind === "airport") {
    const airport = airportOf(text.trim().toUpperCase());
    if (!airport) return undefined;
    for (const name of airportCityNames(airport.city)) {
      const named = await citiesNamed(db, normalizeCityName(name));
      // The city of that own name first, when people live there: Abuja's airport is Abuja's, not that of Suleja,
      // nearer, also called so; Panama City's is Panamá's, not an empty row of that own name. Then a town: CJU
      // ("Cheju") lands in Jeju City, not the province, whose own name Cheju-do shortens to it; GOX ("Goa") in Goa.
      const own = (city: NamedCity) => Number(city.ownName && city.population > 0);
      const exactly = (city: NamedCity) =>
        Number(own(city) && normalizeCityName(city.name) === normalizeCityName(name));
      const town = (city: NamedCity) => Number(city.kind !== "region");
      const near = named
        .filter((city) => distanceKm(city, airport) <= 100)
        .sort(
          (a, b) =>
            exactly(b) - exactly(a) ||
            town(b) - town(a) ||
            own(b) - own(a) ||
            distanceKm(a, airport) - distanceKm(b, airport),
        );
      // A province named as its capital is spelt lands there: GVA's "Geneva" is Genève (capitalSpeltSo).
      const capital = near[0] && capitalSpeltSo(near[0], named, true);
      if (capital) return toResolved(capital);
      // A name that stands for the town the airport serves: a town of no counted people (KEF's "Keflavik", beside
      // Reykjavík) or a region whose people all live in that town (LYR's "Svalbard" is Longyearbyen's).
      if (near[0] && (near[0].population === 0 || (near[0].kind === "region" && !toResolved(near[0]).island))) {
        const served = await cityServedNear(db, airport, AIRPORT_SERVES_KM);
        if (
          served &&
          served.countryCode === near[0].countryCode &&
          served.population >= Math.max(near[0].population, near[0].kind === "region" ? 1 : VILLAGE_PEOPLE)
        )
          return toResolved(served);
      }
      // An island named for the airport ("Menorca", "Gran Canaria"): it lands at the town it serves, Maó or Las Palmas.
      // Another province stays itself: GOX's "Goa" is Goa.
      if (near[0] && toResolved(near[0]).island) {
        const served = await cityServedNear(db, airport, AIRPORT_SERVES_KM);
        return toResolved(served ?? near[0]);
      }
      if (near[0]) return toResolved(near[0]);
    }
    // A city OpenFlights names otherwise, or the data set lacks: the biggest the airport serves. A village away
    // from the airport is not what it serves, but its province: LUA, Lukla's, lands in Koshi, not in Lobujya, a
    // village 30 km up the valley; AYQ ("Ayers Rock") lands in Yulara, beside it.
    const served = await cityServedNear(db, airport, AIRPORT_SERVES_KM, countryOf(airport.country));
    if (
      served &&
      served.population < VILLAGE_PEOPLE &&
      distanceKm(served, airport) > VILLAGE_AIRPORT_KM &&
      served.admin1
    ) {
      const province = await findProvince(db, served.countryCode, served.admin1);
      if (province) return toResolved({ ...province, ownName: true });
    }
    return served && toResolved(served);
  }
  if (state && text.trim() === state.code) {
    const division = await findProvince(db, state.country, state.admin1);
    return division ? toResolved({ ...division, ownName: true }) : undefined;
  }
  if (countryOf(text)) return undefined;
  if (OTHER_SCRIPT.test(text)) {
    const id = scriptCityId(text, homeCountry);
    const city = id ? await findCityById(db, id) : undefined;
    // On a train, bus or boat, a Cyrillic name several places bear is the nearer of two of some size: "Воз од Београд
    // до Бар" is Bar in Montenegro, not Baar in Switzerland, which Russian writes so too (docs/api.md §8.2).
    for (const latin of city && near ? cyrillicInLatin(text) : []) {
      const namesake = await lookUp(db, latin, "name", { country: null, near, homeCountry });
      if (
        namesake?.ownName &&
        namesake.id !== city!.id &&
        (namesake.population ?? 0) * 3 >= city!.population &&
        distanceKm(namesake as Point, near!) < distanceKm(city!, near!)
      )
        return namesake;
    }
    // Most islands and regions have no names in other scripts in the data set: a Cyrillic one is read in Latin
    // letters, among regions only (a word read so is no town). It wins over a smaller town called so, as in Latin
    // letters ("Бали" is the island, not Bāli in West Bengal; "Гоа" India's state, not a town in the Philippines).
    for (const latin of cyrillicInLatin(text)) {
      const region = await lookUp(db, latin, "name", { country: null, near, homeCountry });
      if (region?.region && (!city || (region.population ?? 0) > city.population)) return region;
    }
    // A Chinese name the data set lacks in Han characters is read in pinyin among China's places, for a member in China
    // or where no place is called so: "建水" is Jianshui. It wins over a smaller place of the name abroad: "云南" is
    // Yunnan, not Unnan in Japan.
    const reading = !city || homeCountry === "CN" ? hanInPinyin(text) : undefined;
    // A town of some size, by its own name: a word read so may be a village's name, or a place's old one ("医院", a
    // hospital, is no Nanma, once called Yiyuan). A name in traditional characters is Taiwan's ("桃園" is no Taoyuan
    // in Hunan).
    const readIn = simplifiedHan(text) === text ? "CN" : "TW";
    const chinese = reading ? await lookUp(db, reading, "name", { country: readIn, near, homeCountry }) : undefined;
    if (
      chinese?.ownName &&
      (chinese.population ?? 0) >= PINYIN_TOWN_PEOPLE &&
      (!city || chinese.population! > city.population)
    )
      return chinese;
    if (city)
      return (province === "named" && (await provinceOfSeat(db, city))) || toResolved({ ...city, ownName: false });
    // A Greek one is looked up in Greece and Cyprus.
    for (const latin of greekInLatin(text))
      for (const greek of ["GR", "CY"]) {
        const place = await lookUp(db, latin, "name", { country: greek, near, homeCountry });
        if (place) return place;
      }
    return undefined;
  }
  const parts = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1) {
    const exact = await findCityByDisplayName(db, text.trim());
    // A province's display name written for its capital: "Geneva, Switzerland" is Genève (capitalSpeltSo).
    if (exact?.kind === "region" && exact.featureCode === "ADM1") {
      const named = await citiesNamed(db, normalizeCityName(parts[0]!));
      const province = named.find((city) => city.id === exact.id);
      const capital = province && capitalSpeltSo(province, named);
      if (capital) return withSmallIsland(db, toResolved(capital), homeCountry, islands);
    }
    if (exact) return withSmallIsland(db, toResolved({ ...exact, ownName: true }), homeCountry, islands);
  }
  const name = normalizeCityName(parts[0] ?? "");
  if (name.length < 2) return undefined;
  const inCountry = country ?? (parts.length > 1 ? countryOf(parts[parts.length - 1]!) : null);
  // A place's other name of three letters or fewer is an abbreviation, a code or a short exonym, written with a
  // capital ("AVO", "Rom"): "a avó" is a grandmother, not Avon Park's "AVO". Its own name's first word counts ("vík").
  const short = name.replaceAll(" ", "").length <= 3;
  const abbreviation = short && parts[0] === parts[0]!.toLowerCase();
  // Nor is a short name written with its marks another's code: "Île" is no Killeen, whose airport is ILE.
  const markedShort = short && writtenWithMarks(parts[0]!) ? idsSpeltSo(parts[0]!) : null;
  const inArea = (await citiesNamed(db, name, { namesakeRegions: Boolean(province) })).filter(
    (city) =>
      (!inCountry || city.countryCode === inCountry) &&
      (!state || city.admin1 === state.admin1) &&
      (city.ownName || !abbreviation || normalizeCityName(city.name).startsWith(`${name} `)) &&
      (city.ownName || !markedShort || markedShort.has(city.id)),
  );
  // A word no place of the member's country is called may be a town of it in a case of its language: "Tampereen
  // rautatieasema" (Tampere's station) for a member in Finland, "Turun satama" Turku's port, not Baruunturuun in
  // Mongolia. A town of some size, bigger than any place abroad called so (docs/api.md §8.2).
  const homeStems = homeCountry && (!inCountry || inCountry === homeCountry) ? STEMS_AT_HOME[homeCountry] : undefined;
  const biggestAbroad = Math.max(
    0,
    ...inArea.map((city) => (city.countryCode === homeCountry ? Infinity : city.population)),
  );
  if (
    homeStems &&
    kind === "name" &&
    biggestAbroad < CASE_FORM_TOWN_PEOPLE * 10 &&
    /^\p{Lu}\p{Ll}{4,}$/u.test(parts[0]!)
  ) {
    for (const variant of stemmed(parts[0]!, homeStems)) {
      const town = await lookUp(db, variant, "name", { ...where, country: homeCountry, homeCountry: null });
      const people = town?.population ?? 0;
      if (town?.countryCode === homeCountry && people >= CASE_FORM_TOWN_PEOPLE && people > biggestAbroad) return town;
    }
  }
  // A town of the member's country written in another romanisation, where every place abroad so spelt is a village:
  // "Barishal" for a member in Bangladesh is Barisal (200,000 people), not Barishal in Pakistan (docs/api.md §8.2).
  if (
    homeCountry &&
    kind === "name" &&
    (!inCountry || inCountry === homeCountry) &&
    inArea.length > 0 &&
    biggestAbroad < VILLAGE_PEOPLE &&
    name.length >= 6
  ) {
    const key = romanisedKey(name);
    const alike = (await townsOfCountryStarting(db, homeCountry, name[0]!, ROMANISED_TOWN_PEOPLE)).filter(
      (town) => romanisedKey(town.name) === key,
    );
    if (alike.length === 1) return withSmallIsland(db, toResolved(alike[0]!), homeCountry, islands);
  }
  // A word no place is called is a village's two-word name written short, when one village of the country it is
  // looked for in is named so: "Namche" is Namche Bazar, "Vlieland" Oost-Vlieland (docs/api.md §8.2).
  const lookedIn = inCountry ?? homeCountry;
  if (inArea.length === 0 && lookedIn && kind === "name" && /^\p{L}{5,}$/u.test(name)) {
    const villages = withinReach(await villagesWrittenShort(db, name, lookedIn), near);
    if (villages.length === 1) return withSmallIsland(db, toResolved(villages[0]!), homeCountry, islands);
  }
  // A name no place is called, on a train, bus or boat, is the one town within reach spelt so in another
  // romanisation: Azerbaijani "Siqnaxi" is Sighnaghi, "Huay Xai" Ban Houayxay (docs/api.md §8.2).
  const reach = near ?? around;
  if (inArea.length === 0 && reach && kind === "name") {
    const town = await townRomanisedSo(db, name, reach);
    if (town) return withSmallIsland(db, toResolved(town), homeCountry, islands);
  }
  // A ground leg's far end that no place within its reach is called is the city within reach its name starts: "Talgo ➜
  // Alex" from Cairo is Alexandria, not Alex in Savoie (docs/api.md §8.2). A leg whose start no place answers reaches
  // around home: "Tre → Hki" for a member in Helsinki is the way home.
  const nearest = Math.min(Infinity, ...(reach ? inArea.map((city) => distanceKm(city, reach)) : []));
  if (reach && kind === "name" && nearest > GROUND_LEG_KM) {
    const city = await cityWrittenShort(db, name, parts[0]!, reach);
    if (city) return withSmallIsland(db, toResolved(city), homeCountry, islands);
  }
  // Or an island within reach named without its word, nearer than any place of the name by far: "Lancha a Isabela"
  // from Puerto Ayora is Isabela Island, "Lancha Isabela → Santa Cruz" from Puerto Villamil Santa Cruz Island, not
  // Santa Cruz in Costa Rica, 1,400 km away.
  if (reach && kind === "name" && nearest > SHORT_HOP_KM) {
    const island = withinReach(await citiesNamed(db, `${name} island`), reach).find((place) => {
      const distance = distanceKm(place, reach);
      return distance <= GROUND_LEG_KM && (nearest > GROUND_LEG_KM || HOP_RATIO * distance < nearest);
    });
    if (island) return toResolved({ ...island, ownName: true });
  }
  // A village's seaside written after its name is the village: "Midsland aan Zee" is Midsland (docs/api.md §8.2).
  const inland = inArea.length === 0 ? name.replace(SEASIDE, "") : name;
  if (inland !== name && inland.length >= 3) return lookUp(db, inland, kind, where);
  // A name written as one word is the place's own name written so ("Sapa" is Sa Pa, "Hoian" Hoi An).
  const joined = (text: string) => normalizeCityName(text).replaceAll(" ", "");
  const inReach = withinReach(inArea, near);
  const reached = sameMarks(parts[0]!, inReach).map((city) =>
    city.ownName || joined(city.name) !== joined(name) ? city : { ...city, ownName: true },
  );
  // An address's province is the region of that own name, when there is one, not its capital: written with its
  // accents or not, since GeoNames writes divisions' names in ASCII ("Lào Cai" is the Lao Cai Province). A first-level
  // division is so named by another name too: "Navoiy viloyati" is the Navoiy Region, not its capital Navoiy.
  const provinces = province
    ? inReach.filter(
        (city) => city.kind === "region" && (city.ownName || (province === "named" && city.featureCode === "ADM1")),
      )
    : [];
  const named = provinces.length > 0 ? provinces : reached;
  const own = ownNameOf(named, homeCountry, near, fromCountry, short);
  // Another name that is the start of a place's own ("Noordwijk" of Noordwijk-Binnen) is how people
  // shorten it: it beats a bigger place's historical or foreign name unless that one is ten times bigger.
  const others = named.filter((city) => !city.ownName);
  const shortened = others.find((city) => normalizeCityName(city.name).startsWith(`${name} `));
  const other = shortened && others[0]!.population <= 10 * shortened.population ? shortened : others[0];
  // In the member's country a town's own name holds against a foreign place a hundred times bigger: "Orsa" is
  // Sweden's for a Swede, not Orsha, Belarus, whose other name it is.
  const outweighs = own?.countryCode === homeCountry && other?.countryCode !== homeCountry ? 100 : 10;
  // And the member's country's place known so by another name holds against a foreign own name up to five times its
  // size, as an own name does: "Kochi" for a member in Mumbai is Cochin, not Japan's Kochi. A train's reach decides
  // first ("Pireo → Naxos" for a member in Bologna is Greece's Náxos).
  const local =
    !near &&
    [homeCountry, fromCountry].some(
      (country) => country && other?.countryCode === country && own?.countryCode !== country,
    );
  // On a train, bus or boat, a name of three letters within reach is that place's own, not another's short form:
  // "Gdynia Gł. → Hel" is Hel, not Helsinki, whose airport is HEL.
  const shortForm = near !== null && name.replaceAll(" ", "").length <= 3;
  // A place of that own name within the bigger one is the part of it the writer means: "New Delhi" is New Delhi,
  // which Delhi is also called.
  // Not a province, nor an empty row, of the bigger one's other name: "Bucuresti" is Bucharest.
  const within =
    own?.kind === "city" &&
    own.population > 0 &&
    other &&
    own.countryCode === other.countryCode &&
    distanceKm(own, other) <= DISTRICT_KM;
  const city =
    own &&
    other &&
    !shortForm &&
    !within &&
    (other.population > outweighs * own.population || (local && other.population * 5 >= own.population))
      ? other
      : (own ?? other);
  if (!city && province === "named" && lookedIn) return provinceSpeltAlike(db, name, lookedIn);
  if (!city) return division && kind === "name" ? placeOfDistrict(db, name, inCountry, homeCountry, near) : undefined;
  // Its capital is looked for among every place of the name, however written: "Lənkəran", the province, is Lankaran.
  // Not when the division's word was written: "Navoiy viloyati" is the region.
  const place = (province !== "named" && capitalSpeltSo(city, inReach)) || city;
  // A province's word after its capital's name names the province: "Жамбыл облысы" is the Zhambyl Region.
  const seatOf = province === "named" ? await provinceOfSeat(db, place) : undefined;
  if (seatOf) return seatOf;
  // A section of a city is where the member stays in that city: "Loft luminoso a Gràcia" is in Barcelona,
  // "Ovolo Woolloomooloo" in Sydney (the city that serves it, as an airport's), but Monte-Carlo stays in Monaco.
  // A section written after its city's name is in it, however big: "Hamburg-Altona", "Berlin Spandau".
  const served = place.featureCode === DISTRICT_CODE ? await cityServedNear(db, place, DISTRICT_KM) : undefined;
  const cityOfIt =
    served &&
    served.featureCode !== DISTRICT_CODE &&
    served.countryCode === place.countryCode &&
    (holdsSections(served, place) || name.startsWith(`${normalizeCityName(served.name)} `))
      ? served
      : place;
  return withSmallIsland(db, toResolved(cityOfIt), homeCountry, islands);
}

/** The province a city is the seat of (GeoNames' PPLA), as a place. */
async function provinceOfSeat(
  db: DbOrTx,
  city: Pick<NamedCity, "kind" | "featureCode" | "countryCode" | "admin1">,
): Promise<ResolvedCity | undefined> {
  if (city.kind !== "city" || city.featureCode !== "PPLA" || !city.admin1) return undefined;
  const province = await findProvince(db, city.countryCode, city.admin1);
  return province && toResolved({ ...province, ownName: true });
}

/**
 * The district an address writes after a place the data set lacks (docs/api.md §8.2): its town when the district is
 * named for it ("…, Baños de Agua Santa, Ecuador", the canton, is Baños), else its province, where the district's
 * towns are (the middle of those the data set holds): "Lukla, Solukhumbu" is in Koshi, and Chitwan a trip from
 * Kathmandu though Bagmati holds both. The district is looked for in the country written, else the member's first,
 * else anywhere; a name held by districts of two provinces names neither, and a train, bus or boat reaches only a
 * district within its reach ("Gautrain: Park → Hatfield" goes to no parish of Jamaica).
 */
async function placeOfDistrict(
  db: DbOrTx,
  name: string,
  country: string | null,
  homeCountry: string | null,
  near: Point | null,
): Promise<ResolvedCity | undefined> {
  if (name.replaceAll(" ", "").length < DIVISION_NAME_LETTERS) return undefined;
  const all = districtsNamed(name);
  const home = homeCountry ? all.filter((held) => held.countryCode === homeCountry) : [];
  const held = country ? all.filter((held) => held.countryCode === country) : home.length > 0 ? home : all;
  const province = held[0];
  if (!province || held.some((other) => other.countryCode !== province.countryCode || other.admin1 !== province.admin1))
    return undefined;
  const towns = await townsOfDistricts(
    db,
    province,
    held.map((district) => district.admin2),
  );
  const namedFor = towns.find((town) => `${name} `.startsWith(`${normalizeCityName(town.name)} `));
  const region = namedFor ? undefined : await findProvince(db, province.countryCode, province.admin1);
  const middle = (axis: "latitude" | "longitude") => towns.reduce((sum, town) => sum + town[axis], 0) / towns.length;
  const point = towns.length > 0 ? { latitude: middle("latitude"), longitude: middle("longitude") } : {};
  const place = namedFor ?? (region && { ...region, ...point });
  if (!place || (near && distanceKm(place, near) > GROUND_LEG_KM)) return undefined;
  return toResolved({ ...place, ownName: true });
}

/**
 * A province written with its word that no place is called is the one province of the country whose name is spelt
 * alike (docs/api.md §8.2): "Pakbeng, Oudomxay Province, Laos" is in Oudômxai, as GeoNames writes it.
 */
async function provinceSpeltAlike(db: DbOrTx, name: string, country: string): Promise<ResolvedCity | undefined> {
  if (name.replaceAll(" ", "").length < DIVISION_NAME_LETTERS) return undefined;
  const alike = (await provincesOf(db, country)).filter((province) =>
    spelledAlike(name, normalizeCityName(province.name)),
  );
  return alike.length === 1 ? toResolved({ ...alike[0]!, ownName: true }) : undefined;
}

/** How far from a leg's start a town written in another romanisation is looked for. */
const ROMANISED_KM = 500;

/**
 * The one town within ROMANISED_KM of the point whose name, romanised alike, is one letter's edit from this one's:
 * Azerbaijani and Turkish write "x" and "q" where English writes "kh" and "gh", Lao names are written with "y" or
 * "i", and words run together ("Huay Xai", Ban Houayxay). Names of six letters or more only; two towns so near in
 * spelling name neither.
 */
async function townRomanisedSo(db: DbOrTx, name: string, near: Point): Promise<NamedCity | undefined> {
  const key = romanisedKey(name);
  if (key.length < 6) return undefined;
  const alike = (await townsAround(db, near, ROMANISED_KM)).filter((town) => {
    const other = romanisedKey(town.name);
    const whole = romanisedKey(town.name.replace(/^(?:ban|muang)\s+/iu, ""));
    return editsWithin(key, other, 1) || editsWithin(key, whole, 1);
  });
  return alike.length === 1 ? alike[0] : undefined;
}

/**
 * The one city of SHORTENED_CITY_PEOPLE or more within ROMANISED_KM of a point whose name starts with this one, a word
 * of four letters or more, or that this one abbreviates, three to five of its letters in order from its first: how
 * people shorten a big city's name ("Alex" for Alexandria, "Hki" for Helsinki, "Tre" for Tampere, "Gbg" for Göteborg;
 * never a code in capitals).
 */
async function cityWrittenShort(
  db: DbOrTx,
  name: string,
  written: string,
  near: Point,
): Promise<NamedCity | undefined> {
  const letters = name.replaceAll(" ", "");
  // Written with a capital, then small letters: "SMT" and "NOL" are stations' codes.
  const abbreviation = /^[a-z]{3,5}$/.test(letters) && /^\p{Lu}\p{Ll}{2,4}$/u.test(written.trim());
  if (letters.length < 4 && !abbreviation) return undefined;
  const shortened = (await townsAround(db, near, ROMANISED_KM)).filter((town) => {
    const whole = normalizeCityName(town.name);
    if (town.population < SHORTENED_CITY_PEOPLE || whole === name) return false;
    return (letters.length >= 4 && whole.startsWith(name)) || (abbreviation && abbreviates(letters, whole));
  });
  return shortened.length === 1 ? shortened[0] : undefined;
}

/** Whether letters are a name's of one or two words, in its order, from its first: "hki" of "helsinki". */
function abbreviates(letters: string, name: string): boolean {
  const words = name.split(" ");
  if (letters[0] !== name[0] || words.length > 2) return false;
  let at = 0;
  for (const letter of letters) {
    at = name.indexOf(letter, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/** How many people a town of the member's country written in another romanisation has at least. */
const ROMANISED_TOWN_PEOPLE = 50_000;

/** How many people a town of the member's country read out of its case has at least. */
const CASE_FORM_TOWN_PEOPLE = 5_000;

/** How many people a Chinese place read in pinyin has at least. */
const PINYIN_TOWN_PEOPLE = 50_000;

/** How many people a city has at least whose name people shorten to its first letters. */
const SHORTENED_CITY_PEOPLE = 100_000;

/** A name's letters as romanisations agree on them: "kh" and "x", "gh", "q" and "g", "sh" and "s", "y" and "i". */
const romanisedKey = (name: string) =>
  normalizeCityName(name)
    .replaceAll(" ", "")
    .replace(/kh/g, "x")
    .replace(/gh|q/g, "g")
    .replace(/sh/g, "s")
    .replace(/ch/g, "c")
    .replace(/y/g, "i");

/** A district's or province's name shorter than this is too often a word or a code to stand for it. */
const DIVISION_NAME_LETTERS = 5;

/**
 * A place with the small island it lies on, looked up only for a town small enough to be on one, in the member's
 * country when it is known (a place abroad is away anyway): home ground does not cross the sea (docs/api.md §8.2).
 */
async function withSmallIsland(
  db: DbOrTx,
  city: ResolvedCity,
  homeCountry: string | null,
  islands = new Map<number, Promise<number | null>>(),
): Promise<ResolvedCity> {
  if (city.region || (city.population ?? 0) >= SMALL_ISLAND_PEOPLE) return city;
  if (homeCountry && city.countryCode !== homeCountry) return city;
  if (!islands.has(city.id)) islands.set(city.id, smallIslandOf(db, city.id));
  const smallIsland = await islands.get(city.id)!;
  return smallIsland === null ? city : { ...city, smallIsland };
}

/** A seaside's words after a place's name, as names are compared (folded, hyphens as spaces). */
const SEASIDE = /\s(?:aan zee|an der see|am meer|sur mer|on sea|by the sea)$/u;

/**
 * A province whose own name is its capital's in another spelling ("Geneva", the canton, and Genève;
 * "Odesa" and Odessa; "Lucerne" and Luzern), or whose capital goes by the same other name ("Samarqand", the
 * Uzbek name of Samarkand and of its region): travellers writing it mean the city (docs/api.md §8.2). For an
 * airport, which serves a town, so is a province whose capital, named so too, holds all its people: UBN's
 * "Ulaanbaatar" is Ulan Bator.
 */
function capitalSpeltSo<T extends NamedCity>(place: T, named: T[], airport = false): T | undefined {
  if (place.kind !== "region" || place.featureCode !== "ADM1") return undefined;
  const spelt = normalizeCityName(place.name);
  return named.find(
    (city) =>
      !city.ownName &&
      city.kind === "city" &&
      /^PPL[AC]$/.test(city.featureCode) &&
      city.countryCode === place.countryCode &&
      city.admin1 === place.admin1 &&
      (!place.ownName ||
        (airport && city.population >= place.population) ||
        (spelt.length >= 4 && spelledAlike(spelt, normalizeCityName(city.name)))),
  );
}

/**
 * Whether two names are one spelt two ways: the same first letter, and at most two letters' edits apart
 * (Levenshtein), three for names of six letters or more ("Melaka" and Malacca).
 */
function spelledAlike(a: string, b: string): boolean {
  return a[0] === b[0] && editsWithin(a, b, Math.min(a.length, b.length) >= 6 ? 3 : 2);
}

/** Whether two names are at most `most` letters' edits apart (Levenshtein). */
function editsWithin(a: string, b: string, most: number): boolean {
  if (Math.abs(a.length - b.length) > most) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]! <= most;
}

/**
 * The names an airport's city may go by in the data set: OpenFlights writes a few with the airport's words
 * ("Queenstown International", "Tallinn-ulemiste International"), which no town is called.
 */
function airportCityNames(city: string): string[] {
  const bare = city.replace(/\s+(?:international|intl\.?|airport|regional|municipal)$/i, "");
  return [...new Set([city, bare, bare.split("-")[0]!.trim()])].filter((name) => name.length >= 2);
}

/**
 * The place whose own name this is: the biggest, or the member's country's when it is at least a fifth of
 * the biggest's size ("Valencia" for a member in Madrid is Spain's; "Florence" for one in Alabama is Italy's).
 * A train, bus or ferry goes to the nearest of the places about as big as the biggest ("Split → Stari Grad"
 * is Hvar's, not Zadar's).
 */
function ownNameOf<T extends NamedCity>(
  named: T[],
  homeCountry: string | null,
  near: Point | null,
  fromCountry: string | null,
  short = false,
): T | undefined {
  const owns = named.filter((city) => city.ownName);
  // A name of three letters or fewer is the member's country's town of it, however big a place abroad writes it so:
  // "Ba" for a member in Fiji is the town of Ba, not Buenos Aires ("BA").
  const homeTown = short && homeCountry ? owns.find((city) => city.countryCode === homeCountry) : undefined;
  if (homeTown) return homeTown;
  // A flight's own country's place, unless the other is twenty times bigger ("Toronto to London" is England's).
  const domestic = fromCountry ? owns.find((city) => city.countryCode === fromCountry) : undefined;
  if (domestic && domestic.population * 20 >= owns[0]!.population) return domestic;
  const reached = near ? owns.filter((city) => distanceKm(city, near) <= GROUND_LEG_KM) : [];
  if (near && reached.length > 1) {
    const comparable = reached.filter((city) => city.population * 3 >= reached[0]!.population);
    return comparable.reduce((best, city) => (distanceKm(city, near) < distanceKm(best, near) ? city : best));
  }
  const home = homeCountry ? owns.find((city) => city.countryCode === homeCountry) : undefined;
  return home && owns[0] && home.population * 5 >= owns[0].population ? home : owns[0];
}

/**
 * A name written with its accents names the place spelt so: "Münster" is the German city, not
 * Munster, the Irish province, though both fold to "munster" (docs/api.md §8.2). A name written
 * without accents, one that no place's own name spells alike, or one only a place a hundred times smaller
 * than the biggest spells alike, keeps every place of that name.
 */
function sameMarks<T extends { id: number; name: string; population: number }>(written: string, named: T[]): T[] {
  if (!writtenWithMarks(written)) return named;
  const spelt = asWritten(written);
  const speltSo = idsSpeltSo(spelt);
  const alike = named.filter((city) => asWritten(city.name) === spelt || speltSo.has(city.id));
  // A hamlet spelt so does not hide a province spelt without its accent: "Río Negro, Villa Catedral" is
  // Argentina's Rio Negro, not a Mexican village of 684 people.
  const biggest = Math.max(0, ...named.map((city) => city.population));
  const alikeBiggest = Math.max(0, ...alike.map((city) => city.population));
  return alike.length > 0 && alikeBiggest * 100 >= biggest ? alike : named;
}

/** How far from a village its airport may lie. */
const VILLAGE_AIRPORT_KM = 15;

/** How far from the town it serves a railway station may lie. */
const STATION_SERVES_KM = 15;

/** How far out of the city it serves an airport may lie when OpenFlights names the city otherwise. */
const AIRPORT_SERVES_KM = 40;

/** A boat's or bus's short hop, and how much farther a place must be for the near one to win (lookUp). */
const SHORT_HOP_KM = 300;
const HOP_RATIO = 3;

/** How far a train, bus or ferry goes, as the crow flies, before a place of the name is more likely elsewhere. */
const GROUND_LEG_KM = 1_500;

/**
 * The places of a name that a train, bus or ferry leaving from `near` can reach (docs/api.md §8.2):
 * those within GROUND_LEG_KM; when none is, only places known by this name as their own (a long
 * journey to Vladivostok, never a far hamlet that is also called so).
 */
function withinReach<T extends Point & { ownName: boolean }>(named: T[], near: Point | null): T[] {
  if (!near) return named;
  const close = named.filter((city) => distanceKm(city, near) <= GROUND_LEG_KM);
  return close.length > 0 ? close : named.filter((city) => city.ownName);
}

/**
 * The cities table as detection's resolver, remembering answers for one run (places repeat).
 * `budget` bounds the distinct places looked up and the time spent (an uploaded file may name
 * 1,000 different places): past it, a new place resolves to nothing, and its event is kept
 * without a destination for the member to give one on import.
 */
export function cityResolver(db: DbOrTx, budget?: { lookups: number; until: number }): CityResolver {
  const known = new Map<string, Promise<ResolvedCity | undefined>>();
  const islands = new Map<number, Promise<number | null>>();
  let lookups = 0;
  return (text, options = {}) => {
    const kind = options.kind ?? "name";
    const near = kind === "name" ? (options.near ?? null) : null;
    const around = kind === "name" && !near ? (options.around ?? null) : null;
    // Starts a few kilometres apart reach the same places: one answer for a tenth of a degree.
    const reach = near ?? around;
    const where = reach ? `${near ? "" : "~"}${reach.latitude.toFixed(1)},${reach.longitude.toFixed(1)}` : "";
    const home = kind === "name" || kind === "station" ? (options.homeCountry ?? "") : "";
    const state = kind === "name" ? (options.state ?? null) : null;
    const from = kind === "name" ? (options.fromCountry ?? "") : "";
    const province = kind === "name" ? (options.province ?? false) : false;
    const division = kind === "name" && options.division === true;
    // In lower case or not: a short other name counts only with a capital (lookUp).
    const lower = text === text.toLowerCase();
    const key = `${kind}|${options.country ?? ""}|${state?.admin1 ?? ""}|${home}|${from}|${where}|${province}|${division}|${lower}|${text.trim().toLowerCase()}`;
    let answer = known.get(key);
    if (!answer) {
      if (budget && (++lookups > budget.lookups || Date.now() > budget.until)) return Promise.resolve(undefined);
      answer = lookUp(db, text, kind, {
        islands,
        country: options.country ?? null,
        near,
        around,
        homeCountry: home || null,
        state,
        fromCountry: from || null,
        province,
        division,
      });
      known.set(key, answer);
    }
    return answer;
  };
}

/** What detection needs of a home city: its id, zone and place (docs/api.md §8.2). */
export const homeOf = (city: ResolvedCity): MemberContext => ({
  homeCityId: city.id,
  homeZone: city.timezone ?? null,
  homePoint:
    city.latitude !== undefined && city.longitude !== undefined
      ? { latitude: city.latitude, longitude: city.longitude }
      : null,
  homeCountry: city.countryCode ?? null,
  homeIsland: city.smallIsland ?? null,
  homeName: city.displayName.split(",")[0] ?? null,
});

/** The member's home city and its zone, from their profile's location (docs/api.md §8.2). */
export async function memberContext(db: DbOrTx, userId: number, resolve: CityResolver): Promise<MemberContext> {
  const location = await memberLocation(db, userId);
  if (!location?.trim()) return {};
  const city = (await resolve(location)) ?? (await resolve(location.split(",")[0]!));
  return city ? homeOf(city) : {};
}

/**
 * Detection (lib/calendar/detection.ts) over incoming events, as rows to keep. Events that are over
 * are dropped. `kept` holds the member's kept rows of these events only (keptEventsWithIds), not
 * all of them. An event that does not look like travel still gets the city its title or location
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
  member: MemberContext = {},
): Promise<KeptEventValues[]> {
  const previous = new Map(kept.map((row) => [row.externalId, row]));
  const rows: KeptEventValues[] = [];
  const read: IncomingEvent[] = [];
  // What detection found of each row this run; a row kept as read before has only what was kept.
  const found: (Detection | null)[] = [];
  const turn = takeTurns();
  for (const incoming of events) {
    await turn();
    const event = withoutNul(incoming);
    const end = event.end ?? event.start;
    const row = {
      userId,
      source,
      externalId: keptIdOf(event),
      seriesId: event.seriesId?.slice(0, 1000) ?? null,
      summary: clip(event.summary, KEPT_CHARS.summary),
      description: clip(event.description, KEPT_CHARS.description),
      location: clip(event.location, KEPT_CHARS.location),
      startAt: event.start.date ? null : new Date(event.start.dateTime!),
      endAt: end.date || !end.dateTime ? null : new Date(end.dateTime),
      startDate: event.start.date ?? localDate(event.start, member.homeZone),
      endDate: end.date ?? localDate(end, member.homeZone),
    };
    // A time nobody can place (a broken feed) is not an event to keep.
    if (
      (row.startAt && Number.isNaN(row.startAt.getTime())) ||
      (row.endAt && Number.isNaN(row.endAt.getTime())) ||
      !row.startDate
    )
      continue;
    // An event read before and unchanged keeps what was found then: a daily sync or a visit to
    // the Import screen re-reads the whole calendar, and most of it has not moved.
    const known = previous.get(row.externalId);
    if (known && unchanged(known, row) && known.extractedDepartureDate && known.extractedDepartureDate >= today) {
      read.push(event);
      found.push(null);
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
    const detection = await detectTravel(event, resolve, today, member);
    if (!detection.arrivalDate || !detection.departureDate || detection.departureDate < today) continue;
    read.push(event);
    found.push(detection);
    rows.push({
      ...row,
      isTravelEvent: detection.isTravel,
      extractedDestination: detection.destination,
      extractedCityId: detection.cityId,
      extractedArrivalDate: detection.arrivalDate,
      extractedDepartureDate: detection.departureDate,
    });
  }
  return withCalendarRead(read, rows, found);
}

/** The calendar read as a whole (readAsWhole, docs/api.md §8.2), over the rows about to be kept. */
function withCalendarRead(
  events: IncomingEvent[],
  rows: KeptEventValues[],
  found: (Detection | null)[],
): KeptEventValues[] {
  const parts = rows.map((row, index) => ({
    event: events[index]!,
    row,
    detection: found[index] ?? {
      isTravel: row.isTravelEvent ?? false,
      destination: row.extractedDestination ?? null,
      cityId: row.extractedCityId ?? null,
      arrivalDate: row.extractedArrivalDate ?? null,
      departureDate: row.extractedDepartureDate ?? null,
      confidence: null,
      excluded: null,
    },
  }));
  return readAsWhole(parts).map(({ row, detection }) => ({
    ...row,
    isTravelEvent: detection.isTravel,
    extractedDestination: detection.destination,
    extractedCityId: detection.cityId,
    extractedArrivalDate: detection.arrivalDate,
    extractedDepartureDate: detection.departureDate,
  }));
}

type EventContent = Pick<
  CalendarEventRow,
  "summary" | "description" | "location" | "startAt" | "endAt" | "startDate" | "endDate"
>;

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
