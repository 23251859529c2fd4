import { PLAN_VISIBILITIES } from "@/lib/accounts/values";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { PLAN_STATUSES } from "@/lib/plans/contract";
import { cities } from "./cities";
import { createdAt, id, oneOf, updatedAt } from "./columns";
import { users } from "./users";

export const travelPlans = pgTable(
  "travel_plans",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cityId: integer("city_id").references(() => cities.id, { onDelete: "set null" }),
    // A destination the data set lacks, kept as typed and placed at this listed place (docs/decisions/027).
    nearCityId: integer("near_city_id").references(() => cities.id, { onDelete: "set null" }),
    destination: text("destination").notNull(),
    arrivalDate: date("arrival_date", { mode: "string" }).notNull(),
    departureDate: date("departure_date", { mode: "string" }).notNull(),
    travelPurpose: text("travel_purpose"),
    status: text("status", { enum: PLAN_STATUSES }).notNull().default("active"),
    // Who sees it besides its owner (docs/product.md, "Who sees my plans").
    visibility: text("visibility", { enum: PLAN_VISIBILITIES }).notNull().default("everyone"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("travel_plans_user_idx").on(t.userId),
    // A city's plans that have not ended, as a range (its past plans, years of them, are skipped).
    index("travel_plans_city_dates_idx").on(t.cityId, t.departureDate, t.arrivalDate),
    // What changed in a place since a kept Discover ranking was made (docs/decisions/025).
    index("travel_plans_city_updated_idx").on(t.cityId, t.updatedAt),
    // Destinations that name no known place, for the admins' Places screen (docs/decisions/024).
    index("travel_plans_unplaced_idx")
      .on(sql`lower(${t.destination})`, t.userId)
      .where(sql`${t.cityId} is null`),
    // Plans placed near a place, by that place and dates (met by distance from it, docs/decisions/027).
    index("travel_plans_near_city_dates_idx")
      .on(t.nearCityId, t.departureDate, t.arrivalDate)
      .where(sql`${t.nearCityId} is not null`),
    check("travel_plans_near_city_only_unplaced", sql`${t.nearCityId} is null or ${t.cityId} is null`),
    check("travel_plans_dates_order", sql`${t.departureDate} >= ${t.arrivalDate}`),
    check("travel_plans_status", oneOf(t.status, PLAN_STATUSES)),
    check("travel_plans_visibility", oneOf(t.visibility, PLAN_VISIBILITIES)),
    check("travel_plans_destination_present", sql`length(btrim(${t.destination})) > 0`),
  ],
);

export type TravelPlanRow = typeof travelPlans.$inferSelect;
