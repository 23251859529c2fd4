import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { detectTravel, pairStays, type CalendarEventInput, type CityResolver } from "@/lib/calendar/detection";
import { cityResolver, homeOf } from "@/lib/calendar/events";
import { isFlight, isTransport } from "@/lib/calendar/places";
import {
  CANCELLED,
  HOST_BLOCK,
  LANGUAGES,
  OUTDOOR_TRIP,
  RENTAL_CAR,
  stemmed,
  TRAVEL_WORDS,
} from "@/lib/calendar/vocabulary";
import { loadTestCities } from "../helpers/cities";

/**
 * Travel detection in the languages of lib/calendar/vocabulary.ts (docs/api.md §8.2, "Languages"):
 * per language, titles of travel with their destination, and everyday events that must stay
 * everyday events.
 */
const TODAY = "2031-01-15";
let resolve: CityResolver;

beforeAll(async () => {
  await loadTestCities();
  resolve = cityResolver(await getDb());
});

const leg = { start: { dateTime: "2031-03-03T09:00:00+01:00" }, end: { dateTime: "2031-03-03T12:00:00+01:00" } };
const hour = { start: { dateTime: "2031-03-03T15:00:00+01:00" }, end: { dateTime: "2031-03-03T16:00:00+01:00" } };
const days = { start: { date: "2031-03-03" }, end: { date: "2031-03-07" } };

/** [language, title, times, destination (null: travel without one; false: not travel)] */
type Case = [string, string, Pick<CalendarEventInput, "start" | "end">, string | null | false];

const CASES: Case[] = [
  ["nl", "Vlucht naar Lissabon", leg, "Lisbon"],
  ["nl", "Trein van Amsterdam naar Utrecht", leg, "Utrecht"],
  ["nl", "Vakantie in Barcelona", days, "Barcelona"],
  ["nl", "Hotelreservering: Hotel Krasnapolsky, Amsterdam", days, "Amsterdam"],
  ["nl", "Geannuleerd: Vlucht naar Lissabon", leg, false],
  ["nl", "Tandarts", hour, false],
  ["nl", "Verjaardag oma", days, false],
  ["nl", "Vergadering met het team", hour, false],
  ["pl", "Lot do Krakowa", leg, "Kraków"],
  ["pl", "Pociąg z Warszawy do Gdańska", leg, "Gdańsk"],
  ["pl", "Wakacje w Krakowie", days, "Kraków"],
  ["pl", "Rezerwacja hotelu: Hotel Bristol, Warszawa", days, "Warsaw"],
  ["pl", "Anulowano: Lot do Krakowa", leg, false],
  ["pl", "Dentysta", hour, false],
  ["pl", "Urodziny Ani", days, false],
  ["pl", "Spotkanie zespołu", hour, false],
  ["cs", "Let z Prahy do Londýna", leg, "London"],
  ["cs", "Vlak Praha – Brno", leg, "Brno"],
  ["cs", "Cesta do Brna", days, "Brno"],
  ["cs", "Zrušeno: Vlak do Brna", leg, false],
  ["cs", "Zubař", hour, false],
  ["cs", "Narozeniny Petra", days, false],
  ["sk", "Vlak do Bratislavy", leg, "Bratislava"],
  ["sk", "Dovolenka v Bratislave", days, "Bratislava"],
  ["sk", "Porada", hour, false],
  ["sv", "Resa till Göteborg", days, "Göteborg"],
  ["sv", "Tåg från Malmö till Stockholm", leg, "Stockholm"],
  ["sv", "Flyg till Oslo", leg, "Oslo"],
  ["sv", "Inställd: Flyg till Oslo", leg, false],
  ["sv", "Tandläkare", hour, false],
  ["sv", "Födelsedag Anna", days, false],
  ["da", "Fly til København", leg, "Copenhagen"],
  ["da", "Ferie i Rom", days, "Rome"],
  ["da", "Tandlæge", hour, false],
  ["no", "Tog fra Oslo til Bergen", leg, "Bergen"],
  ["no", "Reise til Trondheim", days, "Trondheim"],
  ["no", "Bursdag", days, false],
  ["fi", "Lento Helsinkiin", leg, "Helsinki"],
  ["fi", "Matka Tampereelle", days, "Tampere"],
  ["fi", "Hammaslääkäri", hour, false],
  ["fi", "Syntymäpäivä", days, false],
  ["ru", "Поезд Москва — Санкт-Петербург", leg, "Saint Petersburg"],
  ["ru", "Рейс SU 2410 из Москвы в Берлин", leg, "Berlin"],
  ["ru", "Командировка в Казань", days, "Kazan"],
  ["ru", "Бронирование гостиницы: Отель Метрополь, Москва", days, "Moscow"],
  ["ru", "Отменено: Рейс в Берлин", leg, false],
  ["ru", "Стоматолог", hour, false],
  ["ru", "День рождения мамы", days, false],
  ["ru", "Совещание", hour, false],
  ["uk", "Переліт з Києва до Варшави", leg, "Warsaw"],
  ["uk", "Відрядження до Одеси", days, "Odessa"],
  ["uk", "Поїзд до Львова", leg, "Lviv"],
  ["uk", "Переліт з Варшави до Києва", leg, "Kyiv"],
  ["uk", "Скасовано: Поїзд до Одеси", leg, false],
  ["uk", "День народження", days, false],
  ["tr", "Uçuş İstanbul'dan Berlin'e", leg, "Berlin"],
  ["tr", "Ankara'ya tren", leg, "Ankara"],
  ["tr", "İptal edildi: Uçuş Berlin'e", leg, false],
  ["tr", "Diş hekimi", hour, false],
  ["tr", "Doğum günü", days, false],
  ["el", "Πτήση για Αθήνα", leg, "Athens"],
  ["el", "Ταξίδι στη Θεσσαλονίκη", days, "Thessaloníki"],
  ["el", "Οδοντίατρος", hour, false],
  ["el", "Γενέθλια", days, false],
  ["hu", "Vonat Bécsbe", leg, "Vienna"],
  ["hu", "Repülés Londonba", leg, "London"],
  ["hu", "Fogorvos", hour, false],
  ["hu", "Születésnap", days, false],
  ["ro", "Zbor spre București", leg, "Bucharest"],
  ["ro", "Tren de la Cluj-Napoca la Brașov", leg, "Braşov"],
  ["ro", "Anulat: Zbor spre București", leg, false],
  ["ro", "Zi de naștere", days, false],
  ["ca", "Viatge a Girona", days, "Girona"],
  ["ca", "Vol de Barcelona a Palma", leg, "Palma"],
  ["ja", "大阪への新幹線", leg, "Osaka"],
  ["ja", "東京から大阪へ", leg, "Osaka"],
  ["ja", "ホテル予約: 京都", days, "Kyoto"],
  ["ja", "キャンセル: 大阪への新幹線", leg, false],
  ["ja", "歯医者", hour, false],
  ["ja", "誕生日", days, false],
  ["zh", "从北京到上海的航班", leg, "Shanghai"],
  ["zh", "飞往上海", leg, "Shanghai"],
  ["zh", "台北出差", days, "Taipei"],
  ["zh", "牙医", hour, false],
  ["zh", "生日聚会", days, false],
  ["ko", "도쿄 출장", days, "Tokyo"],
  ["ko", "서울행 KTX", leg, "Seoul"],
  ["ko", "부산 여행", days, "Busan"],
  ["ko", "서울에서 부산까지 기차", leg, "Busan"],
  ["ko", "치과", hour, false],
  ["ko", "생일", days, false],
  ["vi", "Chuyến bay đến Hà Nội", leg, "Hanoi"],
  ["vi", "Du lịch Đà Nẵng", days, "Da Nang"],
  ["vi", "Sinh nhật mẹ", days, false],
  ["id", "Penerbangan ke Jakarta", leg, "Jakarta"],
  ["id", "Perjalanan dari Jakarta ke Surabaya", leg, "Surabaya"],
  ["id", "Ulang tahun", days, false],
  ["pt", "Viagem para o Porto", days, "Porto"],
  ["fr", "Vol de Paris à Nice", leg, "Nice"],
  ["th", "เที่ยวบินไปเชียงใหม่", leg, "Chiang Mai"],
  ["pt", "Viagem para o Rio", days, "Rio de Janeiro"],
  ["id", "Penerbangan ke Bali", leg, "Bali"],
  ["nl", "Inchecken: Hotel Arena, Amsterdam", hour, "Amsterdam"],
  ["ru", "Заселение: Отель Космос, Москва", hour, "Moscow"],
  ["ko", "체크인: 신라호텔, 서울", hour, "Seoul"],
  ["tr", "Bayram tatili Antalya'ya", days, "Antalya"],
  // Hebrew and Arabic glue "to", "in" and "the" to a name; Greek declines it; Vietnamese goes home unaccented.
  ["he", "טיסה לאילת ✈️ ישראייר 6H 61", leg, "Eilat"],
  ["he", "חופשה בחיפה", days, "Haifa"],
  ["ar", "زيارة خالتي بعمان", days, "Amman"],
  ["ar", "رحلة إلى القاهرة", days, "Cairo"],
  ["el", "Πλοίο Πειραιάς → Νάξο (Blue Star Delos)", leg, "Náxos"],
  ["el", "Πτήση για Αθήνας", leg, "Athens"],
  ["el", "Διακοπές Σαντορίνη 🌅", days, "Santorini"],
  ["vi", "Ve que an Tet 🧧 Can Tho", days, "Cần Thơ"],
  ["vi", "Về quê Cần Thơ", days, "Cần Thơ"],
  ["vi", "Về Đà Nẵng ăn Tết 🧧 (nhà Ngoại)", days, "Da Nang"],
  // A holiday at the family's home away is a trip; the holiday alone is not.
  ["ko", "부산 큰집 🌕 추석", days, "Busan"],
  ["ko", "추석", days, false],
  ["es", "Puente 🙌", days, false],
  // A ticket's "to" with a colon; a plural town's locative; check-ins in Croatian and Turkish.
  ["pl", "Lot do: Kutaisi (W6 1747)", leg, "Kutaisi"],
  ["sk", "Víkend v Košiciach", days, "Košice"],
  ["hr", "Prijava: Hotel Esplanade, Zagreb", hour, "Zagreb"],
  ["tr", "Otel Giriş: Radisson Blu, İstanbul", hour, "Istanbul"],
  // Google's Japanese "Flight to X"; a Dutch weekend; a Portuguese inn; a holiday week somewhere, in Catalan.
  ["ja", "パリ行きのフライト（AF 291）", leg, "Paris"],
  ["nl", "Weekendje Gent met Sanne 🧇", days, "Gent"],
  ["pt", "Pousada em Paraty 🏝️", days, "Paraty"],
  ["ca", "Setmana Santa a Ciutadella 🐚", days, "Ciutadella"],
  ["es", "Bus a Viña del Mar – Turbus", leg, "Viña del Mar"],
  ["ja", "ゴールデンウィーク🎌", days, false],
];

/** Words of one language that are everyday words of another: never travel by themselves. */
const NOT_TRAVEL: [string, string, Pick<CalendarEventInput, "start" | "end">][] = [
  ["en", "Prom", days],
  ["en", "Semester starts", days],
  ["en", "Parking lot cleanup", days],
  ["en", "Let it snow party", hour],
  ["es", "Cesta de Navidad", days],
  ["es", "Loma Linda University", hour],
  ["pl", "Matka Boża Gromniczna", days],
  ["pt", "Dia de Reis", days],
  ["fr", "Jour férié", days],
  ["it", "Tango lento", hour],
  ["pl", "lot do kina", hour],
  ["nl", "Koningsdag (nationale feestdag) Amsterdam", days],
  ["tr", "Resmi Tatil: Cumhuriyet Bayramı, Ankara", days],
  ["sv", "Röd dag: Midsommarafton, Stockholm", days],
  ["en", "QLD school holidays", days],
  ["da", "Skolernes sommerferie ☀️", days],
];

describe("places written in other scripts", () => {
  it("reads a country in an address as no city", async () => {
    const detection = await detectTravel(
      {
        summary: "У мамы в Казани 🏡",
        location: "ул. Чистопольская, 61, Казань, Респ. Татарстан, Россия, 420132",
        ...days,
      },
      resolve,
      TODAY,
    );
    expect(detection.destination).toBe("Kazan, Russia");
  });

  it("reads an address's parts after an Arabic comma", async () => {
    const detection = await detectTravel({ summary: "خالتي", location: "جبل الحسين، عمان", ...days }, resolve, TODAY);
    expect(detection.destination).toBe("Amman, Jordan");
  });

  it("takes a flight home from an airport elsewhere for home", async () => {
    const home = homeOf((await resolve("Haifa"))!);
    const event = {
      summary: "טיסה חזרה מאילת – חיפה 6H 64",
      location: "נמל התעופה רמון (ETM)",
      ...leg,
    };
    expect(await detectTravel(event, resolve, TODAY, home)).toMatchObject({ isTravel: false, excluded: "home" });
  });
});

/** Holiday calendars in other languages: their days are nobody's trip, wherever they are set. */
const HOLIDAY_CALENDARS: [string, string, string][] = [
  ["nl", "Feestdagen in Nederland", "Hemelvaartsdag"],
  ["pl", "Święta w Polsce", "Boże Ciało"],
  ["ru", "Праздники России", "День России"],
  ["da", "Helligdage", "Store bededag"],
];

describe("travel detection in many languages", () => {
  it.each(NOT_TRAVEL)("%s: %s is not travel", async (_language, summary, times) => {
    expect((await detectTravel({ summary, ...times }, resolve, TODAY)).isTravel).toBe(false);
  });

  it("has a row for each language the tests name", () => {
    const rows = new Set(LANGUAGES.map((row) => row.language));
    for (const [language] of CASES) if (!["ja", "zh", "ko", "th"].includes(language)) expect(rows).toContain(language);
  });

  it.each(CASES)("%s: %s", async (_language, summary, times, expected) => {
    const detection = await detectTravel({ summary, ...times }, resolve, TODAY);
    expect(detection.isTravel).toBe(expected !== false);
    if (expected === false) return;
    if (expected === null) expect(detection.destination).toBeNull();
    else expect(detection.destination?.split(",")[0]).toBe(expected);
  });
});

describe("holiday calendars in many languages", () => {
  it.each(HOLIDAY_CALENDARS)("%s: %s", async (_language, calendarName, summary) => {
    const detection = await detectTravel({ summary, calendarName, location: "Berlin", ...days }, resolve, TODAY);
    expect(detection).toMatchObject({ isTravel: false, excluded: "holiday" });
  });
});

describe("the lists of every language", () => {
  const nights = { start: { date: "2031-03-07" }, end: { date: "2031-03-10" } };

  it.each([
    ["en", "Thanksgiving Break"],
    ["de", "Herbstferien"],
    ["fr", "Vacances d'hiver - Zone B"],
    ["nl", "Krokusvakantie"],
    ["pl", "Ferie zimowe"],
    ["cs", "Jarní prázdniny"],
    ["sv", "Sportlov"],
    ["da", "Efterårsferie"],
    ["no", "Høstferie"],
    ["fi", "Hiihtoloma"],
    ["ru", "Школьные каникулы"],
    ["tr", "Yarıyıl tatili"],
    ["hu", "Őszi szünet"],
    ["id", "Libur sekolah"],
    ["zh", "寒假"],
    ["ko", "겨울방학"],
  ])("%s: %s is a school's holidays", async (_language, summary) => {
    expect(await detectTravel({ summary, ...days }, resolve, TODAY)).toMatchObject({
      isTravel: false,
      excluded: "holiday",
    });
  });

  it.each([
    ["da", "Ferie", null],
    ["no", "Høstferie - Lisboa", "Lisbon"],
    ["tr", "Yaz tatili Antalya'ya", "Antalya"],
  ])("%s: %s is a trip, not a school's holidays", async (_language, summary, destination) => {
    const detection = await detectTravel({ summary, ...days }, resolve, TODAY);
    expect(detection.isTravel).toBe(true);
    expect(detection.destination?.split(",")[0] ?? null).toBe(destination);
  });

  it.each([
    ["en", "Airbnb (Not available)"],
    ["de", "Nicht verfügbar"],
    ["fr", "Indisponible"],
    ["nl", "Niet beschikbaar"],
    ["pl", "Zarezerwowane"],
    ["ru", "Недоступно"],
    ["tr", "Müsait değil"],
    ["ja", "予約済み"],
    ["ko", "예약됨"],
  ])("%s: %s is a host's block", async (_language, summary) => {
    const detection = await detectTravel({ summary, location: "Lisbon", ...days }, resolve, TODAY);
    expect(detection).toMatchObject({ isTravel: false, excluded: "host" });
  });

  it.each([
    ["en", "Holiday Party"],
    ["fr", "Colonie de vacances"],
    ["es", "Campamento de vacaciones"],
    ["pt", "Colônia de férias"],
    ["it", "Compiti per le vacanze"],
  ])("%s: %s is a season's event, not a trip", async (_language, summary) => {
    expect((await detectTravel({ summary, ...days }, resolve, TODAY)).isTravel).toBe(false);
  });

  it.each([
    ["en", "Rental car pick-up", "LAX"],
    ["de", "Mietwagen abholen", "Flughafen München"],
    ["fr", "Location de voiture Hertz", "Aéroport de Nice"],
    ["nl", "Huurauto ophalen", "Schiphol"],
    ["pl", "Wynajem samochodu", "Lotnisko Chopina"],
    ["sv", "Hyrbil Avis", "Arlanda"],
    ["ru", "Аренда авто", "Аэропорт Сочи"],
    ["tr", "Kiralık araç teslim", "Antalya Havalimanı"],
    ["ja", "レンタカー受取", "那覇空港"],
    ["zh", "租车取车", "三亚凤凰国际机场"],
    ["ko", "렌터카 픽업", "제주국제공항"],
  ])("%s: %s is a rental car, no trip of its own", async (_language, summary, location) => {
    expect((await detectTravel({ summary, location, ...hour }, resolve, TODAY)).isTravel).toBe(false);
  });

  it.each([
    ["de", "Wandern"],
    ["fr", "Randonnée GR20"],
    ["es", "Senderismo"],
    ["nl", "Kamperen"],
    ["pl", "Kemping"],
    ["sv", "Fjällvandring"],
    ["fi", "Mökillä"],
    ["ru", "Поход"],
    ["tr", "Kamp"],
    ["hu", "Túra"],
    ["vi", "Cắm trại"],
    ["ja", "キャンプ"],
    ["zh", "露营"],
    ["ko", "등산"],
  ])("%s: %s over nights is away outdoors", async (_language, summary) => {
    expect((await detectTravel({ summary, ...nights }, resolve, TODAY)).isTravel).toBe(true);
    expect((await detectTravel({ summary, ...hour }, resolve, TODAY)).isTravel).toBe(false);
  });

  it.each([
    ["de", "Flug nach Hamburg"],
    ["nl", "Vlucht naar Lissabon"],
    ["pl", "Lot do Krakowa"],
    ["cs", "Letenka do Londýna"],
    ["ru", "Рейс в Берлин"],
    ["tr", "Uçuş Berlin'e"],
    ["fi", "Lento Helsinkiin"],
    ["vi", "Chuyến bay đến Hà Nội"],
    ["id", "Penerbangan ke Jakarta"],
    ["zh", "飞机 北京"],
    ["ko", "제주 항공편"],
    ["th", "เที่ยวบินไปเชียงใหม่"],
  ])("%s: %s is a flight", (_language, summary) => {
    expect(isFlight(summary)).toBe(true);
  });

  it.each([
    ["en", "Parking lot cleanup"],
    ["it", "Tango lento"],
    ["pl", "Pociąg do Krakowa"],
    ["ru", "Поезд в Москву"],
    ["sv", "Tåg till Stockholm"],
  ])("%s: %s is no flight", (_language, summary) => {
    expect(isFlight(summary)).toBe(false);
  });
});

describe("stays in many languages", () => {
  const at = (day: string) => ({
    start: { dateTime: `${day}T15:00:00+01:00` },
    end: { dateTime: `${day}T16:00:00+01:00` },
  });
  it.each([
    ["nl", "Inchecken Hotel Arena", "Uitchecken Hotel Arena", "Amsterdam"],
    ["pl", "Zameldowanie Hotel Bristol", "Wymeldowanie Hotel Bristol", "Warszawa"],
    ["ru", "Заселение Отель Космос", "Выселение Отель Космос", "Москва"],
    ["ko", "체크인 신라호텔", "체크아웃 신라호텔", "서울"],
  ])("%s: a check-in and its check-out are one stay", async (_language, checkIn, checkOut, location) => {
    const events = [
      { summary: checkIn, location, ...at("2031-03-03") },
      { summary: checkOut, location, ...at("2031-03-06") },
    ];
    const parts = await Promise.all(
      events.map(async (event) => ({ event, detection: await detectTravel(event, resolve, TODAY) })),
    );
    const [stay, out] = pairStays(parts);
    expect(stay!.detection).toMatchObject({ isTravel: true, arrivalDate: "2031-03-03", departureDate: "2031-03-06" });
    expect(out!.detection.isTravel).toBe(false);
  });
});

describe("the vocabulary's rows", () => {
  const plain = (word: string) => !/[[\]()?\\|]/.test(word);

  it.each(LANGUAGES.map((row) => [row.language, row] as const))("%s: each word is read as written", (_code, row) => {
    for (const word of (row.travel ?? []).filter(plain)) expect(TRAVEL_WORDS.test(`Meine ${word}`)).toBe(true);
    for (const word of (row.transport ?? []).filter(plain)) expect(isTransport(`${word} 1234`)).toBe(true);
    for (const word of (row.cancelled ?? []).filter(plain)) expect(CANCELLED.test(`${word}: x`)).toBe(true);
    const flights = (row.flight ?? []).filter((word) => plain(word) && !row.legHeads?.includes(word));
    for (const word of flights) expect(isFlight(`${word} 1234`)).toBe(true);
    for (const word of (row.rentalCar ?? []).filter(plain)) expect(RENTAL_CAR.test(`${word} Hertz`)).toBe(true);
    for (const word of (row.hostBlock ?? []).filter(plain)) expect(HOST_BLOCK.test(word)).toBe(true);
    for (const word of (row.outdoors ?? []).filter(plain)) expect(OUTDOOR_TRIP.test(`Sierra ${word}`)).toBe(true);
  });

  it("takes case endings off a place", () => {
    const stems = (code: string) => LANGUAGES.find((row) => row.language === code)!.stems!;
    expect(stemmed("Krakowa", stems("pl"))).toContain("Krakow");
    expect(stemmed("Prahy", stems("cs"))).toContain("Praha");
    expect(stemmed("Москвы", stems("ru"))).toContain("Москва");
    expect(stemmed("Санкт-Петербурга", stems("ru"))).toContain("Санкт-Петербург");
    expect(stemmed("Helsinkiin", stems("fi"))).toContain("Helsinki");
    expect(stemmed("Lontooseen", stems("fi"))).toContain("Lontoo");
    expect(stemmed("Bécsbe", stems("hu"))).toContain("Bécs");
    expect(stemmed("Berlin'e", stems("tr"))).toContain("Berlin");
    expect(stemmed("o Porto", stems("en"))).toContain("Porto");
    // Short words keep their endings: "do Oslo" is Oslo, not "Osl".
    expect(stemmed("Ua", stems("pl"))).toEqual([]);
  });
});
