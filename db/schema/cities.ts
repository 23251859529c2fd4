import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { PLACE_KINDS, type PlaceKind } from "@/lib/cities/values";
import { oneOf } from "./columns";
import { users } from "./users";

/**
 * Ids of the places admins add (docs/decisions/024-places-admins-add.md), far above GeoNames' ids
 * (13 million in 2026), so a newer data set can never take one.
 */
const ADDED_PLACE_FIRST_ID = 1_000_000_000;
export const addedPlaceIds = pgSequence("added_place_ids", {
  startWith: ADDED_PLACE_FIRST_ID,
  minValue: ADDED_PLACE_FIRST_ID,
  maxValue: 2_147_483_647,
});

/**
 * Ids of regions (docs/decisions/027-regions-hold-their-places.md): below the places admins add,
 * above GeoNames' ids. A region keeps its id across data set reloads by its `region_key`.
 */
const REGION_FIRST_ID = 900_000_000;
export const regionIds = pgSequence("region_ids", {
  startWith: REGION_FIRST_ID,
  minValue: REGION_FIRST_ID,
  maxValue: ADDED_PLACE_FIRST_ID - 1,
});

/**
 * World places: GeoNames' cities (ids are GeoNames ids), loaded from a data set; the regions
 * travellers name (`kind` region: divisions, islands, archipelagos; ids from region_ids), which
 * hold their places through place_regions; and the places admins add that the data set lacks
 * (`added_at` set, ids from added_place_ids).
 */
export const cities = pgTable(
  "cities",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    asciiName: text("ascii_name").notNull(),
    // "Lisbon, Portugal": what a plan's destination shows and stores.
    displayName: text("display_name").notNull(),
    countryCode: text("country_code").notNull(),
    country: text("country").notNull(),
    kind: text("kind").$type<PlaceKind>().notNull().default("city"),
    admin1: text("admin1"),
    // GeoNames' second-level division code: which admin2 region holds a city.
    admin2: text("admin2"),
    // A region's stable name in the data set ("admin1:ID.02", "island:ES:tenerife"): its id survives reloads.
    regionKey: text("region_key"),
    // The admin1 region's name ("California"): shown when places of one country share a name.
    region: text("region"),
    // GeoNames feature code: PPLX (a section of a city) ranks after real places (docs/decisions/020).
    featureCode: text("feature_code").notNull().default("PPL"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    population: integer("population").notNull().default(0),
    timezone: text("timezone"),
    // Set on the places admins add: kept across data set reloads, and the only ones they may delete.
    addedAt: timestamp("added_at", { withTimezone: true }),
    addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("cities_display_name_lower_idx").on(sql`lower(${t.displayName})`),
    index("cities_population_idx").on(t.population),
    // Nearby places (docs/decisions/019-nearby-by-bounding-box.md): a latitude band, then longitude, read
    // from the index alone before the exact great-circle distance.
    index("cities_lat_lon_idx").on(t.latitude, t.longitude, t.id),
    // The countries a place may be added to (lib/cities/queries.ts datasetCountryCodes).
    index("cities_country_code_idx").on(t.countryCode),
    // Two admins adding the same place at once make one (the service checks the data set's places).
    uniqueIndex("cities_added_display_name_key")
      .on(sql`lower(${t.displayName})`)
      .where(sql`${t.addedAt} is not null`),
    uniqueIndex("cities_region_key").on(t.regionKey),
    check("cities_kind", oneOf(t.kind, PLACE_KINDS)),
    check("cities_region_has_key", sql`(${t.kind} = 'region') = (${t.regionKey} is not null)`),
  ],
);

export type CityRow = typeof cities.$inferSelect;

/**
 * Which regions hold a place (docs/decisions/027-regions-hold-their-places.md): every region a
 * city lies in (its first- and second-level divisions, its island, the island's archipelago), and
 * for a region the larger regions that hold it. A plan to a region meets the plans to any place it
 * holds at the same-place setting.
 */
export const placeRegions = pgTable(
  "place_regions",
  {
    placeId: integer("place_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    regionId: integer("region_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ name: "place_regions_pkey", columns: [t.placeId, t.regionId] }),
    // A region's places, read from the index alone.
    index("place_regions_region_idx").on(t.regionId, t.placeId),
    check("place_regions_not_self", sql`${t.placeId} <> ${t.regionId}`),
  ],
);

/**
 * Every Latin-script name a city goes by, normalised (lib/cities/normalize.ts): its own name,
 * alternate names ("lisboa") and airport codes ("lis"). Population is copied here so a prefix
 * search can rank without touching the cities table.
 */
export const citySearchNames = pgTable(
  "city_search_names",
  {
    name: text("name").notNull(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    population: integer("population").notNull(),
    // The city's own name (GeoNames name or ASCII name), not an alternate: "sao pa" should offer
    // the São Paulos before Luanda, once "São Paulo da Assunção de Loanda".
    isOwnName: boolean("is_own_name").notNull().default(false),
    // The city's active plans that have not ended, refreshed every ten minutes (lib/cities/popularity.ts,
    // docs/decisions/020-city-search-ranking.md): Overlap's own popularity ranks equal matches.
    plans: integer("plans").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.name, t.cityId] }),
    // text_pattern_ops lets `name LIKE 'lis%'` use the index whatever the database's collation.
    index("city_search_names_prefix_idx").on(t.name.op("text_pattern_ops")),
    index("city_search_names_city_idx").on(t.cityId),
    // Biggest first: a common short prefix ("sa") stops after the first few hundred entries.
    index("city_search_names_population_idx").on(t.population.desc(), t.name.op("text_pattern_ops"), t.cityId),
    index("city_search_names_own_population_idx")
      .on(t.population.desc(), t.name.op("text_pattern_ops"), t.cityId)
      .where(sql`${t.isOwnName}`),
    // The few names of cities with plans: their own walk, so a small popular place ("canggu") is
    // offered whatever bigger places share its prefix.
    index("city_search_names_popular_idx")
      .on(t.name.op("text_pattern_ops"))
      .where(sql`${t.plans} > 0`),
  ],
);

/**
 * Places an admin kept after review (docs/api.md §9.5): plans saved at a place whose name now
 * means another place ("Bāli" in India, which "Bali" once resolved to) are listed for the admins
 * until one of them keeps the place or moves its plans.
 */
export const keptPlaces = pgTable("kept_places", {
  cityId: integer("city_id")
    .primaryKey()
    .references(() => cities.id, { onDelete: "cascade" }),
  keptBy: integer("kept_by").references(() => users.id, { onDelete: "set null" }),
  keptAt: timestamp("kept_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Which version of a reference data set the database holds (lib/cities/dataset.ts CITY_DATASET_VERSION). */
export const datasetVersions = pgTable("dataset_versions", {
  name: text("name").primaryKey(),
  version: text("version").notNull(),
});
