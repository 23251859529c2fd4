import "server-only";
import { and, asc, count, eq, inArray, isNull, lt, sql } from "drizzle-orm";
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

/** Unsent: a message photo no message has carried (db/schema/uploads.ts, `sent_at`). */
const unsent = () => and(eq(uploads.purpose, "message"), isNull(uploads.sentAt));

/** The member's message photos not sent yet (the partial index uploads_unsent_idx holds only those). */
export async function countUnsentPhotos(db: DbOrTx, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), unsent()));
  return row?.count ?? 0;
}

/**
 * Marks `ownerId`'s message photo at `url` as sent, inside the sending transaction; false when there
 * is none (never uploaded, or swept as unsent meanwhile). The update locks the row: a sweep that
 * reached it first has deleted it (false here), one that comes second finds it sent and leaves it.
 */
export async function markPhotoSent(db: DbOrTx, url: string, ownerId: number): Promise<boolean> {
  const [row] = await db
    .update(uploads)
    .set({ sentAt: sql`coalesce(${uploads.sentAt}, now())` })
    .where(and(eq(uploads.url, url), eq(uploads.ownerId, ownerId), eq(uploads.purpose, "message")))
    .returning({ id: uploads.id });
  return Boolean(row);
}

/**
 * Deletes up to `limit` message photos never sent and uploaded before `before`; the uploads trigger
 * queues their files. `sent_at is null` is checked again on a row a sending transaction locked,
 * once it commits, so a photo sent meanwhile stays.
 */
export async function deleteUnsentPhotos(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const rows = await db
    .delete(uploads)
    .where(
      and(
        unsent(),
        inArray(
          uploads.id,
          db
            .select({ id: uploads.id })
            .from(uploads)
            .where(and(unsent(), lt(uploads.createdAt, before)))
            .limit(limit),
        ),
      ),
    )
    .returning({ id: uploads.id });
  return rows.length;
}
