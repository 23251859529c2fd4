CREATE TABLE "city_search_names" (
	"name" text NOT NULL,
	"city_id" integer NOT NULL,
	"population" integer NOT NULL,
	CONSTRAINT "city_search_names_name_city_id_pk" PRIMARY KEY("name","city_id")
);
--> statement-breakpoint
ALTER TABLE "city_search_names" ADD CONSTRAINT "city_search_names_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "city_search_names_prefix_idx" ON "city_search_names" USING btree ("name" text_pattern_ops,"population" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "city_search_names_city_idx" ON "city_search_names" USING btree ("city_id");--> statement-breakpoint
ALTER TABLE "cities" DROP COLUMN "search_names";