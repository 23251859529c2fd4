ALTER TABLE "pairings" ADD COLUMN "requested_type" text DEFAULT 'friend' NOT NULL;--> statement-breakpoint
ALTER TABLE "pairings" ADD CONSTRAINT "pairings_requested_type" CHECK ("pairings"."requested_type" in ('match', 'friend', 'pass'));--> statement-breakpoint
-- Existing pairings: what they are now is the best record of what was asked.
UPDATE "pairings" SET "requested_type" = "relationship_type";
