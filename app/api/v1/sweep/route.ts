import { route } from "@/lib/http/route";
import { sweepApi, type SweepReport } from "@/lib/sweep/contract";
import { sweepByScheduler } from "@/lib/sweep/service";

/** Up to a minute per call where the host allows it (Vercel); each part is bounded well below. */
export const maxDuration = 60;

/** The sweep for hosts without a long-lived process: Vercel Cron sends GET with the secret. */
const run = ({ req }: { req: Request }): Promise<SweepReport> => sweepByScheduler(req.headers.get("authorization"));

export const GET = route(sweepApi.sweep, run);

export const POST = route(sweepApi.sweepPost, run);
