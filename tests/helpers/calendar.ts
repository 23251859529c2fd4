import { NextRequest } from "next/server";
import { afterAll, beforeAll } from "vitest";
import * as icsRoute from "@/app/api/v1/calendar/ics/route";
import { resetEnvCache } from "@/lib/env";

const GOOGLE_VARIABLES = ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "GOOGLE_REDIRECT_URI"];

/** For a test file: Google is not configured here (uploads need no Google at all). */
export function withoutGoogleSettings() {
  let saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    saved = Object.fromEntries(GOOGLE_VARIABLES.map((key) => [key, process.env[key]]));
    for (const key of GOOGLE_VARIABLES) delete process.env[key];
    resetEnvCache();
  });
  afterAll(() => {
    for (const [key, value] of Object.entries(saved)) if (value !== undefined) process.env[key] = value;
    resetEnvCache();
  });
}

/** POST /calendar/ics as a browser sends it: multipart with a stated length; the answer and its time. */
export async function uploadIcs(
  token: string | undefined,
  content: string | Uint8Array,
  options: { name?: string; type?: string; field?: string } = {},
) {
  const form = new FormData();
  const file = new File(
    [typeof content === "string" ? content : new Uint8Array(content)],
    options.name ?? "calendar.ics",
    { type: options.type ?? "text/calendar" },
  );
  form.append(options.field ?? "file", file);
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const headers = new Headers({
    "content-type": encoded.headers.get("content-type")!,
    "content-length": String(body.byteLength),
  });
  if (token) headers.set("authorization", `Bearer ${token}`);
  // duplex "half": undici's requirement for a request body, not yet in the RequestInit type.
  const init = { method: "POST", headers, body, duplex: "half" };
  const req = new NextRequest(
    "http://localhost:3000/api/v1/calendar/ics",
    init as ConstructorParameters<typeof NextRequest>[1],
  );
  const started = performance.now();
  const response = await icsRoute.POST(req, { params: Promise.resolve({}) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, ms: performance.now() - started };
}
