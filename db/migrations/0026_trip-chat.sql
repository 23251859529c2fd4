CREATE TABLE "trip_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trip_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trip_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_messages_content_length" CHECK (char_length("trip_messages"."content") <= 5000),
	CONSTRAINT "trip_messages_not_empty" CHECK (length(btrim("trip_messages"."content")) > 0 or "trip_messages"."photo_url" is not null)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type";--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_type_known";--> statement-breakpoint
ALTER TABLE "trip_participants" ADD COLUMN "chat_read_id" integer;--> statement-breakpoint
ALTER TABLE "trip_messages" ADD CONSTRAINT "trip_messages_trip_id_group_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."group_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_messages" ADD CONSTRAINT "trip_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_messages_trip_idx" ON "trip_messages" USING btree ("trip_id","id");--> statement-breakpoint
CREATE INDEX "trip_messages_photo_url_idx" ON "trip_messages" USING btree ("photo_url") WHERE "trip_messages"."photo_url" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_one_unread_trip_message_key" ON "notifications" USING btree ("user_id","related_trip_id") WHERE "notifications"."type" = 'trip_message' and not "notifications"."is_read";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type" CHECK ("notifications"."type" in ('pairing_request', 'pairing_response', 'match_created', 'message', 'trip_invite', 'trip_request', 'trip_response', 'trip_cancelled', 'trip_message'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_known" CHECK ("events"."type" in ('message', 'message_read', 'notification', 'unread', 'pairing', 'trip_message'));--> statement-breakpoint
-- A message photo may be shown by a conversation's message or a trip chat's (docs/api.md §6.4): a
-- deleted message of either kind releases the upload only once no message of either kind shows it.
CREATE OR REPLACE FUNCTION messages_release_photo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM uploads u
  WHERE u.url = OLD.photo_url AND u.purpose = 'message'
    AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.photo_url = OLD.photo_url)
    AND NOT EXISTS (SELECT 1 FROM trip_messages t WHERE t.photo_url = OLD.photo_url);
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER trip_messages_release_photo AFTER DELETE ON trip_messages
  FOR EACH ROW WHEN (OLD.photo_url IS NOT NULL) EXECUTE FUNCTION messages_release_photo();
