/**
 * Nicknames and short forms travellers write for places (docs/api.md §4.1): other names OF PLACES,
 * not answers. Each names its place by a stable key, a GeoNames id (a city) or a region key (a
 * division: "admin1:PT.09"), and becomes one of that place's own names in the search and the
 * resolver, ranked by the same rule as any name. The names of islands and archipelagos live with
 * them (./islands.ts). A test checks that every key names a place of the data set.
 */
export const PLACE_ALIASES: readonly { place: number | string; names: readonly string[] }[] = [
  { place: 3530597, names: ["CDMX", "DF", "Mexico DF", "Ciudad de Mexico"] }, // Mexico City
  { place: 1566083, names: ["Saigon", "HCMC", "HCM", "Ho Chi Minh", "Sai Gon"] }, // Ho Chi Minh City
  { place: 3463237, names: ["Floripa"] }, // Florianópolis
  { place: 1735161, names: ["KL"] }, // Kuala Lumpur
  { place: 5128581, names: ["NYC", "New York", "NY City"] }, // New York City
  // Buenos Aires; CABA (Ciudad Autónoma de Buenos Aires) ends every address in the city.
  { place: 3435910, names: ["BA", "Baires", "Bs As", "Capital Federal", "CABA", "C.A.B.A."] },
  { place: 3451190, names: ["Rio"] }, // Rio de Janeiro
  { place: 3448439, names: ["Sampa", "SP"] }, // São Paulo
  { place: 5368361, names: ["LA", "L.A."] }, // Los Angeles
  { place: 5391959, names: ["SF", "San Fran", "Frisco"] }, // San Francisco
  { place: 5506956, names: ["Vegas"] }, // Las Vegas
  { place: 4335045, names: ["NOLA"] }, // New Orleans
  { place: 4560349, names: ["Philly"] }, // Philadelphia
  { place: 4140963, names: ["DC", "Washington DC", "Washington D.C."] }, // Washington, D.C.
  { place: 4930956, names: ["Beantown"] }, // Boston
  { place: 4887398, names: ["Chi-Town", "Chitown"] }, // Chicago
  { place: 1609350, names: ["Krung Thep"] }, // Bangkok
  { place: 1275339, names: ["Bombay"] }, // Mumbai
  { place: 1275004, names: ["Calcutta"] }, // Kolkata
  { place: 1264527, names: ["Madras"] }, // Chennai
  { place: 1277333, names: ["Bangalore", "Bengaluru"] }, // Bengaluru
  { place: 1816670, names: ["Peking"] }, // Beijing
  { place: 1732752, names: ["JB"] }, // Johor Bahru
  { place: 993800, names: ["Joburg", "Jozi", "Jo'burg"] }, // Johannesburg
  { place: 3369157, names: ["Capetown"] }, // Cape Town
  { place: 3521342, names: ["Playa"] }, // Playa del Carmen
  { place: 3991328, names: ["PV", "Vallarta"] }, // Puerto Vallarta
  { place: 1621177, names: ["Jogja", "Jogjakarta", "Yogya", "Jogya"] }, // Yogyakarta
  { place: 2174003, names: ["Brissie", "Brisvegas"] }, // Brisbane
  { place: 2158177, names: ["Melbs", "Melb"] }, // Melbourne
  { place: 2192362, names: ["Chch"] }, // Christchurch
  { place: 2179537, names: ["Welly"] }, // Wellington
  { place: 6204696, names: ["QT"] }, // Queenstown, New Zealand
  { place: 2643743, names: ["LDN"] }, // London
  { place: 6077243, names: ["MTL"] }, // Montréal
  { place: 2988507, names: ["Paname"] }, // Paris
  { place: 3128760, names: ["Barna"] }, // Barcelona
  { place: 1880252, names: ["SG", "Singapura"] }, // Singapore
  { place: 1819729, names: ["HK", "Hongkong"] }, // Hong Kong
  { place: 1850147, names: ["Tokio"] }, // Tokyo
  { place: 1581130, names: ["Ha Noi"] }, // Hanoi
  { place: 1583992, names: ["Danang", "ĐN"] }, // Da Nang, as Vietnamese abbreviate it
  { place: 1580541, names: ["Hoian"] }, // Hội An
  { place: 1153671, names: ["Chiangmai", "CM"] }, // Chiang Mai
  { place: 3941584, names: ["Cuzco"] }, // Cusco
  { place: 3598132, names: ["Guate"] }, // Guatemala City
  { place: 3591750, names: ["Pana"] }, // Panajachel, on Lake Atitlán
  { place: 3590979, names: ["Xela"] }, // Quetzaltenango, by its K'iche' name
  { place: 7838713, names: ["Gili T", "Gili Tra"] }, // Gili Trawangan
  { place: 3935636, names: ["Aguas Calientes", "Machu Picchu Pueblo"] }, // Machupicchu, the town below the ruins
  { place: 3860259, names: ["Cba"] }, // Córdoba, Argentina: as Argentine coach lines and travellers write it
  { place: 3844421, names: ["Mza"] }, // Mendoza
  { place: 3868121, names: ["Viña"] }, // Viña del Mar
  { place: 3868626, names: ["Valpo"] }, // Valparaíso
  { place: 3519537, names: ["San Cris"] }, // San Cristóbal de las Casas
  { place: 2711537, names: ["Gbg"] }, // Göteborg, as Swedes abbreviate it
  { place: 292223, names: ["DXB"] }, // Dubai
  { place: 745044, names: ["Constantinople"] }, // Istanbul
  { place: 2759794, names: ["A'dam", "Mokum"] }, // Amsterdam
  { place: 3169070, names: ["Roma"] }, // Rome (Roma, Queensland, is a town of 6,000)
  { place: 2267057, names: ["Lisboa"] }, // Lisbon
  // Divisions travellers name otherwise than GeoNames does.
  { place: "admin1:PT.09", names: ["Algarve", "The Algarve"] }, // Faro district
  { place: "admin1:FR.93", names: ["Provence", "PACA"] }, // Provence-Alpes-Côte d'Azur
  { place: "admin1:IN.11", names: ["Himachal"] }, // Himachal Pradesh
  { place: "admin1:US.CA", names: ["SoCal", "NorCal"] }, // California
  { place: "admin1:MX.23", names: ["Riviera Maya"] }, // Quintana Roo
  { place: "admin1:CA.05", names: ["Newfoundland"] }, // Newfoundland and Labrador
  // Islands.
  { place: "island:PH:boracay", names: ["Bora"] }, // Boracay
];
