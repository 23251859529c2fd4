/**
 * Places as people write them in calendars (docs/api.md §8.2, docs/decisions/013): the candidate
 * texts of an event, each with a weight (how surely that text names where the member goes), and
 * the words that never name a city (countries, "UK", "Road"). Pure: resolving a candidate to a
 * city is the resolver's job (lib/calendar/events.ts).
 */
import { normalizeCityName } from "@/lib/cities/normalize";
import { hasLegNumber, isCarrierName, namesAirline, namesCarrier, withoutCarriers } from "./carriers";
import { airportOf, cjkAirportCode } from "./place-data";
import {
  AIRPORT_NAMES,
  BARE,
  BARE_ROUTE,
  BARE_TRANSPORT_WORDS,
  BARE_TRAVEL_WORDS,
  BOOKING_WORDS,
  FROM_TO_PHRASES,
  WORKING_FROM_PHRASES,
  firstMatch,
  GATHERING,
  IN_PHRASES,
  isFlightWording,
  isLegPhrase,
  LABELS,
  DRIVE,
  LEG_TO_PHRASES,
  LODGING,
  ORIGIN_PLACE,
  PHRASE_HEADS,
  PLACE_THEN_TRIP,
  PORT_CALL,
  STATION_NAMES,
  HOTEL_CHAINS,
  STOP_WORDS,
  TITLE_END_PLACE,
  TO_WITH_COLON,
  STRIPPED_NAMES,
  stemmed,
  stemsOfTitle,
  TABLE_WORDS,
  TO_PHRASES,
  TRANSPORT_WORDS,
  TRIP_THEN_PLACE,
  VESSEL_WORDS,
  type Phrase,
  type Stem,
} from "./vocabulary";

export { TRAVEL_WORDS } from "./vocabulary";

export type PlaceCandidate = {
  text: string;
  /** 0..1: a route's far end or an airport code is near 1, a lone word of the title about 0.5. */
  weight: number;
  /** A place's name, an airport's code, or an Indian Railways station's code ("SBC"). */
  kind: "name" | "airport" | "station";
  /** An ISO country code written next to the place ("Stanford, CA, USA"): only that country's cities. */
  country?: string | null;
  /** Only a place whose own name (or nickname) it is: "KL" is Kuala Lumpur's, "PTO" no place's. */
  ownNameOnly?: boolean;
  /** The state or province an address writes after its town ("Alta, UT 84092"): only its places. */
  state?: State | null;
  /** Named by a travel phrase ("Alaska Cruise", "Weekend in Lyon"): where the trip goes, whatever its address. */
  phrase?: boolean;
  /**
   * An address's province, written with its postcode after the towns ("Koh Lanta, Krabi 81150", "Naha, Okinawa
   * 900-0014"): the province of that name rather than its capital. "named" when a division's word names it
   * ("Navoiy viloyati"): the first-level division so called, by its own name or another.
   */
  province?: boolean | "named";
  /** A place in brackets after a route's far end: where the leg lands, when the far end is an island or region. */
  port?: boolean;
  /** A far end's first words without the rest ("Manuel" of "Manuel Antonio"): a place only within a leg's reach. */
  cutShort?: boolean;
  /** A division's name without its word ("Kerry" of "Co. Kerry"): the division, never a town of its name. */
  regionOnly?: boolean;
  /**
   * An address's part after its place ("Solukhumbu" of "Lukla, Solukhumbu"), or a route's far end: when no place is
   * named so, the district that is, as its town or its province (docs/api.md §8.2).
   */
  division?: boolean;
  /**
   * An address's locality written between its first part and its province ("Cabinas Jacaranda, Puerto Viejo de
   * Talamanca, Limón, Costa Rica"): when no place of the country answers it, the stay is in the province, not its seat.
   */
  beforeProvince?: boolean;
  /** A city's name left of its quarter's ("Jakarta" of "Jakarta Pusat"): only a city big enough to hold quarters. */
  ofCity?: boolean;
};

/** A first-level division as addresses write it: its code, and GeoNames' country and admin1 codes. */
export type State = { code: string; country: string; admin1: string };

// ── States and provinces ─────────────────────────────────────────────────────────────────────────

/** Where addresses write a state's or province's code after the town, and GeoNames' admin1 for each code. */
const STATE_CODES: Record<string, Record<string, string>> = {
  US: Object.fromEntries(
    (
      "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK " +
      "OR PA RI SC SD TN TX UT VT VA WA WV WI WY"
    )
      .split(" ")
      .map((code) => [code, code]),
  ),
  CA: {
    AB: "01",
    BC: "02",
    MB: "03",
    NB: "04",
    NL: "05",
    NS: "07",
    ON: "08",
    PE: "09",
    QC: "10",
    SK: "11",
    YT: "12",
    NT: "13",
    NU: "14",
  },
  AU: { ACT: "01", NSW: "02", NT: "03", QLD: "04", SA: "05", TAS: "06", VIC: "07", WA: "08" },
  BR: {
    AC: "01",
    AL: "02",
    AP: "03",
    AM: "04",
    BA: "05",
    CE: "06",
    DF: "07",
    ES: "08",
    MS: "11",
    MA: "13",
    MT: "14",
    MG: "15",
    PA: "16",
    PB: "17",
    PR: "18",
    PI: "20",
    RJ: "21",
    RN: "22",
    RS: "23",
    RO: "24",
    RR: "25",
    SC: "26",
    SP: "27",
    SE: "28",
    GO: "29",
    PE: "30",
    TO: "31",
  },
};

/**
 * Mexico's states as its addresses abbreviate them after the town ("Lafayette, Guadalajara, Jal.", "Tepoztlán,
 * Mor."), each with GeoNames' admin1 code. Written with their dots, they are no town's name ("Jal." is no Xalapa).
 */
const MEXICAN_STATES: Record<string, string> = {
  "ags.": "01",
  "b.c.": "02",
  "b.c.s.": "03",
  "camp.": "04",
  "chis.": "05",
  "chih.": "06",
  "coah.": "07",
  "col.": "08",
  cdmx: "09",
  "d.f.": "09",
  "dgo.": "10",
  "gto.": "11",
  "gro.": "12",
  "hgo.": "13",
  "jal.": "14",
  "edomex.": "15",
  edomex: "15",
  "méx.": "15",
  "mex.": "15",
  "mich.": "16",
  "mor.": "17",
  "nay.": "18",
  "n.l.": "19",
  "oax.": "20",
  "pue.": "21",
  "qro.": "22",
  "q. roo": "23",
  "q.roo": "23",
  "q. roo.": "23",
  "q.r.": "23",
  "s.l.p.": "24",
  "sin.": "25",
  "son.": "26",
  "tab.": "27",
  "tamps.": "28",
  "tlax.": "29",
  "ver.": "30",
  "yuc.": "31",
  "zac.": "32",
};

type StateWritten = { code: string; admin1: string };

/**
 * States that one country's addresses write their own way after the town, each read only where that country may
 * be meant: Mexico's dotted abbreviations as a part of their own ("Tepoztlán, Mor.", "Tulum, Q. Roo 77780"), and
 * Brazil's codes after a dash, in a whole address only ("Cairu - BA", "Urubici - SC"). The code is given as
 * candidates write it, without a last dot.
 */
const STATES_AFTER_THE_TOWN: {
  country: string;
  read: (parts: string[], address: string | null) => StateWritten | null;
}[] = [
  {
    country: "MX",
    read: (parts) => {
      for (const part of parts.slice(1)) {
        const admin1 = MEXICAN_STATES[part.toLowerCase().replace(/\s+\d{5}$/, "")];
        if (admin1) return { code: part.replace(/\.+$/, ""), admin1 };
      }
      return null;
    },
  },
  {
    country: "BR",
    read: (_parts, address) => {
      const code = address && /\p{L}\s[-–]\s([A-Z]{2})(?:\s*(?:,|$))/u.exec(address)?.[1];
      const admin1 = code ? STATE_CODES.BR![code] : undefined;
      return admin1 ? { code: code!, admin1 } : null;
    },
  },
];

/** The state written after the town in one country's own way (STATES_AFTER_THE_TOWN), or null. */
function stateAfterTheTownOf(parts: string[], address: string | null, country: string | null): State | null {
  for (const { country: of, read } of STATES_AFTER_THE_TOWN) {
    if (country && country !== of) continue;
    const written = read(parts, address);
    if (written) return { ...written, country: of };
  }
  return null;
}

/** Each country's postcode as written after the state's code: "UT 84092", "NSW 2481", "ON M5V 3L9". */
const STATE_POSTCODES: Record<string, RegExp> = {
  US: /^\d{5}(?:-\d{4})?$/,
  AU: /^\d{4}$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
  BR: /^\d{5}-\d{3}$/,
};

/**
 * Codes that more than one country writes after a town: Italy's provinces ("00184 Roma RM"), Brazil's states
 * ("Florianópolis, SC"), and Washington's and Western Australia's WA, the Northwest and Northern Territories' NT.
 */
const SHARED_STATE_CODES = new Set(
  (
    "AG AL AN AO AR AP AT AV BA BT BL BN BG BI BO BZ BS BR CA CL CB CE CT CZ CH CO CS CR KR CN EN FM FE FI FG FC FR " +
    "GE GO GR IM IS AQ SP LT LE LC LI LO LU MC MN MS MT ME MI MO MB NA NO NU OR PD PA PR PV PG PU PE PC PI PT PN PZ " +
    "PO RG RA RC RE RI RN RM RO SA SS SV SI SR SO SU TA TE TR TO TP TN TV TS UD VA VE VB VC VR VV VI VT " +
    "AC AM DF ES MA MG PB RJ RR RS SC SE WA NT"
  ).split(" "),
);

/**
 * The state an address names after its town, when the address is surely of a country that writes them so: its
 * country is written, the code is followed by that country's postcode ("Alta, UT 84092", "Apollo Bay VIC
 * 3233"), or a title or a bare place writes a code only that country writes after the town ("Vancouver, BC").
 * "00184 Roma RM" and "Sierra Vista AZ" name none: Italy's province codes are written alike.
 */
function stateOf(parts: string[], country: string | null, route = false, title = false): State | null {
  for (const [index, part] of parts.entries()) {
    const written = /(?:^|\s)([A-Z]{2,3})(?:\s+([A-Z\d][A-Z\d -]{2,9}))?$/.exec(part);
    if (!written) continue;
    // TripIt writes the postcode as a part of its own: "Washington, DC, 20001".
    const [, code, postcode = part === written[1] ? parts[index + 1] : undefined] = written;
    for (const [inCountry, codes] of Object.entries(STATE_CODES)) {
      const admin1 = codes[code!];
      if (!admin1) continue;
      // A route's stop written as US tickets write it, "Washington, DC", needs no postcode.
      const routeStop = route && inCountry === "US" && part === code;
      // In a title or a place that is only a town and its code: an address writes its postcode.
      // …or the address's last part: "Rosemont, Montréal, QC".
      const onlyTheirs =
        (title || parts.length === 2 || index === parts.length - 1) &&
        index > 0 &&
        part === code &&
        !SHARED_STATE_CODES.has(code!);
      if (
        country
          ? country === inCountry
          : routeStop || onlyTheirs || (postcode && STATE_POSTCODES[inCountry]!.test(postcode.trim()))
      )
        return { code: code!, country: inCountry, admin1 };
    }
  }
  return null;
}

// ── Countries ────────────────────────────────────────────────────────────────────────────────────

/** Countries that are also their own city: "Singapore" names the city. */
const CITY_STATES = new Set([
  "singapore",
  "hong kong",
  "macau",
  "macao",
  "monaco",
  "luxembourg",
  "kuwait",
  "djibouti",
  "gibraltar",
  "san marino",
  "vatican city",
]);

/**
 * A country's name in another language than English that a city of 200,000 people or more holds as its own name: the
 * city (Granada; Guadalupe, Nuevo León; Norfolk, Virginia). A test checks the list against the data set.
 * França, Portuguese for France, stays the country, though Franca, São Paulo, is a city of 300,000: it is written
 * with its ç, and Brazilians write it for France.
 */
export const CITIES_NAMED_AS_COUNTRIES = new Set(["granada", "guadalupe", "norfolk"]);

const COUNTRY_ALIASES: Record<string, string> = {
  usa: "US",
  us: "US",
  "u s": "US",
  "u s a": "US",
  "united states of america": "US",
  america: "US",
  uk: "GB",
  "u k": "GB",
  "great britain": "GB",
  britain: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  holland: "NL",
  uae: "AE",
  "czech republic": "CZ",
  korea: "KR",
  "republic of korea": "KR",
  russia: "RU",
  "people s republic of china": "CN",
  prc: "CN",
  deutschland: "DE",
  espana: "ES",
  italia: "IT",
  brasil: "BR",
  schweiz: "CH",
  suisse: "CH",
  svizzera: "CH",
  osterreich: "AT",
  nederland: "NL",
  belgie: "BE",
  belgique: "BE",
  polska: "PL",
  sverige: "SE",
  norge: "NO",
  danmark: "DK",
  suomi: "FI",
  hellas: "GR",
  ellada: "GR",
  eire: "IE",
  turkiye: "TR",
  nippon: "JP",
  nihon: "JP",
  中国: "CN",
  日本: "JP",
  韩国: "KR",
  한국: "KR",
  台湾: "TW",
  台灣: "TW",
};

let countries: Map<string, string> | null = null;
/** Codes Intl still names but no country uses: East Germany's "DD" must not take "Germany" from "DE". */
const RETIRED_CODES = new Set([
  ...["DD", "YU", "CS", "SU", "ZR", "TP", "BU", "NT", "AN", "QO", "EU", "EZ", "UN", "ZZ"],
  // North Vietnam, South Yemen, Dahomey, Upper Volta, Rhodesia, the New Hebrides, Metropolitan France.
  ...["VD", "YD", "DY", "HV", "RH", "NH", "FX"],
]);

function countryTable(): Map<string, string> {
  if (countries) return countries;
  countries = new Map(Object.entries(COUNTRY_ALIASES));
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const englishNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  for (const language of ["en", "de", "fr", "es", "pt", "it", "nl", "pl", "cs"]) {
    const names = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
    for (const first of letters) {
      for (const second of letters) {
        const code = first + second;
        if (RETIRED_CODES.has(code)) continue;
        let name: string | undefined;
        try {
          name = names.of(code);
        } catch {
          name = undefined;
        }
        if (!name || name === code) continue;
        const key = normalizeCityName(name);
        // A name that is the English one without its article is a city's too: French "Salvador" is El Salvador,
        // and Salvador, Bahia.
        const english = ` ${normalizeCityName(englishNames.of(code) ?? "")} `;
        if (key && language !== "en" && english.trim() !== key && english.includes(` ${key} `)) continue;
        // So is one that a big city holds as its own name: Spanish "Granada" is Grenada, and Granada, Andalusia.
        if (language !== "en" && CITIES_NAMED_AS_COUNTRIES.has(key) && english.trim() !== key) continue;
        if (key && !countries.has(key)) countries.set(key, code);
      }
    }
  }
  for (const city of CITY_STATES) countries.delete(city);
  // Countries as calendars in other scripts write them ("ул. …, Казань, Россия", "Ελλάδα"), city-states aside.
  // Not Arabic: Oman is written as Amman is (عمان).
  const english = englishNames;
  for (const language of ["ru", "uk", "el", "he"]) {
    const names = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
    for (const code of new Set(countries.values())) {
      const name = names.of(code);
      if (!name || name === code || CITY_STATES.has(normalizeCityName(english.of(code) ?? ""))) continue;
      const key = normalizeCityName(name);
      if (key && !countries.has(key)) countries.set(key, code);
    }
  }
  return countries;
}

/** The ISO code of a country named by the text ("Portugal", "UK", "USA", "Deutschland"), else null. */
export function countryOf(text: string): string | null {
  const key = normalizeCityName(text);
  if (!key || CITY_STATES.has(key)) return null;
  return countryTable().get(key) ?? null;
}

/** A flag's two regional letters as its country's code: 🇲🇽 is "MX". */
const FLAG = /([\u{1F1E6}-\u{1F1FF}])([\u{1F1E6}-\u{1F1FF}])/u;
const flagCode = (pair: RegExpExecArray) =>
  String.fromCharCode(...[pair[1]!, pair[2]!].map((letter) => letter.codePointAt(0)! - 0x1f1e6 + 65));

/** Languages a flag's country may be named in beside it, beyond the country table's ("🇫🇴 Færøerne", "🇦🇲 სომხეთი"). */
const FLAG_NAME_LANGUAGES = (
  "en de fr es pt it nl pl cs sk sl hr sr bs hu ro bg ru uk be el he ar fa tr ka hy az kk uz ky mn ja zh ko th vi " +
  "id ms fil hi bn ta si ne my km lo sv da nb fi et lv lt is ga sq mk sw am"
)
  .split(" ")
  .map((language) => new Intl.DisplayNames([language], { type: "region", fallback: "none" }));

/**
 * The country a title names alone, by its name, or by its flag and its name in any language, whoever goes along:
 * "México 🇲🇽 con Laura", "🇦🇲 სომხეთი", "🇯🇵 JAPAN 🌸", "Portugal". Null when the title says anything more, or its
 * flag stands beside other words ("Carnaval 🇧🇷 – folga").
 */
export function countryNamedAlone(title: string): string | null {
  const flag = FLAG.exec(title);
  const words = cleanPlace(withoutEmoji(title).replace(/\s+/g, " "));
  if (!words) return flag ? flagCode(flag) : null;
  const named = countryOf(words);
  if (!flag) return named;
  const code = flagCode(flag);
  const key = normalizeCityName(words);
  const sameCountry =
    named === code || FLAG_NAME_LANGUAGES.some((names) => normalizeCityName(names.of(code) ?? "") === key);
  return sameCountry ? code : null;
}

// ── Words ────────────────────────────────────────────────────────────────────────────────────────

/** Words that look like a place to a gazetteer but name none here ("Road trip" is not Rode). */
const NOT_PLACES = new Set(
  (
    "road trip day days week weekend night nights business work team company family friends girls boys ski surf summer winter spring autumn fall " +
    "annual the a an my our and with me us home office flight flights hotel hostel train bus ferry airport station travel trip vacation holiday holidays " +
    "stay booking reservation reserved confirmation check in out departure arrival return back outbound inbound leg city center centre downtown " +
    "conference meeting dinner lunch breakfast party wedding visit visiting tour cruise road trip camping festival retreat offsite workation " +
    "urlaub reise ferien flug zug vacances voyage vol sejour vacaciones viaje vuelo ferias viagem voo vacanza viaggio volo new old north south east west " +
    "airbnb booking com expedia tbd tba n a none unknown online zoom teams virtual remote " +
    // A cruise's "Day at Sea": Seattle keeps its airport's code, SEA, as another name.
    "sea port " +
    // The sea and the mountains, in Cyrillic: "Море 🌊 Созопол" is no Cameroonian Mora.
    "море морето горы планина " +
    // Hotel chains named as towns are: "Hotel – Fairmont Riyadh" is no stay in West Virginia.
    `${HOTEL_CHAINS.join(" ")} fairmont travelodge courtyard ` +
    // A lodging's kind: "Cottage wknd @ the Moores'" is no trip to Cottage, Mauritius.
    "cottage cabin chalet " +
    // Feasts are no places: "Về quê ăn Tết" is no trip to Tete, Mozambique, "Navidad con abuelita" none to Navidad.
    "tết tet eid diwali deepavali songkran hari raya lebaran idulfitri chuseok seollal navidad christmas krismas xmas " +
    "weihnachten " +
    // Home, in the languages of a location's "at home": "Namie" (Lithuanian) is no trip to Namie in Japan.
    "zuhause daheim thuis hjemme hemma kotona namie namuose adref gartref otthon acasă"
  )
    .split(" ")
    // Every language's travel words (lib/calendar/vocabulary.ts): "Vlucht", "Поезд" name no town.
    .concat(TABLE_WORDS.flatMap((word) => normalizeCityName(word).split(" ")))
    // Nor do its words of a station or an airport alone: "o iau de la gară" (at the station) is no trip to Gara.
    .concat([...STATION_NAMES, ...AIRPORT_NAMES].map(normalizeCityName).filter((word) => !word.includes(" "))),
);

export function isNotPlace(text: string): boolean {
  const key = normalizeCityName(text);
  if (!key || key.length < 2) return true;
  if (key.split(" ").every((word) => NOT_PLACES.has(word) || /^\d+$/.test(word))) return true;
  return countryOf(text) !== null;
}

/**
 * Trains named by capitals only: "ICE 1006" is a train, "Ice Cream Social" and "32 Royal Ave." are not (docs/api.md
 * §8.2).
 */
const TRAIN_BRANDS =
  /(?:^|[^\p{L}])(?:ICE|AVE|KTX|SRT|EXP|SF EXP|MAIL|(?:SHATABDI|RAJDHANI|DURONTO|VANDE BHARAT|GARIB RATH|HUMSAFAR)|(?:[Ss]hatabdi|[Rr]ajdhani|[Dd]uronto|[Vv]ande [Bb]harat|[Gg]arib [Rr]ath|[Hh]umsafar))(?![\p{L}])/u;
/** Pictographs of a leg. */
const TRANSPORT_SIGNS = /✈|🛫|🛬|🚆|🚄|🚅|⛴/u;
/**
 * A bus's or a minibus's pictograph is a leg's where the title reads as a way somewhere, a name after an arrow, a dash
 * or a short word ("🚐 Back to Tbilisi", "🚐 Transfer Stone Town – Nungwi", "Shuttle a Lanquín 🚐"), not on a
 * day's tour ("رحلة أبو سمبل 🚌").
 */
const BUS_SIGNS = /🚌|🚍|🚐/u;
const WAY_SOMEWHERE = /(?:[→–—]|\s-|(?<![\p{L}])\p{Ll}{1,5})\s+\p{Lu}/u;
/** Whether a title reads as a way somewhere (WAY_SOMEWHERE), or is written in a script without capitals ("🚗 안동"). */
export const readsAsWaySomewhere = (title: string) => WAY_SOMEWHERE.test(title) || !/[\p{Lu}\p{Ll}]/u.test(title);

/** Pictographs of a flight. */
const FLIGHT_SIGNS = /✈|🛫|🛬/u;
/** Pictographs of a train, bus or boat: "🚆 14236 BE-BSB Express | LKO → BSB" is no flight to Brasília. */
const GROUND_SIGNS = /[🚆🚂🚄🚅🚈🚇🚊🚋🚌🚍🚎🚐⛴🚢]/u;
/**
 * A named train and its number: "Hampi Express 16591", "Glacier Express 902" (an "American Express" bill has none),
 * as Indian tickets shorten it too: "Cheran SF Exp 12673", "Sethu SF 22662".
 */
const NAMED_TRAIN = /\p{Lu}\p{L}+\s+(?:SF\s+)?(?:Express|Exp\.?|Mail|Superfast|SF)\s+\d{3,5}\b/u;

/** A road vehicle a title names, which a ground leg takes from an airport too ("Jeep Gilgit → Aliabad"). */
const GROUND_VEHICLE = /(?<![\p{L}])(?:jeep|minibus|minivan|marshrutka|taxi|cab|shuttle)(?![\p{L}])/iu;
/**
 * A shared van opening a route's title ("Van to Batroun 🚐", "Van Oaxaca → Puerto Escondido"): no start of it, nor
 * Van in Turkey. Only before "to" or an arrow: Dutch "van" is "of" ("Verjaardag van Sanne").
 */
const LEADING_VAN = /^[\p{Extended_Pictographic}\s]*van\s+(?=to\s|[^→➞➜]+[→➞➜])/iu;
/** Whether a title names a road vehicle (GROUND_VEHICLE, LEADING_VAN). */
export const namesGroundVehicle = (title: string) => GROUND_VEHICLE.test(title) || LEADING_VAN.test(title);

/**
 * A train, bus or ferry by its words, not a flight: its three capitals are stations' codes, never airports'
 * ("Train 12050: H Nizamuddin (NZM) → Agra Cantt (AGC)" is no flight to Pittsburgh's AGC).
 */
export const isGroundLeg = (text: string) =>
  (TRANSPORT_WORDS.test(text) ||
    BARE_TRANSPORT_WORDS.test(text) ||
    TRAIN_BRANDS.test(text) ||
    GROUND_SIGNS.test(text) ||
    NAMED_TRAIN.test(text)) &&
  !isFlightWording(text) &&
  !FLIGHT_SIGNS.test(text);

/** A flight's words or an airport in the text (an airport route counts too, and two codes in any language). */
export const isFlight = (text: string | null | undefined) =>
  Boolean(text) &&
  (isFlightWording(text!) ||
    FLIGHT_SIGNS.test(text!) ||
    namesAirline(text) ||
    (!isGroundLeg(text!) && (AIRPORT_ROUTE.test(text!) || Boolean(legEnds(text!)?.codes))));

/**
 * TripIt's item type for a leg on the ground or the water, which its description opens a line with: "[Rail] Srbijavoz
 * Soko 712", "[Ground Transportation] COT; Seats 21, 22". Its title is "<carrier> - <from> to <to>", or opens with
 * the type too: "[Rail] Kutaisi I to Tbilisi Central".
 */
const tripItGroundLeg = (text: string | null | undefined) =>
  /^\s*\[(?:rail|ground transportation|ferry|cruise|bus|coach)\]/imu.test(text ?? "") ||
  tripItTransferBetweenTowns(text);

/** A boat's word before a "to" and a capitalised place: "Lancha a Caye Caulker", "Boat to Koh Rong". */
const boatTo = (title: string) =>
  firstMatch(TO_PHRASES, title, (match) => {
    const before = title.slice(0, match.index + match[0].lastIndexOf(match[1]!));
    // The boat's word before the "to", or one word before it: "Fast boat back to Sanur".
    return (
      /^\p{Lu}/u.test(match[1]!) &&
      before
        .trim()
        .split(/\s+/)
        .slice(-3, -1)
        .some((word) => VESSEL_WORDS.test(word))
    );
  }) !== null;

/**
 * TripIt's "Ground Transportation:" between two towns is a leg ("Ground Transportation: Dire Dawa to Harar", "… Louage
 * Tunis → Tozeur"), though the words alone name a car to the airport or a driver's firm ("Ground Transportation:
 * Blacklane").
 */
export function tripItTransferBetweenTowns(text: string | null | undefined): boolean {
  const route = TRIPIT_TRANSFER.exec(text ?? "");
  return Boolean(route && !AIRPORT_WORDS.test(route[2]!) && !LODGING.test(route[2]!));
}

/**
 * Whether the event says it is a leg by its own words: its title's, TripIt's item type, or an airport as its place.
 * A lunch at an airport's mall is no leg ("Lunch w/ Aunty Mei – Penang Culture @ Jewel" at Changi).
 */
export function namesItsLeg(event: {
  summary?: string | null;
  description?: string | null;
  location?: string | null;
}): boolean {
  return (
    isTransport(event.summary) ||
    // A boat to a place: "Lancha a Caye Caulker 🚤" (a boat alone is as often an outing, "Volta à ilha de lancha").
    boatTo(cleanTitle(event.summary ?? "")) ||
    tripItGroundLeg(event.summary) ||
    tripItGroundLeg(event.description) ||
    (AIRPORT_WORDS.test(placeNamed(event.location)) &&
      !STREET_NAMED_FOR.test(placeNamed(event.location)) &&
      !GATHERING.test(cleanTitle(event.summary ?? "")) &&
      !LODGING.test(event.summary ?? "") &&
      !LODGING.test(placeNamed(event.location)))
  );
}

/**
 * A location's first part, the place itself: the rest is its address. A museum "…, Λιμάνι Θεσσαλονίκης" stands in a
 * port's grounds, and "ibis Melbourne Airport" is a hotel; "Port of Piraeus, Gate E7" is where a ferry leaves.
 */
const placeNamed = (location: string | null | undefined) => (location ?? "").split(",")[0]!;

/** A street named for a station or a port, which is no leg's place: "Av. de la Gare 10", "Station Road 4". */
const STREET_NAMED_FOR =
  /^\s*(?:\d+[a-z]?\s+)?(?:av\.?|avenue|avenida|rue|rua|calle|carrer|via|viale|boulevard|bd\.?|chemin|ulica|ul\.)\s|(?:road|rd\.?|street|st\.?|lane)(?:\s+\d+[a-z]?)?\s*$/iu;

/**
 * A transport word, a train brand or a leg's phrase ("Lot do Krakowa") in the text: the event is a
 * leg. The words of every language are in lib/calendar/vocabulary.ts.
 */
export const isTransport = (text: string | null | undefined) =>
  Boolean(text) &&
  (TRANSPORT_WORDS.test(text!) ||
    TRANSPORT_SIGNS.test(text!) ||
    (BUS_SIGNS.test(text!) && WAY_SOMEWHERE.test(text!)) ||
    TRAIN_BRANDS.test(text!) ||
    BARE_TRANSPORT_WORDS.test(text!) ||
    isLegPhrase(text!.replace(TO_WITH_COLON, "$1")) ||
    namesCarrier(text));

/** Travel words of scripts written without spaces ("东京出差", "大阪旅行", "도쿄 출장"): no word boundaries there. */
export const CJK_TRAVEL_WORDS = BARE_TRAVEL_WORDS;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[\p{Script=Thai}]+/gu;
const CJK_SPLIT = new RegExp(`${BARE.travel.join("|")}|${BARE.particles.join("|")}`, "u");

/** Station and airport words of Chinese and Japanese names ("北京南站", "天津站", "東京駅", "関西空港"). */
const CJK_STATION = /(?:国际机场|國際機場|国際空港|机场|機場|空港|火车站|火車站|车站|車站|高铁站|駅|站|역|공항)$/u;
/** A station's side of town after the city ("北京南站" is Beijing South): the city is what comes before. */
const CJK_SIDE = /[南北东西東]$/u;

/** Place names in CJK and Thai text: the runs of the script, travel words and particles taken out. */
function cjkNames(text: string): string[] {
  const names: string[] = [];
  for (const run of text.match(CJK_RUN) ?? []) {
    // Names in Han, kana and hangul may run on into an address ("上海市闵行区申长路"): the resolver finds them in it.
    const longest = 16;
    for (const piece of run.split(CJK_SPLIT)) {
      if (piece.length >= 2 && piece.length <= longest) names.push(piece);
      // "서울행", "부산으로": a Korean name with its particle.
      const bare = piece.replace(BARE.suffixes, "");
      if (bare !== piece && bare.length >= 2) names.push(bare);
      const place = bare.replace(CJK_STATION, "");
      if (place === bare) continue;
      if (place.length >= 2) names.push(place);
      if (place.length >= 3 && CJK_SIDE.test(place)) names.push(place.slice(0, -1));
    }
  }
  return names;
}

/** A street's words after its name: "Queen St", "George Street", "Airport Road". */
const STREET_AFTER = "road|rd|street|st|avenue|ave";
/** A street's word alone, as a name's last word; not "St." with its stop, a Danish station's ("Odense St."). */
const STREET_WORD = new RegExp(`^(?:${STREET_AFTER})$`, "iu");
/**
 * A name's words without a street's name and word at its end, which call a station after the street: "Queen St" is
 * Glasgow's station, no place called Queen. Before a name, "St." is a saint: "St. Anton".
 */
const withoutStreets = (words: string[]) =>
  words.length >= 2 && STREET_WORD.test(words[words.length - 1]!) ? words.slice(0, -2) : words;

/** Not a street named after an airport: "Business Gate, Airport Road, Riyadh" is a hotel's address. */
const NOT_A_STREET = String.raw`(?!\s+(?:${STREET_AFTER}|boulevard|blvd|drive|way|highway|hwy)\b)`;
const AIRPORT_NAME = String.raw`(?:^|[^\p{L}])(?:${AIRPORT_NAMES.join("|")})(?![\p{L}])${NOT_A_STREET}`;
/** An airport named by its word ("aeropuerto SCL", "Airport"), not by a code in brackets. */
export const AIRPORT_NAME_WORDS = new RegExp(AIRPORT_NAME, "iu");
/** A location that is an airport or a station: the event is a leg. "(TBD)", "(TBA)" are placeholders, not airports. */
export const AIRPORT_WORDS = new RegExp(String.raw`${AIRPORT_NAME}|\((?!TB[ACD]\))[A-Z]{3}\)`, "iu");

// ── Cleaning ─────────────────────────────────────────────────────────────────────────────────────

const BOOKING_PREFIX = new RegExp(
  String.raw`^(?:booking\.com|booking|airbnb|expedia|hotels\.com|agoda|trivago|vrbo|hostelworld|tripadvisor|kayak|skyscanner|kiwi\.com|trainline|omio|flixbus|tripit|google flights|ryanair|easyjet|lufthansa|klm|air france|british airways|iberia|tap(?: air portugal)?|vueling|wizz ?air|united|delta|american airlines|emirates|qatar airways|turkish airlines|deutsche bahn|db|sncf|renfe|trenitalia|cp|eurostar|${BOOKING_WORDS.join("|")})\s*[:：|\-–—]\s*`,
  "iu",
);

/** Emoji, pictographs and their joiners, as spaces. */
const withoutEmoji = (text: string) =>
  text
    // An arrow drawn as an emoji is still an arrow: "VIA 55 TO ➡️ MTL".
    .replace(/[➡⮕]\uFE0F?/gu, "→")
    .replace(/[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\uFE0F\u200D\u20E3]/gu, " ")
    // An address's lines stay lines ("Kikutvegen 21\n3580 Geilo\nNorge"): its parts.
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n[\s]*/g, "\n")
    .trim();

/**
 * A route written right to left points its arrow the way it reads: "الرياض ← طرابزون" is Riyadh to Trabzon,
 * as Arabic and Hebrew booking sites write it; as stored, the first name is where it leaves from.
 */
export const inReadingOrder = (summary: string) =>
  /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(summary) ? summary.replace(/\s*[←⬅]\uFE0F?\s*/gu, " → ") : summary;

/** The port a cruise's day in port names ("Norwegian Bliss - Port of Call: Victoria, BC" is Victoria, BC), or null. */
export function portOfCall(summary: string): string | null {
  const words = PORT_CALL.exec(summary);
  if (!words) return null;
  const after = summary
    .slice(words.index + words[0].length)
    .replace(/^[\s:–—-]+/u, "")
    .trim();
  const before = summary
    .slice(0, words.index)
    .replace(/[\s:–—-]+$/u, "")
    .trim();
  return after || before || null;
}

/**
 * A title without emoji and booking-site prefixes: "✈️ Paris" → "Paris", "Booking.com: Hotel Adlon, Berlin" → "Hotel
 * Adlon, Berlin".
 */
export function cleanTitle(summary: string): string {
  // Before the booking prefixes: "Pociąg do:" is a journey's words, not a booking's label.
  let text = withoutEmoji(summary).replace(TO_WITH_COLON, "$1");
  for (let i = 0; i < 3; i++) {
    const next = text.replace(BOOKING_PREFIX, "");
    if (next === text) break;
    text = next;
  }
  return text.trim();
}

/** Lines of a description that any booking adds, whatever the booking (TripIt's footer, links, apps). */
const BOILERPLATE =
  /(https?:\/\/|www\.|tripit|organi[sz]e your travel|view (?:and\/or edit )?(?:details|itinerary)|manage (?:your )?booking|download the app|unsubscribe|privacy|terms|this (?:event|invitation) (?:was|is)|invitation from google|google calendar|outlook|microsoft teams|join (?:zoom|the meeting)|reservation url|phone number)/i;

export function cleanDescription(description: string | null | undefined): string {
  if (!description) return "";
  return description
    .split(/\r?\n|\\n/)
    .filter((line) => !BOILERPLATE.test(line))
    .join("\n")
    .slice(0, 2_000);
}

/**
 * Postcodes of a shape only one country writes: Portugal's 1100-053, Brazil's 01310-200, Poland's 31-042, Britain's
 * KW16 3AA.
 */
const POSTCODE_COUNTRIES: [RegExp, string][] = [
  [/^(?:\D*\s)?\d{4}-\d{3}\s+\p{L}/u, "PT"],
  [/^(?:\D*\s)?\d{5}-\d{3}(?:\s+\p{L}|$)/u, "BR"],
  [/^(?:\D*\s)?\d{2}-\d{3}\s+\p{L}/u, "PL"],
  // Britain's after its town, "Stromness, Orkney KW16 3AA": not Jersey's, Guernsey's or Man's, of the same shape.
  [/(?:^|\s)(?!GY|JE|IM)[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/u, "GB"],
];

/** The city part of an address piece: postcodes and house numbers out ("FI-02600 Espoo" → "Espoo", "10117 Berlin"). */
function withoutPostcode(part: string): string {
  return part
    .replace(/\b\d{4} ?[A-Z]{2}\b/g, " ") // 1012 KD (the Netherlands)
    .replace(/\b[A-Z]{1,2}-?\d{3,6}(?:-\d{3})?\b/g, " ") // FI-02600, D-10117, CH-8001
    .replace(/\b\d{2,6}(?:[- ]\d{3,4})?\b/g, " ") // 10117, 1100-053, 75001, 94305
    .replace(/\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/g, " ") // SW1A 1AA
    .replace(/(?<=\p{L}\s+)[A-Z]{1,2}\d[A-Z\d]?$/u, " ") // "Cardiff CF5": a British postcode's first half alone
    .replace(/\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b/g, " ") // H3A 1Y9 (Canada)
    .replace(/\b[A-Z]\d{2}(?: ?[A-Z\d]{4})?\b/g, " ") // D02 X285 (an Irish Eircode)
    .replace(/\sOT\s.*$/u, " ") // "25980 Sylt OT Rantum": the district (Ortsteil) after its town
    .replace(/(?<=\p{L})\s+\d{1,2}$/u, " ") // "110 00 Praha 1": a city's district by its number
    .replace(/\s+/g, " ")
    .trim();
}

/** An address's piece that writes a postcode, then a town: "6580 St. Anton am Arlberg", "75001 Paris". */
const POSTCODE_THEN_TOWN = /^(?:[A-Z]{1,2}-)?\d{4,6}(?:-\d{3})?\s+\p{L}/u;

/** A division named by two points of the compass, in capitals: "North West", "North-West", "South East". */
const COMPASS_DIVISION = /^(?:North|South)[- ]?(?:East|West)$/u;

/** Street-ish pieces of an address never name the city. */
const STREET =
  /\b(street|st\.|road|rd\.|avenue|ave\.?|boulevard|blvd|lane|drive|way|place|square|strasse|straße|str\.|weg|gasse|platz|allee|rue|avenida|av\.|calle|carrer|rua|via|viale|piazza|largo|travessa|praça|plaza|suite|floor|apt|unit|building|terminal|gate|hall|room|level|jl\.?|jln\.?|jalan)\b|\d/i;

// ── Stations ─────────────────────────────────────────────────────────────────────────────────────

const STATIONS: [RegExp, string][] = [
  [
    /\bst\.? pancras\b|\bking'?s cross\b|\beuston\b|\bpaddington\b|\bwaterloo station\b|\bvictoria station\b|\bliverpool street\b|\bheathrow\b|\bgatwick\b/i,
    "London",
  ],
  [
    /\bgare (?:du nord|de l'est|de lyon|montparnasse|saint-lazare|d'austerlitz)\b|\bparis[- ]nord\b|\bcharles de gaulle\b|\borly\b/i,
    "Paris",
  ],
  [/\batocha\b|\bchamart[ií]n\b|\bbarajas\b/i, "Madrid"],
  [/\bsants\b|\bel prat\b/i, "Barcelona"],
  [/\bpenn station\b|\bgrand central\b|\bjfk\b|\blaguardia\b|\bnewark\b/i, "New York"],
  [/\btermini\b|\bfiumicino\b/i, "Rome"],
  [/\bsanta lucia\b/i, "Venice"],
  [/\bsanta apol[oó]nia\b|\bgare do oriente\b/i, "Lisbon"],
  [/\bcampanh[ãa]\b/i, "Porto"],
  [/\bmilano centrale\b|\bmalpensa\b|\blinate\b/i, "Milan"],
  [/\bz[uü]rich hb\b/i, "Zürich"],
  [/\bschiphol\b|\bamsterdam centraal\b/i, "Amsterdam"],
  [/\bshinjuku\b|\bshibuya\b|\bnarita\b|\bhaneda\b/i, "Tokyo"],
];

/** "Berlin Hbf", "Wien Hauptbahnhof", "Firenze Santa Maria Novella": the city before the station word. */
const STATION_WORD = new RegExp(
  String.raw`([\p{L}][\p{L}\- ]{1,40}?)\s+(?:${STATION_NAMES.join("|")})(?![\p{L}])`,
  "iu",
);

/** The city a station text names ("Paris Gare du Nord", "München Hbf", "St Pancras"), else null. */
function stationCity(text: string): string | null {
  for (const [pattern, city] of STATIONS) if (pattern.test(text)) return city;
  const station = STATION_WORD.exec(text);
  return station ? station[1]!.trim() : null;
}

// ── Candidates ───────────────────────────────────────────────────────────────────────────────────

const ARROW = String.raw`(?:->|=>|→|➝|➞|➔|➜|⟶|⇒|>|»)`;
/** TripIt's "Ground Transportation: <from> to <to>" (or an arrow): its ends, groups 1 and 2. */
const TRIPIT_TRANSFER = new RegExp(String.raw`^\s*ground transportation:\s*(\S.*?)\s+(?:to|${ARROW})\s+(\S.*)$`, "iu");
const DASH = String.raw`(?:–|—)`;
/** "BER–LIS", "LIS → OPO", "TP1351 LIS-OPO", "FRA to JFK": the arrival is the second code. */
// Not a slash: "CPA/IFC", "SC/IFC" are pairs of acronyms, not a route (docs/api.md §8.2).
export const AIRPORT_ROUTE = new RegExp(
  String.raw`\b([A-Z]{3})\s*(?:${ARROW}|${DASH}|-|\bto\b|\bnach\b|\bà\b|\ba\b|\bpara\b|\bper\b)\s*([A-Z]{3})\b`,
  "u",
);
/** The code after a title's last arrow. */
const LAST_ARROWED_CODE = new RegExp(String.raw`${ARROW}\s*([A-Z]{3})\b(?!.*${ARROW})`, "u");
/** "(LIS)", "[BCN]": an airport code in brackets. */
const AIRPORT_IN_BRACKETS = /[([](?!TB[ACD][)\]])([A-Z]{3})[)\]]/;

/** A leg's start, when its far end is named: below MIN_CONFIDENCE (./detection.ts) whatever the city's size. */
const DEPARTURE_WEIGHT = 0.44;

/** "A - B", "A – B": a leg's start and far end, when the event is a leg. */
export const DASHED_ROUTE = new RegExp(String.raw`^(.+?)\s+(?:${DASH}|-)\s+(.+)$`, "u");
const DASHED_STOP = new RegExp(String.raw`\s+(?:${DASH}|-)\s+`, "u");

/**
 * A dashed title's ends. The dash after a train's number may open its route: "Eurostar 9024 - London St Pancras
 * International to Paris Gare du Nord" goes to Paris, "Amtrak Cascades 510 - Seattle, WA to Vancouver, BC" leaves
 * from Seattle.
 */
function dashedEnds(title: string): { start: string; end: string } | null {
  const dashed = DASHED_ROUTE.exec(title);
  // A carrier after the dash is who takes the member, not where: "Bodrum'a otobüs – Metro Turizm".
  const named = (stop: string) => withoutCarriers(cleanPlace(stop)).trim() !== "";
  if (!dashed || !named(dashed[2]!)) return null;
  const route = BARE_ROUTE.exec(dashed[2]!);
  // Stops on the way lead to the last: "Tåg Ystad – Malmö – Stockholm" goes to Stockholm.
  const last = dashed[2]!.split(DASHED_STOP).filter(named).pop() ?? dashed[2]!;
  return { start: route?.[1] ?? dashed[1]!, end: route?.[2] ?? last };
}

/** "上海虹桥-深圳宝安": two names in Han or kana either side of a dash. */
// An airport's terminal may follow each end: "上海虹桥T2-深圳宝安T3".
const CJK_DASHED_ROUTE =
  /([\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]{2,})(?:\s*T\d)?\s*[-–—－]\s*([\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]{2,})/u;

/** A Chinese or Japanese leg's ends either side of its bare dash ("MU5331 上海虹桥T2-深圳宝安T3"), or null. */
export function cjkLegEnds(summary: string): { start: string; end: string; codes: false } | null {
  const ends = CJK_DASHED_ROUTE.exec(summary);
  return ends ? { start: ends[1]!, end: ends[2]!, codes: false } : null;
}

/** "A -> B", "A ➞ B": the far end. */
const NAME_ARROW_ROUTE = new RegExp(String.raw`([^\n]+?)\s*${ARROW}\s*([^\n]+)`, "u");
/**
 * A route "from X to Y" in any language of lib/calendar/vocabulary.ts ("von X nach Y", "de X à Y", "z X do Y",
 * "из X в Y", "İstanbul'dan Berlin'e", "从北京到上海"): X and Y as groups 1 and 2, and the case endings of Y.
 */
export const fromToOf = (text: string) => firstMatch(FROM_TO_PHRASES, text, (match) => !lowerCaseEnds(match));
/**
 * A route's far end in lower case, in a title that writes capitals, is a word, not a place: "Fim de semana com a avó"
 * is a weekend with a grandmother, "Vine Andreea din Iași – o iau de la gară" a friend met at the station. A title all
 * in lower case may write places so ("from paris to rome").
 */
const lowerCaseEnds = (match: RegExpExecArray) =>
  match[2] !== undefined && /^\p{Ll}/u.test(match[2]) && /\p{Lu}/u.test(match.input);

/** A stop word and what follows it: "on Mar 3", "for 2 weeks", a layover's "via BKK" or "(via GRU)", "über Wien". */
const AFTER_STOP_WORD = new RegExp(String.raw`[\s(](?:${STOP_WORDS.join("|")})\s.*$`, "iu");

/** Flight numbers, codes, dates and what follows them: "to Lisbon on Mar 3", "in Bali for 2 weeks". */
/** An article inside a place's name, before its capitalised next word ("Viña del Mar", "Playa del Carmen"). */
const ARTICLE_IN_NAME = /\s(el|del|le|du|il|dal|do|no)\s(?=\p{Lu})/gu;

/** The first words of Spanish and Portuguese places' names as people shorten them, with a dot. */
const SHORTENED_WORDS: Record<string, string> = {
  Pto: "Puerto",
  Pta: "Punta",
  Sta: "Santa",
  Sto: "Santo",
  Gral: "General",
  Cd: "Ciudad",
};
const SHORTENED_WORD = new RegExp(
  String.raw`(?<![\p{L}])(${Object.keys(SHORTENED_WORDS).join("|")})\.\s*(?=\p{Lu})`,
  "gu",
);

export function cleanPlace(raw: string): string {
  return (
    raw
      // A Vietnamese city's "TP." (thành phố) is no part of its name, and its dot no end of it: "TP.HCM".
      .replace(/^(?:tp|t\.p)\.\s*/iu, "")
      // A Spanish or Portuguese name's first word shortened, whose dot is no end of it: "Pto. Natales", "Sta. Cruz".
      .replace(SHORTENED_WORD, (_, word: string) => `${SHORTENED_WORDS[word]} `)
      // Held together (a word joiner) so that the stop words after a name do not cut it.
      .replace(ARTICLE_IN_NAME, "\u2060$1\u2060")
      .replace(/\([^)]*\)|\[[^\]]*\]/g, " ")
      .replace(
        /\b(?:confirmation|conf\.?|booking|ref(?:erence)?|pnr|buchungsnummer|r[ée]f[ée]rence|localizador|c[oó]digo)\b.*$/i,
        " ",
      )
      .replace(AFTER_STOP_WORD, " ")
      .replace(/\s(?:-|–|—|\||·|•)\s.*$/, " ")
      // Not after an abbreviation: "St. Anton am Arlberg", "Mt. Hood", "Ste. Maxime".
      .replace(/(?<!(?:^|\s)(?:St|Ste|Mt|Ft|Pt))[.!:|#·•]+.*$/u, " ")
      .replace(/\b[A-Z]{2}\s?\d{2,4}\b/g, " ") // flight numbers
      .replace(/\d+/g, " ")
      .replace(/\u2060/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/**
 * A text's comma- or semicolon-separated parts (the Arabic comma too), as candidates: "Hotel Adlon, Berlin" gives
 * Berlin first.
 */
function partsOf(
  text: string,
  weight: number,
  push: (candidate: PlaceCandidate) => void,
  options: { address?: boolean; phrase?: boolean } = {},
) {
  // A Turkish address writes its district and city with a slash ("34381 Şişli/İstanbul"), a Brazilian one its
  // city and state with a dash ("Rio Vermelho, Salvador - BA").
  // Quebec writes its province in brackets after the town ("Rimouski (Québec) G5L 1P2"): its code, as the rest of
  // Canada writes it.
  const parts = (options.address ? text.replace(QUEBEC_IN_BRACKETS, " QC") : text)
    .split(options.address ? /[,;،\n|/]|\s[-–]\s/ : /[,;،\n|]/)
    .map((part) => part.trim())
    .filter(Boolean);
  let country: string | null = null;
  const places: string[] = [];
  for (const part of parts) {
    const code = countryOf(part);
    if (code) country ??= code;
    else places.push(part);
  }
  const writtenCountry = country !== null;
  // No country written: a postcode of one country's own shape tells it ("5085-034 Pinhão" is in Portugal).
  if (options.address && !country) {
    // Not an address's first part, its house's numbers: "80-100 Napier Road, Taupō 3330" is no Polish postcode.
    const shaped =
      POSTCODE_COUNTRIES.find(([shape]) =>
        places.some((part, index) => (index > 0 || places.length === 1) && shape.test(part)),
      )?.[1] ?? null;
    // Not when the address writes another country's state: "61-101 Phillip St, Sydney NSW 2000" is a house's numbers.
    const elsewhere = shaped ? stateOf(places, null, options.phrase, !options.address) : null;
    country = elsewhere && elsewhere.country !== shaped ? null : shaped;
  }
  const state =
    options.address || options.phrase
      ? (stateOf(places, country, options.phrase, !options.address) ??
        stateAfterTheTownOf(places, options.address ? text : null, country))
      : null;
  // The city is usually the last piece before the country: "Rua Augusta 12, 1100-053 Lisboa, Portugal".
  const ordered = places.reverse();
  // …unless a piece writes its postcode before its name: that is the town, and what follows it is the state it is
  // in ("Im Gries 12, 6580 St. Anton am Arlberg, Tirol"). Not a house's number ("4000 Gulf Blvd"), nor a Turkish
  // district before its city ("06680 Çankaya/Ankara" is in Ankara).
  const town = options.address
    ? ordered.findIndex(
        (part) =>
          POSTCODE_THEN_TOWN.test(part) &&
          // A name's opening "St." is a saint's: "6580 St. Anton am Arlberg", "9000 St. Gallen".
          !STREET.test(withoutPostcode(part).replace(/^St\.?\s/, "Saint ")) &&
          !text.includes(`${part}/`),
      )
    : -1;
  const rank = (index: number) => (index === town ? 0 : index < town ? index + 1 : index);
  let provinceLast = false;
  ordered.forEach((part, index) => {
    // A name then a postcode, after another place: "…, Koh Lanta, Krabi 81150, Thailand".
    // …or the last before its country: "…, Sa Pa, Lào Cai, Việt Nam".
    // Not a town written with its state's code before the postcode: "Hollywood FL 33019".
    // A division named by its compass point ("…, Ledig, North West, 0316", South Africa's province) is a province,
    // though such words alone name no place in a title.
    const compassDivision = options.address && COMPASS_DIVISION.test(part);
    const province =
      compassDivision ||
      (options.address &&
        index < ordered.length - 1 &&
        !(state && part.includes(` ${state.code} `)) &&
        (/^\p{L}[\p{L}\s.'-]*\s(?:\d{4,6}|\d{3}-\d{4})$/u.test(part) ||
          (index === 0 && writtenCountry && /^\p{L}[\p{L}\s.'-]*$/u.test(part))))
        ? true
        : undefined;
    // Written without a postcode: "…, Mangalem, Berat 5001" is a quarter of the postal town.
    if (index === 0) provinceLast = province === true && !/\d/u.test(part);
    // "00184 Roma RM", "Toronto ON": a province's or state's code after the city is not part of its name.
    // …or a Danish postal district's letter ("1601 København V").
    // Google's maps write Latin America's "Ciudad" short: "C1414 Cdad. Autónoma de Buenos Aires", "Cdad. de México".
    const city = options.address
      ? withoutPostcode(part)
          .replace(/(?<=\p{L})\s+(?:[A-Z]{2,3}|[A-ZÆØ])$/u, "")
          .replace(/(?<!\p{L})Cdad\.\s*/gu, "Ciudad ")
      : part;
    if (!city || (options.address && STREET.test(city)) || part.replace(/\.+$/, "") === state?.code) return;
    // "CA 94305", "NY", "VA 22102)" (an address in brackets): a region code, not a city. A phrase's place is
    // what it names, short or not: "NYC trip", "Flight to LA".
    const named = options.phrase && index === ordered.length - 1;
    if (!named && /^[A-Z]{2,3}$/.test(city.replace(/[()[\]{}"'“”]/g, "").trim())) return;
    push({
      text: city,
      weight: weight - rank(index) * 0.08,
      kind: "name",
      country: state?.country ?? country,
      state,
      phrase: options.phrase,
      province,
      division: options.address && index < ordered.length - 1 ? true : undefined,
      beforeProvince:
        provinceLast && index === 1 && index < ordered.length - 1 && !NEIGHBOURHOOD.test(city) ? true : undefined,
    });
    // A city's quarter written before it is in that city: "Downtown Dubai", "Old Town Dubrovnik".
    const quarter = options.address ? CITY_QUARTER.exec(city) : null;
    if (quarter) push({ text: quarter[1]!, weight: weight - rank(index) * 0.08 - 0.01, kind: "name", country, state });
    // …and after it by its compass point, a city's: "Jakarta Pusat", "Jakarta Timur" (quarters the data set lacks).
    const compass = options.address ? COMPASS_QUARTER.exec(city) : null;
    if (compass)
      push({
        text: compass[1]!,
        weight: weight - rank(index) * 0.08 - 0.01,
        kind: "name",
        country,
        state,
        ofCity: true,
      });
  });
  // A town the data set lacks is in its state: "Bryce Canyon City, UT 84764" is in Utah.
  if (state) push({ text: state.code, weight: weight - 0.2, kind: "name", country: state.country, state });
}

/** A quarter of a town, as addresses write it before the town: "Barrio Amón", "Colonia Roma", "Centro". */
const NEIGHBOURHOOD = /^(?:barrio|bairro|colonia|col\.|quartier|sector|zona|centro|centre|center|downtown)\b/iu;

/**
 * A word for a lake, an island, a mountain, a beach or a cape, as names of such places begin with it: cut from the
 * rest ("Lac" of "Lac Ihema", "Isla" of "Isla del Sol") it is the feature's word, not the town a few places are called.
 */
const FEATURE_WORD = new RegExp(
  "^(?:" +
    [
      "isla|ilha|île|ile|isola|insel|island|pulau|nusa|ko|koh",
      "lac|lago|lake|loch|laguna|danau|see",
      "mont|monte|mount|mt|cerro|pico|sierra|serra|gunung|volcán|volcan",
      "playa|praia|plage|spiaggia|pantai|strand|beach",
      "cabo|cape|cap|punta|ponta|tanjung|bahía|bahia|baía|baie|baia|golfo|gulf|teluk",
      "r[ií]o|parque|park|salar|valle|glaciar",
    ].join("|") +
    ")$",
  "iu",
);

const QUEBEC_IN_BRACKETS = /\s*\((?:Qu[ée]bec|QC)\)/gu;

/** Two stations' codes either side of an arrow or a "to": "SBC → MAS", "from NDLS to FDB". */
const STATION_PAIR = new RegExp(
  String.raw`(?<![\p{L}\d])([A-Z]{2,5})\s*(?:${ARROW}|\bto\b)\s*([A-Z]{2,5})(?![\p{L}\d])`,
  "u",
);

/** An address's part that is a city's quarter, then the city: group 1. */
const CITY_QUARTER = /^(?:downtown|uptown|midtown|old town|city cent(?:er|re))\s+(\p{Lu}[\p{L} .'-]+)$/iu;
/**
 * An address's part that is a city, then its quarter's compass point in Indonesian or Malay: group 1. Not English's:
 * "Cardiff Central" is a station.
 */
const COMPASS_QUARTER = /^(\p{Lu}[\p{L} .'-]*?)\s+(?:pusat|utara|selatan|timur|barat)$/iu;

/** A country's ISO code when `code` is one ("FR", "DE"), else null. */
function countryCode(code: string): string | null {
  if (RETIRED_CODES.has(code)) return null;
  try {
    const name = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" }).of(code);
    return name && name !== code ? code : null;
  } catch {
    return null;
  }
}

const ARROWS = new RegExp(String.raw`\s*${ARROW}\s*`, "u");
/** "ICE 1006 nach Hamburg", "TGV 6201 à Lyon": a leg's destination after its number. */
/** The far end of a route in a title, and its weight: the last stop after arrows, "from X to Y", a leg's "A - B". */
/** Three capitals standing alone, whatever script is around them ("z DTW do CDG", "מSXF לOSL", "OSL से SXF तक"). */
const LONE_CODES = /(?<![A-Za-z\d])[A-Z]{3}(?![A-Za-z\d])/g;
/**
 * A run of capitalised words in Latin, Greek or Cyrillic letters ("Milano Centrale", "Hamburg Hbf",
 * "Leer(Ostfriesl)"); Georgian has cases too, but its words are no names here.
 */
const CASED = String.raw`(?=[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])`;
const RUN_WORD = String.raw`${CASED}\p{Lu}(?:${CASED}[\p{Lu}\p{Ll}]|\p{M}|[.'’()-])*`;
const CAPITALISED_RUN = new RegExp(String.raw`${RUN_WORD}(?: ${RUN_WORD})*`, "gu");
/** The capitalised words a text starts with ("Firenze" of "Firenze da Marta"). */
const LEADING_RUN = new RegExp(String.raw`^${RUN_WORD}(?: ${RUN_WORD})*`, "u");

/**
 * A leg's start and far end in any language, by their order (docs/api.md §8.2): nearly every
 * language writes where a journey leaves before where it goes, whatever its words ("Let DL 8573 z
 * DTW do CDG", "Vilciens ICE573 no Mannheim uz Reutlingen", "MAD에서 LPA(으)로 가는 IB 804 항공편",
 * "قطار EC 36 من Milano Centrale إلى Brig"). Two airport codes, else the first and last runs of
 * capitalised words that are no leg's number ("ICE573", "Sp 1786"): the last, and those before it; null with
 * fewer than two.
 */
export function legEnds(written: string): { start: string; end: string; codes: boolean } | null {
  // A layover is no end: "BT 342 Vilnius–Tallinn (via RIX)" ends in Tallinn, "Datça'ya otobüs (Metro Turizm, Marmaris
  // aktarmalı)" (Turkish, "changing at Marmaris") in Datça.
  const summary = written.replace(/[\s(]via\s.*$/iu, "").replace(CONNECTION_NOTE, "");
  const codes = [...new Set(summary.match(LONE_CODES) ?? [])];
  if (codes.length >= 2) return { start: codes[0]!, end: codes[codes.length - 1]!, codes: true };
  const matched = [...summary.matchAll(CAPITALISED_RUN)].filter(
    (run) => !/^\s?\d/.test(summary.slice(run.index! + run[0].length)),
  );
  // Two names joined by "and" are a pair, not a journey's ends: "Boda Laia & Pau", "Casamento Inês e Tomás".
  const [before, last] = matched.slice(-2);
  if (last && before && PAIRED.test(summary.slice(before.index! + before[0].length, last.index))) return null;
  const runs = matched.map((run) => run[0].replace(/[\s.'’(-]+$/u, "")).filter((run) => run.length >= 2);
  return runs.length >= 2 ? { start: runs.slice(0, -1).join(" "), end: runs[runs.length - 1]!, codes: false } : null;
}

/** A note in brackets at a title's end that names where the journey changes: "(Marmaris aktarmalı)", "(über Köln)". */
const CONNECTION_NOTE =
  /\s*\([^()]*(?<!\p{L})(?:aktarmal[ıi]|aktarma|über|через|przez|přes|umstieg|change at|changing at)(?!\p{L})[^()]*\)?\s*$/iu;

/** What joins two names into a pair: "&", "+", "and" in the languages of the calendars read. */
const PAIRED = /^\s*(?:&|\+|and|und|et|y|e|i|og|och|en|и|і)\s*$/iu;

/**
 * `legs`: the event is a leg; `dashes`: its title or place says so, so that a dash in the title is its route
 * (a flight in the description makes no route of "上海出差 – 供应商审核").
 */
function routeEnd(
  summary: string,
  legs: boolean,
  dashes: boolean,
): { text: string; weight: number; stems: Stem[]; whole?: string } | null {
  const stops = summary
    .split(ARROWS)
    .map((stop) => stop.trim())
    .filter(Boolean);
  if (stops.length >= 2) return { text: stops[stops.length - 1]!, weight: 0.95, stems: stemsOfTitle(summary) };
  const fromTo = fromToOf(summary);
  if (fromTo) return { text: fromTo.match[2]!, weight: 0.95, stems: fromTo.stems };
  if (!legs) return null;
  // "Portsmouth to Santander – Galicia": the dash names the ship, not a stop.
  const bare = BARE_ROUTE.exec(summary);
  if (bare) return { text: bare[2]!, weight: 0.9, stems: [] };
  const dashed = dashes ? dashedEnds(summary) : null;
  if (dashed) return { text: dashed.end, weight: 0.9, stems: stemsOfTitle(summary) };
  // Chinese and Japanese write a leg's ends with a bare dash: "MU5331 上海虹桥-深圳宝安".
  const cjkDashed = CJK_DASHED_ROUTE.exec(summary);
  if (cjkDashed) return { text: cjkDashed[2]!, weight: 0.9, stems: [] };
  const to = firstMatch(LEG_TO_PHRASES, summary);
  if (to) return { text: to.match[1]!, weight: 0.9, stems: to.stems };
  // Two names joined by a bare hyphen: "FastCat Iloilo-Bacolod" goes to Bacolod, "TGV Paris-Saint-Malo" to Saint-Malo.
  // The whole stays a stronger guess: "ICE Baden-Baden" goes to Baden-Baden, which is no route.
  const hyphened = HYPHENED_ROUTE.exec(summary);
  if (hyphened) return { text: hyphened[2]!, weight: 0.9, stems: [], whole: hyphened[0] };
  // A leg only by its description ("Kerst bij pa en ma (Zwolle)" over a flight's booking): its title's last
  // capitalised words are a guess, weaker than the title's own place ("Medellín (Selina)").
  const ends = legEnds(summary);
  return ends && !ends.codes ? { text: ends.end, weight: dashes ? 0.88 : 0.6, stems: [] } : null;
}

/** Capitalised names joined by bare hyphens ("Iloilo-Bacolod", "Paris-Saint-Malo"): the first, and the rest. */
const HYPHENED_ROUTE =
  /(?<![\p{L}\p{N}'’-])(\p{Lu}\p{Ll}[\p{L}'’.]*)-(\p{Lu}\p{Ll}[\p{L}'’.]*(?:-\p{Lu}\p{Ll}[\p{L}'’.]*)*)(?![\p{L}\p{N}'’-])/u;

/** The last code of a chain of three or more ("GRX → BCN → LYS"), or null. */
function lastOfChain(summary: string): string | null {
  const chain = /(?<![A-Za-z\d])[A-Z]{3}(?:\s*(?:->|→|➝|➞|➔|➜|⟶|⇒|–|—|-|>)\s*[A-Z]{3}(?![A-Za-z\d])){2,}/u.exec(
    summary,
  );
  return chain ? chain[0].slice(-3) : null;
}

/**
 * A division's or an island's word before its name, in Vietnamese, Indonesian, Persian and Arabic addresses: "TP Nam
 * Định", "Kab. Badung", "جزیره کیش" (Kish Island).
 */
const DIVISION_WORD = /^(?:tp\.?|t\.p\.|thành phố|tỉnh|huyện|quận|kota|kabupaten|kab\.|provinsi|جزیره|جزيرة)\s+/iu;
/** An Irish county as addresses write it: "Co. Mayo", "County Kerry" (group 1, its name). */
const IRISH_COUNTY = /^(?:Co\.|County)\s+(\p{Lu}[\p{L}'’ -]+)$/u;
/**
 * A first-level division's word after its name: "Ad Dakhiliyah Governorate", "Oudomxay Province", "Dubai Emirate",
 * "Navoiy viloyati" (Uzbek), "Qusar rayonu" or "Qusar r-nu" (Azerbaijani, whose districts are its first level),
 * "Түркістан облысы" (Kazakh), "Тверская область", "Хөвсгөл аймаг" (Mongolian).
 */
const PROVINCE_AFTER =
  /\s+(?:province|governorate|emirate|oblast|prefecture|viloyati|rayonu|r-nu|облысы|область|обл\.?|аймаг)$/iu;
/**
 * A first-level division's word before its name, as Spanish, Portuguese, Italian and French addresses write it:
 * "Región de Magallanes", "Regione Toscana", "Estado de México", and Portuguese's "Província de Gaza" (Mozambique's
 * and Angola's first level). Not Spanish's "Provincia de Cañete" nor "Departamento de Lima": a province or department
 * is the first level in some countries, the second in others.
 */
const PROVINCE_BEFORE =
  /^(?:regi[oó]n|regione|r[ée]gion|estado|província)(?:\s+(?:del?|di|do|da|du|of))?\s+(?=\p{L})/iu;
/** An article that may open a province's name or only follow its word: "Región de Los Lagos", "… de la Araucanía". */
const LEADING_ARTICLE = /^(?:la|las|los|el|le|les)\s+(?=\p{L})/iu;
/**
 * A division's or a village's word after its name: "Ko Lanta District", "Badung Regency", and as Turkic languages
 * write them, "Vodil qishlog‘i" (Uzbek), "Şirince köyü" (Turkish), "Xınalıq kəndi" (Azerbaijani), "Жабағылы ауылы"
 * (Kazakh), "Даланзадгад сум" (Mongolian), and an island's town named for it: "San Andrés Isla".
 */
const DIVISION_AFTER =
  /\s+(?:district|regency|amphoe|tumani|qishlog['‘’ʻ`]?i|köyü|ilçesi|kəndi|ауылы|ауданы|сум|isla)$/iu;

/** An airport's word after its city's name: "Melbourne Airport", "Vancouver International Airport". */
const AIRPORT_AFTER = /\s+(?:international\s+)?(?:airport|flughafen)$/iu;

/** The words an airport's name adds to its place's: "Tenerife Sur", "Sabiha Gökçen", "Milano Linate" keep theirs. */
const AIRPORT_NAME_END =
  /\s+(?:sur|norte|nord|sud|south|north|east|west|international|intl|airport|aeropuerto|a[ée]roport|flughafen)$/iu;

/**
 * The names a title writes beside an airport's code, and each without an airport's words ("Tenerife Sur"):
 * "那覇(OKA)", "Tenerife Sur (TFS)", "GOX (Goa)", "MNL→IAO Siargao".
 */
function namesBesideCode(summary: string, code: string): string[] {
  const stop = String.raw`()（）→➝➞➔➜⟶⇒>»|,–—`;
  const names = [
    new RegExp(String.raw`([^\s${stop}-][^${stop}]{0,30}?)\s*[(（]\s*${code}(?:\s+T\d)?\s*[)）]`, "u"),
    new RegExp(String.raw`(?<![A-Z])${code}\s*[(（]([^${stop}]{2,30})[)）]`, "u"),
    new RegExp(String.raw`(?<![A-Z])${code}\s+(\p{Lu}[\p{L}' ]{2,30})$`, "u"),
  ].flatMap((pattern) => {
    // Not the route's words before it: "Melbourne (MEL) to Queenstown (ZQN)".
    const name = cleanPlace(pattern.exec(summary)?.[1] ?? "").replace(/^(?:\p{Ll}+\s+)+/u, "");
    return name ? [name, name.replace(AIRPORT_NAME_END, "")] : [];
  });
  return names.filter((name) => name.length >= 2 && !isNotPlace(name));
}

/** A title that reads as a journey's, naming where it goes: a route, "from X to Y", "… a Praha", "A … B". */
export const titleReadsAsLeg = (title: string) => routeEnd(title, true, false) !== null;

/** How much less sure each further stem of a phrase's place is. */
const STEM_STEP = 0.005;

/**
 * A place as a phrase captured it, and its spellings without the language's case endings, a little
 * weaker ("do Krakowa" is Kraków, "Berlin'e" Berlin, "Helsinkiin" Helsinki: docs/api.md §8.2, "Languages").
 */
function phrasePlaces(text: string, stems: Stem[], weight: number, push: (candidate: PlaceCandidate) => void) {
  const place = cleanPlace(text);
  partsOf(place, weight, push, { phrase: true });
  // In a script without capitals a phrase may run past the name: its first word, a little weaker ("לאילת מחר", to
  // Eilat tomorrow; "לבאר שבע" is Beersheba whole).
  const firstWord = /^(\S+)\s/u.exec(place)?.[1];
  if (firstWord && !/[\p{Lu}\p{Ll}]/u.test(place)) partsOf(firstWord, weight - 0.01, push, { phrase: true });
  // A row lists its stems from the one that takes least off, each a little less sure: "Dubaya" is Dubay (Dubai) before
  // Duba, in Saudi Arabia.
  stemmed(place, stems).forEach((variant, index) =>
    partsOf(variant, weight - 0.02 - STEM_STEP * index, push, { phrase: true }),
  );
  // Whom the member stays with follows the place in any language: "Weekend a Firenze da Marta", "Lyon chez
  // Marc", "Lyon at Marc's". The leading capitalised words before a name are the place, a little weaker.
  // Not the start of a lodging's own name: "Ren i Tang Heritage Inn" is an inn's, and "Ren" no place.
  const lead = LEADING_RUN.exec(place)?.[0];
  const lodgingName = LODGING.test(/\S+$/u.exec(place)?.[0] ?? "");
  if (lead && lead !== place && !lodgingName && /\s\p{Lu}/u.test(place.slice(lead.length)))
    partsOf(lead, weight - 0.03, (candidate) => push({ ...candidate, cutShort: true }), { phrase: true });
}

/** Station and airport words, so that what is left of a station's name is its city ("Lyon Part-Dieu" → Lyon). */
const STATION_WORDS = new RegExp(String.raw`(?<![\p{L}])(?:${STRIPPED_NAMES.join("|")})(?![\p{L}])`, "giu");
/** Whether a text names a station or an airport (STATION_WORDS, tested without its global state). */
const NAMES_STATION = new RegExp(STATION_WORDS.source, "iu");
export const namesStation = (text: string) => NAMES_STATION.test(text);

/**
 * Candidates of a route's far end: its station's city, its parts, an airport code in it ("TPE 桃園"),
 * its CJK names, and its first words ("Paris Est", "Osaka-Kansai", "Lyon Part-Dieu": the city starts
 * a station's name), each a little weaker than the whole.
 */
/** Whether two texts are written in one script: a Latin name in brackets after a Chinese one is its reading. */
const sameScript = (a: string, b: string) =>
  [/\p{Script=Latin}/u, /\p{Script=Greek}/u, /\p{Script=Cyrillic}/u].some((script) => script.test(a) && script.test(b));

/** A train's name and number after a comma ("Shin-Osaka, Sakura 560", "Milano, Frecciarossa 9521"): no place. */
const TRAIN_NAME = /,\s*[^,]*\d+\s*$/u;

/**
 * A name as a text writes it in full: the name, then one or two more words of it, capitalised or after a
 * particle ("San Pedro" → "San Pedro de Atacama"), or a word of four letters or more that the text writes on
 * ("Swakop" → "Swakopmund", "Kodai" → "Kodaikanal"), the longer first. None when the text writes it no longer.
 */
function namedInFull(name: string, text: string): string[] {
  if (name.length < 3 || name.length > 40 || !/^\p{Lu}[\p{L}\s'’.-]*$/u.test(name)) return [];
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const word = String.raw`\s+(?:(?:${NAME_PARTICLES})\s+)?\p{Lu}[\p{L}'’-]+`;
  const longer = new RegExp(
    String.raw`(?<![\p{L}])${escaped}(?:(${word})(${word})?|(\p{Ll}{2,}))(?![\p{L}])`,
    "u",
  ).exec(text);
  if (!longer) return [];
  const [, first, second, letters] = longer;
  if (letters) return /^\p{L}{4,}$/u.test(name) ? [`${name}${letters}`] : [];
  // The longer first, then the shorter: "Byron Bay NSW 2481" may be "Byron Bay".
  return [...(second ? [`${name}${first}${second}`] : []), `${name}${first}`];
}

/** The small words inside places' names: "San Pedro de Atacama", "Castiglione della Pescaia", "Stratford upon Avon". */
const NAME_PARTICLES = "de|del|della|di|da|do|dos|das|du|des|la|le|el|sur|am|an|im|upon|on";

function farEndCandidates(
  place: string,
  weight: number,
  push: (candidate: PlaceCandidate) => void,
  stems: Stem[] = [],
) {
  const text = place.replace(TRAIN_NAME, "");
  const station = stationCity(text);
  if (station) push({ text: station, weight, kind: "name" });
  // A place in brackets after a far end that no place answers is where the leg lands: "Abraão (Ilha Grande)" is on
  // Ilha Grande, whose village the data set lacks. Well below the far end, which names it more closely: "Flores
  // (Petén)" is Flores, unless the far end is an island or region that holds it: "Μήλος (Αδάμας)" lands at Adámas,
  // Milos's port (`port`). Brackets after a name in another script read it in Latin letters: "桃園 (Taoyuan)".
  const bracketed = /^([^()]+)\((\p{Lu}[\p{L}\s'’.-]{2,30})\)\s*$/u.exec(text);
  const within =
    bracketed && sameScript(bracketed[1]!, bracketed[2]!) && !/^[A-Z]{3,4}$/.test(bracketed[2]!) ? bracketed[2]! : null;
  if (within && !STATION_WORDS.test(within) && !stationCity(within))
    push({ text: within.trim(), weight: weight - 0.1, kind: "name", port: true });
  // A bilingual station or town is written with a slash: each of its names, a little weaker.
  const [first, ...others] = bilingualNames(text);
  for (const name of first && others.length ? [first, ...others] : [])
    push({ text: name, weight: weight - 0.01, kind: "name" });
  phrasePlaces(text, stems, weight, push);
  // The far end of "Reisdag – terug naar Amsterdam ✈️" is where its "naar" goes.
  const to = firstMatch(LEG_TO_PHRASES, text);
  if (to) phrasePlaces(to.match[1]!, to.stems, weight, push);
  // Not a layover's: "Hanoi (VZ 103 + VJ 902 via BKK)" lands in Hanoi.
  const code = /(?:^|[^A-Za-z])([A-Z]{3})(?![A-Za-z])/.exec(text.replace(AFTER_STOP_WORD, ""));
  // A code alone is the airport; beside a name, the name says where more surely ("Vegas (CES)" is a fair's).
  const alone = code && text.replace(/[\s()[\]]+/g, "") === code[1];
  if (code) push({ text: code[1]!, weight: Math.min(1, weight + (alone ? 0.05 : -0.02)), kind: "airport" });
  for (const name of cjkNames(text)) push({ text: name, weight, kind: "name" });
  // An airport called by its own name lands in its city: "✈️ JL98 台北松山→羽田" is Tokyo.
  const airportCode = cjkAirportCode(text);
  if (airportCode) push({ text: airportCode, weight: weight + 0.02, kind: "airport" });
  const words = withoutStreets(
    cleanPlace(text.replace(STATION_WORDS, " "))
      .split(/[\s\-–]+/)
      .filter(Boolean),
  );
  // Not an article alone: "La" of "La Baule-Escoublac" is no place (LA is Los Angeles's nickname).
  for (let count = Math.min(3, words.length); count >= 1; count--)
    if (count > 1 || words[0]!.length > 2 || words.length === 1)
      push({
        text: words.slice(0, count).join(" "),
        weight: weight - 0.01 * (4 - count),
        kind: "name",
        ...(count < words.length && { cutShort: true }),
      });
}

/**
 * Where a leg leaves from, as texts to resolve, likeliest first: X of "from X to Y", the first stop
 * of "A → B" or A of "A - B", then the location (a rail or bus export puts the departure there).
 */
export function routeStartTexts(summary: string, location: string): string[] {
  const title = cleanTitle(summary).replace(LEADING_VAN, "");
  const stops = title
    .split(ARROWS)
    .map((stop) => stop.trim())
    .filter(Boolean);
  // A label before a colon is no stop: "Jadrolinija: Split → Stari Grad" leaves from Split, "Rail: New York Penn
  // Station to Washington Union Station" from New York.
  const unlabelled = (text: string) => text.replace(/^.*:\s+/u, "");
  const start =
    stops.length >= 2
      ? stops[0]!
      : (fromToOf(title)?.match[1] ?? BARE_ROUTE.exec(unlabelled(title))?.[1] ?? dashedEnds(title)?.start ?? null);
  // A station's name starts with its city's, whatever the title's start: "Talgo ➜ Alex 🚆" at "Cairo Ramses Station"
  // leaves Cairo when "Talgo" is no place.
  const station = NAMES_STATION.test(location)
    ? cleanPlace(location.replace(STATION_WORDS, " ")).split(/[\s,]+/)[0]
    : undefined;
  // Once the title names the start, the lone words of a location that is one name are no guess of it: "Cais" of
  // "Cais do Abraão" is a quay, "Hall" of "Moynihan Train Hall" a hall. An address's are its town's ("Stasiun Halim,
  // Jakarta Timur").
  const texts = [
    ...(start ? stopTexts(unlabelled(start)) : []),
    ...stopTexts(withoutEmoji(location), !start || location.includes(",")),
    ...(station && station.length > 2 ? [station] : []),
  ];
  return [...new Set(texts)].slice(0, 8);
}

/**
 * A stop's texts to resolve: its station's city, its names, and its words, for the city starts a
 * station's name ("Brig Bahnhofplatz") or is a word of a title's start ("FlixBus Berlin ZOB",
 * "Overnight bus Hanoi"): two words first, then each word, unless `lone` is false.
 */
export function stopTexts(text: string, lone = true): string[] {
  const texts: string[] = [];
  const station = stationCity(text);
  if (station) texts.push(station);
  const stop = afterCarrierPart(text);
  if (stop) texts.push(...bilingualNames(stop));
  texts.push(...bilingualNames(text));
  // A train's brand or carrier is no stop: "TGV" of "TGV INOUI 9246 Milan Porta Garibaldi" is an airport's
  // code in Bulgaria, "Line" of "Viking Line" a Czech village.
  const named = cleanPlace(withoutCarriers(text).replace(STATION_WORDS, " ")).trim();
  // A name of several words after a word of the carrier's: "Prom Santa Cruz de Tenerife".
  const tokens = /^\p{L}[\p{L}\s.'’]*$/u.test(named) ? named.split(/\s+/) : [];
  for (let from = 1; from <= tokens.length - 2 && from <= 3; from++) texts.push(tokens.slice(from).join(" "));
  const words = withoutStreets(named.split(/[\s\-–,]+/))
    // A two-letter word is a stop only in capitals ("LA → SF"): "Al" of "Al Boraq" is an article.
    .filter(
      (word) =>
        word &&
        !isTransport(word) &&
        !VESSEL_WORDS.test(word) &&
        !namesCarrier(word) &&
        (word.length > 2 || /^\p{Lu}{2}$/u.test(word)),
    );
  if (words.length >= 2) texts.push(words.slice(0, 2).join(" "));
  if (lone || words.length === 1) texts.push(...words.slice(0, 5));
  return texts.filter((name) => name.length >= 2 && !isNotPlace(name) && !isCarrierName(name));
}

/**
 * What follows a leg's number or a dash, which end its carrier's part: "Train VIA 24 Québec" leaves from Québec,
 * not VIA's airport, and "Amtrak 7 Empire Builder – Chicago" from Chicago. Null when nothing of letters follows.
 * Read word by word, in one pass: a title is someone else's text, of any length.
 */
function afterCarrierPart(text: string): string | null {
  const words = text.trim().split(/\s+/u);
  let last = -1;
  for (const [index, word] of words.entries()) if (/[\d–—]/u.test(word)) last = index;
  const separator = last >= 0 ? last : words.indexOf("-");
  if (separator < 0 || !/^(?:\d{1,5}|[-–—])$/u.test(words[separator]!)) return null;
  const rest = words.slice(separator + 1).join(" ");
  return /^\p{L}/u.test(rest) ? rest : null;
}

/**
 * The names of a bilingual place written with a slash, each without its station words: "Bruxelles
 * Central/Brussel Centraal" is Bruxelles and Brussel (docs/api.md §8.2). One name when there is
 * no slash.
 */
export function bilingualNames(text: string): string[] {
  const names = text
    .split("/")
    .map((part) => stationCity(part) ?? cleanPlace(part.replace(STATION_WORDS, " ")))
    .filter((name) => name.length >= 2);
  return [...new Set(names)];
}

/** A description's labelled line ("Destination: Lisbon", "Bestemming: Lissabon"): the place as group 1. */
const LABELLED = new RegExp(String.raw`^\s*(?:${LABELS.join("|")})\s*[:：]\s*(.+)$`, "iu");

/** Candidate places of an event, with their weights; the resolver decides which is a city. */
/**
 * A title's first words, weakly: the place a stay's title opens with ("Koh Phangan 🌕 Full Moon"). Only
 * read when an address agrees with them (lib/calendar/detection.ts): alone, a first word is no place. More
 * words that name a place name it more closely: "Gili Air Santay" is Gili Air, not the Gili Islands.
 */
export function openingCandidates(summary: string): PlaceCandidate[] {
  const words = cleanPlace(cleanTitle(summary)).split(" ").filter(Boolean);
  return [3, 2, 1]
    .filter((count) => count < words.length)
    .map((count) => ({ text: words.slice(0, count).join(" "), weight: 0.48 + 0.02 * count, kind: "name" as const }));
}

/**
 * Whether a title says where someone comes from: no destination of the member's ("Sera & kids from Suva staying w/ us",
 * "Lara lands from Montréal – pick up", "表妹從台北來玩"). Not a route's start ("Bus from Quito to Baños"), nor where the
 * member works from ("Working from Tbilisi").
 */
export const namesOrigin = (title: string) =>
  !fromToOf(title) && !WORKING_FROM_PHRASES.some((phrase) => phrase.pattern.test(title)) && ORIGIN_PLACE.test(title);

/** A title without the places it says someone comes from (namesOrigin). */
const withoutOrigins = (title: string) => (namesOrigin(title) ? title.replace(ORIGINS, " ").trim() : title);
const ORIGINS = new RegExp(ORIGIN_PLACE.source, "gu");

export function placeCandidates(
  event: {
    summary?: string | null;
    description?: string | null;
    location?: string | null;
  },
  /** The event is a leg whatever its words say (a numbered route: "FR1234 Dublin - London Stansted"). */
  leg = false,
  /**
   * The event spans whole days: its location is where the stay is, though its description tells the way
   * there ("Tuktuk from Mombasa … via Likoni ferry" under "Diani – Airbnb ya beach").
   */
  wholeDays = false,
): PlaceCandidate[] {
  const candidates: PlaceCandidate[] = [];
  const push = (candidate: PlaceCandidate) => {
    const text = candidate.text.replace(/^[\s"'“”‘’«»(]+|[\s"'“”‘’«»),.]+$/g, "").trim();
    if (text.length < 2 || text.length > 80) return;
    if (candidate.cutShort && FEATURE_WORD.test(text)) return;
    // "TP Nam Định", "Kabupaten Badung": the place without its division's word.
    const bare = text.replace(DIVISION_WORD, "");
    if (bare !== text) push({ ...candidate, text: bare });
    // "Co. Mayo", "County Kerry": the Irish county, whichever way the data set names it ("Mayo County", "Kerry").
    const county = candidate.kind === "name" ? IRISH_COUNTY.exec(text)?.[1] : undefined;
    if (county) {
      if (text.startsWith("Co."))
        push({ ...candidate, text: `County ${county}`, weight: candidate.weight - 0.01, division: true });
      push({ ...candidate, text: `${county} County`, weight: candidate.weight - 0.01, division: true });
      push({
        ...candidate,
        text: county,
        weight: candidate.weight - 0.02,
        country: "IE",
        division: true,
        regionOnly: true,
      });
    }
    // "Ko Lanta District", "Kuta Regency": the place its district is named for, a little weaker.
    const named = text.replace(DIVISION_AFTER, "");
    if (named !== text && named.length >= 2) push({ ...candidate, text: named, weight: candidate.weight - 0.01 });
    // "Melbourne Airport", the suburb its airport makes, and a hotel named so: the city the airport serves.
    const served = candidate.kind === "name" ? text.replace(AIRPORT_AFTER, "") : text;
    if (served !== text && served.length >= 2) push({ ...candidate, text: served, weight: candidate.weight - 0.01 });
    // "Ad Dakhiliyah Governorate", "Navoiy viloyati": the province of that name, whatever its capital is called.
    const province = candidate.kind === "name" ? text.replace(PROVINCE_AFTER, "").replace(PROVINCE_BEFORE, "") : text;
    if (province !== text && province.length >= 2) {
      push({ ...candidate, text: province, weight: candidate.weight - 0.01, province: "named" });
      const unarticled = province.replace(LEADING_ARTICLE, "");
      if (unarticled !== province && unarticled.length >= 2)
        push({ ...candidate, text: unarticled, weight: candidate.weight - 0.02, province: "named" });
    }
    // "TOULOUSE FR" (a ticket's upper case): the place, in the country its code names.
    const coded = /^(\p{Lu}[\p{Lu}\s'-]+?)\s+([A-Z]{2})$/u.exec(text);
    if (candidate.kind === "name" && coded && countryCode(coded[2]!))
      push({ ...candidate, text: coded[1]!, country: countryCode(coded[2]!) });
    // A state's own code stands for the state ("UT" of "Alta, UT 84092"), though "CA" is also Canada's.
    if (candidate.kind === "name" && candidate.state?.code !== text && !candidate.province && isNotPlace(text)) return;
    if (candidate.kind === "name" && isCarrierName(text)) return;
    if (candidate.kind === "airport" && stationCodes) return;
    candidates.push({ ...candidate, text, weight: Math.max(0, Math.min(1, candidate.weight)) });
  };
  const summary = withoutOrigins(cleanTitle(event.summary ?? ""));
  const description = cleanDescription(event.description);
  const location = withoutEmoji(event.location ?? "");
  const stationCodes = isGroundLeg(event.summary ?? "");

  // A name written beside the far end's code is where the member says it lands, in the airport's country: "那覇(OKA)"
  // is Naha, though OKA's city is Okinawa; "Tenerife Sur (TFS)" the island; "Queenstown (ZQN)" New Zealand's.
  const farCode = (code: string) => {
    const names = namesBesideCode(summary, code);
    const airport = airportOf(code);
    const country = airport ? countryOf(airport.country) : null;
    push({ text: code, weight: names.length > 0 ? 0.9 : 1, kind: "airport" });
    for (const name of names) push({ text: name, weight: 1, kind: "name", country });
  };
  const codes = AIRPORT_ROUTE.exec(summary) ?? AIRPORT_ROUTE.exec(event.summary ?? "");
  // A chain of codes lands at its last: "GRX → BCN → LYS" is Lyon, BCN a connection; so does a connection written
  // as a leg of its own: "AK 884 PEN → DMK + FD 3441 → CNX" is Chiang Mai.
  if (codes) farCode(lastOfChain(summary) ?? LAST_ARROWED_CODE.exec(summary)?.[1] ?? codes[2]!);
  // Two codes with any words between, in a leg: the second is where it goes.
  const coded = legEnds(summary);
  // Not when an arrow leads to a name: "ICE 1019 FRA Flughafen → Hamburg Hbf" goes to Hamburg, ICE is a train.
  const arrowsToName = ARROWS.test(summary) && !/(?<![A-Za-z])[A-Z]{3}(?![A-Za-z])/.test(summary.split(ARROWS).pop()!);
  const codedEnd = !codes && !arrowsToName && coded?.codes && (leg || isTransport(summary) || hasLegNumber(summary));
  if (codedEnd) farCode(coded.end);
  // The title or its place says it is a leg: a flight named in the description ("航班 CI501 桃园→浦东" under
  // "上海出差 – 供应商审核") makes no route of the title's dash.
  const titleLeg = leg || namesItsLeg(event);
  // A drive's place, like a leg's, is where it leaves from: "Drive to Skye 🚗" at "Glasgow" goes to Skye.
  const legs = titleLeg || isTransport(description) || DRIVE.test(summary);
  // A route's far end is where the leg goes: the last stop of "A → B → C", Y of "from X to Y", B of a
  // leg's "A - B" or "… nach B". The location of such a leg is where it leaves from (docs/api.md §8.2).
  const far = routeEnd(summary, legs, titleLeg);
  // A far end the data set lacks may still be a district's name: "Salvador → Lençóis" goes to Bahia (division).
  if (far?.whole) push({ text: far.whole, weight: far.weight + 0.01, kind: "name" });
  if (far)
    farEndCandidates(
      far.text,
      far.weight,
      (candidate) => push({ ...candidate, division: candidate.kind === "name" }),
      far.stems,
    );
  // A far end the description or the location writes in full is the place so named: "Transfer CJC → San Pedro"
  // dropping off at "…, San Pedro de Atacama", "Drive WHK → Swakop 🚙" at "Swakopmund" (the shorter name then gives
  // way to it, lib/calendar/detection.ts).
  const inDescription = far ? namedInFull(cleanPlace(far.text), description) : [];
  const fuller = far && inDescription.length === 0 ? namedInFull(cleanPlace(far.text), placeNamed(location)) : [];
  for (const [index, text] of [...inDescription, ...fuller].entries())
    push({ text, weight: far!.weight + 0.01 - index * 0.001, kind: "name" });
  // A ground leg between two Indian Railways stations' codes goes to the town the far one serves: "🚆 SBC → MAS |
  // 12008 Shatabdi" is Chennai, not a village in Italy called Mas (the resolver decides, knowing the member's country).
  const stations = stationCodes ? STATION_PAIR.exec(summary) : null;
  if (far && stations) push({ text: `${stations[1]}→${stations[2]}`, weight: far.weight + 0.04, kind: "station" });
  const dashed = DASHED_ROUTE.exec(summary);
  // "Lisbon — Hotel Avenida" on a stay is a city and a place.
  if (dashed && !titleLeg) {
    partsOf(dashed[1]!, 0.72, push);
    partsOf(dashed[2]!, 0.62, push);
  }
  // Where a leg leaves from is never where it goes: when the route names its far end, its start (the
  // location, a station in the title) stays below a guess even when the far end resolves to nothing
  // ("Train S0 from Köln Hbf to Somewhere", docs/api.md §8.2).
  const leaving = (weight: number) => ((far || codedEnd) && !wholeDays ? Math.min(weight, DEPARTURE_WEIGHT) : weight);
  // A trip the title sends to a country ("Voyage au Maroc – vacances") goes to no one town its description plans.
  let tripToCountry = false;
  for (const [phrases, weight] of [
    [TO_PHRASES, 0.9],
    [IN_PHRASES, 0.85],
    [[{ pattern: TRIP_THEN_PLACE, stems: [] }], 0.75],
    [[{ pattern: PLACE_THEN_TRIP, stems: [] }], 0.7],
  ] as [Phrase[], number][]) {
    const found = firstMatch(phrases, summary);
    if (found?.match[1]) phrasePlaces(found.match[1], found.stems, weight, push);
    if (found?.match[1] && countryOf(cleanPlace(found.match[1]))) tripToCountry = true;
  }
  // A station in the title is where the leg goes unless a route says otherwise; in the location, usually where it
  // leaves. One in a lodging's name is no station: "Hotel Amano Grand Central" is in Berlin, not New York.
  const titleStation = LODGING.test(summary) ? null : stationCity(summary);
  if (titleStation) push({ text: titleStation, weight: far ? DEPARTURE_WEIGHT : 0.8, kind: "name" });
  const locationStation = stationCity(location);
  if (locationStation) push({ text: locationStation, weight: leaving(0.6), kind: "name" });
  // "City: place", "City | place"
  const colon = /^([^:|]{2,40})\s*[:|]\s*(.+)$/.exec(summary);
  if (colon) {
    partsOf(colon[1]!, 0.6, push);
    partsOf(cleanPlace(colon[2]!), 0.6, push);
  }
  // The title alone, and its pieces: "Barcelona", "Hotel Adlon, Berlin", "Porto, Portugal".
  if (summary.includes(",") || summary.includes(";")) push({ text: summary, weight: 0.7, kind: "name" });
  partsOf(summary, 0.62, push);
  if (!/[,;]/.test(summary)) partsOf(cleanPlace(summary), 0.55, push);
  // A title that is a place's short name alone ("KL", "NYC w/ Sam", "SF 🌁"): the data's nicknames, never
  // an airport's or an abbreviation's ("PTO", "OOO").
  const short = cleanPlace(summary);
  if (/^[A-Z]{2,4}$/.test(short)) push({ text: short, weight: 0.55, kind: "name", ownNameOnly: true });
  // …but a flight's title that is a code alone names the airport it flies to: "✈️ BKK".
  if (/^[A-Z]{3}$/.test(short) && FLIGHT_SIGNS.test(event.summary ?? ""))
    push({ text: short, weight: 0.9, kind: "airport" });
  // The words before a title's first pictograph are often its place: "Santorini 🌅 Astra Suites, Imerovigli".
  // A flag is a sign too: "Floripa 🇧🇷 casa Campeche".
  const beforeSign =
    /^([^\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]{2,40}?)\s*[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]/u.exec(
      event.summary ?? "",
    );
  if (beforeSign && !titleLeg) {
    const before = cleanPlace(cleanTitle(beforeSign[1]!));
    partsOf(before, 0.6, push);
    // …or end in it: "Réveillon em Ubatuba 🏖️ casa do Airbnb".
    const endsIn = TITLE_END_PLACE.exec(before);
    if (endsIn) partsOf(endsIn[1]!, 0.62, push, { phrase: true });
  }
  // A place in brackets at a title's end names where a stay is: "Casale Le Vigne (Greve in Chianti)".
  const bracketed = /\((\p{Lu}[^()]{1,40})\)\s*$/u.exec(summary);
  if (bracketed && !legs) partsOf(bracketed[1]!, 0.6, push);
  // Unless a place after a dash comes before it, the brackets naming who goes: "Klassenfahrt 7b – Berlin (Jonas)".
  const dashedBeforeBrackets = /\s[–—-]\s+(\p{Lu}[^()–—-]{1,40}?)\s*\([^()]+\)\s*$/u.exec(summary);
  if (dashedBeforeBrackets && !legs) partsOf(dashedBeforeBrackets[1]!, 0.62, push);
  // "Mum in Lisbon", "Visa run to Kuala Lumpur", "In Lisbon", "Setmana Santa a Ciutadella": a capitalised place
  // after the title's last "in", "to" or "at", in any language, names it: more surely than a lone word, less than a
  // travel phrase.
  const ending = TITLE_END_PLACE.exec(cleanPlace(summary));
  if (ending) partsOf(ending[1]!, 0.56, push, { phrase: true });
  // "Check-in: Grand Hotel Sunnyvale": the last word or two of the title, weakly.
  const words = cleanPlace(summary.replace(/^[^:]*:\s*/, ""))
    .split(" ")
    .filter(Boolean);
  if (words.length >= 2) {
    push({ text: words.slice(-2).join(" "), weight: 0.52, kind: "name" });
    push({ text: words[words.length - 1]!, weight: 0.5, kind: "name" });
  }

  // Once a route names its far end (whose own CJK names are in already), the title's other CJK names are its start.
  for (const name of cjkNames(summary)) push({ text: name, weight: far ? DEPARTURE_WEIGHT : 0.75, kind: "name" });
  // "パリ行きのフライト", Google's Japanese "Flight to Paris": the place a leg is bound for (行き) is its far end.
  const boundFor = /([^\s（()、・]+?)行き/u.exec(summary);
  if (boundFor) for (const name of cjkNames(boundFor[1]!)) push({ text: name, weight: 0.9, kind: "name" });
  // Chinese "go to": "✈️ 元旦去哈尔滨 CZ6212", "前往成都".
  const goingTo = /(?:去|前往|飞往|飛往)([\p{Script=Han}]{2,8})/u.exec(summary);
  if (goingTo) for (const name of cjkNames(goingTo[1]!)) push({ text: name, weight: 0.9, kind: "name" });
  for (const name of cjkNames(location)) push({ text: name, weight: leaving(0.7), kind: "name" });
  if (location) {
    const bracket = AIRPORT_IN_BRACKETS.exec(location);
    // The airport in a flight's location is where it leaves from: a fallback, never above the title.
    if (bracket) push({ text: bracket[1]!, weight: leaving(0.65), kind: "airport" });
    const route = AIRPORT_ROUTE.exec(location);
    if (route) push({ text: route[2]!, weight: 0.9, kind: "airport" });
    if (/^[A-Z]{3}$/.test(location.trim())) push({ text: location.trim(), weight: leaving(0.65), kind: "airport" });
    // The whole place within the state its address names: "Rosemont, Montréal, QC" is no Californian Rosemont.
    const address: { state: State | null } = { state: null };
    partsOf(
      location,
      leaving(0.75),
      (candidate) => {
        address.state ??= candidate.state ?? null;
        push({ ...candidate, weight: leaving(candidate.weight) });
      },
      { address: true },
    );
    const { state } = address;
    // Not one opening with no place's word: "Home, Motithang" is no Home, Washington.
    if (!isNotPlace(location.split(",")[0]!))
      push({ text: location, weight: leaving(0.72), kind: "name", state, country: state?.country ?? null });
    const arrowLocation = NAME_ARROW_ROUTE.exec(location);
    if (arrowLocation) partsOf(cleanPlace(arrowLocation[2]!), 0.8, push);
  }
  if (description && !tripToCountry) {
    // An address block (KDE Itinerary writes an event's venue so: "Inffeldgasse 25d\nAT-8010 Graz\nAustria"):
    // lines ending with a country, the city the line before it.
    const lines = description
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length >= 2 && lines.length <= 5 && countryOf(lines[lines.length - 1]!))
      partsOf(lines.join("\n"), 0.7, push, { address: true });
    const descriptionCodes = AIRPORT_ROUTE.exec(description);
    // A chain lands at its last: "voos: LATAM MEX-GRU-FLN" is Florianópolis.
    if (descriptionCodes)
      push({ text: lastOfChain(description) ?? descriptionCodes[2]!, weight: 0.6, kind: "airport" });
    for (const line of description.split("\n").slice(0, 40)) {
      const labelled = LABELLED.exec(line);
      if (labelled) partsOf(labelled[1]!, 0.6, push, { address: true });
      const toPhrase = PHRASE_HEADS.test(line) ? (firstMatch(TO_PHRASES, line) ?? firstMatch(IN_PHRASES, line)) : null;
      if (toPhrase) phrasePlaces(toPhrase.match[1]!, toPhrase.stems, 0.5, push);
    }
  }
  // Most specific first; one entry per text and kind, with its best weight.
  const best = new Map<string, PlaceCandidate>();
  for (const candidate of candidates) {
    const key = `${candidate.kind}|${candidate.text.toLowerCase()}|${candidate.country ?? ""}|${candidate.state?.admin1 ?? ""}`;
    const known = best.get(key);
    if (!known || known.weight < candidate.weight) best.set(key, candidate);
  }
  return [...best.values()].sort((a, b) => b.weight - a.weight).slice(0, 16);
}
