import "server-only";
import { assertCronSecret as assertSchedulerSecret } from "@/lib/http/cron-secret";

/** The daily calendar sync's scheduler credential (lib/http/cron-secret.ts). */
export function assertCronSecret(authorization: string | null): void {
  assertSchedulerSecret(authorization, "The daily calendar sync");
}
