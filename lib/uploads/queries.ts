import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { uploads, type UploadRow } from "@/db/schema";

export type UploadPurpose = "photo" | "message";

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
