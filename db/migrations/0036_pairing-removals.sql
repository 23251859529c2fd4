CREATE TABLE "pairing_removals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"removed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Every delete from pairings, whoever makes it (the pairing service, an account's deletion cascading),
-- stamps both members: a kept Discover ranking checks one row instead of counting the member's
-- pairings (docs/decisions/025-discover-keeps-its-ranking.md). Once per statement, for all the
-- rows it deleted.
CREATE FUNCTION pairings_note_removals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each member once (the upsert may not touch a row twice), however many of their pairings went.
  INSERT INTO pairing_removals (user_id, removed_at)
  SELECT member.user_id, clock_timestamp()
  FROM (SELECT DISTINCT m.user_id FROM removed r CROSS JOIN LATERAL (VALUES (r.user1_id), (r.user2_id)) AS m(user_id)) member
  ON CONFLICT (user_id) DO UPDATE SET removed_at = excluded.removed_at;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pairings_note_removals AFTER DELETE ON pairings
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION pairings_note_removals();
