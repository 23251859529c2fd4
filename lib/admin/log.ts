import "server-only";
import type { DbOrTx } from "@/db/client";
import { adminLog } from "@/db/schema";

/** One line of the admin log (docs/decisions/030-reference-reports.md), in the transaction that did the thing. */
export async function logAdminAction(
  db: DbOrTx,
  entry: { adminId: number; action: string; targetType: string; targetId: number; details: Record<string, unknown> },
): Promise<void> {
  await db.insert(adminLog).values(entry);
}
