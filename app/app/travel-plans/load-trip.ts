import { cache } from "react";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors/app-error";
import { getTrip } from "@/lib/trips/service";
import type { TripResponse } from "@/lib/trips/contract";

const MAX_ID = 2_147_483_647;

/** The trip id of a route parameter, or null when it names no trip. */
export function tripIdOf(raw: string): number | null {
  const id = Number(raw);
  return /^[1-9]\d*$/.test(raw) && id <= MAX_ID ? id : null;
}

export type LoadedTrip = { state: "found"; trip: TripResponse } | { state: "not_found" } | { state: "failed" };

/**
 * The trip as the member may see it. Absent and not visible are the same "not found" (the API's
 * 404); any other failure is "failed", logged here and left for the browser to retry (docs/product.md §7).
 * Cached per request, so the page's title and its body share one read.
 */
export const loadTrip = cache(async (actor: Actor, rawId: string): Promise<LoadedTrip> => {
  const id = tripIdOf(rawId);
  if (id === null) return { state: "not_found" };
  try {
    return { state: "found", trip: await getTrip(actor, id) };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return { state: "not_found" };
    console.error(`Loading trip ${id} failed`, error);
    return { state: "failed" };
  }
});
