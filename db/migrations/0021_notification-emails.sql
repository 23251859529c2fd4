CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email_pairing_request" boolean DEFAULT true NOT NULL,
	"email_match_created" boolean DEFAULT true NOT NULL,
	"email_message" boolean DEFAULT true NOT NULL,
	"email_trip" boolean DEFAULT true NOT NULL,
	"email_product" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_state" text;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_email_due_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."email_state" is null and not "notifications"."is_read";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_email_state" CHECK ("notifications"."email_state" in ('sent', 'skipped'));--> statement-breakpoint
-- Notifications already waiting when emails arrive are not emailed: only those made from now on are.
UPDATE "notifications" SET "email_state" = 'skipped' WHERE NOT "is_read";
