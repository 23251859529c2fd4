import { NextRequest } from "next/server";
import { peerStamp } from "@/lib/http/client-address";

type Handler = (req: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  path?: string;
  method?: string;
  /** An object is sent as JSON; a string is sent as it is (for malformed-body tests). */
  body?: unknown;
  token?: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  /** The client address, as scripts/server.mjs would stamp it; each call gets its own otherwise. */
  from?: string;
};

export type CallResult<T = any> = { status: number; body: T; headers: Headers };

let addressCounter = 0;

/**
 * Calls a route handler as Next would, with a real Request. Each call comes from its own address
 * unless one is given, so per-address limits only bite in the tests that are about them.
 */
export async function call<T = any>(handler: Handler, options: CallOptions = {}): Promise<CallResult<T>> {
  const url = new URL(options.path ?? "/api/v1/test", "http://localhost:3000");
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
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
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}
