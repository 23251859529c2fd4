ALTER TABLE "city_search_names" ADD COLUMN "is_own_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "city_search_names_own_population_idx" ON "city_search_names" USING btree ("population" DESC NULLS LAST,"name" text_pattern_ops,"city_id") WHERE "city_search_names"."is_own_name";--> statement-breakpoint
-- Names are rebuilt with the new flag at the next start (lib/cities/service.ts ensureCitiesLoaded);
-- the cities themselves, which plans point at, stay.
DELETE FROM "city_search_names";
