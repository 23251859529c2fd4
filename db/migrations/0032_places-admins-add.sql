CREATE SEQUENCE "public"."added_place_ids" INCREMENT BY 1 MINVALUE 1000000000 MAXVALUE 2147483647 START WITH 1000000000 CACHE 1;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "added_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "added_by" integer;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_country_code_idx" ON "cities" USING btree ("country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_added_display_name_key" ON "cities" USING btree (lower("display_name")) WHERE "cities"."added_at" is not null;--> statement-breakpoint
CREATE INDEX "travel_plans_unplaced_idx" ON "travel_plans" USING btree (lower("destination"),"user_id") WHERE "travel_plans"."city_id" is null;