import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { PutInput, Storage, StoredFile } from "./types";

/** Names we hand out: 24 random hex characters and the extension of the detected image type. */
const LOCAL_NAME_PATTERN = /^[0-9a-f]{24}\.(jpg|png|webp|gif)$/;

export const LOCAL_URL_PREFIX = "/uploads/";

export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

/** A fresh random file name with the given extension (no dot), e.g. `3f9c…e1.png`. */
export function randomFileName(extension: string): string {
  return `${randomBytes(12).toString("hex")}.${extension}`;
}

/**
 * Files in one folder (UPLOADS_DIR), served by app/uploads/[name]/route.ts. The name passed to
 * `put` must already be one of ours (LOCAL_NAME_PATTERN): that is what keeps paths inside the folder.
 */
export class LocalDiskStorage implements Storage {
  readonly kind = "local" as const;
  private readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  async put({ name, bytes }: PutInput): Promise<StoredFile> {
    assertOurName(name);
    await fs.mkdir(this.dir, { recursive: true });
    const target = path.join(this.dir, name);
    // Written aside and renamed, so the route never serves a half-written file.
    const partial = `${target}.${randomBytes(4).toString("hex")}.part`;
    try {
      await fs.writeFile(partial, bytes, { flag: "wx" });
      await fs.rename(partial, target);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
    return { key: name, url: `${LOCAL_URL_PREFIX}${name}` };
  }

  async remove(key: string): Promise<void> {
    assertOurName(key);
    await fs.rm(path.join(this.dir, key), { force: true });
  }

  /** The file's path when `name` is one of ours, else null. For the serving route only. */
  pathOf(name: string): string | null {
    return LOCAL_NAME_PATTERN.test(name) ? path.join(this.dir, name) : null;
  }
}

function assertOurName(name: string) {
  if (!LOCAL_NAME_PATTERN.test(name)) throw new Error(`Not a stored file name: ${JSON.stringify(name)}`);
}
