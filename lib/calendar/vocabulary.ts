/**
 * The words of travel detection, one row per language (docs/api.md §8.2, "Languages"): what makes a
 * title travel, what makes it a leg, how a destination is written after a preposition, before a
 * postposition or as a case ending, how a booking, a check-in or a cancellation begins, which leg is
 * a flight, and which titles are no trip (a host's block, a school's holidays, a rental car). The
 * regexes of lib/calendar/places.ts and lib/calendar/detection.ts are built here from these rows:
 * adding a language is adding a row.
 *
 * Entries are regex fragments matched case-insensitively between letters' boundaries ("flights?",
 * "s[ée]jour"). Rows of one `group` share their prepositions ("de X a Y" reads in French, Spanish,
 * Portuguese, Italian and Catalan alike); rows of different groups never mix them ("z" of Polish
 * after an English "from" is no route). BARE holds the words of scripts written without spaces
 * (Chinese, Japanese, Korean, Thai), found anywhere in a text.
 */

/** A case ending and what replaces it to give the name as the cities data set writes it ("Krakowa" → "Krakow"). */
export type Stem = readonly [ending: RegExp, replacement: string];

export type Language = {
  /** BCP 47 code. */
  language: string;
  /** Rows of one group mix their prepositions in one pattern. */
  group: string;
  /** Words that make a title travel on their own (flight, trip, hotel, Urlaub, отпуск). */
  travel?: string[];
  /** Words of a leg (its end is the arrival): flight, train, bus, ferry. */
  transport?: string[];
  /** Words of a leg only before "to" and a capitalised place ("Lot do Krakowa"; "lot" alone is English). */
  legHeads?: string[];
  /** Words that take a destination after `to` ("Flight to", "Vlucht naar", "Поезд в"). */
  toHeads?: string[];
  /** "to" prepositions. */
  to?: string[];
  /** "from" prepositions of a route "from X to Y". */
  from?: string[];
  /** Words of a stay that take a place after `in` ("Vacation in", "Urlaub in", "Отпуск в"). */
  stayHeads?: string[];
  /** "in" prepositions. */
  in?: string[];
  /** Words of being somewhere that take a place after `from` ("Working from Lisbon", "Remote from Bali"). */
  fromHeads?: string[];
  /** Words written after the place ("Paris trip", "Lissabon vakantie"). */
  afterPlace?: string[];
  /** Words written before the place with no preposition, case-sensitively ("Trip Lisbon", "Du lịch Đà Nẵng"). */
  beforePlace?: string[];
  /** "to" words of a route "from X to Y", when not all of `to` ("in" is none). */
  routeTo?: string[];
  /** Routes that no preposition list can write: regex sources, the route's ends as groups 1 and 2. */
  routes?: string[];
  /**
   * Destinations written with a suffix or a prefix (Turkish "Berlin'e", Hebrew "לאילת"), in a title with a word
   * of the row: group 1.
   */
  destinations?: string[];
  /** The case ending a place takes after a head word, with no preposition (Finnish "Lento Helsinkiin"). */
  ending?: string;
  /** Case endings to take off a destination written after this language's words. */
  stems?: Stem[];
  /** Check-in and check-out words of a stay (strong: "check-in", "Anreise", "zameldowanie"). */
  checkIn?: string[];
  checkOut?: string[];
  /** Words of arriving and leaving that close or open a stay when paired ("arrivée", "départ"). */
  arrival?: string[];
  departure?: string[];
  /** Title prefixes of a cancelled event, before a colon or dash ("Cancelled:", "Geannuleerd:"). */
  cancelled?: string[];
  /** Booking prefixes before a colon ("Reservation:", "Hotelreservering:"). */
  booking?: string[];
  /** Station words written after the city ("Berlin Hbf", "Praha hlavní nádraží"). */
  stations?: string[];
  /** Airport and station words that make a location a leg's ("Flughafen", "lotnisko", "вокзал"). */
  airports?: string[];
  /** More words taken out of a station's name to leave its city ("Terminal 2", "International"). */
  strip?: string[];
  /** Words after which a place's name is over ("to Lisbon on Mar 3", "do Krakowa przez Katowice"). */
  stop?: string[];
  /** Labels of a description's line that give a place ("Destination:", "Bestemming:"). */
  labels?: string[];
  /** Birthdays and anniversaries: a day to remember, not a trip. */
  commemoration?: string[];
  /** Words of a title that make it a public holiday ("Feiertag", "feestdag", "Resmi tatil"). */
  holiday?: string[];
  /** Names of a holiday calendar ("Feiertage", "Feestdagen", "Праздники"). */
  holidayCalendar?: string[];
  /**
   * Words of a flight, not a train, bus or ferry: a flight, a plane, an airport ("Flug", "vlucht", "рейс").
   * One of the row's `legHeads` is a flight only as a leg's head ("Lot do Krakowa"; "lot" alone is English).
   */
  flight?: string[];
  /**
   * A school calendar's note that there is no school, after a dash ("– pas d'école", "– no hay clases"), or that
   * the title is the school's ("Vacaciones de invierno – colegio").
   */
  noSchool?: string[];
  /** Where a leg goes when it goes home ("Train home", "Zug nach Hause", "Juna kotiin"): no trip of its own. */
  homeward?: string[];
  /** A rental car, picked up during a trip and going nowhere of its own ("Mietwagen", "аренда авто"). */
  rentalCar?: string[];
  /** Driving oneself somewhere ("Drive to Bondo", "Autofahrt nach Graz"): a leg when long and far. */
  drive?: string[];
  /** A carrier's reminders around a leg, which go nowhere: online check-in opens, seats, lounges, bags. */
  reminder?: string[];
  /** A day's outing, back the same day: "Sintra day trip", "Excursión de un día a Bratislava", "Tagesausflug". */
  dayTrip?: string[];
  /** A cruise's day in a port ("Port of Call: Juneau, AK", "Landgang"): travel to the port, for a few hours. */
  portCall?: string[];
  /** Whole titles of a host's blocked nights (Airbnb's "Not available", "belegt", "Niet beschikbaar"). */
  hostBlock?: string[];
  /** Whole titles of a school's holidays, days off and no trip ("Thanksgiving Break", "Schulferien", "sportlov"). */
  schoolHolidays?: Wording[];
  /** A season's event named by a travel word, which then says when, not that anyone goes ("Holiday Dinner"). */
  seasonalEvent?: Wording[];
  /** A meal or a meeting opening a title ("Lunch w/ …", "Mittagessen"): held at an airport, it is no leg. */
  gathering?: string[];
  /** Nights away outdoors, where no city is ("national park", "Wandern", "поход"); capitals as written ("NP"). */
  outdoors?: string[];
  /** Boats that carry people on an outing as often as on a leg ("barca", "lancha"): no leg alone, and no stop. */
  vessels?: string[];
};

/**
 * A phrase of a row: a regex fragment, or slots of words in order, each slot's words its alternatives
 * and "" among them when the slot may be left out ("School [Winter] Vacation").
 */
export type Wording = string | string[][];

// Case endings (docs/api.md §8.2, "Languages"): genitive and locative of West Slavic names ("do Krakowa",
// "z Prahy", "w Krakowie", "do Brna"), East Slavic genitive, accusative and prepositional ("из Москвы",
// "в Москву", "в Казани"), Finnish illative ("Helsinkiin", "Tukholmaan", "Lontooseen"), Hungarian
// illative and sublative ("Londonba", "Bécsbe", "Budapestre").
const WEST_SLAVIC: Stem[] = [
  [/a$/u, ""],
  [/a$/u, "o"],
  [/y$/u, "a"],
  [/i$/u, "a"],
  [/u$/u, ""],
  [/ia$/u, ""],
  [/ie$/u, ""],
  [/ie$/u, "a"],
  [/e$/u, ""],
  [/e$/u, "a"],
  // A consonant changes before the locative's -e: "w Pradze" is Praga, "w Budapeszcie" Budapeszt, "v Praze" Praha.
  [/dze$/u, "ga"],
  [/cie$/u, "t"],
  [/ze$/u, "ha"],
  // Towns named as adjectives, in the genitive: "do Zakopanego" is Zakopane.
  [/ego$/u, "e"],
  // Plural towns' locative: "v Košiciach", "v Pardubicích" are Košice, Pardubice.
  [/iach$/u, "e"],
  [/ích$/u, "e"],
];
const EAST_SLAVIC: Stem[] = [
  [/ы$/u, "а"],
  [/и$/u, "а"],
  [/и$/u, "ь"],
  [/у$/u, "а"],
  [/ю$/u, "я"],
  [/е$/u, "а"],
  [/е$/u, ""],
  [/а$/u, ""],
  [/я$/u, "ь"],
  // Ukrainian і of the nominative, о or е in the other cases: "до Львова" is Львів, "з Києва" Київ.
  [/ова$/u, "ів"],
  [/єва$/u, "їв"],
];
const FINNISH: Stem[] = [
  [/([aeiouyäö])\1n$/u, "$1"],
  [/seen$/u, ""],
  [/([aeiouyäö])\1lle$/u, "$1"],
  [/([aeiouyäö])lle$/u, "$1"],
  // An i-stem's "e" before its ending: "Rovaniemelle" is Rovaniemi.
  [/elle$/u, "i"],
  [/h[aeiouyäö]n$/u, ""],
  // The elative and ablative of a route's start: "Oulusta" is Oulu, "Rovaniemeltä" Rovaniemi.
  [/(?:st[aä]|lt[aä])$/u, ""],
  [/elt[aä]$/u, "i"],
  [/ss[aä]$/u, ""],
];
// Hungarian illative, sublative and inessive ("Londonba", "Budapestre", "Bécsben") and superessive, "on" an
// island or in a town ("Tenerifén", "Krétán", "Szegeden").
const HUNGARIAN: Stem[] = [
  [/-?(?:ba|be|ra|re|ban|ben)$/u, ""],
  [/-?(?:on|en|ön|n)$/u, ""],
];
/**
 * The Finnish genitive, in which a station, a port or an address names its town ("Tampereen rautatieasema",
 * "Helsingin päärautatieasema", "Turun satama"), with the changes its stem takes.
 */
const FINNISH_GENITIVE: Stem[] = [
  [/ngin$/u, "nki"],
  [/een$/u, "e"],
  [/joen$/u, "joki"],
  [/mäen$/u, "mäki"],
  [/hden$/u, "hti"],
  [/nnan$/u, "nta"],
  [/([rl])un$/u, "$1ku"],
  [/en$/u, "i"],
  [/n$/u, ""],
];
/**
 * The case endings a member's own language puts on its country's towns, which a name no place is called may carry:
 * looked for in that country only (lib/calendar/events.ts).
 */
export const STEMS_AT_HOME: Readonly<Record<string, Stem[]>> = {
  FI: [...FINNISH_GENITIVE, ...FINNISH],
  HU: HUNGARIAN,
  PL: WEST_SLAVIC,
  CZ: WEST_SLAVIC,
  SK: WEST_SLAVIC,
};
/** A leading article the prepositions leave ("Viagem para o Rio", "Voyage à la Rochelle" keeps its own). */
const ARTICLES: Stem[] = [[/^(?:o|os|a|as|el|los|las|il|lo|the)\s+/iu, ""]];

export const LANGUAGES: Language[] = [
  {
    language: "en",
    group: "west",
    vessels: ["boat", "speedboat", "longtail", "cruise"],
    // A US school district ("NEISD", "Austin ISD") beside a holiday is the school's.
    noSchool: ["no school", String.raw`(?:[\p{L}]+ )?school closed`, String.raw`(?:[\p{L}]+ )?[\p{L}]{0,4}ISD`],
    homeward: ["(?:back )?home"],
    dayTrip: ["day ?trip", "day excursion", "day tour", "day ?hike", "day walk"],
    portCall: ["port of call", "port day", "day in port"],
    reminder: [
      "online check-?in",
      "web check-?in",
      "check[- ]?in online",
      "check-?in (?:is )?(?:now )?open",
      "select (?:your )?seats?",
      "choose (?:your )?seats?",
      "seat selection",
      "lounge",
      "boarding pass(?:es)? (?:is |are )?(?:now )?available",
      "add (?:extra )?bags?",
    ],
    gathering: ["lunch", "dinner", "breakfast", "brunch", "coffee", "drinks", "meeting", "call", "sync", "interview"],
    // Not "retreat" nor "conference": they name an event, which is travel when it is away ("Retreat in
    // Sintra"), not by themselves ("Sisterhood Retreat", docs/api.md §8.2).
    travel: [
      "flights?",
      "fly(?:ing)?",
      "trip",
      "travel(?:l?ing)?",
      "vacation",
      "holidays?",
      // British short forms: "Majorca hols", "Cornwall wknd".
      "hols",
      "hotel",
      "hostel",
      "airbnb",
      "stay(?:ing)?",
      "check[- ]?in",
      "check[- ]?out",
      "itinerary",
      "train",
      "ferry",
      "safari",
      "cruise",
      "getaway",
      "workation",
      "boarding",
      "layover",
      "road ?trip",
    ],
    // Concur's and Egencia's segment titles: "Rail: VIA 55 - Toronto Union to Montréal Gare Centrale".
    transport: ["flights?", "fly(?:ing)?", "train", "bus", "coach", "ferry", "boarding", "eurostar", "rail(?=:)"],
    toHeads: [
      "flights?",
      "fly(?:ing)?",
      "train",
      "bus",
      "ferry",
      "drive",
      "driving",
      "trip",
      "road ?trip",
      "travel(?:l?ing)?",
      "heading",
      "going",
      "journey",
      "moving",
      "return(?:ing)?",
      "back",
    ],
    to: ["to", "in"],
    routeTo: ["to"],
    from: ["from"],
    stayHeads: [
      "vacation",
      "holidays?",
      "stay(?:ing)?",
      "hotel",
      "hostel",
      "airbnb",
      "workation",
      "retreat",
      "conference",
      "summit",
      "week",
      "weekend",
      "month",
      "days",
      "nights?",
      "visit(?:ing)?",
    ],
    in: ["in", "at", "to"],
    fromHeads: ["work(?:ing)?", "remote(?:ly)?", "wfh"],
    afterPlace: [
      "road ?trip",
      "trip",
      "safari",
      "cruise",
      // "Bariloche ski week", "Hahei camping".
      "ski(?:ing)?(?: (?:week|trip|holidays?|weekend|wknd))?",
      "camping",
      "vacation",
      "holidays?",
      "hols",
      "getaway",
      // A nomad's month somewhere: "Medellín month 🇨🇴".
      "month",
      "workation",
      "weekend",
      "wknd",
      "homestay",
      "hostel",
      "guesthouse",
      "airbnb",
      "villa",
    ],
    beforePlace: ["trip", "road ?trip", "vacation"],
    stems: ARTICLES,
    checkIn: ["check[- ]?in"],
    checkOut: ["check[- ]?out"],
    cancelled: ["canceled", "cancelled", "cancellation"],
    booking: ["reservation", "confirmed", "confirmation", "itinerary"],
    stations: ["central station", "station"],
    airports: ["airport", "terminal \\d", "ferry terminal", "ferry port", "cruise terminal"],
    // "Shin-Osaka", "Shin-Yokohama": a Japanese station's "new", written in Latin letters.
    strip: ["central", "international", "intl", "terminal", "t\\d", "shin"],
    stop: ["on", "from", "until", "till", "for", "with", "w\\/", "via"],
    labels: ["destination", "arrive", "arrival", "arriving", "to", "city", "address"],
    // "Mum's 70th": a birthday by its number alone.
    commemoration: [
      ...["founded", "founding", "founders?'? day", "anniversary", "birthday", "b-?day", "jubilee"],
      String.raw`[\p{L}]+['’]s \d{1,3}(?:st|nd|rd|th)`,
    ],
    holiday: [
      "bank holiday",
      "public holiday",
      "national holiday",
      "gov(?:ernmen)?t\\.? holiday",
      "federal holiday",
      "stat(?:utory)? holiday",
    ],
    holidayCalendar: ["holidays?", "public holidays"],
    // Not Hellenic Seaways' hydrofoils: "Flying Cat Πειραιάς → Ύδρα" is a ferry.
    flight: ["flights?", "fly(?:ing)?(?! (?:cat|dolphin))", "boarding", "airport"],
    drive: ["drive", "driving"],
    // A car to or from the airport is how one gets there: TripIt's "Ground Transportation: Blacklane".
    rentalCar: [
      "rental car",
      "car rental",
      "car hire",
      "hire car",
      "rent a car",
      "ground transportation",
      "camper(?:van)? (?:pick[- ]?up|hire|rental|return|drop[- ]?off)",
      "pick[- ]?up camper(?:van)?",
      // TripIt's "Pick-up Car: Avis", "Drop-off Car: Hertz", "Pick-up: Hertz".
      "(?:pick[- ]?up|drop[- ]?off|return) (?:(?:the )?rental(?: car)?|car)",
      "(?:pick[- ]?up|drop[- ]?off|return):? (?:hertz|avis|europcar|sixt|enterprise|budget|alamo|national|thrifty|dollar|goldcar|firefly|keddy|locauto|maggiore|localiza|movida|unidas)",
      // The company first: "Hertz pickup – FAT".
      "(?:hertz|avis|europcar|sixt|enterprise|budget|alamo|thrifty|goldcar|turo) (?:pick[- ]?up|drop[- ]?off|return)",
      "car service",
      // A car left at the airport for the trip: TripIt's "Parking: QAIA Long Term Car Park".
      "(?:airport |long[- ]term )?parking",
      "car park",
      "airport transfer",
      // A ride to or from an airport or a station is the way to a flight or a train: "Cab Gokarna → Mopa airport",
      // "Cab Haridwar stn → Tapovan".
      String.raw`(?:cab|taxi|uber|lyft|grab|shuttle|transfer)\b[^\n]{0,40}?\b(?:airport|stn|station)\b`,
      "chauffeur",
    ],
    hostBlock: [
      // The host's own note on the block: "Blocked – Airbnb guests (Kileleshwa studio)", "Reserved - Airbnb (condo)".
      String.raw`(?:reserved|blocked|booked|not available|unavailable)\s*[-–—:]\s*(?:airbnb|vrbo|booking\.com)\b.*`,
      "reserved",
      "not available",
      "blocked",
      "unavailable",
      "airbnb \\(not available\\)",
      "closed - not available",
      "booked",
      "occupied",
    ],
    schoolHolidays: [
      [
        ["school", "schools", "university", "campus", "college", "semester", "term"],
        [
          ...["", "winter", "spring", "summer", "fall", "autumn", "easter", "christmas", "thanksgiving"],
          "february",
          "october",
        ],
        ["vacation", "holidays?", "hols", "break", "recess", "closed"],
      ],
      [
        [
          ...["winter", "spring", "summer", "fall", "autumn", "easter", "christmas", "thanksgiving"],
          ...["mid-?term", "half[- ]term", "reading", "semester"],
        ],
        ["break", "recess"],
      ],
      // A state's or a county's: "QLD school holidays", "Kent school holidays".
      String.raw`[\p{L}]+ school holidays`,
    ],
    seasonalEvent: [
      [
        ["holiday", "vacation"],
        [
          ...["dinner", "party", "lunch", "luncheon", "brunch", "breakfast", "sale", "book sale", "market", "concert"],
          ...["bazaar", "fair", "bible camp", "bible school", "camp", "show", "celebration", "pot ?luck", "social"],
          ...["event", "gathering", "cards?", "shopping", "lights", "parade", "service", "program", "club", "reading"],
          ...["craft", "crafts", "tea"],
        ],
      ],
    ],
    outdoors: [
      ...["NP", "N\\.P\\.", "national park", "state park", "nat(?:ional)?\\.? park", "redwoods", "backpack(?:ing)?"],
      ...["camping", "camp ?out", "hike", "hiking", "trek(?:king)?", "trail", "thru-?hike", "canoe(?:ing)?"],
      ...["kayak(?:ing)?", "rafting", "wilderness", "campground", "mountains", "road ?trip"],
    ],
  },
  {
    language: "de",
    group: "west",
    noSchool: ["schulfrei", "kein unterricht"],
    homeward: ["nach hause", "heimfahrt", "heimreise", "heimflug"],
    dayTrip: ["tagesausflug", "tagestour", "tagesfahrt"],
    portCall: ["landgang", "hafentag"],
    reminder: [
      "online-check-?in",
      "check-?in jetzt möglich",
      "sitzplatz(?:wahl|reservierung)?",
      "lounge-gutschein",
      "gepäck hinzufügen",
    ],
    gathering: ["mittagessen", "abendessen", "fr[üu]hst[üu]ck", "kaffee", "treffen", "besprechung", "termin"],
    travel: [
      "flug",
      "reise",
      "urlaub",
      "ferien",
      "zug",
      "dienstreise",
      "gesch[äa]ftsreise",
      "st[äa]dtereise",
      "rundreise",
      "kurzurlaub",
      "busreise",
    ],
    transport: ["flug", "zug", "bahn", "f[äa]hre"],
    toHeads: [
      "flug",
      "zug",
      "fahrt",
      "reise",
      "r[üu]ckflug",
      "r[üu]ckfahrt",
      "heimreise",
      "dienstreise",
      "gesch[äa]ftsreise",
    ],
    to: ["nach"],
    routeTo: ["nach", "bis"],
    from: ["von", "ab"],
    stayHeads: ["urlaub", "ferien", "aufenthalt", "wochenende", "konferenz"],
    in: ["im", "nach", "bei"],
    afterPlace: ["urlaub", "reise", "ferien", "dienstreise", "gesch[äa]ftsreise", "st[äa]dtereise", "kurzurlaub"],
    beforePlace: ["reise", "urlaub", "dienstreise", "gesch[äa]ftsreise", "st[äa]dtereise", "kurzurlaub"],
    checkIn: ["anreise"],
    checkOut: ["abreise"],
    cancelled: ["abgesagt", "storniert"],
    booking: ["buchung"],
    stations: ["hbf", "hauptbahnhof", "bahnhof"],
    strip: ["bf", "zob", "busbahnhof"],
    airports: ["flughafen", "hbf", "hauptbahnhof", "fährhafen", "fährterminal"],
    stop: ["am", "vom", "bis", "mit", "über"],
    labels: ["ziel", "ankunft", "nach", "stadt", "adresse"],
    commemoration: ["geburtstag", "jahrestag", "gr[üu]ndungstag"],
    holiday: ["feiertag"],
    holidayCalendar: ["feiertage?"],
    flight: ["flug", "hinflug", "r[üu]ckflug", "abflug", "flugzeug", "flughafen"],
    drive: ["autofahrt"],
    rentalCar: [
      "mietwagen",
      "mietauto",
      "leihwagen",
      "autovermietung",
      "flughafentransfer",
      "abholung (?:am |vom )?flughafen",
    ],
    hostBlock: ["belegt", "nicht verf[üu]gbar", "blockiert", "reserviert", "gebucht"],
    // Not "Ferien" alone: a trip.
    schoolHolidays: [
      "schulferien",
      "(?:sommer|herbst|winter|oster|pfingst|weihnachts|faschings|fastnachts)ferien",
      "semesterferien",
    ],
    outdoors: ["wandern", "wanderung", "bergtour", "h[üu]ttentour", "zelten", "zeltlager", "biwak", "nationalpark"],
  },
  {
    language: "fr",
    group: "west",
    homeward: ["retour (?:à la )?maison"],
    dayTrip: ["excursion d'une journée", "(?:sortie )?à la journée"],
    portCall: ["escale (?:à|a|en)", "journée d'escale"],
    reminder: [
      "enregistrement en ligne",
      "choisissez vos places",
      "choix (?:du|de votre) siège",
      "bagages? supplémentaires?",
    ],
    gathering: [
      "d[ée]jeuner",
      "d[îi]ner",
      "petit-d[ée]jeuner",
      "caf[ée]",
      "r[ée]union",
      "rendez-vous",
      "rdv",
      "ap[ée]ro",
    ],
    travel: ["vol", "voyage", "vacances", "s[ée]jour", "d[ée]placement", "h[ôo]tel", "g[îi]te", "auberge"],
    transport: ["vol", "tgv", "ouigo"],
    toHeads: ["vol", "train", "voyage", "retour", "d[ée]part"],
    to: ["pour", "vers", "à", "au", "aux", "en"],
    routeTo: ["à", "au"],
    from: ["de"],
    stayHeads: ["vacances", "s[ée]jour", "week-end", "conf[ée]rence"],
    in: ["en", "à", "au"],
    afterPlace: ["vacances"],
    beforePlace: ["voyage", "d[ée]placement"],
    arrival: ["arriv[ée]e"],
    departure: ["d[ée]part"],
    cancelled: ["annul[ée]e?"],
    booking: ["r[ée]servation"],
    stations: ["gare"],
    // "Tanger Ville", "Casa-Voyageurs": a town's station.
    strip: ["ville", "voyageurs"],
    airports: ["a[ée]roport", "gare maritime", "gare"],
    stop: ["le", "du", "pour", "avec"],
    labels: ["arriv[ée]e", "ville", "adresse"],
    commemoration: ["anniversaire"],
    holiday: ["f[ée]ri[ée](?<!ferie)", "jour f[ée]ri[ée]"],
    holidayCalendar: ["jours? f[ée]ri[ée]s", "f[ée]ri[ée]s"],
    flight: ["vol", "avion", "a[ée]roport"],
    rentalCar: [
      "location (?:de )?voiture",
      "voiture de location",
      "location de v[ée]hicule",
      "navette (?:(?:pour|de|vers) )?l?['’]?a[ée]roport",
    ],
    hostBlock: ["r[ée]serv[ée]", "indisponible", "non disponible", "bloqu[ée]"],
    // Not "vacances de Noël": the family's too. A school calendar names its zone ("Vacances d'hiver - Zone B").
    schoolHolidays: [
      "vacances scolaires",
      "vacances de la toussaint",
      // The summer's, which only schools call so.
      "grandes vacances",
      // A school calendar's zone, by its letter or its region: "zone B", "zone Guadeloupe".
      String.raw`vacances (?:d['’]|de (?:la )?)[\p{L}]+ (?:[-–—] )?zone \p{L}+`,
    ],
    noSchool: [String.raw`pas d['’][ée]cole`, "pas de classe"],
    seasonalEvent: [[["colonie", "cahier", "devoirs", "stage"], ["de"], ["vacances"]]],
    outdoors: ["randonn[ée]e", "rando", "bivouac", "parc national"],
  },
  {
    language: "es",
    group: "west",
    vessels: ["lancha", "barca", "panga", "crucero"],
    noSchool: ["no hay clases", "sin clases", "colegio", "escuela"],
    homeward: ["(?:vuelta|regreso) a casa"],
    dayTrip: ["excursión de un día", "excursión de día"],
    portCall: ["escala en", "d[ií]a de escala", "d[ií]a en puerto"],
    reminder: ["facturación online", "check-?in online", "elige tu asiento", "selecciona tu asiento", "sala vip"],
    gathering: ["almuerzo", "comida", "cena", "desayuno", "caf[ée]", "reuni[óo]n", "cita"],
    travel: [
      "vuelo",
      "viaje",
      "vacaciones",
      "tren",
      "escapada",
      "autob[úu]s",
      "cami[óo]n",
      "ferry",
      "crucero",
      "hostal",
    ],
    // "Camión" is a bus in Mexico, "colectivo" one in Argentina.
    transport: ["vuelo", "tren", "autob[úu]s", "cami[óo]n", "colectivo", "ferry", "avi[óo]n"],
    toHeads: [
      ...["vuelo", "viaje", "tren", "regreso", "vuelta", "escapada", "autob[úu]s", "cami[óo]n", "ferry", "crucero"],
      // A boat to a place is a leg there, though a boat alone is as often an outing: "Lancha a Caye Caulker".
      ...["lancha", "panga"],
    ],
    to: ["a", "al", "hacia", "para"],
    routeTo: ["a", "al", "hasta"],
    from: ["desde"],
    fromHeads: ["trabajando", "remoto"],
    stayHeads: ["vacaciones", "estancia", "fin de semana", "conferencia"],
    in: ["en", "a", "al"],
    afterPlace: ["vacaciones", "viaje"],
    beforePlace: ["viaje"],
    arrival: ["llegada"],
    departure: ["salida"],
    cancelled: ["cancelad[oa]"],
    booking: ["reserva"],
    stations: ["estaci[oó]n"],
    airports: ["aeropuerto", "estaci[oó]n mar[ií]tima", "terminal mar[ií]tima", "estaci[oó]n"],
    // A quay's name leaves its town's: "Muelle de Puerto Villamil". No leg of itself: a boat tour leaves from one.
    strip: ["muelle de pasajeros", "muelle de", "muelle", "embarcadero de", "embarcadero"],
    stop: ["el", "del", "con", "por"],
    labels: ["destino", "llegada", "ciudad", "dirección"],
    commemoration: ["cumplea[ñn]os", "cumple", "aniversario"],
    holiday: ["festivo"],
    holidayCalendar: ["festivos"],
    flight: ["vuelo", "avi[óo]n", "aeropuerto"],
    rentalCar: [
      "alquiler (?:de )?coches?",
      "coche de alquiler",
      "alquiler de autos?",
      "renta de autos?",
      "auto de alquiler",
      // Latin America's car is a "carro" or an "auto": "Recoger carro alquilado – Localiza", "Retiro auto – Econorent".
      "(?:recoger|recogida|retirar|retiro|devolver|devoluci[óo]n|entrega)(?: (?:el|del))? (?:carro|coche|auto|veh[íi]culo)",
      "(?:traslado|transfer) (?:(?:al|del) )?aeropuerto",
      "(?:carro|coche|auto) (?:alquilado|rentado|de renta)",
      "renta de carros?",
    ],
    hostBlock: ["no disponible", "reservado", "bloqueado", "ocupado"],
    schoolHolidays: ["vacaciones escolares", "receso escolar"],
    seasonalEvent: [[["campamento", "escuela", "curso", "taller", "fiesta"], ["de"], ["vacaciones"]]],
    outdoors: ["senderismo", "acampada", "parque nacional"],
  },
  {
    language: "pt",
    group: "west",
    vessels: ["barca", "lancha", "escuna", "cruzeiro", "catamar[ãa]", "voadeira"],
    noSchool: ["sem aulas", "não há aulas", "escola", "col[ée]gio"],
    homeward: ["(?:volta|regresso) (?:para|a) casa"],
    dayTrip: ["bate-volta", "passeio de um dia", "excursão de um dia"],
    reminder: ["check-?in online", "escolha o seu lugar", "escolha seu assento", "sala vip"],
    gathering: ["almo[çc]o", "jantar", "caf[ée]", "reuni[ãa]o", "encontro"],
    travel: ["voo", "viagem", "f[ée]rias", "comboio", "[ôo]nibus", "trem", "avi[ãa]o", "pousada", "cruzeiro"],
    // Mozambique's and Angola's bus and minibus: "Machimbombo p/ Xai-Xai", "chapa p/ Ilha de Moçambique".
    transport: ["voo", "comboio", "[ôo]nibus", "trem", "avi[ãa]o", "balsa", "machimbombo", "chapa"],
    toHeads: [
      ...["voo", "viagem", "comboio", "volta", "regresso", "[ôo]nibus", "trem", "avi[ãa]o", "balsa"],
      ...["machimbombo", "chapa"],
    ],
    // "p/" is how Brazilians write "para" in a hurry ("Ônibus p/ Curitiba").
    to: ["para", "pra", "p\\/"],
    routeTo: ["para"],
    from: ["de", "da"],
    fromHeads: ["trabalhando", "remoto"],
    stayHeads: ["f[ée]rias", "estadia", "fim de semana", "pousada"],
    in: ["em", "no", "na"],
    afterPlace: ["viagem", "f[ée]rias"],
    beforePlace: ["viagem"],
    arrival: ["chegada"],
    departure: ["sa[íi]da"],
    cancelled: [],
    stations: ["esta[cç][aã]o"],
    airports: ["aeroporto", "esta[cç][aã]o"],
    stop: ["no", "do", "com"],
    labels: ["destino", "chegada", "cidade", "endereço"],
    commemoration: ["anivers[áa]rio"],
    holiday: ["feriado"],
    holidayCalendar: ["feriados"],
    flight: ["voo", "v[ôo]o", "avi[ãa]o", "aeroporto"],
    rentalCar: [
      "aluguel de carros?",
      "carro alugado",
      "aluguer de (?:carro|viatura)",
      "(?:retirar|retirada|levantar|levantamento|recolha|devolver|devolu[çc][ãa]o|entrega)(?: d?[oa])? (?:carro|ve[íi]culo|viatura)",
      "(?:traslado|transfer) (?:(?:para o|do|ao) )?aeroporto",
    ],
    hostBlock: ["indispon[ií]vel", "reservado", "bloqueado", "ocupado"],
    schoolHolidays: ["f[ée]rias escolares", "recesso escolar"],
    seasonalEvent: [[["col[ôo]nia", "curso", "oficina"], ["de"], ["f[ée]rias"]]],
    outdoors: ["trilha", "acampamento", "parque nacional"],
  },
  {
    language: "it",
    group: "west",
    noSchool: ["niente scuola", "scuole chiuse", "scuola"],
    homeward: ["(?:ritorno|rientro) a casa"],
    // "Gita" alone is an outing: a few hours, it is back the same day ("Gita CAI Cinque Terre").
    dayTrip: ["gita(?: di un giorno| giornaliera)?", "escursione"],
    reminder: ["check-?in online", "scegli il (?:tuo )?posto"],
    gathering: ["pranzo", "cena", "colazione", "caff[èe]", "riunione", "incontro", "aperitivo"],
    travel: ["volo", "viaggio", "vacanz[ae]", "treno"],
    transport: ["volo", "treno", "frecciarossa", "italo"],
    toHeads: ["volo", "viaggio", "treno", "ritorno", "partenza"],
    to: ["per", "a"],
    routeTo: ["per"],
    from: ["da", "dal"],
    stayHeads: ["vacanz[ae]", "soggiorno", "fine settimana"],
    in: ["in", "a"],
    afterPlace: ["vacanz[ae]", "viaggio"],
    beforePlace: ["viaggio"],
    arrival: ["arrivo"],
    departure: ["partenza"],
    cancelled: ["annullat[oa]"],
    booking: ["prenotazione"],
    stations: ["centrale", "stazione"],
    airports: ["stazione marittima", "stazione"],
    stop: ["il", "dal", "con"],
    labels: ["destinazione", "arrivo", "citt[àa]", "indirizzo"],
    commemoration: ["compleanno", "anniversario"],
    holiday: ["giorno festivo"],
    holidayCalendar: ["festivit[àa]", "festività"],
    flight: ["volo", "aereo", "aeroporto"],
    rentalCar: [
      "autonoleggio",
      "auto a noleggio",
      "noleggio auto",
      "(?:ritiro|riconsegna) (?:auto|vettura)",
      "navetta (?:(?:per|dall['’]) ?)?l?['’]?aeroporto",
    ],
    hostBlock: ["non disponibile", "occupato", "bloccato", "prenotato"],
    schoolHolidays: ["vacanze scolastiche", "sospensione (?:delle )?(?:attivit[àa] didattiche|lezioni)"],
    seasonalEvent: [[["compiti"], ["delle", "per le"], ["vacanze"]]],
    outdoors: ["escursione", "escursionismo", "campeggio", "parco nazionale"],
  },
  {
    language: "ca",
    group: "west",
    gathering: ["dinar", "sopar", "esmorzar", "reuni[óo]"],
    travel: ["viatge", "vacances", "escapada"],
    transport: ["vol", "tren"],
    toHeads: ["vol", "viatge", "tren", "tornada", "escapada", "cotxe"],
    to: ["a", "cap a"],
    // "Cotxe cap a Vielha": by car to Vielha.
    drive: ["cotxe", "en cotxe"],
    routeTo: ["a"],
    from: ["de", "des de"],
    stayHeads: ["vacances", "estada", "cap de setmana"],
    in: ["a", "en"],
    afterPlace: ["viatge"],
    arrival: ["arribada"],
    departure: ["sortida"],
    cancelled: ["cancel·lat", "cancel·lada", "anul·lat", "anul·lada"],
    booking: ["reserva"],
    stations: ["estació"],
    airports: ["aeroport", "estació"],
    labels: ["destinació", "arribada", "ciutat", "adreça"],
    commemoration: ["aniversari"],
    holiday: ["dia festiu"],
    holidayCalendar: ["festius"],
    flight: ["vol", "avi[óo]", "aeroport"],
    rentalCar: [
      "lloguer de cotxes?",
      "cotxe de lloguer",
      "(?:recollida|recollir|devoluci[óo]|retornar|tornar)(?: (?:el|del))? (?:cotxe|vehicle)",
    ],
    hostBlock: ["no disponible", "reservat", "ocupat", "bloquejat"],
    schoolHolidays: ["vacances escolars"],
    outdoors: ["excursi[óo]", "senderisme", "acampada", "parc natural", "parc nacional"],
  },
  {
    language: "nl",
    group: "nl",
    noSchool: ["geen school"],
    homeward: ["naar huis", "terug naar huis"],
    dayTrip: ["dagtocht", "dagje(?: uit)?"],
    reminder: ["online inchecken", "kies je stoel", "stoelkeuze"],
    gathering: ["lunch", "diner", "ontbijt", "koffie", "borrel", "vergadering", "afspraak", "overleg"],
    // Not "reis" alone: Portuguese "Dia de Reis" is Epiphany.
    travel: [
      "vlucht",
      "vakantie",
      "wintersport",
      "trein",
      "zakenreis",
      "vliegreis",
      "rondreis",
      "reisje",
      "hotel",
      "veerboot",
      "citytrip",
    ],
    transport: ["vlucht", "trein", "veerboot", "thalys"],
    toHeads: ["vlucht", "trein", "reis", "bus", "terugreis", "terugvlucht", "vakantie", "citytrip", "rit"],
    to: ["naar"],
    from: ["van", "vanuit"],
    stayHeads: ["vakantie", "hotel", "verblijf", "weekendje", "weekend", "citytrip", "congres"],
    in: ["in", "op", "te"],
    afterPlace: ["vakantie", "reis", "citytrip", "weekendje"],
    // "Weekendje Gent met Sanne".
    beforePlace: ["weekendje", "Weekendje", "citytrip", "Citytrip"],
    checkIn: ["inchecken"],
    checkOut: ["uitchecken"],
    arrival: ["aankomst"],
    departure: ["vertrek"],
    cancelled: ["geannuleerd", "afgelast", "vervallen"],
    booking: ["reservering", "boeking", "hotelreservering", "bevestiging"],
    stations: ["centraal", "centrum"],
    airports: ["luchthaven", "vliegveld", "centraal station"],
    stop: ["op", "vanaf", "tot", "met", "voor"],
    labels: ["bestemming", "aankomst", "stad", "adres"],
    commemoration: ["verjaardag", "jubileum"],
    holiday: ["feestdag", "nationale feestdag"],
    holidayCalendar: ["feestdagen"],
    flight: ["vlucht", "terugvlucht", "heenvlucht", "vliegreis", "vliegtuig", "luchthaven", "vliegveld"],
    rentalCar: ["huurauto", "huurwagen", "autoverhuur"],
    hostBlock: ["niet beschikbaar", "bezet", "gereserveerd", "geblokkeerd", "volgeboekt"],
    // Not "zomervakantie": the family's summer holiday.
    schoolHolidays: ["(?:herfst|krokus|voorjaars|mei|kerst|paas|school)vakanties?"],
    outdoors: ["wandelen", "wandeltocht", "kamperen", "nationaal park"],
  },
  {
    language: "pl",
    group: "west-slavic",
    homeward: ["do domu", "powrót do domu"],
    dayTrip: ["wycieczka jednodniowa"],
    gathering: ["obiad", "kolacja", "śniadanie", "kawa", "spotkanie"],
    travel: ["podróż", "wyjazd", "urlop", "wakacje", "delegacja", "wycieczka", "pociąg", "samolot", "hotel", "majówka"],
    // "lot" and "prom" are English words too: legs only before "do" and a place.
    transport: ["pociąg", "samolot", "autobus", "pkp"],
    // A train's category in its place is a leg's head too: "IC do Poznania", "TLK do Przemyśla".
    legHeads: ["lot", "przelot", "rejs", "powrót", "prom", "ic", "eic", "eip", "tlk"],
    toHeads: ["podróż", "wyjazd", "delegacja", "wycieczka", "pociąg", "samolot", "prom", "autobus", "urlop", "wakacje"],
    to: ["do"],
    beforePlace: ["delegacja", "wyjazd", "urlop", "wakacje", "wycieczka"],
    from: ["z", "ze"],
    stayHeads: ["urlop", "wakacje", "hotel", "pobyt", "weekend", "konferencja", "majówka", "u dziadków", "u rodziców"],
    in: ["w", "we", "na"],
    stems: WEST_SLAVIC,
    checkIn: ["zameldowanie"],
    checkOut: ["wymeldowanie"],
    arrival: ["przyjazd"],
    cancelled: ["anulowano", "anulowane", "odwołane", "odwołano", "odwołany"],
    booking: ["rezerwacja(?: hotelu)?", "potwierdzenie"],
    stations: ["główny", "glowny", "centralna", "dworzec"],
    airports: ["lotnisko", "dworzec"],
    stop: ["przez", "dla", "od"],
    labels: ["cel", "przylot", "przyjazd", "miasto", "adres"],
    commemoration: ["urodziny", "imieniny", "rocznica"],
    holiday: ["święto państwowe", "dzień wolny od pracy"],
    holidayCalendar: ["święta(?: w polsce)?", "dni wolne od pracy"],
    flight: ["lot", "przelot", "samolot", "lotnisko"],
    rentalCar: [
      "wynajem (?:samochodu|auta)",
      "wypożyczenie (?:samochodu|auta)",
      "wypożyczalnia samochodów",
      "(?:odbiór|zwrot) (?:samochodu|auta)",
    ],
    hostBlock: ["zarezerwowane", "niedostępne", "niedostępny", "zajęte", "zablokowane"],
    // Not "ferie" alone: a vacation in Danish and Norwegian.
    schoolHolidays: ["ferie (?:zimowe|szkolne|wiosenne|letnie)", "szkolne ferie", "wakacje szkolne"],
    outdoors: ["kemping", "biwak", "wędrówka", "park narodowy", "góry"],
  },
  {
    language: "cs",
    group: "west-slavic",
    homeward: ["domů"],
    gathering: ["oběd", "večeře", "snídaně", "káva", "schůzka", "porada"],
    // Not "cesta" alone: a basket in Spanish ("Cesta de Navidad").
    travel: ["výlet", "dovolená", "vlak", "letenka", "služební cesta", "hotel"],
    transport: ["vlak", "letenka", "trajekt", "autobus", "regiojet", "pendolino"],
    legHeads: ["let"],
    toHeads: ["cesta", "výlet", "dovolená", "vlak", "autobus", "služební cesta", "návrat"],
    to: ["do"],
    from: ["z", "ze"],
    stayHeads: ["dovolená", "hotel", "pobyt", "víkend", "konference"],
    in: ["v", "ve"],
    stems: WEST_SLAVIC,
    arrival: ["příjezd"],
    departure: ["odjezd"],
    cancelled: ["zrušeno", "zrušeny", "zrušená", "zrušený"],
    booking: ["rezervace", "potvrzení"],
    stations: ["hlavní nádraží", "hl\\. ?n\\.", "nádraží"],
    airports: ["letiště", "nádraží"],
    stop: ["přes", "pro", "od"],
    labels: ["cíl", "příjezd", "město", "adresa"],
    commemoration: ["narozeniny", "výročí"],
    holiday: ["státní svátek"],
    holidayCalendar: ["státní svátky", "svátky"],
    flight: ["let", "letenka", "letadlo", "letiště"],
    rentalCar: ["půjčení auta", "pronájem auta", "autopůjčovna", "půjčovna aut"],
    hostBlock: ["obsazeno", "rezervováno", "nedostupné", "blokováno"],
    // "Prázdniny" are a school's.
    schoolHolidays: ["(?:(?:jarní|podzimní|zimní|letní|vánoční|velikonoční|pololetní|školní) )?prázdniny"],
    outdoors: ["turistika", "túra", "kempování", "stanování", "národní park", "hory"],
  },
  {
    language: "sk",
    group: "west-slavic",
    gathering: ["obed", "večera", "raňajky", "káva", "stretnutie", "porada"],
    travel: ["výlet", "dovolenka", "vlak", "letenka", "služobná cesta", "hotel"],
    transport: ["vlak", "letenka", "trajekt", "autobus"],
    legHeads: ["let"],
    toHeads: ["cesta", "výlet", "dovolenka", "vlak", "autobus", "služobná cesta", "návrat"],
    to: ["do"],
    from: ["z", "zo"],
    stayHeads: ["dovolenka", "hotel", "pobyt", "víkend", "konferencia"],
    in: ["v", "vo"],
    stems: WEST_SLAVIC,
    arrival: ["príchod", "príjazd"],
    departure: ["odchod", "odjazd"],
    cancelled: ["zrušené", "zrušený", "zrušená"],
    booking: ["rezervácia", "potvrdenie"],
    stations: ["hlavná stanica"],
    airports: ["letisko", "stanica"],
    labels: ["cieľ", "príchod", "mesto", "adresa"],
    commemoration: ["narodeniny", "výročie"],
    holiday: ["štátny sviatok"],
    holidayCalendar: ["sviatky"],
    flight: ["let", "letenka", "lietadlo", "letisko"],
    rentalCar: ["požičanie auta", "prenájom auta", "autopožičovňa", "požičovňa áut"],
    hostBlock: ["obsadené", "rezervované", "nedostupné", "blokované"],
    schoolHolidays: ["(?:(?:jarné|jesenné|zimné|letné|vianočné|veľkonočné|polročné|školské) )?prázdniny"],
    outdoors: ["turistika", "túra", "kempovanie", "stanovanie", "národný park", "hory"],
  },
  {
    language: "sv",
    group: "nordic",
    homeward: ["hem(?:resa|åt)?"],
    gathering: ["lunch", "middag", "frukost", "fika", "möte"],
    travel: ["flyg", "resa", "tjänsteresa", "hotell", "tåg", "färja", "semesterresa", "weekendresa", "stugan?"],
    transport: ["flyg", "tåg", "färja", "flygresa", "tågresa"],
    toHeads: ["flyg", "resa", "tåg", "färja", "buss", "tjänsteresa", "hemresa", "flygresa", "tågresa"],
    to: ["till"],
    from: ["från"],
    stayHeads: ["semester", "hotell", "vistelse", "helg", "konferens", "resa"],
    in: ["i", "på"],
    checkIn: ["incheckning"],
    checkOut: ["utcheckning"],
    arrival: ["ankomst"],
    departure: ["avresa", "avgång"],
    cancelled: ["inställd", "inställt", "avbokad", "avbokat", "avlyst"],
    booking: ["bokning", "bokningsbekräftelse", "hotellbokning"],
    stations: ["centralstation"],
    airports: ["flygplats", "centralstation", "färjeterminal(?:en)?"],
    stop: ["på", "med", "för"],
    labels: ["destination", "ankomst", "stad", "adress"],
    commemoration: ["födelsedag", "födelsedagskalas", "årsdag"],
    holiday: ["helgdag", "röd dag"],
    holidayCalendar: ["helgdagar", "röda dagar"],
    flight: ["flyg", "flygresa", "flygplan", "flygplats"],
    rentalCar: ["hyrbil", "biluthyrning"],
    hostBlock: ["bokad", "bokat", "upptagen", "upptaget", "reserverad", "ej tillgänglig", "inte tillgänglig"],
    // "Lov" is a school's ("sportlov"); not "semester".
    schoolHolidays: ["(?:sport|höst|jul|påsk|sommar|skol|vinter)lov"],
    outdoors: ["vandring", "fjällvandring", "tältning", "nationalpark"],
  },
  {
    language: "da",
    group: "nordic",
    homeward: ["hjem(?:rejse)?"],
    gathering: ["frokost", "middag", "morgenmad", "kaffe", "møde"],
    travel: [
      "rejse",
      "(?:sommer|vinter|påske|efterårs|ski|)ferie",
      "forretningsrejse",
      "tjenesterejse",
      "færge",
      "flyrejse",
      "togrejse",
      "sommerhus",
    ],
    transport: ["færge", "flyrejse", "togrejse", "dsb"],
    legHeads: ["fly", "tog", "bus"],
    toHeads: ["rejse", "færge", "flyrejse", "togrejse", "hjemrejse", "ferie"],
    to: ["til"],
    from: ["fra"],
    stayHeads: ["(?:sommer|vinter|påske|efterårs|ski|)ferie", "hotel", "ophold", "weekend", "konference", "sommerhus"],
    in: ["i", "på"],
    // An evening's or a day's trip out: "Isfjordssejlads ⛴ aftentur".
    dayTrip: ["dagstur", "aftentur", "heldagstur"],
    checkIn: ["indtjekning"],
    checkOut: ["udtjekning"],
    arrival: ["ankomst"],
    departure: ["afrejse", "afgang"],
    cancelled: ["aflyst", "annulleret"],
    booking: ["booking", "bekræftelse", "reservation"],
    stations: ["hovedbanegård"],
    airports: ["lufthavn", "hovedbanegård", "færgehavn", "færgeterminal"],
    labels: ["destination", "ankomst", "adresse"],
    commemoration: ["fødselsdag", "jubilæum"],
    holiday: ["helligdag"],
    holidayCalendar: ["helligdage"],
    flight: ["fly", "flyrejse", "lufthavn"],
    rentalCar: ["lejebil", "biludlejning", "(?:afhent|hent|aflever)(?:ning af)? (?:leje)?bil"],
    hostBlock: ["booket", "optaget", "reserveret", "blokeret", "ikke tilgængelig"],
    // Not "ferie" nor "sommerferie" alone: a vacation.
    schoolHolidays: ["(?:skole|efterårs|vinter)ferie", "skolernes (?:sommer|vinter|efterårs|jule|påske)ferie"],
    noSchool: ["(?:skole|sfo)n?(?: (?:\\+|og) (?:skole|sfo)n?)? (?:er )?lukket", "skolefri", "ingen skole"],
    outdoors: ["vandretur", "vandring", "telttur", "nationalpark"],
  },
  {
    language: "no",
    group: "nordic",
    homeward: ["hjem(?:reise)?"],
    gathering: ["lunsj", "middag", "frokost", "kaffe", "møte"],
    travel: [
      "reise",
      "(?:sommer|vinter|påske|høst|ski|)ferie",
      "tjenestereise",
      "jobbreise",
      "hotell",
      "ferje",
      "flyreise",
      "togreise",
      "hytt[ae]",
      "hyttetur",
    ],
    transport: ["ferje", "flyreise", "togreise", "hurtigruten"],
    legHeads: ["fly", "tog", "buss"],
    toHeads: ["reise", "ferje", "flyreise", "togreise", "hjemreise", "ferie", "tjenestereise"],
    to: ["til"],
    from: ["fra"],
    stayHeads: ["(?:sommer|vinter|påske|høst|ski|)ferie", "hotell", "opphold", "helg", "konferanse", "hytt[ae]"],
    in: ["i", "på"],
    checkIn: ["innsjekk(?:ing)?"],
    checkOut: ["utsjekk(?:ing)?"],
    arrival: ["ankomst"],
    departure: ["avreise", "avgang"],
    cancelled: ["avlyst", "kansellert"],
    booking: ["bestilling", "bekreftelse"],
    stations: ["sentralstasjon"],
    airports: ["lufthavn", "flyplass", "sentralstasjon", "fergeterminal", "ferjeterminal"],
    labels: ["destinasjon", "ankomst", "adresse"],
    commemoration: ["bursdag", "fødselsdag", "jubileum"],
    holiday: ["helligdag", "offentlig fridag"],
    holidayCalendar: ["helligdager"],
    flight: ["fly", "flyreise", "lufthavn", "flyplass"],
    rentalCar: ["leiebil", "bilutleie"],
    hostBlock: ["booket", "opptatt", "reservert", "blokkert", "ikke tilgjengelig"],
    // Not "ferie" nor "sommerferie" alone: a vacation.
    schoolHolidays: ["(?:skole|høst|vinter)ferie"],
    noSchool: ["skolen? (?:er )?stengt", "skolefri", "ingen skole"],
    outdoors: ["fjelltur", "topptur", "telttur", "hyttetur", "vandring", "nasjonalpark"],
  },
  {
    language: "fi",
    group: "fi",
    homeward: ["kotiin"],
    gathering: ["lounas", "illallinen", "aamiainen", "kahvit", "palaveri", "kokous", "tapaaminen"],
    // Not "matka" alone: a mother in Polish ("Matka Boża").
    travel: [
      "työmatka",
      "lomamatka",
      "kesäloma",
      "talviloma",
      "hotelli",
      "lautta",
      "junamatka",
      "lentomatka",
      "mökki",
      "mökillä",
      "mökille",
    ],
    transport: [
      ...["lautta", "junamatka", "lentomatka", "paluulento", "yöjuna"],
      ...["junalla", "yöjunalla", "bussilla", "lennolla", "laivalla", "lautalla"],
    ],
    legHeads: ["lento", "juna", "yöjuna", "laiva", "bussi", "paluu"],
    // By train, bus, plane or ship: "Junalla Helsinkiin", "Bussilla Tampereelle".
    toHeads: [
      "matka",
      "työmatka",
      "lomamatka",
      "lautta",
      "junalla",
      "yöjunalla",
      "bussilla",
      "lennolla",
      "laivalla",
      "lautalla",
      "autolla",
    ],
    // The illative ("Helsinkiin", "Joensuuhun", "Porvooseen"), the allative ("Tampereelle", "Rovaniemelle") and,
    // after a stay's word, the inessive ("Hotelli Tukholmassa").
    ending: "(?:([aeiouyäö])\\2n|h[aeiouyäö]n|[aeiouyäö]lle|seen|ss[aä])",
    // From an elative or ablative to an illative or allative: "Yöjuna Rovaniemeltä Tampereelle".
    routes: [
      String.raw`(\p{Lu}[\p{L}-]*?(?:st[aä]|lt[aä]))\s+(\p{Lu}[\p{L}-]*?(?:([aeiouyäö])\3n|h[aeiouyäö]n|[aeiouyäö]lle|seen))(?![\p{L}])`,
    ],
    stems: FINNISH,
    checkIn: ["sisäänkirjautuminen", "sisäänkirjaus"],
    checkOut: ["uloskirjautuminen", "uloskirjaus"],
    arrival: ["saapuminen"],
    departure: ["lähtö"],
    cancelled: ["peruttu", "peruutettu", "peruttu tapahtuma"],
    booking: ["varaus", "hotellivaraus", "varausvahvistus"],
    stations: ["p[äa][äa]rautatieasema", "rautatieasema", "asema", "satama"],
    airports: ["lentoasema", "lentokenttä", "rautatieasema"],
    labels: ["määränpää", "saapuminen", "kaupunki", "osoite"],
    commemoration: ["syntymäpäivä", "synttärit", "vuosipäivä"],
    holiday: ["pyhäpäivä", "juhlapyhä"],
    holidayCalendar: ["pyhäpäivät", "juhlapyhät"],
    flight: ["lento", "lentomatka", "paluulento", "lentokone", "lentoasema", "lentokenttä"],
    rentalCar: ["vuokra-auto", "autovuokraamo", "autovuokraus"],
    hostBlock: ["varattu", "ei saatavilla", "estetty"],
    // Not "talviloma": a trip.
    schoolHolidays: ["syysloma", "hiihtoloma", "koulujen loma"],
    outdoors: ["vaellus", "retkeily", "telttailu", "kansallispuisto", "mökki", "mökille", "mökillä"],
  },
  {
    language: "ru",
    group: "east-slavic",
    homeward: ["домой"],
    gathering: ["обед", "ужин", "завтрак", "кофе", "встреча", "совещание"],
    travel: [
      "рейс",
      "перел[её]т",
      "пол[её]т",
      "поезд",
      "поездка",
      "командировка",
      "отпуск",
      "путешествие",
      "самол[её]т",
      "отель",
      "гостиница",
      "паром",
      "вылет",
      "проживание",
    ],
    transport: ["рейс", "перел[её]т", "поезд", "самол[её]т", "паром", "вылет", "электричка", "сапсан", "автобус"],
    toHeads: [
      "рейс",
      "перел[её]т",
      "пол[её]т",
      "поезд",
      "поездка",
      "командировка",
      "отпуск",
      "путешествие",
      "автобус",
      "вылет",
      "возвращение",
      "тур",
    ],
    to: ["в", "во", "до", "на"],
    from: ["из", "от"],
    stayHeads: ["отпуск", "отель", "гостиница", "выходные", "конференция", "отдых"],
    in: ["в", "во", "на"],
    stems: EAST_SLAVIC,
    checkIn: ["заселение", "заезд"],
    checkOut: ["выселение", "выезд"],
    cancelled: ["отменено", "отменена", "отменён", "отменен", "отмена"],
    booking: ["бронирование(?: (?:гостиницы|отеля|билета))?", "подтверждение", "бронь"],
    airports: ["аэропорт", "вокзал"],
    stop: ["на", "с", "через", "для", "рейс"],
    labels: ["назначение", "пункт назначения", "прибытие", "город", "адрес", "куда"],
    commemoration: ["день рождения", "годовщина", "юбилей"],
    // Women's Day, Victory Day, the New Year: "8 Марта 💐" is no trip to a town called Marthod.
    holiday: ["государственный праздник", "8 марта", "9 мая", "новый год"],
    holidayCalendar: ["праздники(?: россии)?"],
    flight: ["рейс", "перел[её]т", "пол[её]т", "вылет", "прил[её]т", "самол[её]т", "аэропорт"],
    rentalCar: ["аренда (?:авто(?:мобиля)?|машины)", "прокат (?:авто(?:мобиля)?|машины)"],
    hostBlock: ["недоступно", "занято", "забронировано", "заблокировано"],
    // Not "новогодние каникулы": the whole country's.
    schoolHolidays: ["(?:школьные|осенние|зимние|весенние|летние) каникулы"],
    outdoors: ["поход", "турпоход", "кемпинг", "сплав", "национальный парк"],
  },
  {
    language: "uk",
    group: "east-slavic",
    homeward: ["додому"],
    gathering: ["обід", "вечеря", "сніданок", "кава", "зустріч", "нарада"],
    travel: [
      "рейс",
      "переліт",
      "політ",
      "поїзд",
      "потяг",
      "поїздка",
      "відрядження",
      "відпустка",
      "подорож",
      "літак",
      "готель",
      "пором",
      // A booking's "Проживання: Radisson Blu Resort Bukovel" is the stay.
      "проживання",
    ],
    transport: ["рейс", "переліт", "поїзд", "потяг", "літак", "пором", "автобус", "інтерсіті"],
    toHeads: ["рейс", "переліт", "поїзд", "потяг", "поїздка", "відрядження", "відпустка", "подорож", "автобус"],
    to: ["в", "у", "до", "на"],
    from: ["з", "із", "від"],
    stayHeads: ["відпустка", "готель", "вихідні", "конференція", "відпочинок"],
    in: ["в", "у", "на"],
    stems: EAST_SLAVIC,
    checkIn: ["заселення", "заїзд"],
    checkOut: ["виселення", "виїзд"],
    cancelled: ["скасовано", "скасування"],
    booking: ["бронювання(?: (?:готелю|квитка))?", "підтвердження"],
    airports: ["аеропорт", "вокзал"],
    stop: ["через", "для"],
    labels: ["призначення", "прибуття", "місто", "адреса", "куди"],
    commemoration: ["день народження", "річниця", "ювілей"],
    holiday: ["державне свято"],
    holidayCalendar: ["свята(?: україни)?"],
    flight: ["рейс", "переліт", "політ", "виліт", "приліт", "літак", "аеропорт"],
    rentalCar: ["оренда (?:авто(?:мобіля)?|машини)", "прокат (?:авто(?:мобіля)?|машини)"],
    hostBlock: ["недоступно", "зайнято", "заброньовано", "заблоковано"],
    schoolHolidays: ["(?:шкільні|осінні|зимові|весняні|літні) канікули"],
    outdoors: ["похід", "кемпінг", "сплав", "національний парк"],
  },
  {
    language: "tr",
    group: "tr",
    gathering: ["öğle yemeği", "akşam yemeği", "kahvaltı", "kahve", "toplantı", "buluşma"],
    // Suffixes follow the word: "Bayram tatili", "seyahate", "otelde".
    travel: [
      "uçuş(?:u)?",
      "uçak",
      "seyahat(?:i|e|te|ten)?",
      "tatil(?:i|e|de|den|im)?",
      "otel(?:e|de|i)?",
      "tren",
      "feribot",
      "gezi(?:si)?",
    ],
    transport: ["uçuş", "uçak", "tren", "feribot", "otobüs", "yht"],
    routes: [String.raw`(\p{Lu}[\p{L} .-]*?)['’](?:n?[dt][ae]n)\s+(\p{Lu}[\p{L} .-]*?['’](?:y|n)?[ae])(?![\p{L}])`],
    destinations: [
      String.raw`(?:^|[^\p{L}])(\p{Lu}[\p{L}.-]*(?:\s\p{Lu}[\p{L}.-]*)?['’](?:y|n)?[ae])(?![\p{L}])`,
      // Google's flight from a booking e-mail: "Trabzon uçuşu (PC 2820)", a flight to Trabzon.
      String.raw`(?:^|[^\p{L}])(\p{Lu}[\p{L}.-]*(?:\s\p{Lu}[\p{L}.-]*)?)\s+uçuşu(?![\p{L}])`,
    ],
    stems: [[/['’].*$/u, ""]],
    checkIn: ["otel giri[şs]i?"],
    checkOut: ["otel [çc][ıi]k[ıi][şs]ı?"],
    cancelled: ["[iİ]ptal edildi", "[iİ]ptal"],
    booking: ["rezervasyon", "otel rezervasyonu", "onay"],
    airports: ["havalimanı", "havaalanı", "garı", "gar", "feribot iskelesi", "iskelesi"],
    stop: ["ile", "için"],
    labels: ["varış", "şehir", "adres", "nereye"],
    commemoration: ["doğum günü", "yıldönümü"],
    holiday: ["resmi tatil", "resmî tatil"],
    holidayCalendar: ["resmi tatiller", "resmî tatiller"],
    flight: ["uçuş(?:u)?", "uçak", "havalimanı", "havaalanı"],
    rentalCar: [
      "kiralık (?:araç|araba)",
      "(?:araç|araba|oto) kiralama",
      "(?:araç|araba) (?:teslim|iade)",
      // The shuttle to or from an airport: "Havalimanı servisi Göreme → Kayseri (ASR)".
      "hava(?:limanı|alanı) (?:servisi|transferi|shuttle)",
    ],
    hostBlock: ["dolu", "rezerve", "rezerve edildi", "müsait değil"],
    schoolHolidays: ["(?:okullar(?:ın)? )?(?:yarıyıl|sömestr|okul|ara) tatili?"],
    outdoors: ["kamp(?:a|ta|ing)?", "doğa yürüyüşü", "milli park", "yayla"],
  },
  {
    // Azerbaijani: the dative after the place, with no apostrophe ("Şəkiyə avtobus", "Naxçıvana uçuş").
    language: "az",
    group: "az",
    homeward: ["evə"],
    gathering: ["nahar", "şam yeməyi", "səhər yeməyi", "qəhvə", "görüş", "iclas"],
    travel: ["uçuş", "səyahət", "səfər", "tətil", "otel", "mehmanxana", "bərə"],
    // "qatar", a train, only after a place's dative ("Gəncəyə qatar"): alone it is Qatar, the country.
    transport: ["uçuş", "təyyarə", "avtobus", "marşrutka", "bərə", String.raw`(?<=[aə]\s)qatar`],
    destinations: [
      String.raw`(?:^|[^\p{L}])(\p{Lu}[\p{L}-]*?[aə])\s+(?:uçuş|təyyarə|qatar|avtobus|marşrutka|bərə|səfər|səyahət)(?![\p{L}])`,
    ],
    // "Dubaya" is Dubay, "Şəkiyə" Şəki: the shorter stem only when the longer is no place.
    stems: [
      [/[aə]$/u, ""],
      [/y[aə]$/u, ""],
    ],
    airports: ["hava limanı", "aeroport", "vağzal"],
    commemoration: ["ad günü", "doğum günü", "ildönümü"],
    holiday: ["qeyri-iş günü"],
    flight: ["uçuş", "təyyarə", "hava limanı", "aeroport"],
  },
  {
    language: "el",
    group: "el",
    gathering: ["γεύμα", "δείπνο", "πρωινό", "καφές", "συνάντηση"],
    travel: ["πτήση", "ταξίδι", "διακοπές", "ξενοδοχείο", "τρένο", "πλοίο", "φέρι", "εκδρομή"],
    transport: ["πτήση", "τρένο", "πλοίο", "φέρι", "λεωφορείο", "αεροπλάνο"],
    toHeads: ["πτήση", "ταξίδι", "τρένο", "πλοίο", "φέρι", "λεωφορείο", "εκδρομή", "επιστροφή"],
    to: ["για", "προς", "στη", "στην", "στο", "στον", "σε"],
    from: ["από"],
    stayHeads: ["διακοπές", "ξενοδοχείο", "διαμονή", "συνέδριο"],
    in: ["στη", "στην", "στο", "στον", "σε"],
    beforePlace: ["διακοπές", "ταξίδι", "Διακοπές", "Ταξίδι"],
    checkIn: [],
    arrival: ["άφιξη"],
    departure: ["αναχώρηση"],
    cancelled: ["ακυρώθηκε", "ακύρωση", "ακυρωμένο"],
    booking: ["κράτηση", "επιβεβαίωση"],
    airports: ["αεροδρόμιο", "αερολιμένας", "σταθμός", "λιμάνι"],
    stop: ["με", "μέσω"],
    labels: ["προορισμός", "άφιξη", "πόλη", "διεύθυνση"],
    commemoration: ["γενέθλια", "επέτειος", "γιορτή"],
    holiday: ["αργία"],
    holidayCalendar: ["αργίες"],
    flight: ["πτήση", "αεροπλάνο", "αεροδρόμιο", "αερολιμένας"],
    rentalCar: ["ενοικίαση αυτοκινήτου"],
    hostBlock: ["μη διαθέσιμο", "κρατημένο", "κλεισμένο"],
    schoolHolidays: ["σχολικές διακοπές"],
    outdoors: ["πεζοπορία", "ορειβασία", "κάμπινγκ", "εθνικός δρυμός"],
  },
  {
    language: "hu",
    group: "hu",
    // "Back from Vienna" is the way home: "Railjet vissza Bécsből".
    homeward: ["haza", "hazafelé", String.raw`vissza\s+\p{L}+(?:b[őó]l|r[őó]l|t[őó]l)`],
    gathering: ["ebéd", "vacsora", "reggeli", "kávé", "megbeszélés", "találkozó"],
    travel: [
      "repülés",
      "repülőút",
      "utazás",
      "nyaralás",
      "kiküldetés",
      "szálloda",
      "szálló",
      "vonat",
      "járat",
      "szabadság",
    ],
    transport: ["repülés", "repülőút", "vonat", "járat", "busz"],
    // A train's category heads a leg to a place's case: "IC Debrecenbe".
    legHeads: ["komp", "ic", "ec"],
    toHeads: [
      ...["repülés", "repülőút", "utazás", "nyaralás", "kiküldetés", "vonat", "járat", "busz", "út", "vissza"],
      // A train's category in its place: "IC Pécsre", "Railjet Bécsbe".
      ...["ic", "ec", "rj", "railjet", "intercity"],
    ],
    ending: "-?(?:ba|be|ra|re|ban|ben|on|en|ön|n)",
    stems: HUNGARIAN,
    checkIn: ["bejelentkezés"],
    checkOut: ["kijelentkezés"],
    arrival: ["érkezés"],
    departure: ["távozás", "indulás"],
    cancelled: ["törölve", "lemondva", "elmarad"],
    booking: ["foglalás", "szállásfoglalás", "visszaigazolás"],
    stations: ["pályaudvar"],
    airports: ["repülőtér", "pályaudvar"],
    labels: ["úti cél", "érkezés", "város"],
    commemoration: ["születésnap", "szülinap", "évforduló", "névnap"],
    holiday: ["ünnepnap", "munkaszüneti nap"],
    holidayCalendar: ["ünnepnapok", "munkaszüneti napok"],
    flight: ["repülés", "repülőút", "repülőjárat", "repülőgép", "repülőtér"],
    rentalCar: ["autóbérlés", "bérautó", "autókölcsönzés"],
    hostBlock: ["foglalt", "nem elérhető", "blokkolva"],
    // "Szünet" after a season is a school's.
    schoolHolidays: ["(?:őszi|téli|tavaszi|nyári|iskolai) szünet"],
    outdoors: ["túra", "túrázás", "kemping", "kempingezés", "sátorozás", "nemzeti park"],
  },
  {
    language: "ro",
    group: "ro",
    gathering: ["prânz", "cină", "mic dejun", "cafea", "întâlnire", "ședință"],
    travel: ["zbor", "călătorie", "calatorie", "vacanță", "vacanta", "concediu", "delegație", "delegatie", "hotel"],
    transport: ["zbor", "tren", "feribot", "autocar"],
    toHeads: ["zbor", "călătorie", "calatorie", "tren", "autocar", "vacanță", "vacanta", "concediu", "delegație"],
    to: ["spre", "către", "catre", "la", "în", "in"],
    from: ["din", "de la"],
    stayHeads: ["vacanță", "vacanta", "concediu", "hotel", "sejur", "weekend", "conferință"],
    in: ["în", "in", "la"],
    // Booking's "Cazare: Radisson Blu Leogrand" opens the stay its "Check-out" closes.
    checkIn: ["cazare"],
    arrival: ["sosire"],
    departure: ["plecare"],
    cancelled: ["anulat", "anulată", "anulata"],
    booking: ["rezervare", "confirmare"],
    stations: ["gara de nord", "gara"],
    airports: ["aeroport", "aeroportul", "gara"],
    stop: ["cu", "pentru", "prin"],
    labels: ["destinație", "destinatie", "sosire", "oraș", "adresă"],
    commemoration: ["zi de naștere", "ziua de naștere", "aniversare", "la mul[țţt]i ani"],
    holiday: ["sărbătoare legală"],
    holidayCalendar: ["sărbători legale", "sărbători"],
    flight: ["zbor", "avion", "aeroport(?:ul)?"],
    rentalCar: ["închiriere (?:auto|mașină)", "inchiriere (?:auto|masina)", "mașină închiriată"],
    hostBlock: ["rezervat", "indisponibil", "ocupat", "blocat"],
    schoolHolidays: ["vacan[țţt][aăe] (?:[șşs]colar[ăa]|intersemestrial[ăa])"],
    outdoors: ["drume[țţt]ie", "parc na[țţt]ional", "munte"],
  },
  {
    language: "vi",
    group: "vi",
    homeward: ["về nhà"],
    gathering: ["ăn trưa", "ăn tối", "ăn sáng", "cà phê", "họp"],
    // "Về quê": going back to one's home town, with or without its accents ("Ve que an Tet").
    travel: [
      "chuyến bay",
      "chuyến đi",
      "du lịch",
      "công tác",
      "nghỉ dưỡng",
      "khách sạn",
      "máy bay",
      "tàu hỏa",
      "v[ềe] qu[êe]",
    ],
    // "Xe limousine Lào Cai - Sapa": the vans that run between towns.
    transport: ["chuyến bay", "máy bay", "tàu hỏa", "tàu", "xe khách", "xe limousine", "phà"],
    toHeads: ["chuyến bay", "chuyến đi", "du lịch", "công tác", "bay", "đi", "về", "tàu", "xe khách"],
    // "Tàu SE1 đi Huế", "Chuyến bay đi Đà Nẵng".
    to: ["đến", "tới", "ra", "vào", "đi"],
    from: ["từ"],
    stayHeads: ["nghỉ dưỡng", "khách sạn", "du lịch", "công tác", "nghỉ phép"],
    in: ["ở", "tại"],
    // "Về Sài Gòn ăn Tết": going back to a place, capitalised.
    beforePlace: ["du lịch", "công tác", "về quê", "Du lịch", "Công tác", "Về quê", "Về"],
    checkIn: ["nhận phòng"],
    checkOut: ["trả phòng"],
    cancelled: ["đã hủy", "hủy", "đã huỷ", "huỷ"],
    booking: ["đặt phòng", "đặt chỗ", "xác nhận"],
    airports: ["sân bay", "nhà ga"],
    stop: ["lúc", "vào", "ngày", "với"],
    labels: ["điểm đến", "địa chỉ", "thành phố"],
    commemoration: ["sinh nhật", "kỷ niệm"],
    holiday: ["ngày lễ"],
    holidayCalendar: ["ngày lễ"],
    flight: ["chuyến bay", "máy bay", "sân bay"],
    rentalCar: ["thuê xe tự lái", "thuê xe máy", "thuê ô tô"],
    hostBlock: ["đã đặt", "không có sẵn", "đã chặn", "hết phòng"],
    schoolHolidays: ["nghỉ hè", "nghỉ học"],
    outdoors: ["cắm trại", "leo núi", "phượt", "vườn quốc gia"],
  },
  {
    language: "id",
    group: "id",
    gathering: ["makan siang", "makan malam", "sarapan", "ngopi", "rapat", "pertemuan"],
    travel: ["penerbangan", "perjalanan", "liburan", "perjalanan dinas", "percutian", "bercuti", "hotel"],
    // A Malaysian's "kereta" is a car ("Balik KL naik kereta"): only "kereta api" is a train in both tongues.
    transport: ["penerbangan", "pesawat", "kereta api", "kapal", "feri", "bus"],
    toHeads: [
      "penerbangan",
      "perjalanan",
      "liburan",
      "dinas",
      "pesawat",
      "kereta(?: api)?",
      "kapal",
      "pulang",
      "balik",
    ],
    to: ["ke"],
    from: ["dari"],
    stayHeads: ["liburan", "hotel", "menginap", "percutian", "cuti"],
    in: ["di"],
    cancelled: ["dibatalkan", "batal"],
    booking: ["pemesanan", "reservasi", "tempahan", "konfirmasi"],
    airports: ["bandara", "lapangan terbang", "stasiun", "stesen"],
    // Malaysia's "KL Sentral", "Stesen Butterworth".
    stations: ["sentral", "stesen"],
    stop: ["pada", "tanggal", "dengan", "untuk"],
    labels: ["tujuan", "kedatangan", "kota", "alamat"],
    commemoration: ["ulang tahun", "hari jadi"],
    holiday: ["hari libur nasional", "libur nasional"],
    holidayCalendar: ["hari libur(?: nasional)?"],
    flight: ["penerbangan", "pesawat", "bandara", "bandar udara", "lapangan terbang"],
    rentalCar: ["sewa mobil", "rental mobil", "kereta sewa"],
    hostBlock: ["dipesan", "tidak tersedia", "diblokir", "penuh"],
    schoolHolidays: ["libur sekolah", "libur semester", "cuti sekolah"],
    outdoors: ["kemah", "berkemah", "perkhemahan", "pendakian", "mendaki", "naik gunung", "taman nasional"],
  },
  {
    language: "he",
    group: "he",
    homeward: ["הביתה"],
    travel: ["טיסה", "טיול", "חופשה", "נסיעה", "נסיעת עבודה", "מלון", "רכבת"],
    transport: ["טיסה", "רכבת", "מעבורת"],
    flight: ["טיסה", "טיסת", "נמל תעופה"],
    // Written with an apostrophe or a geresh: "צ'ק-אין", "צ׳ק אאוט".
    checkIn: ["צ['׳]ק[- ]?אין"],
    checkOut: ["צ['׳]ק[- ]?אאוט"],
    // "To" and "in" are letters glued to the name (לאילת, באילת): the word so written, which the resolver
    // reads without its letter (lib/calendar/place-data.ts), with the next word when the name has two (לבאר שבע).
    destinations: [
      String.raw`(?:^|[^\p{L}])([לב]\p{Script=Hebrew}{2,}\s+\p{Script=Hebrew}{2,})(?![\p{L}])`,
      String.raw`(?:^|[^\p{L}])([לב]\p{Script=Hebrew}{2,})(?![\p{L}])`,
    ],
  },
  {
    language: "ar",
    group: "ar",
    travel: [
      "رحلة",
      "سفر",
      "طيران",
      "فندق",
      // A Moroccan house let to guests, written in Latin letters as in Arabic: "Riad Fès – Relais & Châteaux".
      "riad",
      "رياض",
      "إجازة",
      "عطلة",
      "قطار",
      "تسجيل الوصول",
      "تسجيل المغادرة",
      "تسجيل الدخول",
      "تسجيل الخروج",
    ],
    transport: ["طيران", "قطار"],
    flight: ["طيران", "رحلة جوية", "مطار"],
    // A visit is travel by its place, not by the word ("زيارة الطبيب" is the doctor's).
    toHeads: ["زيارة", "رحلة", "سفر", "طيران", "قطار", "العودة", "عودة"],
    to: ["إلى", "الى"],
    from: ["من"],
    // "إجازة في الغردقة": a holiday in Hurghada.
    stayHeads: ["إجازة", "عطلة", "رحلة", "سفر"],
    in: ["في"],
    // Booking sites write arrival and departure; hotels' own confirmations "entry" and "exit".
    checkIn: ["تسجيل الوصول", "تسجيل الدخول"],
    checkOut: ["تسجيل المغادرة", "تسجيل الخروج"],
    commemoration: ["عيد ميلاد", "ذكرى"],
    // A named feast ("عيد الفطر", "عيد الميلاد المجيد": a birthday is "عيد ميلاد", without the article), a revolution's
    // day ("ثورة ٢٥ يناير"), an official day off.
    holiday: ["عيد ال\\p{L}+", "ثورة", "إجازة رسمية", "عطلة رسمية"],
    destinations: [String.raw`(?:^|[^\p{L}])([بل]\p{Script=Arabic}{3,})(?![\p{L}])`],
  },
  {
    language: "fa",
    group: "fa",
    travel: ["سفر", "پرواز", "هتل", "قطار", "تعطیلات"],
    transport: ["پرواز", "قطار", "اتوبوس"],
    flight: ["پرواز", "فرودگاه"],
    toHeads: ["سفر", "پرواز", "قطار", "اتوبوس", "بازگشت"],
    to: ["به"],
    from: ["از"],
    // With no preposition: "پرواز شیراز – ماهان", "ویلا رامسر".
    beforePlace: ["سفر", "پرواز", "قطار", "اتوبوس", "هتل", "ویلا"],
    commemoration: ["تولد"],
    // Nowruz's days off: "تعطیلات نوروز ۱۴۳۲".
    holiday: ["تعطیلات نوروز", "تعطیل رسمی"],
  },
  {
    // Afrikaans: only a rental car's and a birthday's words so far.
    language: "af",
    group: "af",
    // The company then its pick-up or return: "Avis optel – George Lughawe".
    rentalCar: [
      "huurmotor",
      "huurkar",
      "(?:hertz|avis|europcar|budget|tempest|bidvest|first car rental) (?:optel|terugbesorg|inlewer)",
    ],
    commemoration: ["verjaarsdag", "verjaardag"],
  },
  {
    // Icelandic: only a rental car's words so far.
    language: "is",
    group: "is",
    rentalCar: ["bílaleiga", "bílaleigubíll"],
  },
  {
    language: "sw",
    group: "sw",
    // "Safari" is any journey in Swahili; "ziara" a visit.
    travel: ["safari", "ziara", "hoteli", "likizo"],
    transport: ["ndege", "treni", "basi", "feri"],
    flight: ["ndege"],
    toHeads: ["safari", "ndege", "treni", "basi", "feri", "kurudi"],
    to: ["kwenda", "hadi"],
    from: ["kutoka"],
    commemoration: ["siku ya kuzaliwa"],
    schoolHolidays: ["likizo ya shule", "likizo za shule"],
  },
  {
    // Estonian: "lend" alone is English too, so a flight is a "lennureis" or a plane.
    language: "et",
    group: "et",
    travel: ["reis", "puhkus", "hotell", "rong", "praam", "lennureis"],
    transport: ["rong", "buss", "praam", "lennureis", "lennuk"],
    flight: ["lennureis", "lennuk", "lennujaam"],
    airports: ["lennujaam", "bussijaam", "raudteejaam", "sadam"],
    commemoration: ["sünnipäev", "juubel"],
  },
  {
    language: "lt",
    group: "lt",
    travel: ["kelionė", "atostogos", "viešbutis", "traukinys", "skrydis", "keltas"],
    transport: ["traukinys", "autobusas", "skrydis", "lėktuvas", "keltas"],
    flight: ["skrydis", "lėktuvas", "oro uostas"],
    airports: ["oro uostas", "geležinkelio stotis", "autobusų stotis", "stotis"],
    checkIn: ["registracija", "įsiregistravimas", "atvykimas"],
    checkOut: ["išsiregistravimas", "išvykimas"],
    commemoration: ["gimtadienis", "vardadienis", "jubiliejus"],
  },
  {
    language: "lv",
    group: "lv",
    travel: ["ceļojums", "atvaļinājums", "viesnīca", "vilciens", "lidojums", "prāmis"],
    transport: ["vilciens", "autobuss", "lidojums", "lidmašīna", "prāmis", "reiss"],
    flight: ["lidojums", "lidmašīna", "lidosta"],
    airports: ["lidosta", "stacija", "autoosta", "osta"],
    checkIn: ["reģistrēšanās", "ierašanās"],
    checkOut: ["izrakstīšanās", "izbraukšana"],
    commemoration: ["dzimšanas diena", "vārda diena", "jubileja"],
  },
  {
    // Georgian: no capitals, so its names are read by script (lib/calendar/places.ts).
    language: "ka",
    group: "ka",
    travel: ["მოგზაურობა", "შვებულება", "სასტუმრო", "მატარებელი", "ფრენა", "რეისი"],
    transport: ["მატარებელი", "ავტობუსი", "მარშრუტკა", "ფრენა", "რეისი", "თვითმფრინავი", "ბორანი"],
    flight: ["ფრენა", "რეისი", "თვითმფრინავი", "აეროპორტი"],
    airports: ["აეროპორტი", "სადგური", "ვაგზალი"],
    commemoration: ["დაბადების დღე", "იუბილე"],
  },
  {
    language: "hy",
    group: "hy",
    travel: ["ճամփորդություն", "ուղևորություն", "արձակուրդ", "հյուրանոց", "գնացք", "չվերթ"],
    transport: ["գնացք", "ավտոբուս", "երթուղային", "չվերթ", "ինքնաթիռ"],
    flight: ["չվերթ", "ինքնաթիռ", "օդանավակայան"],
    airports: ["օդանավակայան", "կայարան"],
    commemoration: ["ծննդյան օր", "տարեդարձ"],
  },
  {
    // Uzbek in Latin letters; its Cyrillic words are Russian's.
    language: "uz",
    group: "uz",
    travel: ["sayohat", "safar", "mehmonxona", "ta['’‘]til", "poyezd", "parvoz", "reys", "xizmat safari"],
    transport: ["poyezd", "avtobus", "parvoz", "reys", "samolyot", "tayyora", "afrosiyob"],
    flight: ["parvoz", "reys", "samolyot", "tayyora", "aeroport"],
    airports: ["aeroport", "aeroporti", "vokzal", "vokzali"],
    commemoration: ["tug['’‘]ilgan kun"],
  },
  {
    language: "kk",
    group: "east-slavic",
    travel: ["сапар", "іс-?сапар", "саяхат", "демалыс", "қонақ үй", "пойыз", "ұшақ"],
    transport: ["пойыз", "ұшақ", "әуе рейсі", "автобус"],
    // The dative before the way or the trip: "Ташкентке автобус", "Түркістанға пойыз", "Астанаға іссапар".
    destinations: [
      String.raw`(?:^|[^\p{L}])(\p{Lu}[\p{L}-]*?(?:ке|ге|қа|ға|на|не|а|е))\s+(?:автобус|пойыз|ұшақ|рейс|(?:іс-?)?сапар|саяхат)(?![\p{L}])`,
    ],
    stems: [
      [/(?:ке|ге|қа|ға)$/u, ""],
      [/(?:на|не|а|е)$/u, ""],
    ],
    flight: ["ұшақ", "әуе рейсі", "әуежай"],
    airports: ["әуежай", "вокзал", "бекет"],
    commemoration: ["туған күн", "мерейтой"],
  },
  {
    // Serbian in Cyrillic letters; in Latin, it reads as the Croatian row.
    language: "sr",
    group: "sr",
    travel: ["путовање", "одмор", "хотел", "воз", "лет", "смештај", "вила", "апартман", "хостел"],
    transport: ["воз", "аутобус", "лет", "авион", "трајект"],
    flight: ["лет", "авион", "аеродром"],
    airports: ["аеродром", "железничка станица", "аутобуска станица"],
    // "Београд Центар", "Нови Сад железничка станица".
    stations: ["центар", "главна железничка станица", "железничка станица", "главна станица", "станица"],
    toHeads: ["путовање", "воз", "трајект", "аутобус", "бус", "повратак"],
    to: ["за", "до", "према"],
    from: ["из", "од"],
    checkIn: ["пријава"],
    checkOut: ["одјава"],
    commemoration: ["рођендан", "годишњица"],
  },
  {
    // Croatian and Serbian in Latin letters.
    language: "hr",
    group: "hr",
    travel: ["putovanje", "godišnji odmor", "vlak", "trajekt", "smještaj"],
    transport: ["vlak", "trajekt", "katamaran", "autobus"],
    // "Let" is English too: a flight only before "za" and a place.
    legHeads: ["let"],
    flight: ["zrakoplov", "avion", "zračna luka", "aerodrom"],
    airports: ["zračna luka", "trajektna luka", "trajektni terminal", "kolodvor"],
    // "Beograd Centar", "Zagreb Glavni kolodvor", "Split Kolodvor".
    stations: ["centar", "glavni kolodvor", "kolodvor", "glavna stanica", "stanica"],
    toHeads: ["putovanje", "vlak", "trajekt", "katamaran", "autobus", "povratak"],
    to: ["za", "do", "prema"],
    from: ["iz", "od"],
    checkIn: ["prijava"],
    checkOut: ["odjava"],
    cancelled: ["otkazano", "otkazan"],
    commemoration: ["rođendan", "imendan", "godišnjica"],
  },
];

/**
 * Words of scripts written without spaces (Chinese, Japanese, Korean, Thai), found anywhere in a text:
 * `travel` makes a title travel, `transport` makes it a leg, `particles` split a run of the script
 * into names ("大阪への新幹線", "从北京到上海"), `suffixes` come off a name ("서울행", "부산으로").
 */
export const BARE = {
  travel: [
    // Chinese and Japanese
    "旅行",
    "旅游",
    "旅遊",
    "出張",
    "出差",
    "飞往",
    "飛往",
    "前往",
    "航班",
    "フライト",
    "ホテル",
    "酒店",
    "旅館",
    "机票",
    "機票",
    "度假",
    "休暇",
    "観光",
    "观光",
    "チェックイン",
    "チェックアウト",
    "入住",
    "退房",
    "新幹線",
    "飛行機",
    "飞机",
    "飛機",
    "火车",
    "火車",
    "高铁",
    "高鐵",
    "动车",
    "動車",
    "宿泊",
    "住宿",
    "帰省",
    // Inns and hot-spring stays: a guesthouse (民宿, 民泊), an onsen (温泉, 温泉旅館); a few hours at one is an outing.
    "民宿",
    "民泊",
    "温泉",
    "溫泉",
    // Nights away counted as Chinese, Japanese and Korean trips write them: "2天1晚", "3天2夜", "1泊2日", "2泊", "2박3일".
    "\\d+\\s*天\\s*\\d+\\s*[晚夜]",
    "\\d+\\s*泊",
    "\\d+\\s*박",
    // The signs of a hotel and a hot spring, in any language ("箱根♨️ 強羅 翠泉荘").
    "♨",
    "🏨",
    // Going back to one's home town: "回台南老家", "返乡", "探亲".
    "老家",
    "返乡",
    "返鄉",
    "回乡",
    "回鄉",
    "探亲",
    "探親",
    // The grandparents' or the in-laws' home, as the Korean words below: "回嘉義阿嬤家過年".
    "阿嬤家",
    "阿公家",
    "外婆家",
    "奶奶家",
    "姥姥家",
    "爷爷家",
    "爺爺家",
    "娘家",
    "婆家",
    // Korean
    // A family's home away, for a holiday: the parents' (본가, 친정, 시댁), the eldest's (큰집), the home town (고향).
    "본가",
    "큰집",
    "친정",
    "시댁",
    "고향",
    "출장",
    "여행",
    "휴가",
    "항공편",
    "항공권",
    "비행기",
    "호텔",
    "숙소",
    "펜션",
    "게스트하우스",
    "리조트",
    "체크인",
    "체크아웃",
    "기차",
    "고속버스",
    // Thai
    "เที่ยวบิน",
    "เดินทาง",
    "ทริป",
    "ท่องเที่ยว",
    "พักร้อน",
    "โรงแรม",
    "รถไฟ",
    "เครื่องบิน",
    "เช็คอิน",
    "เช็คเอาท์",
  ],
  transport: [
    "飞往",
    "飛往",
    "航班",
    "フライト",
    "机票",
    "機票",
    "新幹線",
    "高铁",
    "高鐵",
    "列车",
    "列車",
    "飛行機",
    "飞机",
    "飛機",
    "火车",
    "火車",
    "动车",
    "動車",
    "特急",
    "항공편",
    "비행기",
    "기차",
    "고속버스",
    "เที่ยวบิน",
    "รถไฟ",
    "เครื่องบิน",
  ],
  /** Particles and words between names: "XからYへ", "X行き", "从X到Y", "X의", "ไปX". */
  particles: [
    "への",
    "へ",
    "行き",
    "から",
    "まで",
    "到",
    "去",
    "在",
    "に",
    "の",
    "和",
    "と",
    "、",
    "从",
    "從",
    "的",
    "予約",
    "预订",
    "預訂",
    // "เที่ยวบินไปยังเชียงใหม่": "to" is "ไปยัง" as well as "ไป".
    "ไปยัง",
    "ไป",
    "จาก",
    "ถึง",
    "ที่",
  ],
  suffixes: /(?:행|으로|로|에서|까지|에|의|発|着)$/u,
  routes: [
    // "東京から大阪へ", "서울에서 부산까지", "从北京到上海"
    String.raw`([\p{L}]+?)から\s*([\p{L}]+?)(?:へ|まで|行き|$)`,
    String.raw`([\p{L}]+?)에서\s*([\p{L}]+?)(?:까지|으로|로|행|$)`,
    String.raw`[从從]\s*([\p{L}]+?)\s*[到至去]\s*([\p{L}]+)`,
    String.raw`จาก\s*([\p{L}\p{M}]+?)\s*(?:ไปยัง|ไป|ถึง)\s*([\p{L}\p{M}]+)`,
  ],
  gathering: [
    "ランチ",
    "会食",
    "食事",
    "飲み会",
    "打ち合わせ",
    "午餐",
    "晚餐",
    "聚餐",
    "会议",
    "會議",
    "점심",
    "저녁",
    "회의",
    "미팅",
  ],
  // Hindi, Marathi and Nepali write the English words in Devanagari: "Zostel Pokhara चेक-इन".
  checkIn: ["チェックイン", "入住", "체크인", "입실", "เช็คอิน", "चेक[- ]?इन"],
  checkOut: ["チェックアウト", "退房", "체크아웃", "퇴실", "เช็คเอาท์", "चेक[- ]?आउट"],
  cancelled: ["キャンセル", "取消", "已取消", "취소", "취소됨", "ยกเลิก"],
  booking: ["ホテル予約", "予約", "预订", "預訂", "酒店预订", "예약", "호텔 예약", "การจอง"],
  commemoration: ["誕生日", "生日", "생일", "วันเกิด"],
  holiday: ["国定假日", "法定节假日", "祝日", "공휴일", "วันหยุดราชการ", "วันหยุดนักขัตฤกษ์"],
  holidayCalendar: ["节假日", "節假日", "祝日", "공휴일", "วันหยุด"],
  // A day's outing, back the same day: "竹富島 日帰り", "乌镇一日游", "가평 당일치기".
  dayTrip: ["日帰り", "一日游", "一日遊", "당일치기"],
  flight: [
    ...["航班", "フライト", "飞往", "飛往", "飞机", "飛機", "飛行機", "机票", "機票", "航空券", "空港", "机场", "機場"],
    ...["항공편", "항공권", "비행기", "공항", "เที่ยวบิน", "เครื่องบิน", "สนามบิน"],
  ],
  rentalCar: ["レンタカー", "租车", "租車", "렌터카", "렌트카", "รถเช่า", "เช่ารถ"],
  hostBlock: [
    "予約済み?",
    "予約不可",
    "満室",
    "已预订",
    "已預訂",
    "不可预订",
    "不可預訂",
    "예약됨",
    "예약 불가",
    "ไม่ว่าง",
  ],
  // Not "夏休み" alone in Japanese: a grown-up's summer holiday too.
  schoolHolidays: [
    ...["春休み", "冬休み", "寒假", "暑假", "방학", "여름방학", "겨울방학", "ปิดเทอม"],
    // Bulgarian, which has no row of its own: "Пролетна ваканция".
    "(?:пролетна|зимна|лятна|коледна|великденска|есенна|междусрочна) ваканция",
  ],
  outdoors: [
    // A tent: a night outdoors, in any language ("Lake Tekapo ⛺").
    "⛺",
    "🏕",
    ...[
      "キャンプ",
      "ハイキング",
      "登山",
      "国立公園",
      "露营",
      "露營",
      "野营",
      "徒步",
      "自驾",
      "自駕",
      "国家公园",
      "國家公園",
    ],
    ...["캠핑", "등산", "하이킹", "국립공원", "ตั้งแคมป์", "แคมป์ปิ้ง", "เดินป่า", "อุทยานแห่งชาติ"],
  ],
};

// ── Built patterns ───────────────────────────────────────────────────────────────────────────────

const OPEN = String.raw`(?:^|[^\p{L}])`;
const CLOSE = String.raw`(?![\p{L}])`;
const any = (words: readonly string[]) => `(?:${words.join("|")})`;
const unique = (words: string[]) => [...new Set(words)];
type WordField = {
  [K in keyof Language]-?: NonNullable<Language[K]> extends string[] ? K : never;
}[keyof Language];
const all = (field: WordField) => unique(LANGUAGES.flatMap((row) => row[field] ?? []));
const GROUPS = unique(LANGUAGES.map((row) => row.group));
const rowsOf = (group: string) => LANGUAGES.filter((row) => row.group === group);
const inGroup = (group: string, field: WordField) => unique(rowsOf(group).flatMap((row) => row[field] ?? []));
const stemsOf = (group: string) => rowsOf(group).flatMap((row) => row.stems ?? []);

/**
 * A fragment that matches in either case without the `i` flag, so that the rest of its pattern can
 * ask for a capital ("Lot do Krakowa", not "lot do kina"): "lot" → "[lL][oO][tT]".
 */
function caseless(fragment: string): string {
  let out = "";
  let inClass = false;
  for (let i = 0; i < fragment.length; i++) {
    const char = fragment[i]!;
    if (char === "\\") {
      out += char + (fragment[++i] ?? "");
      continue;
    }
    if (char === "[") inClass = true;
    if (char === "]") inClass = false;
    const cases = unique([char, char.toLowerCase(), char.toUpperCase(), ...(char === "i" ? ["İ"] : [])]).filter(
      (form) => form.length === 1,
    );
    out += cases.length === 1 ? char : inClass ? cases.join("") : `[${cases.join("")}]`;
  }
  return out;
}
const anyCase = (words: readonly string[]) => any(words.map(caseless));

/** A regex of words between letters' boundaries, case-insensitive; `bare` words anywhere. */
function wordsPattern(words: string[], bare: string[] = []): RegExp {
  const parts = [`${OPEN}(${words.join("|")})${CLOSE}`];
  if (bare.length) parts.push(bare.join("|"));
  return new RegExp(parts.join("|"), "iu");
}

/** Travel words of every row, matched on the title and the cleaned description. */
export const TRAVEL_WORDS = wordsPattern(all("travel"));
/** Words of a leg, in every row. */
export const TRANSPORT_WORDS = wordsPattern(all("transport"));
export const BARE_TRAVEL_WORDS = new RegExp(BARE.travel.join("|"), "u");
export const BARE_TRANSPORT_WORDS = new RegExp(BARE.transport.join("|"), "u");
/** Boats of every row, which name no stop: "Barca Abraão → Conceição de Jacareí" leaves from Abraão. */
export const VESSEL_WORDS = wordsPattern(all("vessels"));

/** A pattern and the case endings to take off what it captures. */
export type Phrase = { pattern: RegExp; stems: Stem[] };

/** Per group: "<head> <preposition> <place>", the place as group 1; `extra` before the preposition, `place` after. */
function headPhrases(heads: WordField, preps: WordField, extra = "", place = ""): Phrase[] {
  return GROUPS.flatMap((group) => {
    const words = inGroup(group, heads);
    const to = inGroup(group, preps);
    if (!words.length || !to.length) return [];
    const source = `${OPEN}${any(words)}\\s+${extra}${any(to)}\\s+${place}(.+)`;
    return [{ pattern: new RegExp(source, "iu"), stems: stemsOf(group) }];
  });
}

const rowWords = (row: Language) => [
  ...(row.travel ?? []),
  ...(row.transport ?? []),
  ...(row.legHeads ?? []),
  ...(row.toHeads ?? []),
];

/** A row's case-ending destination after one of its words ("Lento Helsinkiin", "Vonat Budapestre"): group 1. */
const endingPattern = (row: Language, heads: string[]) =>
  `${OPEN}${anyCase(heads)}\\s+(\\p{Lu}[\\p{L}-]*?${row.ending})${CLOSE}`;

/** "Flight to Lisbon", "Vlucht naar Lissabon", "Lot do Krakowa", "Поезд в Москву", "Uçuş Berlin'e". */
export const TO_PHRASES: Phrase[] = [
  ...headPhrases("toHeads", "to", "(?:back\\s+)?"),
  ...headPhrases("legHeads", "to"),
  ...LANGUAGES.flatMap((row) => [
    ...(row.destinations ?? []).map((source) => ({
      // Only in a title with a word of the language: "Ayşe'ye" alone is a name, not a journey.
      pattern: new RegExp(`^(?=.*${OPEN}${anyCase(rowWords(row))}${CLOSE}).*?${source}`, "u"),
      stems: row.stems ?? [],
    })),
    ...(row.ending ? [{ pattern: new RegExp(endingPattern(row, rowWords(row)), "u"), stems: row.stems ?? [] }] : []),
  ]),
];
/** Each row's case endings, for a title with one of its words. */
const ROW_STEMS = LANGUAGES.filter((row) => row.stems?.length).map((row) => ({
  pattern: new RegExp(`${OPEN}${anyCase(rowWords(row))}${CLOSE}`, "u"),
  stems: row.stems!,
}));

/**
 * The case endings a route's far end may be written with, by the languages whose words its title uses: "IC Tópart –
 * Balatonfüredre" goes to Balatonfüred.
 */
export const stemsOfTitle = (title: string): Stem[] =>
  ROW_STEMS.filter((row) => row.pattern.test(title)).flatMap((row) => row.stems);

/**
 * Any head word of TO_PHRASES and IN_PHRASES: a text without one has no such phrase, and its many
 * patterns are not tried (a description's forty agenda lines).
 */
export const PHRASE_HEADS = wordsPattern(
  unique(LANGUAGES.flatMap((row) => [...rowWords(row), ...(row.stayHeads ?? []), ...(row.fromHeads ?? [])])),
);

/** Where one works from is no place: "Working from home", "WFH from the office". */
const NOT_A_PLACE = "(?!(?:home|casa|the|my|our|office|bed)\\b)";
/** "Working from Tbilisi": where the member works from is where they are. */
export const WORKING_FROM_PHRASES = headPhrases("fromHeads", "from", "", NOT_A_PLACE);
/** "Vacation in Rome", "Vakantie in Spanje", "Отпуск в Сочи", "Liburan di Bali", "Working from Tbilisi". */
export const IN_PHRASES: Phrase[] = [...headPhrases("stayHeads", "in"), ...WORKING_FROM_PHRASES];

/** "From X to Y" in each group, and the routes of postpositions ("İstanbul'dan Berlin'e"): ends as groups 1, 2. */
export const FROM_TO_PHRASES: Phrase[] = [
  ...GROUPS.flatMap((group) => {
    const from = inGroup(group, "from");
    const to = unique(rowsOf(group).flatMap((row) => row.routeTo ?? row.to ?? []));
    if (!from.length || !to.length) return [];
    return [{ pattern: new RegExp(`${OPEN}${any(from)}\\s+(.+?)\\s+${any(to)}\\s+(.+)`, "iu"), stems: stemsOf(group) }];
  }),
  ...LANGUAGES.flatMap((row) =>
    (row.routes ?? []).map((source) => ({ pattern: new RegExp(source, "u"), stems: row.stems ?? [] })),
  ),
  ...BARE.routes.map((source) => ({ pattern: new RegExp(source, "u"), stems: [] })),
];

/** The first phrase that matches, in table order (the first rows first: their readings never change). */
export function firstMatch(
  phrases: Phrase[],
  text: string,
  accept: (match: RegExpExecArray) => boolean = () => true,
): { match: RegExpExecArray; stems: Stem[] } | null {
  for (const phrase of phrases) {
    const match = phrase.pattern.exec(text);
    if (match && accept(match)) return { match, stems: phrase.stems };
  }
  return null;
}

/** A place's other spellings once a case ending is off, each word alike ("Krakowa" → "Krakow", "z Prahy" → "Praha"). */
export function stemmed(text: string, stems: Stem[]): string[] {
  const variants = new Set<string>();
  for (const [ending, replacement] of stems) {
    const words = text
      .split(/(\s+)/)
      .map((word) => (/\s/.test(word) || word.length < 4 ? word : word.replace(ending, replacement)));
    const whole = text.length < 4 ? text : text.replace(ending, replacement).trim();
    for (const variant of [words.join("").trim(), whole])
      if (variant.length >= 2 && variant !== text) variants.add(variant);
  }
  return [...variants];
}

/** Places written before a trip word: "Paris trip", "Lissabon vakantie". */
export const PLACE_THEN_TRIP = new RegExp(`^(.+?)\\s+${any(all("afterPlace"))}${CLOSE}`, "iu");
/** "Trip Lisbon", "Du lịch Đà Nẵng", "پرواز شیراز": case-sensitive, the place capitalised in scripts with capitals. */
export const TRIP_THEN_PLACE = new RegExp(
  `${OPEN}${anyCase(all("beforePlace"))}\\s+(?![a-z])([\\p{Lu}\\p{Lo}].+)`,
  "u",
);

/** The "to" of a leg after its number, in the first group ("ICE 1006 nach Hamburg", "TGV 6201 à Lyon"). */
// Afrikaans "na" too: "Intercape na Bloemfontein".
const LEG_TO_WEST = ["to", "nach", "à", "pour", "vers", "a", "para", "per", "naar", "na", "till"];
/**
 * Two places and a "to" between them, groups 1 and 2: "Portsmouth to Santander – Galicia", "New York, NY to
 * Washington, DC".
 */
export const BARE_ROUTE = new RegExp(
  String.raw`^(\p{Lu}[^\d,;:]*?(?:, [A-Z]{2})?)\s+${any(LEG_TO_WEST)}\s+(\p{Lu}.+)$`,
  "u",
);
/**
 * "ICE 1006 nach Hamburg", "Vlak 123 do Brna": a leg's destination at the end of its title, group 1.
 * Other groups' prepositions only with a word of theirs: "Comboio do Porto" is not Polish.
 */
export const LEG_TO_PHRASES: Phrase[] = [
  { pattern: new RegExp(`(?:^|\\s)${any(LEG_TO_WEST)}\\s+(\\p{Lu}.+)$`, "u"), stems: stemsOf("west") },
  ...GROUPS.filter((group) => group !== "west").flatMap((group) => {
    const to = inGroup(group, "to");
    const heads = unique(rowsOf(group).flatMap(rowWords));
    if (!to.length || !heads.length) return [];
    return [
      {
        // A place is capitalised, or written in a script without capitals ("قطار النوم إلى الأقصر").
        pattern: new RegExp(`${OPEN}${anyCase(heads)}${CLOSE}.*?(?:^|\\s)${anyCase(to)}\\s+([\\p{Lu}\\p{Lo}].+)$`, "u"),
        stems: stemsOf(group),
      },
    ];
  }),
];

/**
 * Words of a leg only before "to" and a capitalised place, or before a case ending: "Lot do Krakowa",
 * "Lento Helsinkiin".
 */
function legPhrases(headsOf: (row: Language) => string[]): RegExp[] {
  return [
    ...GROUPS.map((group) => [unique(rowsOf(group).flatMap(headsOf)), inGroup(group, "to")] as const)
      .filter(([heads, to]) => heads.length && to.length)
      .map(([heads, to]) => `${OPEN}${anyCase(heads)}\\s+${anyCase(to)}\\s+\\p{Lu}`),
    ...LANGUAGES.filter((row) => row.ending && headsOf(row).length).map((row) => endingPattern(row, headsOf(row))),
  ].map((source) => new RegExp(source, "u"));
}
const LEG_PHRASES = legPhrases((row) => row.legHeads ?? []);
export const isLegPhrase = (text: string) => LEG_PHRASES.some((pattern) => pattern.test(text));

/** A row's flight words that are its leg heads: flights only as a leg's head ("Lot do Krakowa", "Lento Helsinkiin"). */
const flightHeads = (row: Language) => (row.flight ?? []).filter((word) => row.legHeads?.includes(word));
const FLIGHT_WORDS = wordsPattern(
  LANGUAGES.flatMap((row) => (row.flight ?? []).filter((word) => !flightHeads(row).includes(word))),
  BARE.flight,
);
const FLIGHT_PHRASES = legPhrases(flightHeads);
/** A flight's words, an airport's or a plane's: not a train, bus or ferry. */
export const isFlightWording = (text: string) =>
  FLIGHT_WORDS.test(text) || FLIGHT_PHRASES.some((pattern) => pattern.test(text));

export const CANCELLED = new RegExp(
  `^\\s*(?:${[...all("cancelled"), ...BARE.cancelled].join("|")})\\s*[:：\\-–]`,
  "iu",
);
/** Check-in and check-out words: a stay's own moments. */
export const CHECK_IN_OUT = wordsPattern([...all("checkIn"), ...all("checkOut")], [...BARE.checkIn, ...BARE.checkOut]);
export const CHECK_IN = wordsPattern([...all("checkIn"), ...all("arrival")], BARE.checkIn);
export const CHECK_OUT = wordsPattern([...all("checkOut"), ...all("departure")], BARE.checkOut);
/**
 * A stay's own moment: a check-in or check-out word, or an arriving or leaving word at a lodging ("Arrivée Hôtel
 * Negresco", "Salida del hostal"); alone, such a word may be anyone's ("Arrivée des invités").
 */
export const namesStayMoment = (title: string) =>
  CHECK_IN_OUT.test(title) || (LODGING.test(title) && (CHECK_IN.test(title) || CHECK_OUT.test(title)));
/** A public holiday named in a title ("Feiertag", "jour férié", "Resmi tatil", "공휴일"). */
export const HOLIDAY_WORDS = wordsPattern(all("holiday"), BARE.holiday);
/** A leg's going home ("Train home", "nach Hause", "kotiin"). */
export const HOMEWARD = wordsPattern(all("homeward"));
/** A holiday calendar's name ("Feiertage", "Feestdagen in Nederland", "Праздники России", "祝日"). */
export const HOLIDAY_CALENDAR_WORDS = wordsPattern(all("holidayCalendar"), BARE.holidayCalendar);
/** Anniversaries and birthdays. */
export const COMMEMORATION = wordsPattern(all("commemoration"), BARE.commemoration);

/** A wording's regex source: its fragment, or its slots' words in order ("" leaves a slot out). */
function wordingSource(wording: Wording): string {
  if (typeof wording === "string") return wording;
  return wording
    .map((words, index) => {
      const part = `${index ? "\\s+" : ""}${any(words.filter(Boolean))}`;
      return words.includes("") ? `(?:${part})?` : part;
    })
    .join("");
}
const wordings = (field: "schoolHolidays" | "seasonalEvent") =>
  unique(LANGUAGES.flatMap((row) => (row[field] ?? []).map(wordingSource)));
/** A whole title of these words, in either case: "Not available", "Schulferien". */
const wholeTitle = (words: string[]) => new RegExp(`^\\s*${any(words)}\\s*$`, "iu");

/** A rental car: picked up during a trip, going nowhere of its own. */
export const RENTAL_CAR = wordsPattern(all("rentalCar"), BARE.rentalCar);
/** Driving oneself somewhere ("Drive to Bondo"). */
export const DRIVE = wordsPattern(all("drive"));
/** A carrier's reminder around a leg ("Online check-in open", "Select your seats", "Lounge voucher"). */
export const CARRIER_REMINDER = wordsPattern(all("reminder"));
/** A word of fetching or meeting someone ("pick Maya up", "abholen", "buscar", "встретить маму", "接機"). */
const FETCH = String.raw`(?<![\p{L}])(?:pick(?:ing)? (?:\p{L}+ )?up|collect|abholen|empfangen|chercher|accueil(?:lir)?|recibir|receber|buscar|prender(?:la|lo|li|le)|recoger|ophalen|odebrać|встретить|встречать|зустріти|зустрічати|pasitikti|o iau|îl iau|îi iau)(?![\p{L}])|接機|接机`;
/**
 * Someone arriving whom the member fetches ("Mamie Jo arrive (TGV de Lyon) – aller la chercher", "Vovó e vovô
 * chegam de Recife ✈️ buscar em Viracopos"): their journey, not the member's. An arriving word and a fetching one.
 */
export const FETCHING_SOMEONE = new RegExp(
  String.raw`(?=.*(?<![\p{L}])(?:arrives?|arriving|arrivals?|arrivent|chega|chegam|arriva|arrivano|kommt|kommen|llega|llegan|komt|komen|przyjeżdża(?:ją)?|przylatuje)(?![\p{L}]))` +
    `(?=.*${FETCH})`,
  "iu",
);
/** Fetching someone, arriving or not: a drive to do so is there and back ("Pick up Maya – Ithaca 🚗"). */
export const FETCHING = new RegExp(FETCH, "iu");
/**
 * TripIt's "Directions from the airport to the hotel", "Directions: Airport to Home": a way across town; and TripIt's
 * items of what is done while there, by their type ("[Restaurant] Çiya Sofrası", "[Meeting] …", "[Note] …").
 */
export const DIRECTIONS =
  /^\s*(?:(?:driving |walking )?directions(?:\s+from\b|:)|\[(?:restaurant|meeting|note|map|directions|parking)\])/i;
/**
 * A TripIt feed's plans of what is done while there, by the type its titles open with ("Activity: Waiheke Island wine
 * tour", "Meeting: …", "Note: …"): the member is on a trip its legs and lodgings place, going nowhere of their own.
 */
export const TRIPIT_PLAN = /^\s*(?:activity|meeting|restaurant|note|tour|concert|theat(?:er|re)|map)\s*:/i;
/**
 * Hotel chains of one word, named as towns are ("Hotel – Fairmont Riyadh", "Arrivée Radisson Blu Dakar"): no place of
 * their own, and a lodging.
 */
export const HOTEL_CHAINS = [
  ...["scandic", "radisson", "hilton", "hyatt", "marriott", "sheraton", "westin", "ibis", "novotel", "mercure"],
  ...["sofitel", "kempinski", "wyndham", "ramada"],
];

/**
 * A lodging a title names, in the languages travellers book in ("Hotel Saratz", "Pousada Vento Leste", "ホテル"), or by a
 * chain's name ("Arrivée Radisson Blu"): a stay over nights there is where it is, whatever way there its description
 * tells.
 */
const LODGING_KINDS = String.raw`hotels?|hôtel|hotell|hostel|hostal|albergo|auberge|pousada|posada|pensi[oó]n|pension|gasthof|gasthaus|guest ?house|inn|lodge|resort|motel|b&b|ryokan|agriturismo|chalet|villa|apartments?|apartamentos?|homestay|cabin|cottage|riad|tea ?house|g[îi]te|campement|готель|гостиница|отель|хостел|апартаменти|апартаменты|садиба`;
const LODGING_SIGNS = "ホテル|ペンション|酒店|宾馆|賓館|旅館|民宿|🏨";
export const LODGING = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${LODGING_KINDS}|${HOTEL_CHAINS.join("|")}|holiday inn|best western|premier inn|crowne plaza|intercontinental)(?![\p{L}])|${LODGING_SIGNS}`,
  "iu",
);
/**
 * The words for a kind of lodging, every one in the text, without chains' names: what is left of a stay's name is its
 * own ("Radisson Blu" of "Arrivée Radisson Blu Dakar Sea Plaza", "北海" of "北海宾馆").
 */
export const LODGING_KIND_WORDS = new RegExp(
  String.raw`(?:^|(?<=[^\p{L}]))(?:${LODGING_KINDS})(?![\p{L}])|${LODGING_SIGNS}`,
  "giu",
);
/** A day's outing, back the same day ("Sintra day trip", "Tagesausflug"). */
export const DAY_TRIP = wordsPattern(all("dayTrip"), BARE.dayTrip);
/** A cruise's day in a port ("Port of Call: Juneau, AK", "Port day – Nassau", "Landgang"). */
export const PORT_CALL = wordsPattern(all("portCall"));
/** A host's blocked nights, the whole title ("Reserved", "Airbnb (Not available)", "Niet beschikbaar"). */
export const HOST_BLOCK = wholeTitle([...all("hostBlock"), ...BARE.hostBlock]);
/** A school's or university's holidays, the whole title ("School Winter Vacation", "herfstvakantie", "寒假"). */
export const SCHOOL_HOLIDAYS = wholeTitle([...wordings("schoolHolidays"), ...BARE.schoolHolidays]);
/** A part of a title saying there is no school ("pas d'école", "no hay clases"). */
export const NO_SCHOOL = wholeTitle(all("noSchool"));
/** A season's event named by a travel word ("Holiday Dinner", "colonie de vacances"): global, to take it out. */
/** A title that opens with a meal or a meeting: at an airport, a lunch, not a leg. */
export const GATHERING = new RegExp(`^\\s*(?:${anyCase(all("gathering"))}${CLOSE}|${BARE.gathering.join("|")})`, "u");
export const SEASONAL_EVENT = new RegExp(`${OPEN}${any(wordings("seasonalEvent"))}${CLOSE}`, "giu");
/** Nights away outdoors ("Olympic NP", "Sierra backpacking", "Wandern", "поход", "キャンプ"): a capital as written. */
export const OUTDOOR_TRIP = new RegExp(
  [
    `${OPEN}${any(all("outdoors").map((word) => (/\p{Lu}/u.test(word) ? word : caseless(word))))}${CLOSE}`,
    ...BARE.outdoors,
  ].join("|"),
  "u",
);

/** Booking words before a colon, after the booking sites' names (lib/calendar/places.ts). */
export const BOOKING_WORDS = [...all("booking"), ...BARE.booking];
export const STATION_NAMES = all("stations");
export const AIRPORT_NAMES = all("airports");
export const STRIPPED_NAMES = unique([...STATION_NAMES, ...AIRPORT_NAMES, ...all("strip")]);
export const STOP_WORDS = all("stop");
/**
 * A capitalised place after a title's last "in", "to" or "at", in any language ("Mum in Lisbon", "Setmana Santa a
 * Ciutadella", "Noël chez Mamie à Lyon"): group 1.
 */
export const TITLE_END_PLACE = new RegExp(
  String.raw`(?:^|\s)${anyCase(unique(["in", "to", "at", ...all("in")]))}\s+(\p{Lu}[^,;:]*)$`,
  "u",
);
/**
 * A place someone comes from, after a word that means only "from" ("Niamh staying with us (from Cork)", "Vine Andreea
 * din Iași", "Gintarė iš Klaipėdos pas mus", "表妹從台北來玩"): group 1 or 2. Not "de", "da" or "van", which are "of"
 * too ("Hotel de Paris").
 */
export const ORIGIN_PLACE = new RegExp(
  String.raw`(?:(?:^|[\s(])${anyCase(["from", "desde", "vanuit", "från", "aus", "iš", "din", "из", "від", "από", "từ", "dari", "kutoka"])}\s+(\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+\p{Lu}[\p{L}\p{M}'’.-]*){0,2})|[從从](\p{Script=Han}{2,4}?)[來来])`,
  "u",
);
/** A "to" that a ticket writes with a colon ("Pociąg do: Gdańsk Główny", "Lot do: Kutaisi"): group 1 is the word. */
export const TO_WITH_COLON = new RegExp(`(?<![\\p{L}])(${any(all("to"))}):(?=\\s)`, "giu");
export const LABELS = all("labels");

/** The plain words of every row but the first group's: never a place on their own ("Vlucht", "Поезд"). */
export const TABLE_WORDS = LANGUAGES.filter((row) => row.group !== "west").flatMap((row) =>
  [...rowWords(row), ...(row.stayHeads ?? [])].filter((word) => !/[[\]()?\\|]/.test(word)),
);
