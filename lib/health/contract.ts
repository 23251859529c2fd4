import { z } from "zod";
import { operation } from "@/lib/contract/operation";

/** The health check for load balancers (docs/api.md §10). */

export const Health = z.object({ status: z.literal("ok") }).meta({ id: "Health" });
export type Health = z.infer<typeof Health>;

export const healthApi = {
  check: operation({
    method: "GET",
    path: "/health",
    tag: "Platform",
    summary: "Health check",
    description: "200 once the database answers a query; 503 with Retry-After while it does not.",
    auth: "public",
    response: Health,
    errors: [503],
  }),
};
