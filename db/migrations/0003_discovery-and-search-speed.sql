DROP INDEX "users_active_idx";--> statement-breakpoint
DROP INDEX "city_search_names_prefix_idx";--> statement-breakpoint
CREATE INDEX "users_active_id_idx" ON "users" USING btree ("id") WHERE "users"."is_active";--> statement-breakpoint
CREATE INDEX "city_search_names_population_idx" ON "city_search_names" USING btree ("population" DESC NULLS LAST,"name" text_pattern_ops,"city_id");--> statement-breakpoint
CREATE INDEX "pairings_user1_idx" ON "pairings" USING btree ("user1_id");--> statement-breakpoint
CREATE INDEX "city_search_names_prefix_idx" ON "city_search_names" USING btree ("name" text_pattern_ops);