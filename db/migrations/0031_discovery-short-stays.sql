-- Discovery finds the plans that meet a member's in two halves (docs/benchmarks.md, "Discovery"):
-- stays of up to 31 days on a btree over (city, arrival), one arrival range per city, since such a
-- plan that ends on or after a day arrived at most 30 days before it; longer stays on the GiST over
-- (city, dates), now holding only them. A btree entry costs about a quarter of a GiST one to read.
-- The number 31 is lib/discovery/queries.ts SHORT_STAY_DAYS: the statement repeats these
-- conditions word for word, or the planner would not use the indexes.
CREATE INDEX IF NOT EXISTS "travel_plans_short_stays_idx" ON "travel_plans"
  USING btree ("city_id", "arrival_date")
  INCLUDE ("departure_date", "user_id", "id")
  WHERE "status" = 'active' AND "city_id" IS NOT NULL AND "departure_date" - "arrival_date" < 31;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "travel_plans_long_stays_idx" ON "travel_plans"
  USING gist ("city_id", daterange("arrival_date", "departure_date", '[]'))
  INCLUDE ("arrival_date", "departure_date", "user_id", "id")
  WHERE "status" = 'active' AND "city_id" IS NOT NULL AND "departure_date" - "arrival_date" >= 31;
--> statement-breakpoint
DROP INDEX IF EXISTS "travel_plans_discovery_idx";
