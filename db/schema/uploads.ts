import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { STORAGE_KINDS, UPLOAD_PURPOSES } from "@/lib/uploads/contract";
import { createdAt, id, oneOf } from "./columns";
import { users } from "./users";

/** Every stored image, so a photo_url can be traced to the member who uploaded it. */
export const uploads = pgTable(
  "uploads",
  {
    id: id(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    storage: text("storage").notNull(),
    // The stored object's key: a random file name on disk or UploadThing's file key.
    storageKey: text("storage_key").notNull(),
    url: text("url").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    // When a message (or trip chat message) first carried this photo; a message photo never sent is
    // removed a day after upload (docs/security.md, "Stored files").
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("uploads_url_key").on(t.url),
    index("uploads_owner_idx").on(t.ownerId),
    // The few unsent message photos: counted per member (their cap) and swept when a day old.
    index("uploads_unsent_idx")
      .on(t.ownerId, t.createdAt)
      .where(sql`${t.purpose} = 'message' and ${t.sentAt} is null`),
    check("uploads_purpose", oneOf(t.purpose, UPLOAD_PURPOSES)),
    check("uploads_storage", oneOf(t.storage, STORAGE_KINDS)),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;

/**
 * Stored files whose upload row is gone, waiting to be deleted from storage. A trigger on
 * `uploads` fills it in the same transaction as the delete (cascades included), so a rollback
 * keeps the file; lib/uploads deletes the files after commit and forgets the rows it managed.
 */
export const removedFiles = pgTable("removed_files", {
  id: id(),
  storage: text("storage").notNull(),
  storageKey: text("storage_key").notNull(),
  createdAt: createdAt(),
});

export type RemovedFileRow = typeof removedFiles.$inferSelect;
