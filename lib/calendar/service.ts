import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import type { CalendarEventRow } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { addDays, todayUtc } from "@/lib/dates/days";
import { AppError, fieldError } from "@/lib/errors/app-error";
import { placeOf } from "@/lib/cities/service";
import { DEPARTURE_BEFORE_ARRIVAL } from "@/lib/plans/values";
import { earliestAllowedDeparture } from "@/lib/dates/days";
import { consume, LIMITS } from "@/lib/rate-limit/service";
import { googleConfig } from "./config";
import { decryptToken, encryptToken } from "./crypto";
import { cityResolver, keptIdOf } from "./events";
import { CALENDAR_SCOPE, consentUrl, exchangeCode, GoogleFailure, revokeToken } from "./google";
import { ICS_LIMITS, NOT_ICALENDAR } from "./ics";
import { readIcsInWorker } from "./ics-pool";
import { warmPlaceData } from "./place-data";
import { countryOf } from "./places";
import { corrected, importEvent, importResult, type Correction, type ImportOutcome } from "./import";
import { analyseIncoming, lockKeptEvents, thatFit, writeKeptEvents } from "./keep";
import {
  deleteCancelledEvents,
  deleteConnection,
  deleteUnimportedEvents,
  findConnection,
  findEventsOfUser,
  hasKeptEvents,
  listKeptEvents,
  pruneEvents,
  saveConnection,
  type EventSource,
} from "./queries";
import { KEPT_EVENTS_FULL } from "./values";
import {
  ICS_TOO_LARGE,
  MAX_ICS_BYTES,
  type CalendarEvents,
  type CalendarStatus,
  type CallbackQuery,
  type EventsQuery,
  type ImportBody,
  type ImportResult,
  type IcsUploadResult,
} from "./contract";
import { presentEvent, presentStatus } from "./present";
import { createState, readState } from "./state";
import { googleError, NOT_CONNECTED, readGoogleEvents, requireConfig, syncMember } from "./sync";

const CONNECT_SCREEN = "/app/calendar/connect";
const INVALID_STATE = "The calendar authorization is invalid or has expired. Please connect again.";

export async function getStatus(actor: Actor): Promise<CalendarStatus> {
  return presentStatus(await findConnection(await getDb(), actor.id));
}

export function getAuthUrl(actor: Actor): { auth_url: string } {
  return { auth_url: consentUrl(requireConfig(), createState(actor.id)) };
}

/**
 * GET /calendar/callback: Google sends the browser back here. A state that is not this member's
 * is a 400 (docs/api.md §8); everything else ends on the Connect screen, with ?success=true or with
 * ?error=<reason> for the screen to explain.
 */
export async function completeConnection(actor: Actor | null, query: CallbackQuery): Promise<string> {
  const config = googleConfig();
  if (!config) return `${CONNECT_SCREEN}?error=not_configured`;
  const stateUser = readState(query.state);
  if (stateUser === null) throw new AppError("bad_request", INVALID_STATE);
  // The session ended while the member was at Google: sign in again, then connect again.
  if (!actor) return `/login?callbackUrl=${encodeURIComponent(CONNECT_SCREEN)}`;
  if (stateUser !== actor.id) throw new AppError("bad_request", INVALID_STATE);
  if (query.error) return `${CONNECT_SCREEN}?error=${query.error === "access_denied" ? "access_denied" : "google"}`;
  if (!query.code) return `${CONNECT_SCREEN}?error=google`;

  let tokens;
  try {
    tokens = await exchangeCode(config, query.code);
  } catch (error) {
    return `${CONNECT_SCREEN}?error=${error instanceof GoogleFailure && error.kind === "timeout" ? "timeout" : "google"}`;
  }
  // Google's consent screen lets people untick the calendar permission.
  if (tokens.scopes.length > 0 && !tokens.scopes.includes(CALENDAR_SCOPE)) return `${CONNECT_SCREEN}?error=scope`;
  const db = await getDb();
  const existing = await findConnection(db, actor.id);
  if (!tokens.refreshToken && !existing?.refreshTokenEncrypted) return `${CONNECT_SCREEN}?error=google`;
  await saveConnection(db, actor.id, {
    accessToken: encryptToken(tokens.accessToken, actor.id),
    accessTokenExpiresAt: tokens.expiresAt,
    refreshTokenEncrypted: tokens.refreshToken
      ? encryptToken(tokens.refreshToken, actor.id)
      : existing!.refreshTokenEncrypted!,
  });
  return `${CONNECT_SCREEN}?success=true`;
}

/**
 * DELETE /calendar/disconnect: revokes the grant at Google and forgets the tokens and the events
 * not imported (imported ones are kept, so reconnecting never imports them twice). 204 either way;
 * a revocation Google refuses or does not answer does not keep the member connected.
 */
export async function disconnect(actor: Actor): Promise<void> {
  const db = await getDb();
  const connection = await deleteConnection(db, actor.id);
  await deleteUnimportedEvents(db, actor.id, "google");
  const config = googleConfig();
  if (!connection || !config) return;
  const token =
    (connection.refreshTokenEncrypted && decryptToken(connection.refreshTokenEncrypted, actor.id)) ||
    (connection.accessToken && decryptToken(connection.accessToken, actor.id));
  if (!token) return;
  try {
    await revokeToken(config, token);
  } catch (error) {
    console.warn(
      "Google did not revoke a calendar grant; the tokens are forgotten anyway",
      error instanceof Error ? error.message : error,
    );
  }
}

/** Without a connection this is 409, whether or not Google is configured here (docs/api.md §8). */
export async function syncCalendar(actor: Actor): Promise<ImportResult> {
  const db = await getDb();
  if (!(await findConnection(db, actor.id))) throw new AppError("conflict", NOT_CONNECTED);
  await consume(db, LIMITS.googleCalendarReadsPerMember, String(actor.id));
  return syncMember(actor.id);
}

/**
 * GET /calendar/events: the Google events of the next `days_ahead` days, read afresh and kept for
 * import, with the events of uploaded .ics files in the same window. Without a Google connection
 * it lists uploaded events alone, and is 409 when there is neither.
 */
export async function listEvents(actor: Actor, query: EventsQuery): Promise<CalendarEvents> {
  const db = await getDb();
  const connection = await findConnection(db, actor.id);
  const hasIcs = await hasKeptEvents(db, actor.id, "ics");
  if (!connection && !hasIcs) throw new AppError("conflict", NOT_CONNECTED);
  const today = todayUtc();
  const window = { from: today, to: addDays(today, query.days_ahead) };
  const sources: EventSource[] = hasIcs ? ["ics"] : [];
  if (connection) {
    const config = requireConfig();
    await consume(db, LIMITS.googleCalendarReadsPerMember, String(actor.id));
    let incoming;
    try {
      incoming = await readGoogleEvents(db, config, connection, query.days_ahead);
    } catch (error) {
      if (error instanceof GoogleFailure) throw googleError(error);
      throw error;
    }
    const rows = thatFit(await analyseIncoming(db, cityResolver(db), actor.id, "google", incoming, today));
    await db.transaction(async (tx) => {
      await lockKeptEvents(tx, actor.id);
      await pruneEvents(tx, actor.id, "google", window, incoming.map(keptIdOf));
      await writeKeptEvents(tx, actor.id, "google", rows);
    });
    sources.push("google");
  }
  const events = (await listKeptEvents(db, actor.id, window, sources)).map(presentEvent);
  return { events, total_events: events.length };
}

/** Uploaded calendars are read two years ahead (docs/security.md, "iCalendar files"). */
export const ICS_WINDOW_DAYS = 2 * 365;
/**
 * Distinct place texts one uploaded file may have looked up, and for how long (docs/security.md):
 * detection tries several texts an event (a route's end, the location's city, …), most cached.
 */
const ICS_PLACE_LOOKUPS = 600;
const ICS_DETECTION_MS = 1_200;

/**
 * POST /calendar/ics: an iCalendar file's events of the next two years, read in a worker thread
 * (lib/calendar/ics-pool.ts) and kept for import like synced ones (a second upload of the same
 * file refreshes them: events are keyed by UID and occurrence). Cancelled events (STATUS:CANCELLED,
 * METHOD:CANCEL) remove the kept events of their UID that were not imported. Only the kept events
 * this file names are read back, and what the member keeps stays bounded (lib/calendar/keep.ts):
 * events over go, and older files' events make room for this one's. Answers in the shape of
 * GET /calendar/events, with this file's events and the events that could not be read or kept (`skipped`).
 */
export async function uploadIcs(actor: Actor, bytes: Buffer): Promise<IcsUploadResult> {
  if (bytes.length > MAX_ICS_BYTES) throw new AppError("payload_too_large", ICS_TOO_LARGE);
  const db = await getDb();
  await consume(db, LIMITS.icsUploadsPerMember, String(actor.id));
  const now = new Date();
  const answer = await readIcsInWorker(bytes, {
    from: now,
    to: new Date(now.getTime() + ICS_WINDOW_DAYS * 86_400_000),
  });
  if (!answer.ok) {
    if (answer.notCalendar) throw new AppError("validation", NOT_ICALENDAR);
    throw new Error(`The calendar worker failed: ${answer.message}`);
  }
  const { result } = answer;
  // Detection looks places up in the database: bounded too, so the answer stays within 5 s. The
  // reference data (airports, country names) is read first, outside that budget.
  warmPlaceData();
  countryOf("Portugal");
  const resolve = cityResolver(db, { lookups: ICS_PLACE_LOOKUPS, until: Date.now() + ICS_DETECTION_MS });
  const rows = await analyseIncoming(db, resolve, actor.id, "ics", result.events, todayUtc());
  const { kept, dropped } = await db.transaction(async (tx) => {
    await lockKeptEvents(tx, actor.id);
    // U+0000 cannot be a parameter; kept events' ids have it removed (keptIdOf) too.
    const strip = (text: string) => text.replaceAll("\u0000", "");
    await deleteCancelledEvents(
      tx,
      actor.id,
      result.cancelled.map((one) => ({
        uid: strip(one.uid),
        occurrence: one.occurrence && keptIdOf({ externalId: one.occurrence }),
      })),
    );
    return writeKeptEvents(tx, actor.id, "ics", rows);
  });
  const events = kept.map(presentEvent);
  // Only events already imported can crowd a file's own out of the room (lib/calendar/values.ts).
  const full = dropped.map((event) => ({
    uid: event.seriesId,
    summary: event.summary?.slice(0, 200) ?? null,
    reason: KEPT_EVENTS_FULL,
  }));
  return {
    events,
    total_events: events.length,
    skipped: [...result.skipped, ...full].slice(0, ICS_LIMITS.skippedListed),
  };
}

/**
 * POST /calendar/import: the chosen kept events (Google or .ics) as solo plans or group trips, one
 * transaction per event. An event already imported that way creates nothing; one without a
 * destination, or already over, is reported in `errors`.
 */
export async function importEvents(actor: Actor, body: ImportBody): Promise<ImportResult> {
  const db = await getDb();
  const ids = [...new Set(body.event_ids)];
  const [connection, hasIcs] = await Promise.all([findConnection(db, actor.id), hasKeptEvents(db, actor.id, "ics")]);
  if (!connection && !hasIcs) throw new AppError("conflict", NOT_CONNECTED);
  const found = new Map((await findEventsOfUser(db, actor.id, ids)).map((event) => [event.id, event]));
  const corrections = await correctionsOf(db, body, found);
  const outcomes: ImportOutcome[] = [];
  for (const id of ids) {
    const event = found.get(id);
    if (!event) {
      outcomes.push({ kind: "error", message: `Event ${id} was not found` });
      continue;
    }
    outcomes.push(
      await db.transaction((tx) =>
        importEvent(tx, actor.id, event, body.plan_type, corrections.get(id), body.visibility),
      ),
    );
  }
  return importResult(outcomes, { what: body.plan_type === "group" ? "trip" : "plan", processed: ids.length });
}

/**
 * The member's corrections (docs/api.md §8.2), checked before anything is imported, as a new plan is:
 * a known city, departure not before arrival nor in the past. One wrong correction is a 422 on its
 * field (`overrides.<id>.departure_date`) and imports nothing. Corrections of events that are not
 * the member's are left out: those events are reported as not found.
 */
async function correctionsOf(
  db: DbOrTx,
  body: ImportBody,
  found: Map<number, CalendarEventRow>,
): Promise<Map<number, Correction>> {
  const corrections = new Map<number, Correction>();
  for (const [key, override] of Object.entries(body.overrides ?? {})) {
    const event = found.get(Number(key));
    if (!event) continue;
    const correction: Correction = { arrivalDate: override.arrival_date, departureDate: override.departure_date };
    if (override.city_id || override.destination) {
      try {
        const place = await placeOf(db, override.destination ?? "", override.city_id);
        if (!place.destination) throw fieldError(`overrides.${key}.destination`, "Destination is required");
        Object.assign(correction, place);
      } catch (error) {
        if (error instanceof AppError && error.status === 422)
          throw fieldError(`overrides.${key}.city_id`, "Unknown city");
        throw error;
      }
    }
    const result = corrected(event, correction);
    const [arrival, departure] = [result.extractedArrivalDate, result.extractedDepartureDate];
    if (arrival && departure && departure < arrival)
      throw fieldError(`overrides.${key}.departure_date`, DEPARTURE_BEFORE_ARRIVAL);
    if (departure && departure < earliestAllowedDeparture())
      throw fieldError(`overrides.${key}.departure_date`, "Departure date must not be in the past");
    corrections.set(event.id, correction);
  }
  return corrections;
}
