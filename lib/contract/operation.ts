import type { z } from "zod";
// Loaded for its setting: contracts built in the browser never probe for eval (see ./zod).
import "./zod";

/**
 * One documented /api/v1 operation: what the route wrapper authenticates and parses, and what the
 * OpenAPI document says. Route handlers are built from these (`route(plansApi.create, …)`), so the
 * document cannot drift from the code: a route without one does not compile, and the API tests
 * check every answer against `response` (docs/decisions/014-contracts-and-openapi.md).
 *
 * Contract modules hold only zod and plain data, so forms in the browser import them too.
 */

/**
 * Who may call: "public" anyone; "member" a signed-in member; "optional" both, the caller when
 * there is one (the public profile); "admin" a member who is an admin, checked before anything is
 * parsed, so a member learns nothing about an admin route (not even its validation).
 */
export type AuthLevel = "public" | "member" | "optional" | "admin";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** An answer that is not JSON: a file, a calendar feed, a redirect. */
type RawAnswer = {
  /** e.g. "text/calendar", "image/*"; "redirect" for a 302/303 to another page. */
  mediaType: string;
  description: string;
};

/**
 * `M` and `Path` keep the method and path as literal types, so the browser's client can name an operation by its
 * `"METHOD /path"` and be typed by it without importing the contract (components/data/routes.ts).
 */
export type Operation<
  P = unknown,
  Q = unknown,
  B = unknown,
  R = unknown,
  A extends AuthLevel = AuthLevel,
  M extends HttpMethod = HttpMethod,
  Path extends string = string,
> = {
  method: M;
  /** The path under /api/v1 in OpenAPI's form: `/travel-plans/{id}`. */
  path: Path;
  /** One line for the reference: "Create a travel plan". */
  summary: string;
  /** The section of the reference it belongs to ("Travel plans"). */
  tag: string;
  description?: string;
  auth: A;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  /** A JSON body. Multipart uploads set `multipart` instead and read the form themselves. */
  body?: z.ZodType<B>;
  multipart?: { description: string };
  /**
   * Status of a successful answer: 200 by default, 201 for creates, 202 when accepted without saying more, 204 when
   * there is no body.
   */
  status?: 200 | 201 | 202 | 204;
  /**
   * A second success status with the same body, said in words: a create that finds the thing
   * already there answers 200 with it instead of 201 ("already existed").
   */
  alsoAnswers?: { status: 200; description: string };
  /** The JSON a successful answer carries; absent with status 204. */
  response?: z.ZodType<R>;
  /** A non-JSON answer instead of `response`. */
  raw?: RawAnswer;
  /** A paged list: the full count is in X-Total-Count (docs/api.md §1). */
  paged?: true;
  /**
   * The failures this operation can answer besides the ones every operation of its kind has
   * (401/403 from `auth`, 422 when it parses input, 429, 500, 503): e.g. 404 and 409.
   */
  errors?: readonly number[];
  /** A failure whose body says more than `{detail}` (a 409 naming what it clashes with): its schema, by status. */
  errorBodies?: Partial<Record<number, z.ZodType>>;
};

/** Declares an operation, keeping its schemas' types for the route wrapper and handler. */
export function operation<
  A extends AuthLevel,
  const M extends HttpMethod,
  const Path extends string,
  P = undefined,
  Q = undefined,
  B = undefined,
  R = undefined,
>(op: Operation<P, Q, B, R, A, M, Path>): Operation<P, Q, B, R, A, M, Path> {
  return op;
}
