-- Whether a city has a plan that has not ended (discovery's probe of each place within the radius,
-- the city search's plan counts) is a range on (city_id, departure_date): ordered by arrival, the
-- probe walked through every past plan of the city first, and those grow with the years.
DROP INDEX "travel_plans_city_dates_idx";--> statement-breakpoint
CREATE INDEX "travel_plans_city_dates_idx" ON "travel_plans" USING btree ("city_id","departure_date","arrival_date");