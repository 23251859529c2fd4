CREATE TABLE "reference_reminders" (
	"user_id" integer NOT NULL,
	"other_id" integer NOT NULL,
	"stay_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_reminders_user_id_other_id_stay_key_pk" PRIMARY KEY("user_id","other_id","stay_key")
);
--> statement-breakpoint
ALTER TABLE "reference_reminders" ADD CONSTRAINT "reference_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_reminders" ADD CONSTRAINT "reference_reminders_other_id_users_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reference_reminders_other_idx" ON "reference_reminders" USING btree ("other_id");--> statement-breakpoint
-- The reminders already sent, kept as rows of the new table, so no one is reminded twice for a stay.
INSERT INTO "reference_reminders" ("user_id", "other_id", "stay_key", "created_at")
  SELECT "subject_id", "author_id", "stay_key", "reminded_at" FROM "member_references" WHERE "reminded_at" IS NOT NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "member_references" DROP COLUMN "reminded_at";