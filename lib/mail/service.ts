import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import { env } from "@/lib/env";
import { notFound } from "@/lib/errors/app-error";
import { assertCronSecret } from "@/lib/http/cron-secret";
import type { MailDeliveryReport } from "./contract";
import { runMailCycle } from "./cycle";

/**
 * The delivery route's rule: only the scheduler (CRON_SECRET) may make the server send now. A call
 * also queues the notification emails that are due and prunes the outbox (docs/api.md §16).
 */
export async function deliverQueuedMail(authorization: string | null): Promise<MailDeliveryReport> {
  assertCronSecret(authorization, "Mail delivery by a scheduler");
  return runMailCycle({ limit: 100, alwaysPrune: true });
}

/**
 * The development outbox page's list: the latest emails, text part included. Development only:
 * in production an email's links (future reset links) are the recipient's alone.
 */
export async function listOutbox(actor: Actor, limit = 50) {
  assertAdmin(actor);
  if (env().NODE_ENV === "production") throw notFound("Not found");
  return (await getDb()).select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
