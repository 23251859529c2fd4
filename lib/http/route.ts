import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import type { AuthLevel, Operation } from "@/lib/contract/operation";
import { assertAdmin, authenticate, type Actor } from "@/lib/auth/actor";
import { fieldsWithNul } from "@/lib/contract/messages";
import { redactError } from "@/lib/errors/redact";
import { readJsonBody } from "./body";
import { collectingTimingNotes } from "./server-timing";
import {
  AppError,
  isDatabaseUnavailable,
  isForeignKeyViolation,
  notAuthenticated,
  refusedValueDetail,
  REMOVED_MEANWHILE,
  UNAVAILABLE_DETAIL,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  type FieldError,
} from "@/lib/errors/app-error";
import { CROSS_SITE_REFUSED, isCrossSite, SAFE_METHODS } from "./same-origin";
import { parseOrThrow } from "./validation";

/**
 * The one wrapper every /api/v1 handler is built with, from its documented operation
 * (lib/contract/operation.ts): authenticate, parse params, query and body with zod, call the
 * service, and map errors to the contract's `{detail}` bodies. Handlers never write their own
 * try/catch. Authorization (admin, owner, participant) is the services' job.
 */
type HandlerContext<A extends AuthLevel, P, Q, B> = {
  req: NextRequest;
  actor: A extends "member" | "admin" ? Actor : A extends "optional" ? Actor | null : null;
  params: P;
  query: Q;
  body: B;
};

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/** What a handler may return: the documented JSON, nothing (204), or a Response it built itself. */
type HandlerResult<R> = R | Response | (R extends undefined ? void : never);

export type RouteHandler = ((req: NextRequest, context: NextRouteContext) => Promise<Response>) & {
  /** The operation it serves, for the OpenAPI coverage and answer checks of the tests. */
  readonly operation: Operation;
};

export function route<A extends AuthLevel, P, Q, B, R>(
  options: Operation<P, Q, B, R, A>,
  handler: (context: HandlerContext<A, P, Q, B>) => Promise<HandlerResult<R>> | HandlerResult<R>,
): RouteHandler {
  async function handle(req: NextRequest, context: NextRouteContext): Promise<Response> {
    const started = performance.now();
    const { result, notes } = await collectingTimingNotes(() => respond(req, context));
    return withServerTiming(result, started, notes);
  }
  return Object.assign(handle, { operation: options as Operation });

  async function respond(req: NextRequest, context: NextRouteContext): Promise<Response> {
    let signedIn = false;
    try {
      let actor: Actor | null = null;
      if (options.auth === "member" || options.auth === "admin") {
        const auth = await authenticate(req);
        if (!auth) throw notAuthenticated();
        signedIn = true;
        if (options.auth === "admin") assertAdmin(auth.actor);
        if (auth.via === "cookie" && !SAFE_METHODS.has(req.method)) assertSameOrigin(req);
        actor = auth.actor;
      } else if (options.auth === "optional") {
        actor = (await authenticate(req))?.actor ?? null;
        signedIn = actor !== null;
      }
      const params = options.params ? parseParams(options.params, await context.params) : (undefined as P);
      const query = options.query
        ? parseOrThrow(options.query, queryObject(req.nextUrl.searchParams))
        : (undefined as Q);
      const body = options.body ? parseOrThrow(options.body, await readJsonBody(req)) : (undefined as B);
      const result = await handler({ req, actor: actor as HandlerContext<A, P, Q, B>["actor"], params, query, body });
      return privateIf(signedIn, toResponse(result, options.status));
    } catch (error) {
      return privateIf(signedIn, errorResponse(error));
    }
  }
}

/** The query string as an object: a key given once is a string, a repeated one (`?gender=a&gender=b`) an array. */
function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? values[0]! : values;
  }
  return out;
}

function toResponse(result: unknown, status = 200): Response {
  if (result instanceof Response) return result;
  // 202 (accepted, nothing to say) keeps its status; any other empty answer is 204.
  if (result === undefined) return new Response(null, { status: status === 202 ? 202 : 204 });
  return Response.json(result, { status });
}

/** A signed-in caller's answers are theirs alone: no shared or browser cache keeps them. */
function privateIf(signedIn: boolean, response: Response): Response {
  if (signedIn && !response.headers.has("cache-control")) trySetHeader(response, "Cache-Control", "no-store");
  return response;
}

/** How long our code took (auth, parsing, service, serialising), for monitoring and the benchmark. */
function withServerTiming(response: Response, started: number, notes: string[]): Response {
  trySetHeader(response, "Server-Timing", [`app;dur=${(performance.now() - started).toFixed(1)}`, ...notes].join(", "));
  return response;
}

function trySetHeader(response: Response, name: string, value: string) {
  try {
    response.headers.set(name, value);
  } catch {
    // a response with immutable headers (a redirect): leave it as it is
  }
}

/** What a failure says to the caller, the one mapping for route answers and form actions alike. */
export type Problem = {
  status: number;
  detail: string;
  errors?: FieldError[];
  retryAfterSeconds?: number;
  fields?: Record<string, unknown>;
};

export function problemOf(error: unknown): Problem {
  if (error instanceof AppError) return { status: error.status, detail: error.detail, ...error.extra };
  const refused = refusedValueDetail(error);
  if (refused) return { status: 422, detail: refused };
  if (isForeignKeyViolation(error)) return { status: 409, detail: REMOVED_MEANWHILE };
  if (isDatabaseUnavailable(error)) {
    console.error("The database cannot be reached", redactError(error));
    return { status: 503, detail: UNAVAILABLE_DETAIL, retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS };
  }
  console.error("Unhandled error in route handler", redactError(error));
  return { status: 500, detail: "Something went wrong on our side. Please try again." };
}

export function errorResponse(error: unknown): Response {
  const { status, detail, errors, retryAfterSeconds, fields } = problemOf(error);
  const headers = new Headers();
  if (retryAfterSeconds !== undefined) headers.set("Retry-After", String(retryAfterSeconds));
  return Response.json({ ...fields, ...(errors ? { detail, errors } : { detail }) }, { status, headers });
}

/** A list answer: the JSON array, with the full count in X-Total-Count (docs/api.md §1). */
export function listResponse(items: unknown[], total: number): Response {
  return Response.json(items, { headers: { "X-Total-Count": String(total) } });
}

// A path segment that does not fit (say /users/abc for a numeric id, or text holding %00) names nothing: 404.
function parseParams<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success || fieldsWithNul(result.data).length > 0) throw new AppError("not_found", "Not found");
  return result.data;
}

/**
 * Cookie-authenticated writes must come from our own pages. The session cookie is SameSite=Lax,
 * and this closes the rest: a write whose Origin (or Sec-Fetch-Site) says another site is refused.
 */
function assertSameOrigin(req: NextRequest) {
  if (isCrossSite(req.headers, req.nextUrl.host)) throw new AppError("forbidden", CROSS_SITE_REFUSED);
}
