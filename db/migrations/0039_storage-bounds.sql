ALTER TABLE "calendar_events" ADD COLUMN "series_id" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "calendar_events_series_idx" ON "calendar_events" USING btree ("user_id","series_id") WHERE "calendar_events"."series_id" is not null;--> statement-breakpoint
CREATE INDEX "calendar_events_departure_idx" ON "calendar_events" USING btree ("extracted_departure_date");--> statement-breakpoint
CREATE INDEX "uploads_unsent_idx" ON "uploads" USING btree ("owner_id","created_at") WHERE "uploads"."purpose" = 'message' and "uploads"."sent_at" is null;--> statement-breakpoint
-- Photos already shown by a message are sent: only photos never sent are swept after a day.
UPDATE "uploads" u SET "sent_at" = u."created_at"
WHERE u."purpose" = 'message'
  AND (EXISTS (SELECT 1 FROM "messages" m WHERE m."photo_url" = u."url")
    OR EXISTS (SELECT 1 FROM "trip_messages" t WHERE t."photo_url" = u."url"));--> statement-breakpoint
-- Kept .ics events name their series: the UID, before an occurrence's "#<recurrence id>".
UPDATE "calendar_events" SET "series_id" = regexp_replace("external_id", '#[^#]*$', '') WHERE "source" = 'ics';
