/**
 * The browser's one way to call /api/v1: JSON (or multipart FormData) in, JSON out, the session
 * cookie attached, a 10-second time-out (docs/product.md §7), and failures turned into an ApiError carrying
 * the contract's `{detail, errors}` or docs/product.md §8's transport messages.
 */
const REQUEST_TIMEOUT_MS = 10_000;
const TIMEOUT_MESSAGE = "Request timeout. Please check if the server is running.";
export const NETWORK_MESSAGE = "Network error. Please check if the backend server is running.";

export type FieldError = { field: string; message: string };

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

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** A FormData body goes out as multipart (uploads); anything else as JSON. */
  body?: unknown;
};

/** A page of a list route: its items and the X-Total-Count header (docs/api.md §1). */
export type Page<T> = { items: T[]; total: number };

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { data } = await send(path, options);
  return data as T;
}

/** GET of a paged list route: the items with the total the server counted. */
export async function apiPage<T>(path: string): Promise<Page<T>> {
  const { data, response } = await send(path, {});
  const items = (data ?? []) as T[];
  const total = Number(response.headers.get("X-Total-Count"));
  return { items, total: Number.isFinite(total) && response.headers.has("X-Total-Count") ? total : items.length };
}

async function send(
  path: string,
  { method = "GET", body }: RequestOptions,
): Promise<{ data: unknown; response: Response }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const multipart = body instanceof FormData;
  try {
    let response: Response;
    try {
      response = await fetch(`/api/v1${path}`, {
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
