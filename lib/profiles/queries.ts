import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { users, type UserRow } from "@/db/schema";

/** Appends a photo only while there are fewer than `max`: racing uploads cannot make a fifth. */
export async function appendPhoto(db: DbOrTx, userId: number, url: string, max: number): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ photos: sql`array_append(${users.photos}, ${url})`, updatedAt: new Date() })
    .where(sql`${users.id} = ${userId} and cardinality(${users.photos}) < ${max}`)
    .returning();
  return user;
}

export async function setPhotos(db: DbOrTx, userId: number, photos: string[]): Promise<UserRow> {
  const [user] = await db.update(users).set({ photos, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return user!;
}

/** Onboarding done (docs/api.md §3.1): the first time is kept; doing it again changes nothing. */
export async function markOnboarded(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ onboardedAt: sql`coalesce(${users.onboardedAt}, now())` })
    .where(eq(users.id, userId));
}
