import { PAGE_LIMIT_MAX } from "./page-limits";
import { z } from "./zod";

/** `skip`/`limit` of every paged list: 0/100 by default, limit clamped to the route's maximum. */
export function pageQuery(maxLimit = PAGE_LIMIT_MAX) {
  return z.object({
    skip: z.coerce.number().int().min(0, "Must be 0 or more").default(0),
    limit: z.coerce
      .number()
      .int()
      .min(1, "Must be at least 1")
      .default(100)
      .transform((value) => Math.min(value, maxLimit)),
  });
}

export type Page = { skip: number; limit: number };
