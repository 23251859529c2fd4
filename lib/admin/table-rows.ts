import "server-only";
import { count, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { notFound } from "@/lib/errors/app-error";

// The shared steps of the admin console's row services.

export async function total(db: DbOrTx, table: PgTable) {
  const [row] = await db.select({ total: count() }).from(table);
  return row?.total ?? 0;
}

export async function deleteById(db: DbOrTx, table: PgTable, idColumn: AnyPgColumn, id: number, missing: string) {
  const rows = await db.delete(table).where(eq(idColumn, id)).returning({ id: idColumn });
  if (rows.length === 0) throw notFound(missing);
}
