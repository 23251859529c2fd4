-- The admin users screen shows exact totals (all members, pending, admins) on every page. Counting
-- 100,000 index entries per request cost ~15 ms, so the totals are kept in one row, moved by
-- statement-level triggers (one update per statement, however many rows it touched). Filtered
-- searches are still counted by their query (the trigram index makes that cheap).
CREATE TABLE IF NOT EXISTS "user_counts" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "total" bigint NOT NULL,
  "pending" bigint NOT NULL,
  "admins" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "user_counts" ("id", "total", "pending", "admins")
  SELECT true, count(*), count(*) FILTER (WHERE NOT "is_active"), count(*) FILTER (WHERE "is_admin") FROM "users"
  ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_counts" SET
    "total" = "total" + (SELECT count(*) FROM new_rows),
    "pending" = "pending" + (SELECT count(*) FROM new_rows WHERE NOT "is_active"),
    "admins" = "admins" + (SELECT count(*) FROM new_rows WHERE "is_admin");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_counts" SET
    "total" = "total" - (SELECT count(*) FROM old_rows),
    "pending" = "pending" - (SELECT count(*) FROM old_rows WHERE NOT "is_active"),
    "admins" = "admins" - (SELECT count(*) FROM old_rows WHERE "is_admin");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pending_change bigint := (SELECT count(*) FROM new_rows WHERE NOT "is_active") - (SELECT count(*) FROM old_rows WHERE NOT "is_active");
  admins_change bigint := (SELECT count(*) FROM new_rows WHERE "is_admin") - (SELECT count(*) FROM old_rows WHERE "is_admin");
BEGIN
  -- Most updates are profile edits: they leave the counts, and the row, alone.
  IF pending_change <> 0 OR admins_change <> 0 THEN
    UPDATE "user_counts" SET "pending" = "pending" + pending_change, "admins" = "admins" + admins_change;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_counts_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "users_counts_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "users_counts_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_updated"();
