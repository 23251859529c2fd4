CREATE SEQUENCE "public"."region_ids" INCREMENT BY 1 MINVALUE 900000000 MAXVALUE 999999999 START WITH 900000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "place_regions" (
	"place_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	CONSTRAINT "place_regions_pkey" PRIMARY KEY("place_id","region_id"),
	CONSTRAINT "place_regions_not_self" CHECK ("place_regions"."place_id" <> "place_regions"."region_id")
);
--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "kind" text DEFAULT 'city' NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "admin2" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "region_key" text;--> statement-breakpoint
ALTER TABLE "travel_plans" ADD COLUMN "near_city_id" integer;--> statement-breakpoint
ALTER TABLE "group_trips" ADD COLUMN "near_city_id" integer;--> statement-breakpoint
ALTER TABLE "place_regions" ADD CONSTRAINT "place_regions_place_id_cities_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_regions" ADD CONSTRAINT "place_regions_region_id_cities_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_regions_region_idx" ON "place_regions" USING btree ("region_id","place_id");--> statement-breakpoint
ALTER TABLE "travel_plans" ADD CONSTRAINT "travel_plans_near_city_id_cities_id_fk" FOREIGN KEY ("near_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_trips" ADD CONSTRAINT "group_trips_near_city_id_cities_id_fk" FOREIGN KEY ("near_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_region_key" ON "cities" USING btree ("region_key");--> statement-breakpoint
CREATE INDEX "travel_plans_near_city_dates_idx" ON "travel_plans" USING btree ("near_city_id","departure_date","arrival_date") WHERE "travel_plans"."near_city_id" is not null;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_kind" CHECK ("cities"."kind" in ('city', 'region'));--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_region_has_key" CHECK (("cities"."kind" = 'region') = ("cities"."region_key" is not null));--> statement-breakpoint
ALTER TABLE "travel_plans" ADD CONSTRAINT "travel_plans_near_city_only_unplaced" CHECK ("travel_plans"."near_city_id" is null or "travel_plans"."city_id" is null);--> statement-breakpoint
ALTER TABLE "group_trips" ADD CONSTRAINT "group_trips_near_city_only_unplaced" CHECK ("group_trips"."near_city_id" is null or "group_trips"."city_id" is null);