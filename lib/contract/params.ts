import { z } from "./zod";

/**
 * Row ids are PostgreSQL integers: a larger number names no row, and would fail the statement
 * (SQLSTATE 22003, a 500) if it reached one. Every id a client sends is bounded by it.
 */
export const MAX_ROW_ID = 2_147_483_647;
/** An id in a body or query that is past MAX_ROW_ID. */
export const NO_SUCH_ID = "No such id";

/**
 * A row id a client sends: a positive integer up to MAX_ROW_ID. Give the number schema when the
 * field has its own type message (`z.number({ error: "Must be a user id" })`) or is read from text
 * (`z.coerce.number()`).
 */
export const rowId = (number: z.ZodNumber | z.ZodCoercedNumber = z.number()) =>
  number.int().positive().max(MAX_ROW_ID, NO_SUCH_ID);

/** A positive integer id in the path; anything else names nothing (404, docs/api.md §15). */
export const IdParams = z.object({ id: rowId(z.coerce.number()) });

/** The problem body every failure carries (docs/api.md §2): `errors` only on a 422. */
export const Problem = z
  .object({
    detail: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: "Problem" });
