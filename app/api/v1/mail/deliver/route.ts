import { mailApi, type MailDeliveryReport } from "@/lib/mail/contract";
import { deliverQueuedMail } from "@/lib/mail/service";
import { route } from "@/lib/http/route";

/** Up to a minute per call where the host allows it (Vercel); each send times out well before. */
export const maxDuration = 60;

/** The outbox's drain for hosts without a long-lived process: Vercel Cron sends GET with the secret. */
const run = ({ req }: { req: Request }): Promise<MailDeliveryReport> =>
  deliverQueuedMail(req.headers.get("authorization"));

export const GET = route(mailApi.deliver, run);

export const POST = route(mailApi.deliverPost, run);
