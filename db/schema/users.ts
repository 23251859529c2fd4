import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { PLAN_VISIBILITIES, THEMES } from "@/lib/accounts/values";
import { createdAt, id, oneOf, updatedAt } from "./columns";

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    // When the member proved they own `email` by following a link (docs/api.md §16, email
    // confirmation); null until then. Rows older than the rule, admin-made accounts and the demo
    // seed are confirmed; a registration is not until its link is followed.
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    passwordHash: text("password_hash").notNull(),
    name: text("name").notNull(),
    handle: text("handle"),
    age: integer("age").notNull(),
    gender: text("gender"),
    bio: text("bio"),
    currentLocation: text("current_location"),
    travelPreferences: text("travel_preferences"),
    headline: varchar("headline", { length: 100 }),
    sexualOrientation: text("sexual_orientation"),
    interestedIn: text("interested_in")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    relationshipIntent: text("relationship_intent")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    height: integer("height"),
    occupation: text("occupation"),
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minAgePreference: integer("min_age_preference"),
    maxAgePreference: integer("max_age_preference"),
    openToPairingTypes: text("open_to_pairing_types")
      .array()
      .notNull()
      .default(sql`'{match,friend}'::text[]`),
    photos: text("photos")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isAdmin: boolean("is_admin").notNull().default(false),
    isActive: boolean("is_active").notNull().default(false),
    // When an admin (or a report's resolution) deactivated the account; null for an account that
    // is active or still waiting for its first activation, so the admin list tells the two apart.
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    themePreference: text("theme_preference").notNull().default("light"),
    // Whether /profile/{handle} and the public API view show the member to people not signed in
    // (docs/product.md "Who sees what"); off, they answer the same 404 as an unknown handle.
    publicProfile: boolean("public_profile").notNull().default(true),
    // The visibility a new plan gets when none is asked for (docs/product.md, "Who sees my plans").
    defaultPlanVisibility: text("default_plan_visibility", { enum: PLAN_VISIBILITIES }).notNull().default("everyone"),
    // Whether the member may create invite codes of their own (docs/api.md §2.6); an admin turns it off.
    canInvite: boolean("can_invite").notNull().default(true),
    // The member whose code they registered with; null for an admin's code or none.
    invitedBy: integer("invited_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    // When the member finished or skipped onboarding (docs/product.md §2.13); null until then.
    // Done by default: only registration (lib/accounts/service.ts) makes a member who still has
    // to go through it; admins' accounts, the demo seed and rows from before it are done.
    onboardedAt: timestamp("onboarded_at", { withTimezone: true }).defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Case-insensitive uniqueness is the database's job: two sign-ups racing for "Ana@x" and
    // "ana@x" cannot both win.
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_handle_lower_key").on(sql`lower(${t.handle})`),
    // Index-only "is this member active?" checks for discovery's candidates.
    index("users_active_id_idx")
      .on(t.id)
      .where(sql`${t.isActive}`),
    // The admin users screen's Pending and Admin filters page and count through these alone.
    index("users_pending_id_idx")
      .on(t.id)
      .where(sql`not ${t.isActive}`),
    index("users_admin_id_idx")
      .on(t.id)
      .where(sql`${t.isAdmin}`),
    // Who a member invited (the admin's invite tree, docs/api.md §9.4), and the "set null" when an inviter is deleted.
    index("users_invited_by_idx")
      .on(t.invitedBy)
      .where(sql`${t.invitedBy} is not null`),
    check("users_age_range", sql`${t.age} between 18 and 120`),
    check("users_height_range", sql`${t.height} is null or ${t.height} between 100 and 250`),
    check("users_min_age_pref_range", sql`${t.minAgePreference} is null or ${t.minAgePreference} between 18 and 100`),
    check("users_max_age_pref_range", sql`${t.maxAgePreference} is null or ${t.maxAgePreference} between 18 and 100`),
    check(
      "users_age_pref_order",
      sql`${t.minAgePreference} is null or ${t.maxAgePreference} is null or ${t.minAgePreference} <= ${t.maxAgePreference}`,
    ),
    check("users_handle_format", sql`${t.handle} is null or ${t.handle} ~ '^[a-z][a-z0-9_]{2,29}$'`),
    check("users_theme", oneOf(t.themePreference, THEMES)),
    check("users_default_plan_visibility", oneOf(t.defaultPlanVisibility, PLAN_VISIBILITIES)),
    check(
      "users_open_to_types",
      sql`cardinality(${t.openToPairingTypes}) > 0 and ${t.openToPairingTypes} <@ array['match', 'friend']::text[]`,
    ),
    check("users_photos_max", sql`cardinality(${t.photos}) <= 4`),
    check("users_name_present", sql`length(btrim(${t.name})) > 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * What the admin users search looks in: name, email and handle, lower-cased, as one text. The
 * trigram index users_search_trgm_idx (migration 0009) is built on exactly this expression.
 */
export const userSearchText = sql`lower(${users.name} || ' ' || ${users.email} || ' ' || coalesce(${users.handle}, ''))`;
