import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notifications } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/errors/app-error";
import type { Page } from "@/lib/contract/pagination";
import { publishUnread } from "@/lib/realtime/publish";
import { presentNotification } from "./present";

/** The caller's own notifications, newest first (docs/api.md §7). */
export async function listNotifications(actor: Actor, page: Page) {
  const db = await getDb();
  const mine = eq(notifications.userId, actor.id);
  const rows = await db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(page.skip)
    .limit(page.limit);
  const [totals] = await db.select({ total: count() }).from(notifications).where(mine);
  return { items: rows.map(presentNotification), total: totals?.total ?? 0 };
}

export async function countUnreadNotifications(actor: Actor) {
  const [row] = await (
    await getDb()
  )
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, actor.id), eq(notifications.isRead, false)));
  return { count: row?.total ?? 0 };
}

/** Someone else's notification does not exist for the caller: 404. */
export async function markNotificationRead(actor: Actor, id: number): Promise<void> {
  const rows = await (
    await getDb()
  )
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, actor.id)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw notFound("Notification not found");
  await publishUnread(await getDb(), [actor.id]);
}

export async function markAllNotificationsRead(actor: Actor): Promise<void> {
  await (
    await getDb()
  )
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, actor.id), eq(notifications.isRead, false)));
  await publishUnread(await getDb(), [actor.id]);
}

export async function deleteNotification(actor: Actor, id: number): Promise<void> {
  const rows = await (
    await getDb()
  )
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, actor.id)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw notFound("Notification not found");
  await publishUnread(await getDb(), [actor.id]);
}
