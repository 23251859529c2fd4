import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, pgTable, text } from "drizzle-orm/pg-core";

/** World cities (GeoNames-derived), loaded from a data set: ids are GeoNames ids, not generated. */
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
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    population: integer("population").notNull().default(0),
    timezone: text("timezone"),
    // Lower-cased, accent-free name and alternate names ("lisboa", "lis") for search.
    searchNames: text("search_names").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index("cities_display_name_lower_idx").on(sql`lower(${t.displayName})`),
    index("cities_population_idx").on(t.population),
  ],
);

export type CityRow = typeof cities.$inferSelect;
