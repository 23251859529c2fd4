CREATE INDEX "users_pending_id_idx" ON "users" USING btree ("id") WHERE not "users"."is_active";--> statement-breakpoint
CREATE INDEX "users_admin_id_idx" ON "users" USING btree ("id") WHERE "users"."is_admin";--> statement-breakpoint
-- The admin users search ("contains", in name, email or handle) is a trigram index over the three
-- together: a selective search reads a few index pages instead of lower()-ing 100,000 rows.
-- Not in the table's drizzle definition (drizzle-kit cannot express an operator class on an
-- expression); db/schema/users.ts's userSearchText is the same expression and must stay so.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users"
  USING gin ((lower("name" || ' ' || "email" || ' ' || coalesce("handle", ''))) gin_trgm_ops);
