CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"handle" text,
	"age" integer NOT NULL,
	"gender" text,
	"bio" text,
	"current_location" text,
	"travel_preferences" text,
	"headline" varchar(100),
	"sexual_orientation" text,
	"interested_in" text[] DEFAULT '{}'::text[] NOT NULL,
	"relationship_intent" text[] DEFAULT '{}'::text[] NOT NULL,
	"height" integer,
	"occupation" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_age_preference" integer,
	"max_age_preference" integer,
	"open_to_pairing_types" text[] DEFAULT '{match,friend}'::text[] NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"theme_preference" text DEFAULT 'light' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_age_range" CHECK ("users"."age" between 18 and 120),
	CONSTRAINT "users_height_range" CHECK ("users"."height" is null or "users"."height" between 100 and 250),
	CONSTRAINT "users_min_age_pref_range" CHECK ("users"."min_age_preference" is null or "users"."min_age_preference" between 18 and 100),
	CONSTRAINT "users_max_age_pref_range" CHECK ("users"."max_age_preference" is null or "users"."max_age_preference" between 18 and 100),
	CONSTRAINT "users_age_pref_order" CHECK ("users"."min_age_preference" is null or "users"."max_age_preference" is null or "users"."min_age_preference" <= "users"."max_age_preference"),
	CONSTRAINT "users_handle_format" CHECK ("users"."handle" is null or "users"."handle" ~ '^[a-z][a-z0-9_]{2,29}$'),
	CONSTRAINT "users_theme" CHECK ("users"."theme_preference" in ('light', 'midnight-blue', 'warm-sunset', 'ocean-deep')),
	CONSTRAINT "users_open_to_types" CHECK (cardinality("users"."open_to_pairing_types") > 0 and "users"."open_to_pairing_types" <@ array['match', 'friend']::text[]),
	CONSTRAINT "users_photos_max" CHECK (cardinality("users"."photos") <= 4),
	CONSTRAINT "users_name_present" CHECK (length(btrim("users"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invite_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"expires_at" timestamp with time zone,
	"is_single_use" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"used_by" integer,
	"used_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_codes_single_use_once" CHECK (not "invite_codes"."is_single_use" or "invite_codes"."use_count" <= 1),
	CONSTRAINT "invite_codes_use_count_positive" CHECK ("invite_codes"."use_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ascii_name" text NOT NULL,
	"display_name" text NOT NULL,
	"country_code" text NOT NULL,
	"country" text NOT NULL,
	"admin1" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	"timezone" text,
	"search_names" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "travel_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"city_id" integer,
	"destination" text NOT NULL,
	"arrival_date" date NOT NULL,
	"departure_date" date NOT NULL,
	"travel_purpose" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_plans_dates_order" CHECK ("travel_plans"."departure_date" >= "travel_plans"."arrival_date"),
	CONSTRAINT "travel_plans_status" CHECK ("travel_plans"."status" in ('active', 'completed', 'cancelled')),
	CONSTRAINT "travel_plans_destination_present" CHECK (length(btrim("travel_plans"."destination")) > 0)
);
--> statement-breakpoint
CREATE TABLE "group_trips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_trips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"creator_id" integer NOT NULL,
	"city_id" integer,
	"title" text NOT NULL,
	"description" text,
	"destination" text NOT NULL,
	"arrival_date" date,
	"departure_date" date,
	"trip_type" text DEFAULT 'friends' NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"max_participants" integer,
	"budget_range" text,
	"activities" text,
	"trip_style" text,
	"accommodation_link" text,
	"workspace_link" text,
	"status" text DEFAULT 'planning' NOT NULL,
	"source_plan_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_trips_dates_order" CHECK ("group_trips"."arrival_date" is null or "group_trips"."departure_date" is null or "group_trips"."departure_date" >= "group_trips"."arrival_date"),
	CONSTRAINT "group_trips_type" CHECK ("group_trips"."trip_type" in ('matches', 'friends')),
	CONSTRAINT "group_trips_visibility" CHECK ("group_trips"."visibility" in ('private', 'public')),
	CONSTRAINT "group_trips_status" CHECK ("group_trips"."status" in ('planning', 'confirmed', 'completed', 'cancelled')),
	CONSTRAINT "group_trips_max_participants" CHECK ("group_trips"."max_participants" is null or "group_trips"."max_participants" >= 2),
	CONSTRAINT "group_trips_title_present" CHECK (length(btrim("group_trips"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "trip_participants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trip_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trip_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"role" text DEFAULT 'participant' NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "trip_participants_status" CHECK ("trip_participants"."status" in ('invited', 'requested', 'accepted', 'declined')),
	CONSTRAINT "trip_participants_role" CHECK ("trip_participants"."role" in ('participant', 'host'))
);
--> statement-breakpoint
CREATE TABLE "pairings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pairings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user1_id" integer NOT NULL,
	"user2_id" integer NOT NULL,
	"relationship_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pairings_not_self" CHECK ("pairings"."user1_id" <> "pairings"."user2_id"),
	CONSTRAINT "pairings_type" CHECK ("pairings"."relationship_type" in ('match', 'friend', 'pass')),
	CONSTRAINT "pairings_status" CHECK ("pairings"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pairing_id" integer NOT NULL,
	"user1_id" integer NOT NULL,
	"user2_id" integer NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_not_self" CHECK ("conversations"."user1_id" <> "conversations"."user2_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_content_length" CHECK (char_length("messages"."content") <= 5000),
	CONSTRAINT "messages_not_empty" CHECK (length(btrim("messages"."content")) > 0 or "messages"."photo_url" is not null)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"related_match_id" integer,
	"related_trip_id" integer,
	"related_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type" CHECK ("notifications"."type" in ('pairing_request', 'pairing_response', 'match_created', 'message', 'trip_invite', 'trip_request', 'trip_response', 'trip_cancelled'))
);
--> statement-breakpoint
CREATE TABLE "calendar_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text DEFAULT 'google' NOT NULL,
	"access_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_encrypted" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_sync" timestamp with time zone,
	"sync_status" text DEFAULT 'idle' NOT NULL,
	"sync_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_connections_sync_status" CHECK ("calendar_connections"."sync_status" in ('idle', 'syncing', 'error'))
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"summary" text,
	"description" text,
	"location" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"start_date" date,
	"end_date" date,
	"is_travel_event" boolean DEFAULT false NOT NULL,
	"extracted_destination" text,
	"extracted_city_id" integer,
	"extracted_arrival_date" date,
	"extracted_departure_date" date,
	"imported_plan_id" integer,
	"imported_trip_id" integer,
	"imported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_source" CHECK ("calendar_events"."source" in ('google', 'ics'))
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_purpose" CHECK ("uploads"."purpose" in ('photo', 'message')),
	CONSTRAINT "uploads_storage" CHECK ("uploads"."storage" in ('local', 'uploadthing'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_plans" ADD CONSTRAINT "travel_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_plans" ADD CONSTRAINT "travel_plans_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_trips" ADD CONSTRAINT "group_trips_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_trips" ADD CONSTRAINT "group_trips_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_trips" ADD CONSTRAINT "group_trips_source_plan_id_travel_plans_id_fk" FOREIGN KEY ("source_plan_id") REFERENCES "public"."travel_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_participants" ADD CONSTRAINT "trip_participants_trip_id_group_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."group_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_participants" ADD CONSTRAINT "trip_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairings" ADD CONSTRAINT "pairings_user1_id_users_id_fk" FOREIGN KEY ("user1_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairings" ADD CONSTRAINT "pairings_user2_id_users_id_fk" FOREIGN KEY ("user2_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_pairing_id_pairings_id_fk" FOREIGN KEY ("pairing_id") REFERENCES "public"."pairings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user1_id_users_id_fk" FOREIGN KEY ("user1_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user2_id_users_id_fk" FOREIGN KEY ("user2_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_match_id_conversations_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_related_match_id_conversations_id_fk" FOREIGN KEY ("related_match_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_related_trip_id_group_trips_id_fk" FOREIGN KEY ("related_trip_id") REFERENCES "public"."group_trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_related_user_id_users_id_fk" FOREIGN KEY ("related_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_extracted_city_id_cities_id_fk" FOREIGN KEY ("extracted_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_imported_plan_id_travel_plans_id_fk" FOREIGN KEY ("imported_plan_id") REFERENCES "public"."travel_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_imported_trip_id_group_trips_id_fk" FOREIGN KEY ("imported_trip_id") REFERENCES "public"."group_trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_handle_lower_key" ON "users" USING btree (lower("handle"));--> statement-breakpoint
CREATE INDEX "users_active_idx" ON "users" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_codes_code_key" ON "invite_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cities_display_name_lower_idx" ON "cities" USING btree (lower("display_name"));--> statement-breakpoint
CREATE INDEX "cities_population_idx" ON "cities" USING btree ("population");--> statement-breakpoint
CREATE INDEX "travel_plans_user_idx" ON "travel_plans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "travel_plans_city_dates_idx" ON "travel_plans" USING btree ("city_id","arrival_date","departure_date");--> statement-breakpoint
CREATE INDEX "group_trips_creator_idx" ON "group_trips" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_trips_source_plan_key" ON "group_trips" USING btree ("source_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_participants_trip_user_key" ON "trip_participants" USING btree ("trip_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_participants_one_host_key" ON "trip_participants" USING btree ("trip_id") WHERE "trip_participants"."role" = 'host';--> statement-breakpoint
CREATE INDEX "trip_participants_user_idx" ON "trip_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pairings_pair_key" ON "pairings" USING btree (least("user1_id", "user2_id"),greatest("user1_id", "user2_id"));--> statement-breakpoint
CREATE INDEX "pairings_user2_idx" ON "pairings" USING btree ("user2_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pairing_key" ON "conversations" USING btree ("pairing_id");--> statement-breakpoint
CREATE INDEX "conversations_user1_idx" ON "conversations" USING btree ("user1_id");--> statement-breakpoint
CREATE INDEX "conversations_user2_idx" ON "conversations" USING btree ("user2_id");--> statement-breakpoint
CREATE INDEX "messages_match_id_idx" ON "messages" USING btree ("match_id","id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_one_unread_message_key" ON "notifications" USING btree ("user_id","related_match_id") WHERE "notifications"."type" = 'message' and not "notifications"."is_read";--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_connections_user_provider_key" ON "calendar_connections" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_source_key" ON "calendar_events" USING btree ("user_id","source","external_id");--> statement-breakpoint
CREATE INDEX "calendar_events_user_idx" ON "calendar_events" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_url_key" ON "uploads" USING btree ("url");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");