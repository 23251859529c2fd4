import { NextRequest } from "next/server";
import type { Operation } from "@/lib/contract/operation";
import { peerStamp } from "@/lib/http/client-address";
import { checkAnswer } from "./openapi";

type Handler = ((req: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>) & {
  /** Set by lib/http/route.ts: the documented operation the handler serves. */
  operation?: Operation;
};

export type CallOptions = {
  path?: string;
  method?: string;
  /** An object is sent as JSON; a string is sent as it is (for malformed-body tests). */
  body?: unknown;
  token?: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | readonly (string | number)[]>;
  headers?: Record<string, string>;
  /** The client address, as scripts/server.mjs would stamp it; each call gets its own otherwise. */
  from?: string;
};

export type CallResult<T = any> = { status: number; body: T; headers: Headers };

let addressCounter = 0;

/**
 * Calls a route handler as Next would, with a real Request. Each call comes from its own address
 * unless one is given, so per-address limits only bite in the tests that are about them. Every
 * answer of a documented operation is held to the OpenAPI document (tests/helpers/openapi.ts).
 */
export async function call<T = any>(handler: Handler, options: CallOptions = {}): Promise<CallResult<T>> {
  const url = new URL(options.path ?? "/api/v1/test", "http://localhost:3000");
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (Array.isArray(value)) for (const each of value) url.searchParams.append(key, String(each));
    else url.searchParams.set(key, String(value));
  }
  const headers = new Headers(options.headers);
  headers.set(...peerStamp(options.from ?? `198.51.100.${addressCounter++ % 250}`));
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  const req = new NextRequest(url, { method, headers, body });
  const params = Object.fromEntries(Object.entries(options.params ?? {}).map(([key, value]) => [key, String(value)]));
  const response = await handler(req, { params: Promise.resolve(params) });
  // An event stream does not end: its answer is its status and headers (tests/api/events.test.ts reads streams).
  if (response.ok && response.headers.get("content-type")?.startsWith("text/event-stream")) {
    await response.body?.cancel();
    return { status: response.status, body: undefined as T, headers: response.headers };
  }
  const text = await response.text();
  const parsed = text ? JSON.parse(text) : undefined;
  // Routes not yet built from a documented operation (no path) wait for their domain's contract.
  if (handler.operation?.path) checkAnswer(handler.operation, response.status, parsed, response.headers);
  return { status: response.status, body: parsed, headers: response.headers };
}
