CREATE INDEX "travel_plans_city_updated_idx" ON "travel_plans" USING btree ("city_id","updated_at");--> statement-breakpoint
-- Every change to a plan moves its updated_at, whoever makes it (a place an admin adds moves typed
-- plans without naming the column): a kept Discover ranking asks for the plans of its places
-- changed since it was made (docs/decisions/025-discover-keeps-its-ranking.md).
CREATE FUNCTION travel_plans_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := clock_timestamp();
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER travel_plans_touch BEFORE UPDATE ON travel_plans
  FOR EACH ROW EXECUTE FUNCTION travel_plans_touch();
