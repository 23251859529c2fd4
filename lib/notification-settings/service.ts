import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors/app-error";
import type { NotificationSettingsBody, Unsubscribed } from "./contract";
import { findSettings, saveSettings } from "./queries";
import { readUnsubscribeToken } from "./token";
import { UNSUBSCRIBE_LINK_INVALID, type NotificationSettings } from "./values";

/** GET /users/me/notification-settings: the caller's own (docs/api.md §16). */
export async function getMyNotificationSettings(actor: Actor): Promise<NotificationSettings> {
  return findSettings(await getDb(), actor.id);
}

/** PUT /users/me/notification-settings: a partial change of the caller's own. */
export async function updateMyNotificationSettings(
  actor: Actor,
  body: NotificationSettingsBody,
): Promise<NotificationSettings> {
  return saveSettings(await getDb(), actor.id, body);
}

/**
 * POST /mail/unsubscribe?token=…: no sign-in, the token is the authority (docs/api.md §16,
 * "Unsubscribing"). A token the server did not make, or of an account that is gone, is 400 and
 * changes nothing. Turning off what is already off answers 200 again.
 */
export async function unsubscribe(token: string): Promise<Unsubscribed> {
  const claim = readUnsubscribeToken(token);
  if (!claim) throw new AppError("bad_request", UNSUBSCRIBE_LINK_INVALID);
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, claim.userId));
  if (!user) throw new AppError("bad_request", UNSUBSCRIBE_LINK_INVALID);
  await saveSettings(db, claim.userId, { [claim.setting]: false });
  return { setting: claim.setting, enabled: false };
}

/** What the public unsubscribe page shows before its button: the setting a link names, or null. */
export async function describeUnsubscribeLink(token: string | undefined) {
  const claim = token ? readUnsubscribeToken(token) : null;
  if (!claim) return null;
  const [user] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.id, claim.userId));
  return user ? { setting: claim.setting } : null;
}
