CREATE TABLE "member_references" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_references_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"author_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"stay_key" text NOT NULL,
	"trip_id" integer,
	"trip_title" text,
	"destination" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"window_ends" date NOT NULL,
	"text" text NOT NULL,
	"met_in_person" boolean NOT NULL,
	"recommend" boolean NOT NULL,
	"private_note" text,
	"shown_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_references_not_self" CHECK ("member_references"."author_id" <> "member_references"."subject_id"),
	CONSTRAINT "member_references_text_length" CHECK (char_length("member_references"."text") between 20 and 2000),
	CONSTRAINT "member_references_note_length" CHECK ("member_references"."private_note" is null or char_length("member_references"."private_note") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type";--> statement-breakpoint
ALTER TABLE "member_references" ADD CONSTRAINT "member_references_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_references" ADD CONSTRAINT "member_references_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_references" ADD CONSTRAINT "member_references_trip_id_group_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."group_trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_references_one_per_stay_key" ON "member_references" USING btree ("author_id","subject_id","stay_key");--> statement-breakpoint
CREATE INDEX "member_references_subject_idx" ON "member_references" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "member_references_hidden_idx" ON "member_references" USING btree ("window_ends") WHERE "member_references"."shown_at" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type" CHECK ("notifications"."type" in ('pairing_request', 'pairing_response', 'match_created', 'message', 'trip_invite', 'trip_request', 'trip_response', 'trip_cancelled', 'trip_message', 'trip_waitlist', 'reference_shown', 'reference_reminder'));