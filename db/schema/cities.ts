import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Ids of the places admins add (docs/decisions/024-places-admins-add.md), far above GeoNames' ids
 * (13 million in 2026), so a newer data set can never take one.
 */
const ADDED_PLACE_FIRST_ID = 1_000_000_000;
export const addedPlaceIds = pgSequence("added_place_ids", { startWith: ADDED_PLACE_FIRST_ID, minValue: ADDED_PLACE_FIRST_ID, maxValue: 2_147_483_647 });

/**
 * World cities: GeoNames' (ids are GeoNames ids), loaded from a data set, and the places admins add
 * that the data set lacks (`added_at` set, ids from added_place_ids).
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
    admin1: text("admin1"),
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
    uniqueIndex("cities_added_display_name_key").on(sql`lower(${t.displayName})`).where(sql`${t.addedAt} is not null`),
  ],
);

export type CityRow = typeof cities.$inferSelect;

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

/** Which version of a reference data set the database holds (lib/cities/dataset.ts CITY_DATASET_VERSION). */
export const datasetVersions = pgTable("dataset_versions", {
  name: text("name").primaryKey(),
  version: text("version").notNull(),
});
