-- Discovery reads, for each plan in reach, only its city, dates, member and id: with those in the
-- GiST index itself (INCLUDE), the scan is index-only and never visits the table's pages, which
-- was most of a dense city's cost at a million plans (docs/benchmarks.md, "Discovery").
DROP INDEX IF EXISTS "travel_plans_discovery_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "travel_plans_discovery_idx" ON "travel_plans"
  USING gist ("city_id", daterange("arrival_date", "departure_date", '[]'))
  INCLUDE ("arrival_date", "departure_date", "user_id", "id")
  WHERE "status" = 'active' AND "city_id" IS NOT NULL;
