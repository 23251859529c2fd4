/**
 * Carriers and numbers that make an event a leg of a journey (docs/api.md §8.2): people and booking
 * sites title a flight, train or coach by who runs it and its number ("Ryanair FR1234 Dublin - London
 * Stansted", "SBB IC 8 Bern - Brig", "Greyhound Seattle to Portland") as often as by a word for it.
 * Pure: no words of a language here, only names.
 */

/**
 * Carriers whose name is no everyday word: airlines, railways, coach and ferry lines. "Delta",
 * "United", "American", "Alaska", "Virgin" or "Spirit" are words too: they count with a number.
 */
const CARRIERS =
  /(?:^|[^\p{L}])(?:ryanair|easy ?jet|wizz ?air|vueling|lufthansa|eurowings|condor|klm|transavia|air france|british airways|aer lingus|iberia|air europa|tap air portugal|swiss international|austrian airlines|brussels airlines|lot polish|finnair|norwegian air|icelandair|aegean|pegasus|turkish airlines|aeroflot|emirates|etihad|qatar airways|flydubai|saudia|el al|singapore airlines|cathay pacific|malaysia airlines|thai airways|airasia|cebu pacific|vietjet|vietnam airlines|garuda|lion air|scoot|jetstar|qantas|air new zealand|all nippon|korean air|asiana|china airlines|eva air|china southern|china eastern|air china|hainan airlines|indigo|air india|vistara|spicejet|southwest airlines|jetblue|delta air lines|united airlines|american airlines|alaska airlines|air canada|westjet|aeromexico|aerom[ée]xico|volaris|viva aerobus|latam|avianca|copa airlines|azul|gol linhas|aerolineas argentinas|ethiopian airlines|kenya airways|royal air maroc|egyptair|sncf|ouigo|tgv inoui|inoui|buquebus|colonia express|eurostar|thalys|deutsche bahn|[öo]bb|nightjet|railjet|sbb|cff|trenitalia|frecciarossa|italo|renfe|iryo|alsa|comboios de portugal|alfa pendular|regiojet|leo express|[čc]esk[ée] dr[áa]hy|pkp intercity|sj|vy|dsb|amtrak|via rail|greyhound|megabus|flixbus|flixtrain|national express|blablacar bus|ouibus|eurolines|rede expressos|busbud|12go|shinkansen|ktx|srt|thsr|irctc|grandi navi veloci|moby lines|corsica ferries|brittany ferries|stena line|dfds|color line|tallink|silja line|silja|viking line|balearia|bal[eè]aria|blue star ferries|seajets|minoan lines|anek|naviera armas|fred\. olsen|intercape|baz bus|interislander|bluebridge|2go travel|jadrolinija|gozo channel|afrosiyob|ukrzaliznytsia|ukrzaliznytsya|intercity\+|air astana|uzbekistan airways|georgian airways|airbaltic|lux express|ecolines|cfr c[ăa]l[ăa]tori|air serbia|tarom|wider[øo]e|destination gotland|bornholmslinjen|smyril line|fjord line|finnlines|virgin australia|nsw trainlink|v\/line|spirit of tasmania|sealink|jetsmart|sky airline|wingo|satena|cruz del sur|oltursa|flecha ?bus|andesmar|via bariloche|tur ?bus|pullman bus|expreso bolivariano|copetran|primera plus|clickbus|buser|safarilink|jambojet|air peace|arik air|flysafair|airlink|shosholoza meyl|madaraka express|al boraq|oncf|supratours|kamil ko[çc]|metro turizm|pamukkale turizm|ajet|sunexpress)(?![\p{L}])/iu;
/** Carriers whose name is a word in small letters ("ado", "etn"): in capitals only. */
const CAPITALS_CARRIERS = /(?:^|[^\p{L}])(?:ADO|ETN|CTM|LTG|UZ)(?![\p{L}])/u;

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
  text.replace(new RegExp(CARRIERS.source, "giu"), " ").replace(new RegExp(CAPITALS_CARRIERS.source, "gu"), " ");

/** A carrier's name in the text. */
export const namesCarrier = (text: string | null | undefined) =>
  Boolean(text) && (CARRIERS.test(text!) || CAPITALS_CARRIERS.test(text!));

/** A leg's number in the text: a leg only when its route's far end is a place (the caller checks). */
export const hasLegNumber = (text: string | null | undefined) =>
  Boolean(text) && (LEG_NUMBER.test(text!) || REGIONAL_NUMBER.test(text!));

/** Only a regional train's number, which a room's also looks like: its far end must be a place whole. */
export const hasOnlyRegionalNumber = (text: string) => !LEG_NUMBER.test(text) && REGIONAL_NUMBER.test(text);
