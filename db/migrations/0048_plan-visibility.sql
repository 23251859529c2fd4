ALTER TABLE "users" ADD COLUMN "default_plan_visibility" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_plans" ADD COLUMN "visibility" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_plan_visibility" CHECK ("users"."default_plan_visibility" in ('everyone', 'connections', 'private'));--> statement-breakpoint
ALTER TABLE "travel_plans" ADD CONSTRAINT "travel_plans_visibility" CHECK ("travel_plans"."visibility" in ('everyone', 'connections', 'private'));--> statement-breakpoint
-- Discovery's strangers meet only plans open to everyone (docs/product.md, "Who sees my plans"): the
-- two indexes its meetings are read from hold only those, so the statement stays index-only and the
-- plans kept to connections or private are never read there. The statement repeats the condition
-- word for word (lib/discovery/queries.ts), or the planner would not use the indexes.
DROP INDEX IF EXISTS "travel_plans_short_stays_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "travel_plans_short_stays_idx" ON "travel_plans"
  USING btree ("city_id", "arrival_date")
  INCLUDE ("departure_date", "user_id", "id")
  WHERE "status" = 'active' AND "city_id" IS NOT NULL AND "departure_date" - "arrival_date" < 31 AND "visibility" = 'everyone';--> statement-breakpoint
DROP INDEX IF EXISTS "travel_plans_long_stays_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "travel_plans_long_stays_idx" ON "travel_plans"
  USING gist ("city_id", daterange("arrival_date", "departure_date", '[]'))
  INCLUDE ("arrival_date", "departure_date", "user_id", "id")
  WHERE "status" = 'active' AND "city_id" IS NOT NULL AND "departure_date" - "arrival_date" >= 31 AND "visibility" = 'everyone';
