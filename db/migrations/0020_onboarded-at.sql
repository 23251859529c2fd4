-- Onboarding done (docs/api.md §3.1). The default fills every existing row: members from before
-- onboarding existed are not asked. Registration inserts null for a member who still has to do it.
ALTER TABLE "users" ADD COLUMN "onboarded_at" timestamp with time zone DEFAULT now();
