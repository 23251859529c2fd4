CREATE TABLE "dataset_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "feature_code" text DEFAULT 'PPL' NOT NULL;--> statement-breakpoint
ALTER TABLE "city_search_names" ADD COLUMN "plans" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "city_search_names_popular_idx" ON "city_search_names" USING btree ("name" text_pattern_ops) WHERE "city_search_names"."plans" > 0;