import "./zod-config";
import { z } from "zod";

/** A positive integer id in the path; anything else names nothing (404, docs/api.md §15). */
export const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The problem body every failure carries (docs/api.md §2): `errors` only on a 422. */
export const Problem = z
  .object({
    detail: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: "Problem" });
