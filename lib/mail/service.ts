import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import { env } from "@/lib/env";
import { notFound } from "@/lib/http/errors";
import { assertCronSecret } from "@/lib/http/cron-secret";
import type { MailDeliveryReport } from "./contract";
import { deliverDueMail } from "./deliver";

/** The delivery route's rule: only the scheduler (CRON_SECRET) may make the server send now. */
export async function deliverQueuedMail(authorization: string | null): Promise<MailDeliveryReport> {
  assertCronSecret(authorization, "Mail delivery by a scheduler");
  return deliverDueMail({ limit: 100 });
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
