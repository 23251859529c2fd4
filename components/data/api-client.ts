import type { AuthLevel, Operation } from "@/lib/contract/operation";
import type { FieldError } from "@/lib/contract/messages";
import type { ApiOperation } from "@/lib/openapi/operations";
import { isLeaving } from "./leaving";

/**
 * The browser's one way to call /api/v1: `api("PUT /travel-plans/{id}", { params: { id }, body })`. The route is the
 * operation's method and path as its contract writes them, checked by the compiler against every contract; the
 * operation it names types the params, query, body and answer. JSON (or multipart FormData) in, JSON out, the
 * session cookie attached, a 10-second time-out (docs/product.md §7), and failures turned into an ApiError carrying
 * the contract's `{detail, errors}` or docs/product.md §8's transport messages (docs/decisions/014).
 */
const REQUEST_TIMEOUT_MS = 10_000;
const TIMEOUT_MESSAGE = "Request timeout. Please check if the server is running.";
export const NETWORK_MESSAGE = "Network error. Please check if the backend server is running.";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's sentence, or a transport message; undefined when the answer had none. */
    readonly detail: string | undefined,
    readonly errors: FieldError[] = [],
    readonly kind: "http" | "timeout" | "network" = "http",
    /** The whole answer, for the failures that say more than `detail` (docs/api.md §4.2's clashing plan). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = "ApiError";
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any operation, whatever its schemas
type AnyOperation = Operation<any, any, any, any, AuthLevel>;

/**
 * Each operation by its "METHOD /path", as types only: the contracts' zod schemas never reach a page, and a page's
 * code holds nothing but the route strings it calls (docs/decisions/014).
 */
type RouteTable = { [Op in ApiOperation as `${Op["method"]} ${Op["path"]}`]: Op };
/** "METHOD /path" of an operation, as its contract writes it: `"GET /travel-plans/{id}"`. */
export type ApiRoute = keyof RouteTable;
declare const someOperation: unique symbol;
/** A route known only as "some operation" (the admin kit's resources): any input, an answer unchecked. */
export type AnyRoute = ApiRoute & { readonly [someOperation]: true };
type OperationOf<R> = R extends AnyRoute ? AnyOperation : R extends ApiRoute ? RouteTable[R] : never;

type Params<P> = [P] extends [undefined] ? { params?: undefined } : { params: P };
/** Query values are all optional from the caller's side: the contract fills in its defaults. */
type Query<Q> = [Q] extends [undefined] ? { query?: undefined } : { query?: { [K in keyof Q]?: Q[K] | null } };
/** A multipart operation has no JSON body in its contract: it takes FormData. */
type Body<B> = [B] extends [undefined] ? { body?: FormData } : { body: B };
/** What the admin kit passes for a route it only knows as "some operation" (components/admin/kit/resources.ts). */
type AnyInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
type Input<Op> =
  Op extends Operation<infer P, infer Q, infer B, unknown, AuthLevel>
    ? 0 extends 1 & P
      ? AnyInput
      : Params<P> & Query<Q> & Body<B>
    : never;
type Answer<Op> =
  Op extends Operation<unknown, unknown, unknown, infer R, AuthLevel> ? ([R] extends [undefined] ? void : R) : never;
/** The input may be left out when nothing in it is required. */
type Args<Op> = object extends Input<Op> ? [input?: Input<Op>] : [input: Input<Op>];

/** A page of a list route: its items and the X-Total-Count header (docs/api.md §1). */
export type Page<T> = { items: T[]; total: number };

/** Calls one operation and answers its contract's response (nothing for a 204). */
export async function api<R extends ApiRoute>(
  route: R,
  ...[input]: Args<OperationOf<R>>
): Promise<Answer<OperationOf<R>>> {
  const { data } = await send(route, input);
  return data as Answer<OperationOf<R>>;
}

/** GET of a paged list operation: the items with the total the server counted. */
export async function apiPage<R extends ApiRoute>(
  route: R,
  ...[input]: Args<OperationOf<R>>
): Promise<Page<Answer<OperationOf<R>> extends readonly (infer Item)[] ? Item : never>> {
  const { data, response } = await send(route, input);
  const items = (data ?? []) as never[];
  const total = Number(response.headers.get("X-Total-Count"));
  return { items, total: Number.isFinite(total) && response.headers.has("X-Total-Count") ? total : items.length };
}

/** The address of an operation whose answer is not JSON (a download, the event stream), for a link or EventSource. */
export function apiUrl<R extends ApiRoute>(route: R, ...[input]: Args<OperationOf<R>>): string {
  return `/api/v1${pathOf(route, input)}`;
}

function pathOf(route: string, input: AnyInput | undefined): string {
  const params = (input?.params ?? {}) as Record<string, unknown>;
  const path = route
    .slice(route.indexOf(" ") + 1)
    .replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((input?.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

async function send(route: string, input: AnyInput | undefined): Promise<{ data: unknown; response: Response }> {
  const method = route.slice(0, route.indexOf(" "));
  // A tab signing itself out reads nothing more: the answer would be a refusal, and the page is going.
  if (method === "GET" && isLeaving()) return new Promise(() => {});
  const body = input?.body;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const multipart = body instanceof FormData;
  try {
    let response: Response;
    try {
      response = await fetch(`/api/v1${pathOf(route, input)}`, {
        method,
        credentials: "same-origin",
        headers: body === undefined || multipart ? undefined : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      if (controller.signal.aborted) throw new ApiError(0, TIMEOUT_MESSAGE, [], "timeout");
      throw new ApiError(0, NETWORK_MESSAGE, [], "network");
    }
    const data: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    if (!response.ok) {
      const problem = (data ?? {}) as { detail?: unknown; errors?: unknown };
      throw new ApiError(
        response.status,
        typeof problem.detail === "string" ? problem.detail : undefined,
        Array.isArray(problem.errors) ? (problem.errors as FieldError[]) : [],
        "http",
        problem as Record<string, unknown>,
      );
    }
    return { data, response };
  } finally {
    clearTimeout(timer);
  }
}
