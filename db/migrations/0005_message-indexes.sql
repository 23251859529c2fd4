DROP INDEX "conversations_user1_idx";--> statement-breakpoint
DROP INDEX "conversations_user2_idx";--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("match_id","sender_id") WHERE not "messages"."is_read";--> statement-breakpoint
CREATE INDEX "conversations_user1_idx" ON "conversations" USING btree ("user1_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "conversations_user2_idx" ON "conversations" USING btree ("user2_id","last_activity_at");