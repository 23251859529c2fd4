import "server-only";
import { env } from "@/lib/env";
import { LocalDiskStorage } from "./local-disk";
import type { Storage } from "./types";
import { UploadThingStorage } from "./uploadthing";

export type { Storage } from "./types";

let cached: { signature: string; storage: Storage } | undefined;

/**
 * The configured storage: UploadThing when UPLOADTHING_TOKEN is set, else the local disk under
 * UPLOADS_DIR. Re-read from the environment on each call (cheap) so tests can switch between them.
 */
export function getStorage(): Storage {
  const { UPLOADTHING_TOKEN, UPLOADTHING_INGEST_URL, UPLOADTHING_API_URL, UPLOADS_DIR } = env();
  const signature = JSON.stringify([UPLOADTHING_TOKEN, UPLOADTHING_INGEST_URL, UPLOADTHING_API_URL, UPLOADS_DIR]);
  if (cached?.signature !== signature) {
    const storage = UPLOADTHING_TOKEN
      ? new UploadThingStorage({
          token: UPLOADTHING_TOKEN,
          ingestUrl: UPLOADTHING_INGEST_URL,
          apiUrl: UPLOADTHING_API_URL,
        })
      : new LocalDiskStorage(UPLOADS_DIR);
    cached = { signature, storage };
  }
  return cached.storage;
}

/** The local disk storage whatever is configured: files stored before a switch stay served. */
export function getLocalStorage(): LocalDiskStorage {
  return new LocalDiskStorage(env().UPLOADS_DIR);
}
