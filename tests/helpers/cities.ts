import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { ensureCitiesLoaded } from "@/lib/cities/service";

/** Places the city tests name that the trimmed set would leave out (namesakes, villages). */
const NAMED_IN_TESTS = new Set([
  "Åre",
  "Vicuña",
  "San Jose",
  "San José",
  "Hallstatt",
  "El Chaltén",
  "Lisbon",
  "Empire",
  "Woolloomooloo",
  "Hakuba",
  "Whitehorse",
  "Węgry",
  "Włochy",
  "Jasper",
  "Bliss",
  "Port",
  "St. Paul",
  "Cruz",
  "Las Palmas",
  "Hilo",
  "Independencia",
  "Constitución",
  "Made",
  "Toussaint",
  "Porto",
  "Hollywood",
  "Gilsum",
  "Keene",
  "Monte-Carlo",
  "Cascais",
  // Regions, islands and their namesakes (tests/api/places.test.ts).
  "Pai",
  "Bāli",
  "Bali",
  "Ubud",
  "Kuta",
  "Ko Pha Ngan",
  "Crete",
  "Madeira",
  "Tabira",
  "Sardínia",
  "Sardinia",
  "Hawaiian Gardens",
  "Paris",
  "Phuket",
  "Goa",
  "Dapa",
  "General Luna",
  "Kahului",
  "Lahaina",
  // A village with a bigger namesake abroad; a town and its province's capital (calendar-detection-real.test.ts).
  "Pinhão",
  "Sa Pa",
  "Lào Cai",
  // Suburbs a fixtures calendar's grounds are in (tests/api/calendar-detection-real.test.ts).
  "Subiaco",
  "Marrara",
  // The calendar corpus's labelled places and homes under 50,000 people (tests/fixtures/calendars).
  "Annecy",
  "Brig",
  "Cieszyn",
  "Eilat",
  "Ericeira",
  "Gili Trawangan",
  "Gotland",
  "Greve in Chianti",
  "Hội An",
  "Jaroměř",
  "Koh Phangan",
  "Leer",
  "Náxos",
  "Noordwijk-Binnen",
  "Santorini",
  "Stanford",
  "Visp",
  "Třinec",
  "Český Těšín",
  "Banff",
  "Big Sur",
  "Breckenridge",
  "Colonia del Sacramento",
  "Coron",
  "El Nido",
  "Gili Air",
  "Hengchun",
  "Hà Giang",
  "Juneau",
  "Koh Tao",
  "Nusa Penida",
  "Olbia",
  "Puerto Natales",
  "Rovaniemi",
  "Rønne",
  "Schladming",
  "Siargao",
  "Skagway",
  "Sölden",
  "Thassos",
  "Tulum",
  "Yosemite Valley",
  "Canazei",
  "Candolim",
  "Dahab",
  "Göreme",
  "Hoedspruit",
  "Merano",
  "Nungwi",
  "Petra",
  "Riccione",
  "Udaipur",
  "Zakopane",
  "Gatlinburg",
  "Jardín",
  "Positano",
  "Queenstown",
  "St Anton am Arlberg",
  "St’epants’minda",
  "Wanaka",
  // A place in brackets at a stay's title's end.
  "Valle de Bravo",
  // Addresses' towns and provinces, a hamlet spelt with the accent a province lacks.
  "Mae Hong Son",
  "Río Negro",
  "Bornholm",
  "Hemsedal",
  // A name written as one word: Vietnam's Sa Pa and a smaller Philippine Sapa.
  "Sa Pa",
  "Sapa",
  // Names in other scripts: Naxos town; Firá, which puts Santorini in the set; Eilat; a Belarusian town
  // called Россия, as Russia is written.
  "Náxos",
  "Firá",
  "Eilat",
  "Ross’",
  // More of the calendar corpus's labelled places under 50,000 people: ferry ports, parks' towns, ski towns.
  "Cherbourg-Octeville",
  "Taghazout",
  "Aspen",
  "Paraty",
  "Apollo Bay",
  "Rawai",
  "Whistler",
  "Fujikawaguchiko",
  "Lone Pine",
  "Page",
  "Springdale",
  "Moab",
  "Grand Canyon Village",
  "La Baule-Escoublac",
  "Mora",
  "Orsa",
  "Yaremche",
  "Vík í Mýrdal",
  "Akureyri",
  "Geilo",
  "Bodø",
  "Svolvær",
  "Mahahual",
  "Sedona",
  "Ithaca",
  "Balatonfüred",
  "Penrith",
  "Skegness",
  "Løkken",
  "Dilijan",
  "Stari Grad",
  "Jelsa",
  "Sozopol",
  "Kuusamo",
  "Fort William",
  "Khiwa",
  "Cassis",
  "Pilton",
  "El Calafate",
  "Ishigaki",
  "Kusatsu",
  "Langádhia",
  "Tivat",
  "Kotor",
  "Dubrovnik",
  "Birkirkara",
  "Mġarr",
  "Għarb",
  "Baños",
  "San Teodoro",
  "Machupicchu",
  "Dalaman",
  "Kaş",
  "Maó",
  "Ciutadella",
  "Tavira",
  "Lanquín",
  "Flores",
  "Ella Town",
  "Naini Tāl",
  "Todmorden",
  "Bloemendaal",
  "Inverness",
  "Verneuil-sur-Avre",
  "Les Gets",
  "Margate",
  "Kitzbühel",
  "Vangviang",
  "Luang Prabang",
  "Nowy Targ",
  "Mielno",
  "Cesenatico",
  "Bardonecchia",
  "Hakone",
  "Riva del Garda",
  "Swakopmund",
  "Kasane",
  "Picton",
  "Nadi",
  "Sigatoka",
  "Yulara",
  "Albarracín",
  "Navarredonda de Gredos",
  "Stari Grad",
  "Koh Tao",
  "Sozopol",
  "Chassieu",
  "Ingoldmells",
  "Skegness",
  "Kwale County",
  "Ukunda",
  "Queenstown",
  "Hakone",
  "Noboribetsu",
  "Byron Bay",
  "Mont-Tremblant",
  "Lourmarin",
  "Val Thorens",
  "Páros",
  "Ponta Delgada",
  "Hengchun",
  "Cát Bà",
  "Salento",
  "Náousa",
  "Hampi",
  "Clayton",
  "Clemson",
  "Rarotonga",
  "Geilo",
  "Al ‘Alamayn",
  "Būrabay",
  "Jastrzębia Góra",
  "Kittilä",
  "Mina Clavero",
  "Narok County",
  "Othaya",
  "Palanga",
  "Puumala",
  "Sharm el-Sheikh",
  "Skagen",
  "Teotitlán del Valle",
  "Truskavets’",
  "Villa de Leyva",
  "Écully",
  "Ambleside",
  "Andorra la Vella",
  "Bastia",
  "Bourg-Saint-Maurice",
  "Breuil-Cervinia",
  "Burford",
  "Cadaqués",
  "Carantec",
  "Carvoeiro",
  "Caticlan",
  "Chefchaouene",
  "Cill Airne",
  "Cortina d'Ampezzo",
  "De Cocksdorp",
  "East Hampton",
  "Faro",
  "George",
  "Gordes",
  "Keswick",
  "Laax",
  "Lalībela",
  "Lommel",
  "Magaluf",
  "Mahābaleshwar",
  "Maspalomas",
  "Montepulciano",
  "Niseko Town",
  "Oberstdorf",
  "Pokolbin",
  "Pollença",
  "Ravello",
  "Sant Antoni de Portmany",
  "Shirdi",
  "Taormina",
  "Visby",
  "Zoutelande",
  "Al-`Ula",
  "Carmel-by-the-Sea",
  "Elkin",
  "Karlskrona",
  "Kill Devil Hills",
  "Meredith",
  "Mildura",
  "Mount Airy",
  "Ocracoke",
  "Patong",
  "Saalbach",
  "Tropic",
  "Whakatane",
  // Places the detection tests name under 50,000 people (tests/api/calendar-detection-real.test.ts).
  "Pontresina",
  "Avarua",
  "Pathum Wan",
  "Gili Air",
]);

/**
 * The real GeoNames data set, trimmed to places of 50,000 people or more (~9k cities) plus the
 * smaller places tests name, so a test file loads it in a few seconds. The full set loads at
 * server start and in the benchmark.
 */
export async function loadTestCities() {
  await ensureCitiesLoaded(await getDb(), { minPopulation: 50_000, include: (city) => NAMED_IN_TESTS.has(city.name) });
}

export type TestPlace = { cityId: number; destination: string };

let testPlaceSeq = 0;

/**
 * A made-up place of kind `city` at a point (ids past the data set's and the added places', so
 * nothing else uses them), for tests that need places where they choose. Its display form is
 * "<name>, <country>".
 */
export async function addTestCity(input: {
  name: string;
  latitude: number;
  longitude: number;
  country?: string;
}): Promise<TestPlace> {
  const id = 2_050_000_000 + ++testPlaceSeq;
  const country = input.country ?? "Nowhere";
  const displayName = `${input.name}, ${country}`;
  await (
    await getDb()
  ).execute(sql`
    insert into cities (id, name, ascii_name, display_name, country_code, country, latitude, longitude, population)
    values (${id}, ${input.name}, ${input.name}, ${displayName}, 'ZZ', ${country}, ${input.latitude}, ${input.longitude}, 100)`);
  return { cityId: id, destination: displayName };
}

/**
 * A region as the data set makes them (docs/decisions/027-regions-hold-their-places.md), made
 * directly so a test does not depend on the loader: a cities row of kind `region` with its own
 * `region_key` and point (where its places are), holding `places` (cities or smaller regions), and
 * held by the regions `within`; place_regions lists every region a place lies in, so the places
 * are also listed in those larger regions.
 */
export async function addTestRegion(input: {
  name: string;
  latitude: number;
  longitude: number;
  places: readonly TestPlace[];
  within?: readonly TestPlace[];
  country?: string;
}): Promise<TestPlace> {
  const db = await getDb();
  const country = input.country ?? "Nowhere";
  const displayName = `${input.name}, ${country}`;
  const [region] = await queryRows<{ id: number }>(
    db,
    sql`
    insert into cities (id, name, ascii_name, display_name, country_code, country, kind, region_key, feature_code, latitude, longitude, population)
    values (nextval('region_ids'), ${input.name}, ${input.name}, ${displayName}, 'ZZ', ${country}, 'region',
      ${`test:${input.name}:${++testPlaceSeq}`}, 'ADM1', ${input.latitude}, ${input.longitude}, 0)
    returning id`,
  );
  const within = (input.within ?? []).map((place) => place.cityId);
  const rows = [
    ...input.places.map((place) => [place.cityId, region!.id]),
    ...within.map((larger) => [region!.id, larger]),
    ...input.places.flatMap((place) => within.map((larger) => [place.cityId, larger])),
  ];
  for (const [placeId, regionId] of rows) {
    await db.execute(
      sql`insert into place_regions (place_id, region_id) values (${placeId}, ${regionId}) on conflict do nothing`,
    );
  }
  return { cityId: region!.id, destination: displayName };
}
