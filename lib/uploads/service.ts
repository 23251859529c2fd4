import "server-only";
import { getDb } from "@/db/client";
import type { UploadRow } from "@/db/schema";
import { lockMember } from "@/lib/accounts/queries";
import type { Actor } from "@/lib/auth/actor";
import { AppError, notAuthenticated } from "@/lib/errors/app-error";
import { processImage } from "@/lib/images/process";
import { consume, LIMITS } from "@/lib/rate-limit/service";
import { getLocalStorage, getStorage } from "@/lib/storage";
import { LOCAL_URL_PREFIX, randomFileName } from "@/lib/storage/local-disk";
import type { UploadPurpose } from "./contract";
import { countUnsentPhotos, deleteUploadOfOwner, insertUpload, uploadExists } from "./queries";
import { purgeRemovedFiles } from "./removal";
import { UNSENT_PHOTOS_FULL, UNSENT_PHOTOS_MAX } from "./values";

const unsentFull = () => new AppError("conflict", UNSENT_PHOTOS_FULL);

/**
 * Stores an image a member sent: counts it against their upload limit (refused ones too: decoding
 * is the costly part), makes it safe (lib/images), stores it through the configured storage and
 * records who uploaded it for what. Returns the row; its `url` is what clients get. A message
 * photo needs room among the member's unsent ones (UNSENT_PHOTOS_MAX): looked at first, so a
 * refused upload costs nothing, and held when the row is written.
 */
export async function uploadImage(actor: Actor, bytes: Uint8Array, purpose: UploadPurpose): Promise<UploadRow> {
  const db = await getDb();
  if (purpose === "message" && (await countUnsentPhotos(db, actor.id)) >= UNSENT_PHOTOS_MAX) throw unsentFull();
  await consume(db, LIMITS.uploadsPerMember, String(actor.id));
  const image = await processImage(bytes);
  const storage = getStorage();
  const stored = await storage.put({
    name: randomFileName(image.extension),
    bytes: image.bytes,
    contentType: image.contentType,
  });
  const values = {
    ownerId: actor.id,
    purpose,
    storage: storage.kind,
    storageKey: stored.key,
    url: stored.url,
    contentType: image.contentType,
    sizeBytes: image.bytes.byteLength,
    width: image.width,
    height: image.height,
  };
  try {
    if (purpose !== "message") return await insertUpload(db, values);
    // Counted again behind the member's row lock: of racing uploads, only those with room get in.
    return await db.transaction(async (tx) => {
      if (!(await lockMember(tx, actor.id))) throw notAuthenticated();
      if ((await countUnsentPhotos(tx, actor.id)) >= UNSENT_PHOTOS_MAX) throw unsentFull();
      return insertUpload(tx, values);
    });
  } catch (error) {
    // No row, no owner: the stored file would be an orphan nobody could delete.
    await storage
      .remove(stored.key)
      .catch((cleanup) => console.error("Could not remove an unrecorded upload", cleanup));
    throw error;
  }
}

/**
 * Forgets an upload of `ownerId` (say a removed profile photo); its file is queued by the uploads
 * trigger and deleted right after. Returns false when no such upload of theirs exists.
 */
export async function removeUpload(ownerId: number, url: string): Promise<boolean> {
  const row = await deleteUploadOfOwner(await getDb(), url, ownerId);
  await purgeRemovedFiles();
  return Boolean(row);
}

/**
 * The file on the local disk behind /uploads/<name>, or null: only names we generate map to a path
 * (no path can leave UPLOADS_DIR), and only while the upload's row exists, so a removed photo is
 * gone at once, even before (or if never) its file is deleted (docs/security.md, "Stored files").
 */
export async function findServedLocalFile(name: string): Promise<string | null> {
  const file = getLocalStorage().pathOf(name);
  if (!file || !(await uploadExists(await getDb(), `${LOCAL_URL_PREFIX}${name}`))) return null;
  return file;
}

/**
 * POST /messages/upload-photo: the answer is the URL a message may then carry as photo_url. Not
 * sent within a day, the photo is removed (lib/sweep).
 */
export async function uploadMessagePhoto(actor: Actor, bytes: Uint8Array): Promise<{ photo_url: string }> {
  const row = await uploadImage(actor, bytes, "message");
  return { photo_url: row.url };
}
