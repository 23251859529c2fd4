ALTER TABLE "calendar_connections" ADD COLUMN "sync_started_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_imported_plan_key" ON "calendar_events" USING btree ("imported_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_imported_trip_key" ON "calendar_events" USING btree ("imported_trip_id");