import { headers } from "next/headers";
import { connection } from "next/server";
import { cache } from "react";
import { AppError } from "@/lib/http/errors";
import type { presentPublicUser } from "@/lib/profiles/schemas";
import { getByHandle } from "@/lib/profiles/service";

export type PublicProfile = ReturnType<typeof presentPublicUser>;

/** The handle of /profile/@{handle} or /profile/{handle}: the segment arrives percent-encoded (`%40ana`). */
export function handleOf(rawParam: string): string | null {
  try {
    return decodeURIComponent(rawParam).trim().replace(/^@/, "").toLowerCase() || null;
  } catch {
    return null;
  }
}

/**
 * The public view (CONTRACT §3: exactly the public fields, no sign-in), or null when nobody
 * active has that handle. Cached per request: the metadata and the page share one read.
 */
export const loadPublicProfile = cache(async (rawParam: string): Promise<PublicProfile | null> => {
  await connection();
  const handle = handleOf(rawParam);
  if (!handle) return null;
  try {
    return await getByHandle(null, handle, true);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
});

/**
 * This request's origin, for the absolute URLs link previews need (og:url, og:image). Behind a
 * proxy the forwarded host and protocol say how the visitor reached us.
 */
export async function requestOrigin(): Promise<URL | null> {
  const requestHeaders = await headers();
  const host = requestHeaders.get("x-forwarded-host")?.split(",")[0]?.trim() || requestHeaders.get("host");
  if (!host) return null;
  const local = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);
  const protocol = requestHeaders.get("x-forwarded-proto")?.split(",")[0]?.trim() || (local ? "http" : "https");
  try {
    return new URL(`${protocol}://${host}`);
  } catch {
    return null;
  }
}
