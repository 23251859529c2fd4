import { integer, timestamp } from "drizzle-orm/pg-core";

/** Shared column builders so every table spells ids and timestamps the same way. */
export const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).defaultNow().notNull();
