import { z } from "zod";
import { operation } from "@/lib/contract/operation";

/** The sweep of what members store (docs/security.md, "Counts" and "Stored files"): its scheduler route. */

/** One sweep: what it removed, and the references it showed. */
export const SweepReport = z
  .object({
    calendar_events_removed: z.number().int(),
    unsent_photos_removed: z.number().int(),
    /** References whose 14 days ended without the other's, now shown (docs/api.md §3.6). */
    references_shown: z.number().int(),
  })
  .meta({ id: "SweepReport" });
export type SweepReport = z.infer<typeof SweepReport>;

const sweep = {
  path: "/sweep",
  tag: "Platform",
  summary: "Remove calendar events that are over and message photos never sent",
  description:
    "For a scheduler, with `Authorization: Bearer $CRON_SECRET` (401 without it, 503 when CRON_SECRET is unset). " +
    "Vercel Cron sends GET every hour; a crontab may send POST. Long-lived servers also sweep on their own.",
  auth: "public",
  response: SweepReport,
  errors: [401],
} as const;

export const sweepApi = {
  sweep: operation({ method: "GET", ...sweep }),
  sweepPost: operation({ method: "POST", ...sweep }),
};
