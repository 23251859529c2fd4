import { sql, type SQL } from "drizzle-orm";
import { integer, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** Shared column builders so every table spells ids and timestamps the same way. */
export const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).defaultNow().notNull();

/**
 * The check that holds a text column to one of a contract's values (`PLAN_STATUSES`): the list is
 * written once, in the domain's contract module, and the database enforces the same one.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "))})`;
}
