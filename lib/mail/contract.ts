import { z } from "zod";
import { operation } from "@/lib/contract/operation";

/** Mail's contract (docs/api.md §16): the scheduler's delivery route. */

/** One call of the delivery route: what it sent, what waits for a retry, what was given up. */
export const MailDeliveryReport = z
  .object({
    sent: z.number().int(),
    retried: z.number().int(),
    failed: z.number().int(),
  })
  .meta({ id: "MailDeliveryReport" });
export type MailDeliveryReport = z.infer<typeof MailDeliveryReport>;

const deliver = {
  path: "/mail/deliver",
  tag: "Mail",
  summary: "Send the queued emails that are due",
  description:
    "For a scheduler, with `Authorization: Bearer $CRON_SECRET` (401 without it, 503 when CRON_SECRET is unset). " +
    "Vercel Cron sends GET; a crontab may send POST. Long-lived servers also send on their own.",
  auth: "public",
  response: MailDeliveryReport,
  errors: [401],
} as const;

export const mailApi = {
  deliver: operation({ method: "GET", ...deliver }),
  deliverPost: operation({ method: "POST", ...deliver }),
};
