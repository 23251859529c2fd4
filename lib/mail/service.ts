import "server-only";
import { assertCronSecret } from "@/lib/http/cron-secret";
import type { MailDeliveryReport } from "./contract";
import { deliverDueMail } from "./deliver";

/** The delivery route's rule: only the scheduler (CRON_SECRET) may make the server send now. */
export async function deliverQueuedMail(authorization: string | null): Promise<MailDeliveryReport> {
  assertCronSecret(authorization, "Mail delivery by a scheduler");
  return deliverDueMail({ limit: 100 });
}
