import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { AppError, notAuthenticated } from "@/lib/errors/app-error";

/**
 * A scheduler's credential: `Authorization: Bearer $CRON_SECRET` (what Vercel Cron sends).
 * Unset secret: 503, so a forgotten setting is not mistaken for a wrong one. Compared in constant time.
 * `job` names what is not configured ("The daily calendar sync").
 */
export function assertCronSecret(authorization: string | null, job: string): void {
  const secret = env().CRON_SECRET;
  if (!secret) throw new AppError("not_configured", `${job} is not configured (set CRON_SECRET)`);
  const given = /^Bearer (.+)$/i.exec(authorization ?? "")?.[1] ?? "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  if (!timingSafeEqual(digest(given), digest(secret))) throw notAuthenticated();
}
