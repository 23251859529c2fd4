import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { removedFiles, uploads, type RemovedFileRow, type UploadRow } from "@/db/schema";
import type { UploadPurpose } from "./contract";

export async function insertUpload(db: DbOrTx, values: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

/** The upload behind `url` if `ownerId` uploaded it for `purpose`; how a photo_url is checked. */
export async function findUploadOfOwner(
  db: DbOrTx,
  url: string,
  ownerId: number,
  purpose: UploadPurpose,
): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.url, url), eq(uploads.ownerId, ownerId), eq(uploads.purpose, purpose)))
    .limit(1);
  return row;
}

export async function deleteUploadOfOwner(db: DbOrTx, url: string, ownerId: number): Promise<UploadRow | undefined> {
  const [row] = await db
    .delete(uploads)
    .where(and(eq(uploads.url, url), eq(uploads.ownerId, ownerId)))
    .returning();
  return row;
}

/** Whether a stored upload still answers to `url` (a removed one is 404 even if its file lingers). */
export async function uploadExists(db: DbOrTx, url: string): Promise<boolean> {
  const [row] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.url, url)).limit(1);
  return Boolean(row);
}

/** Files queued for deletion by the uploads trigger (migration 0013), oldest first. */
export function queuedRemovals(db: DbOrTx, limit: number): Promise<RemovedFileRow[]> {
  return db.select().from(removedFiles).orderBy(asc(removedFiles.id)).limit(limit);
}

export async function forgetRemovals(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(removedFiles).where(inArray(removedFiles.id, ids));
}
