ALTER TABLE "calendar_feeds" ADD COLUMN "token_sealed" text;--> statement-breakpoint
-- Feed tokens were kept in plain text: keep only their SHA-256 (hex). Old URLs keep working; their
-- owners see a new URL the next time they ask for it (nothing sealed to show them the old one).
UPDATE "calendar_feeds" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');
