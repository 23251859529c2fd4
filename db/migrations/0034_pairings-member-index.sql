-- A member's pairings with the other member, read from the index alone: discovery's exclusions
-- and its kept rankings' stamps read one index range per side (lib/discovery/queries.ts memberPairings)
-- instead of one table page per pairing (docs/benchmarks.md).
DROP INDEX "pairings_user1_idx";--> statement-breakpoint
DROP INDEX "pairings_user2_idx";--> statement-breakpoint
CREATE INDEX "pairings_user1_idx" ON "pairings" USING btree ("user1_id","id","user2_id");--> statement-breakpoint
CREATE INDEX "pairings_user2_idx" ON "pairings" USING btree ("user2_id","id","user1_id");