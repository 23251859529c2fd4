import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { notificationSettings, type NotificationSettingsRow } from "@/db/schema";
import { DEFAULT_NOTIFICATION_SETTINGS, type EmailSetting, type NotificationSettings } from "./values";

/** Each API key's column. */
const COLUMN = {
  email_pairing_request: "emailPairingRequest",
  email_match_created: "emailMatchCreated",
  email_message: "emailMessage",
  email_trip: "emailTrip",
  email_product: "emailProduct",
} as const satisfies Record<EmailSetting, keyof NotificationSettingsRow>;

function presentSettings(row: NotificationSettingsRow | undefined): NotificationSettings {
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
  return Object.fromEntries(Object.entries(COLUMN).map(([key, column]) => [key, row[column]])) as NotificationSettings;
}

export async function findSettings(db: DbOrTx, userId: number): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return presentSettings(row);
}

/** Several members' settings at once (the email scan), defaults for those without a row. */
export async function findSettingsOf(db: DbOrTx, userIds: number[]): Promise<Map<number, NotificationSettings>> {
  const rows = userIds.length
    ? await db.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds))
    : [];
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  return new Map(userIds.map((id) => [id, presentSettings(byUser.get(id))]));
}

/** Writes the given settings in one upsert (the row is made at the first change); answers all five. */
export async function saveSettings(
  db: DbOrTx,
  userId: number,
  changes: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  const set = Object.fromEntries(
    Object.entries(changes)
      .filter(([, value]) => typeof value === "boolean")
      .map(([key, value]) => [COLUMN[key as EmailSetting], value]),
  );
  if (Object.keys(set).length === 0) return findSettings(db, userId);
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...set, updatedAt: sql`now()` } })
    .returning();
  return presentSettings(row);
}
