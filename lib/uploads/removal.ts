import "server-only";
import { getDb } from "@/db/client";
import { getLocalStorage, getStorage } from "@/lib/storage";
import { deleteUnsentPhotos, forgetRemovals, queuedRemovals } from "./queries";
import { UNSENT_PHOTO_KEEP_MS } from "./values";

const PURGE_BATCH = 100;

/**
 * Deletes the stored files whose upload rows are gone (docs/security.md, "Stored files"). Call it
 * after the transaction that removed them has committed: the queue only holds committed removals.
 * Never throws: a file that cannot be deleted now is logged and stays queued for the next call
 * (each removal and server start calls this), and the member's action has succeeded anyway.
 */
export async function purgeRemovedFiles(): Promise<void> {
  try {
    const db = await getDb();
    for (;;) {
      const queued = await queuedRemovals(db, PURGE_BATCH);
      const done: number[] = [];
      for (const file of queued) {
        const storage = file.storage === "local" ? getLocalStorage() : getStorage();
        if (storage.kind !== file.storage) {
          console.error(
            `A stored file on ${file.storage} cannot be deleted: that storage is not configured; it stays queued`,
          );
          continue;
        }
        try {
          await storage.remove(file.storageKey);
          done.push(file.id);
        } catch (error) {
          console.error(`Could not delete a stored file on ${file.storage}; it stays queued`, error);
        }
      }
      await forgetRemovals(db, done);
      // A batch with failures stops here: retrying them in a loop now would not help.
      if (queued.length < PURGE_BATCH || done.length < queued.length) return;
    }
  } catch (error) {
    console.error("Could not delete removed files; they stay queued", error);
  }
}

/**
 * The periodic sweep's share (lib/sweep): message photos never sent, a day after their upload
 * (docs/security.md, "Stored files"), `batch` rows a statement and at most `max` a run; their
 * files go right after. Answers how many were removed.
 */
export async function removeUnsentPhotos(
  now = new Date(),
  options: { batch?: number; max?: number } = {},
): Promise<number> {
  const batch = options.batch ?? 500;
  const max = options.max ?? 10_000;
  const db = await getDb();
  const before = new Date(now.getTime() - UNSENT_PHOTO_KEEP_MS);
  let removed = 0;
  try {
    while (removed < max) {
      const count = await deleteUnsentPhotos(db, before, Math.min(batch, max - removed));
      removed += count;
      if (count < batch) break;
    }
  } finally {
    if (removed > 0) await purgeRemovedFiles();
  }
  return removed;
}
