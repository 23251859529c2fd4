/**
 * Carriers and numbers that make an event a leg of a journey (docs/api.md §8.2): people and booking
 * sites title a flight, train or coach by who runs it and its number ("Ryanair FR1234 Dublin - London
 * Stansted", "SBB IC 8 Bern - Brig", "Greyhound Seattle to Portland") as often as by a word for it.
 * Pure: no words of a language here, only names.
 */

/**
 * Airlines by names that are no everyday word: a title naming one is a flight ("Ryanair FR 2183 Eindhoven →
 * Lissabon").
 */
const AIRLINES = [
  "ryanair",
  "easy ?jet",
  "wizz ?air",
  "vueling",
  "lufthansa",
  "eurowings",
  "klm",
  "transavia",
  "air france",
  "british airways",
  "aer lingus",
  "iberia",
  "air europa",
  "tap air portugal",
  "swiss international",
  "austrian airlines",
  "brussels airlines",
  "lot polish",
  "finnair",
  "norwegian air",
  "icelandair",
  "turkish airlines",
  "aeroflot",
  "etihad",
  "qatar airways",
  "flydubai",
  "saudia",
  "singapore airlines",
  "cathay pacific",
  "malaysia airlines",
  "thai airways",
  "airasia",
  "cebu pacific",
  "vietjet",
  "vietnam airlines",
  "lion air",
  "jetstar",
  "qantas",
  "air new zealand",
  "all nippon",
  "korean air",
  "asiana",
  "china airlines",
  "eva air",
  "china southern",
  "china eastern",
  "air china",
  "hainan airlines",
  "air india",
  "vistara",
  "spicejet",
  "southwest airlines",
  "jetblue",
  "delta air lines",
  "united airlines",
  "american airlines",
  "alaska airlines",
  "air canada",
  "westjet",
  "aeromexico",
  "aerom[ée]xico",
  "volaris",
  "viva aerobus",
  "avianca",
  "copa airlines",
  "gol linhas",
  "aerolineas argentinas",
  "ethiopian airlines",
  "kenya airways",
  "royal air maroc",
  "egyptair",
  "air astana",
  "uzbekistan airways",
  "georgian airways",
  "airbaltic",
  "air serbia",
  "tarom",
  "wider[øo]e",
  "virgin australia",
  "jetsmart",
  "sky airline",
  "wingo",
  "satena",
  "safarilink",
  "jambojet",
  "air peace",
  "arik air",
  "flysafair",
  "sunexpress",
  "volotea",
  "air transat",
  "porter airlines",
  "flair airlines",
  "bangkok airways",
  "philippine airlines",
  "peach aviation",
  "jeju air",
  "t['’]way air",
  "air arabia",
  "oman air",
  "royal jordanian",
  "srilankan airlines",
  "buddha air",
  "akasa air",
  "citilink",
  "batik air",
  "spirit airlines",
  "frontier airlines",
  "allegiant",
  "hawaiian airlines",
  "ita airways",
  "binter",
  "loganair",
  "norse atlantic",
  "flybondi",
  "arajet",
  "starlux",
  "tigerair",
  "zipair",
  "hk express",
  "spring airlines",
  "air busan",
  "jin air",
  "israir",
  "arkia",
  "flynas",
  "flyadeal",
  "biman bangladesh",
  "us-bangla",
  "gulf air",
  "kuwait airways",
  "middle east airlines",
  "rwandair",
  "air tahiti nui",
  "fiji airways",
  "smartwings",
  "luxair",
  "croatia airlines",
];
/** Airlines whose name is also a word or a brand ("Indigo", a hotel; "Azul", blue): carriers, not flights. */
const WORDLIKE_AIRLINES = [
  "condor",
  "aegean",
  "pegasus",
  "emirates",
  "el al",
  "garuda",
  "scoot",
  "indigo",
  "latam",
  "azul",
  "airlink",
  "ajet",
];
/** Railways, coach and ferry lines. */
const GROUND_CARRIERS = [
  "sncf",
  "ouigo",
  "tgv inoui",
  "inoui",
  "buquebus",
  "colonia express",
  "eurostar",
  "thalys",
  "deutsche bahn",
  "[öo]bb",
  "nightjet",
  "railjet",
  "sbb",
  "cff",
  "trenitalia",
  "frecciarossa",
  "italo",
  "renfe",
  "iryo",
  "alsa",
  "comboios de portugal",
  "alfa pendular",
  "regiojet",
  "leo express",
  "[čc]esk[ée] dr[áa]hy",
  "pkp intercity",
  "sj",
  "vy",
  "dsb",
  "amtrak",
  "via rail",
  "greyhound",
  "megabus",
  "flixbus",
  "flixtrain",
  "national express",
  // Britain's coach and rail operators: "Stagecoach X5 Penrith → Keswick" leaves from no town in Nevada.
  "stagecoach",
  "arriva",
  "avanti west coast",
  "lner",
  "scotrail",
  "gwr",
  "great western railway",
  "transport for wales",
  "crosscountry",
  "southeastern",
  "thameslink",
  "caledonian sleeper",
  // Latin America's coach lines.
  "tur ?bus",
  "pullman bus",
  "cruz del sur",
  "rápido federal",
  "[aá]guila de oro",
  "blablacar bus",
  "ouibus",
  "eurolines",
  "rede expressos",
  "busbud",
  "12go",
  "shinkansen",
  "ktx",
  "srt",
  "thsr",
  "irctc",
  "grandi navi veloci",
  "gnv",
  "moby lines",
  "corsica ferries",
  "brittany ferries",
  "stena line",
  "dfds",
  "color line",
  "tallink",
  "silja line",
  "silja",
  "viking line",
  "balearia",
  "bal[eè]aria",
  "blue star ferries",
  "seajets",
  "minoan lines",
  "anek",
  "naviera armas",
  "fred\\. olsen",
  "intercape",
  "baz bus",
  // Turkey's coach lines: "Bodrum'a otobüs – Metro Turizm" is no trip to a town called Metro.
  "metro turizm",
  "kamil ko[çc]",
  "pamukkale turizm",
  "nil[üu]fer turizm",
  "ulusoy",
  "varan turizm",
  "s[üu]ha turizm",
  "interislander",
  "bluebridge",
  "2go travel",
  "jadrolinija",
  "gozo channel",
  "afrosiyob",
  "ukrzaliznytsia",
  "ukrzaliznytsya",
  "intercity\\+",
  "lux express",
  "ecolines",
  "cfr c[ăa]l[ăa]tori",
  "destination gotland",
  "bornholmslinjen",
  "smyril line",
  "fjord line",
  "finnlines",
  "nsw trainlink",
  "v\\/line",
  "spirit of tasmania",
  "sealink",
  "cruz del sur",
  "oltursa",
  "flecha ?bus",
  "andesmar",
  "via bariloche",
  "tur ?bus",
  "pullman bus",
  "expreso bolivariano",
  "copetran",
  "primera plus",
  "clickbus",
  "buser",
  "shosholoza meyl",
  "madaraka express",
  "al boraq",
  "oncf",
  "supratours",
];

const namePattern = (names: string[]) => new RegExp(`(?:^|[^\\p{L}])(?:${names.join("|")})(?![\\p{L}])`, "iu");

/**
 * Carriers whose name is no everyday word: airlines, railways, coach and ferry lines. "Delta",
 * "United", "American", "Alaska", "Virgin" or "Spirit" are words too: they count with a number.
 */
const CARRIERS = namePattern([...AIRLINES, ...WORDLIKE_AIRLINES, ...GROUND_CARRIERS]);
const AIRLINE = namePattern(AIRLINES);
/** Carriers whose name is a word in small letters ("ado", "etn"): in capitals only. */
const CAPITALS_CARRIERS = /(?:^|[^\p{L}])(?:ADO|ETN|CTM|LTG|UZ)(?![\p{L}])/u;
/**
 * A shipping line by its name's shape, one or two capitalised words and its kind, which lines the world over take in
 * English: no stop of a leg ("Liberty Lines Trapani → Favignana" leaves from Trapani, not Liberty in Missouri), but
 * no leg of itself either ("East Africa Shipping Forum", "Lunch @ Freycinet Marine Farm").
 */
const SHIPPING_LINE =
  /(?:^|[^\p{L}])\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?\s(?:Lines?|Ferries|Seaways|Shipping|Marine|Maritime)(?![\p{L}])/gu;

/** A flight's or train's number: "FR1234", "LH 1234", "EZY8765", "U2 8765", "IC 8", "TGV 6201", "RE 265". */
// A year is no number of a leg ("KPI 2031", "Q3 2031").
const LEG_NUMBER = /(?:^|[^\p{L}\d])(?:[A-Z]{2,3}|[A-Z]\d|\d[A-Z])\s?(?!(?:19|20)\d\d(?!\d))\d{1,4}(?![\p{L}\d])/u;
/** A regional train's one or two letters before its number ("R 1262", "Os 9424", "Sp 1786"); so is "Room B 204". */
const REGIONAL_NUMBER = /(?:^|[^\p{L}\d])[A-Z][a-z]?\s(?!(?:19|20)\d\d(?!\d))\d{3,5}(?![\p{L}\d])/u;

/** Sites that sell stays: a title they write ("Hostelworld: Mad Monkey Hanoi", "Agoda – Tribee Kinh") is a stay. */
const STAY_SITES =
  /(?:^|[^\p{L}])(?:booking\.com|airbnb|agoda|vrbo|hostelworld|hotels\.com|expedia|trip\.com|ctrip|hostelling|couchsurfing|homestay|plum guide|marriott bonvoy|hilton honors|ihg)(?![\p{L}])/iu;

/** A stay site's name in the text. */
export const namesStaySite = (text: string | null | undefined) => Boolean(text) && STAY_SITES.test(text!);

/** The text without its carriers' names ("Viking Line – Gabriella" → " – Gabriella"). */
export const withoutCarriers = (text: string) =>
  text
    .replace(new RegExp(CARRIERS.source, "giu"), " ")
    .replace(new RegExp(CAPITALS_CARRIERS.source, "gu"), " ")
    .replace(SHIPPING_LINE, " ");

/**
 * A text that is a carrier's name and nothing else, which is no place: "(GWR)" is no trip to Gavere, whose code it is,
 * nor "KTX" to Koutiala. Not a name that is also a word ("Alaska", "Delta").
 */
export const isCarrierName = (text: string) => WHOLE_CARRIER.test(text.trim());
const WHOLE_CARRIER = new RegExp(`^(?:${[...AIRLINES, ...GROUND_CARRIERS].join("|")})$`, "iu");

/** An airline's name in the text: the leg is a flight. */
export const namesAirline = (text: string | null | undefined) => Boolean(text) && AIRLINE.test(text!);

/** A carrier's name in the text. */
export const namesCarrier = (text: string | null | undefined) =>
  Boolean(text) && (CARRIERS.test(text!) || CAPITALS_CARRIERS.test(text!));

/** A leg's number in the text: a leg only when its route's far end is a place (the caller checks). */
export const hasLegNumber = (text: string | null | undefined) =>
  Boolean(text) && (LEG_NUMBER.test(text!) || REGIONAL_NUMBER.test(text!));

/** Only a regional train's number, which a room's also looks like: its far end must be a place whole. */
export const hasOnlyRegionalNumber = (text: string) => !LEG_NUMBER.test(text) && REGIONAL_NUMBER.test(text);
