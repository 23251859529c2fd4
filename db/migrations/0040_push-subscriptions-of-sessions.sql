-- A subscription now belongs to the session that made it (docs/api.md §18). Rows made before
-- cannot be tied to one: they go, and the web app posts its browser's subscription again at the
-- member's next visit (components/push/push-resume.tsx).
DELETE FROM "push_subscriptions";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");