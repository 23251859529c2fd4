import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { healthApi, type Health } from "@/lib/health/contract";
import { AppError, UNAVAILABLE_DETAIL, UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/lib/errors/app-error";
import { route } from "@/lib/http/route";
import { redactError } from "@/lib/errors/redact";

// For load balancers: 200 once the database answers a query, 503 with Retry-After while it does not.
export const GET = route(healthApi.check, async () => {
  try {
    await (await getDb()).execute(sql`select 1`);
  } catch (error) {
    console.error("Health check: the database did not answer", redactError(error));
    throw new AppError("unavailable", UNAVAILABLE_DETAIL, { retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS });
  }
  return Response.json({ status: "ok" } satisfies Health, { headers: { "Cache-Control": "no-store" } });
});
