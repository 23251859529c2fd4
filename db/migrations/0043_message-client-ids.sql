ALTER TABLE "trip_messages" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_messages_client_id_key" ON "trip_messages" USING btree ("trip_id","sender_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_id_key" ON "messages" USING btree ("match_id","sender_id","client_id");--> statement-breakpoint
ALTER TABLE "trip_messages" ADD CONSTRAINT "trip_messages_client_id_length" CHECK (char_length("trip_messages"."client_id") <= 64);--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_client_id_length" CHECK (char_length("messages"."client_id") <= 64);