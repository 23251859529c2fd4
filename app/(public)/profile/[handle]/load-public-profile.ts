import { connection } from "next/server";
import { cache } from "react";
import { currentSession, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors/app-error";
import { decodePathParam } from "@/lib/http/path-param";
import type { PublicProfile } from "@/lib/profiles/contract";
import { getPublicProfilePage } from "@/lib/profiles/service";

export type { PublicProfile };

/** The handle of /profile/@{handle} or /profile/{handle}: the segment arrives percent-encoded (`%40ana`). */
function handleOf(rawParam: string): string | null {
  return decodePathParam(rawParam)?.trim().replace(/^@/, "").toLowerCase() || null;
}

type LoadedProfile = { profile: PublicProfile; memberId: number; shareable: boolean; viewer: Actor | null };

/**
 * The public view (docs/api.md §3: exactly the public fields, no sign-in) with the member's id for
 * the server-drawn avatar and the signed-in viewer, if any; null when nobody active has that handle,
 * or when its member turned the public profile off and the viewer is not signed in. Cached per
 * request: the metadata and the page share one read.
 */
export const loadPublicProfile = cache(async (rawParam: string): Promise<LoadedProfile | null> => {
  await connection();
  const handle = handleOf(rawParam);
  if (!handle) return null;
  const session = await currentSession();
  const viewer = session.state === "member" ? session.actor : null;
  try {
    return { ...(await getPublicProfilePage(viewer, handle)), viewer };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
});
