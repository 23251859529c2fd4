import type { PlanVisibility } from "@/lib/accounts/values";
import "server-only";
import type { DbOrTx } from "@/db/client";
import type { CalendarEventRow } from "@/db/schema";
import { earliestAllowedDeparture } from "@/lib/dates/days";
import { defaultPlanVisibility, insertPlan } from "@/lib/plans/queries";
import { roomForUpcomingPlan } from "@/lib/plans/service";
import { UPCOMING_PLANS_CAP_DETAIL } from "@/lib/plans/values";
import { insertTrip } from "@/lib/trips/queries";
import { roomForHostedTrip } from "@/lib/trips/service";
import { HOSTED_TRIPS_CAP_DETAIL } from "@/lib/trips/values";
import { NO_DESTINATION } from "./detection";
import type { ImportResult } from "./contract";
import { claimEvent, importedAlready, linkImport, type ImportKind } from "./queries";

/** What became of one event in an import. */
export type ImportOutcome = { kind: "created"; id: number } | { kind: "already" } | { kind: "error"; message: string };

export const label = (event: Pick<CalendarEventRow, "summary">) =>
  event.summary ? `"${event.summary}"` : "An untitled event";

/** The member's corrections, resolved (lib/calendar/service.ts): the place and dates to use instead. */
export type Correction = { cityId?: number | null; destination?: string; arrivalDate?: string; departureDate?: string };

/** The event with the member's corrections in place of what detection found. */
export function corrected(event: CalendarEventRow, correction?: Correction): CalendarEventRow {
  if (!correction) return event;
  return {
    ...event,
    extractedDestination: correction.destination ?? event.extractedDestination,
    extractedCityId: correction.destination !== undefined ? (correction.cityId ?? null) : event.extractedCityId,
    extractedArrivalDate: correction.arrivalDate ?? event.extractedArrivalDate ?? event.startDate,
    extractedDepartureDate:
      correction.departureDate ?? event.extractedDepartureDate ?? event.endDate ?? event.startDate,
  };
}

/** Why an event cannot become a plan or trip at all, or null when it can. */
function importProblem(event: CalendarEventRow): string | null {
  if (!event.extractedDestination || !event.extractedArrivalDate || !event.extractedDepartureDate)
    return `${label(event)}: ${NO_DESTINATION}`;
  if (event.extractedDepartureDate < earliestAllowedDeparture()) return `${label(event)}: The event is already over`;
  return null;
}

/**
 * Imports one event inside the caller's transaction: claims it (nothing when this import already
 * happened), then creates the solo plan, or the group trip hosted by the member (title from the
 * event, private, friends, planning — the Host a Trip form's defaults), and links it to the event.
 */
export async function importEvent(
  tx: DbOrTx,
  userId: number,
  event: CalendarEventRow,
  kind: ImportKind,
  correction?: Correction,
  visibility?: PlanVisibility,
): Promise<ImportOutcome> {
  const problem = importProblem(corrected(event, correction));
  if (problem) return { kind: "error", message: problem };
  // A plan counts against the member's cap of upcoming plans, a trip against that of hosted trips;
  // an event already imported is reported as such below, cap or not.
  if (!importedAlready(event, kind)) {
    const room = kind === "group" ? await roomForHostedTrip(tx, userId) : await roomForUpcomingPlan(tx, userId);
    if (!room)
      return {
        kind: "error",
        message: `${label(event)}: ${kind === "group" ? HOSTED_TRIPS_CAP_DETAIL : UPCOMING_PLANS_CAP_DETAIL}`,
      };
  }
  const found = await claimEvent(tx, userId, event.id, kind);
  if (!found) return { kind: "already" };
  const claimed = corrected(found, correction);
  const place = { cityId: claimed.extractedCityId, destination: claimed.extractedDestination! };
  const dates = { arrivalDate: claimed.extractedArrivalDate!, departureDate: claimed.extractedDepartureDate! };
  if (kind === "group") {
    const city = place.destination.split(",")[0]!.trim();
    const trip = await insertTrip(tx, {
      creatorId: userId,
      ...place,
      ...dates,
      title: (claimed.summary ?? `Trip to ${city}`).slice(0, 120),
      description: claimed.description,
      tripType: "friends",
      visibility: "private",
      status: "planning",
    });
    await linkImport(tx, claimed.id, { tripId: trip.id });
    return { kind: "created", id: trip.id };
  }
  const plan = await insertPlan(tx, {
    userId,
    ...place,
    ...dates,
    travelPurpose: claimed.summary?.slice(0, 500) ?? null,
    // Unless the import names one, the member's default for new plans (docs/api.md §4.2).
    visibility: visibility ?? (await defaultPlanVisibility(tx, userId)),
  });
  await linkImport(tx, claimed.id, { planId: plan.id });
  return { kind: "created", id: plan.id };
}

/** docs/product.md §3's sync/import result from the outcomes of the events looked at. */
export function importResult(
  outcomes: ImportOutcome[],
  options: { what: "plan" | "trip"; processed: number; sync?: boolean },
): ImportResult {
  const created = outcomes.filter((outcome) => outcome.kind === "created").length;
  const already = outcomes.filter((outcome) => outcome.kind === "already").length;
  const errors = outcomes.flatMap((outcome) => (outcome.kind === "error" ? [outcome.message] : []));
  const noun = options.what === "plan" ? "travel plan" : "group trip";
  const parts: string[] = [];
  if (created > 0) parts.push(`${created} new ${noun}${created === 1 ? "" : "s"} created`);
  else parts.push(`No new ${noun}s were created${options.sync ? "; they may already exist" : ""}`);
  if (already > 0) parts.push(`${already} already imported`);
  if (errors.length > 0) parts.push(`${errors.length} could not be imported`);
  return {
    // A sync succeeds when the calendar was read; an import when nothing it was asked failed.
    success: options.sync ? true : errors.length === 0,
    message: `${parts.join(", ")}.`,
    plans_created: created,
    events_processed: options.processed,
    errors,
  };
}
