import { connection } from "next/server";
import { cache } from "react";
import { AppError } from "@/lib/errors/app-error";
import { decodePathParam } from "@/lib/http/path-param";
import type { PublicProfile } from "@/lib/profiles/contract";
import { getPublicProfilePage } from "@/lib/profiles/service";

export type { PublicProfile };

/** The handle of /profile/@{handle} or /profile/{handle}: the segment arrives percent-encoded (`%40ana`). */
function handleOf(rawParam: string): string | null {
  return decodePathParam(rawParam)?.trim().replace(/^@/, "").toLowerCase() || null;
}

/**
 * The public view (docs/api.md §3: exactly the public fields, no sign-in) with the member's id for
 * the server-drawn avatar, or null when nobody active has that handle. Cached per request: the
 * metadata and the page share one read.
 */
export const loadPublicProfile = cache(
  async (rawParam: string): Promise<{ profile: PublicProfile; memberId: number } | null> => {
    await connection();
    const handle = handleOf(rawParam);
    if (!handle) return null;
    try {
      return await getPublicProfilePage(handle);
    } catch (error) {
      if (error instanceof AppError && error.code === "not_found") return null;
      throw error;
    }
  },
);
