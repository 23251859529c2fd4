DROP INDEX "pairings_user2_idx";--> statement-breakpoint
ALTER TABLE "pairings" ADD COLUMN "both_passed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "pairings_user2_idx" ON "pairings" USING btree ("user2_id","id","user1_id","relationship_type","both_passed");--> statement-breakpoint
ALTER TABLE "pairings" ADD CONSTRAINT "pairings_both_passed" CHECK (not "pairings"."both_passed" or "pairings"."relationship_type" = 'pass');