import { cookies } from "next/headers";
import { cache } from "react";
import type { MemberProfile, ProfileLookup } from "@/components/public-profile/member-profile-view";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors/app-error";
import { decodePathParam } from "@/lib/http/path-param";
import { RadiusKm } from "@/lib/discovery/contract";
import { RADIUS_COOKIE } from "@/lib/discovery/values";
import { getByHandle, getMemberById } from "@/lib/profiles/service";

const MAX_ID = 2_147_483_647;

/**
 * /app/user/{param} names a member by numeric id, by handle, or by @handle (docs/product.md §2). Handles
 * start with a letter, so digits alone are always an id. The segment may arrive percent-encoded
 * (`%40ana`); anything that is neither names nobody.
 */
export function lookupOf(rawParam: string): ProfileLookup | null {
  const param = decodePathParam(rawParam)?.trim();
  if (!param) return null;
  if (/^\d+$/.test(param)) {
    const id = Number(param);
    return id >= 1 && id <= MAX_ID ? { id } : null;
  }
  const handle = param.replace(/^@/, "").toLowerCase();
  return handle ? { handle } : null;
}

function isMemberView(profile: Awaited<ReturnType<typeof getByHandle>>): profile is MemberProfile {
  return "relationship" in profile;
}

export type LoadedProfile = { state: "found"; profile: MemberProfile } | { state: "not_found" } | { state: "failed" };

/**
 * The member as the viewer may see them. Absent, inactive and blocked are one "not found" (the
 * API's 404); any other failure is logged and left for the browser to retry (docs/product.md §8's Retry).
 * Cached per request, so the title and the page share one read.
 */
export const loadProfile = cache(async (actor: Actor, rawParam: string): Promise<LoadedProfile> => {
  const lookup = lookupOf(rawParam);
  if (!lookup) return { state: "not_found" };
  // Where the two overlap counts nearby cities as far as Discover does for this member (its cookie).
  const remembered = RadiusKm.safeParse((await cookies()).get(RADIUS_COOKIE)?.value);
  const radiusKm = remembered.success ? remembered.data : 0;
  try {
    if ("id" in lookup) return { state: "found", profile: await getMemberById(actor, lookup.id, radiusKm) };
    // With a member and publicView false, the service answers the member view.
    const profile = await getByHandle(actor, lookup.handle, false, radiusKm);
    if (!isMemberView(profile)) throw new Error("Expected the member view of a profile");
    return { state: "found", profile };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return { state: "not_found" };
    console.error(`Loading profile ${rawParam} failed`, error);
    return { state: "failed" };
  }
});
