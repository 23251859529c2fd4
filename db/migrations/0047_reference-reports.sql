CREATE TABLE "admin_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_resolution";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "kind" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reference_id" integer;--> statement-breakpoint
ALTER TABLE "admin_log" ADD CONSTRAINT "admin_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_log_target_idx" ON "admin_log" USING btree ("target_type","target_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reference_id_member_references_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."member_references"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_reference_idx" ON "reports" USING btree ("reference_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_kind" CHECK ("reports"."kind" in ('member', 'reference'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolution" CHECK ("reports"."resolution" is null or "reports"."resolution" in ('deactivated', 'dismissed', 'reference_removed'));