import { connection } from "next/server";
import { cache } from "react";
import { AppError } from "@/lib/http/errors";
import { decodePathParam } from "@/lib/http/path-param";
import type { PublicProfile } from "@/lib/profiles/contract";
import { getPublicProfile } from "@/lib/profiles/service";

export type { PublicProfile };

/** The handle of /profile/@{handle} or /profile/{handle}: the segment arrives percent-encoded (`%40ana`). */
export function handleOf(rawParam: string): string | null {
  return decodePathParam(rawParam)?.trim().replace(/^@/, "").toLowerCase() || null;
}

/**
 * The public view (docs/api.md §3: exactly the public fields, no sign-in), or null when nobody
 * active has that handle. Cached per request: the metadata and the page share one read.
 */
export const loadPublicProfile = cache(async (rawParam: string): Promise<PublicProfile | null> => {
  await connection();
  const handle = handleOf(rawParam);
  if (!handle) return null;
  try {
    return await getPublicProfile(handle);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
});

