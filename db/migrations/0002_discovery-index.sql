-- Discovery (GET /matches/potential) asks: active plans in this city whose inclusive date range
-- meets mine. A GiST index over (city, daterange) answers it without scanning the city's plans;
-- btree_gist lets the integer city id sit in a GiST index beside the range.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "travel_plans_discovery_idx" ON "travel_plans"
  USING gist ("city_id", daterange("arrival_date", "departure_date", '[]'))
  WHERE "status" = 'active' AND "city_id" IS NOT NULL;
--> statement-breakpoint
-- Plans whose destination resolved to no city are matched by their text, case-insensitively.
CREATE INDEX IF NOT EXISTS "travel_plans_unresolved_destination_idx" ON "travel_plans" (lower("destination"), "departure_date")
  WHERE "status" = 'active' AND "city_id" IS NULL;
