import "server-only";
import { getDb, type Database } from "@/db/client";
import type { CalendarConnectionRow } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates/days";
import { AppError } from "@/lib/errors/app-error";
import { googleConfig, NOT_CONFIGURED, type GoogleConfig } from "./config";
import { assertCronSecret } from "./cron";
import { decryptToken, encryptToken } from "./crypto";
import { cityResolver, fromGoogle, keptIdOf } from "./events";
import { GOOGLE_MESSAGES, GoogleFailure, listEvents, type GrantedTokens } from "./google";
import type { AutoSyncReport, ImportResult } from "./contract";
import { importEvent, importResult, label, type ImportOutcome } from "./import";
import { analyseIncoming, lockKeptEvents, thatFit, writeKeptEvents } from "./keep";
import { NO_DESTINATION } from "./detection";
import {
  claimSync,
  countDueConnections,
  dueConnections,
  findConnection,
  finishSync,
  pruneEvents,
  saveAccessToken,
} from "./queries";

/** docs/product.md §9: the events window. */
const EVENTS_WINDOW_DAYS = 365;
/** A sync still "syncing" after this long died with its server; another may start. */
const STALE_SYNC_MS = 10 * 60 * 1000;
/** The daily sync skips calendars synced within this long, so a scheduler may call it more often. */
const AUTO_SYNC_INTERVAL_MS = 20 * 60 * 60 * 1000;

export const NOT_CONNECTED = "Calendar is not connected";
const SYNC_RUNNING = "A calendar sync is already running. Please wait for it to finish.";

export function requireConfig(): GoogleConfig {
  const config = googleConfig();
  if (!config) throw new AppError("not_configured", NOT_CONFIGURED);
  return config;
}

/** The AppError a member sees for a Google failure: 409 when they must reconnect, else 503. */
export function googleError(failure: GoogleFailure): AppError {
  return new AppError(failure.kind === "revoked" ? "conflict" : "unavailable", failure.message);
}

/**
 * Reads the member's Google events from today to `days` ahead, every page, refreshing the access
 * token when it has expired (the new one is stored, sealed). Throws GoogleFailure.
 */
export async function readGoogleEvents(
  db: Database,
  config: GoogleConfig,
  connection: CalendarConnectionRow,
  days: number,
) {
  const userId = connection.userId;
  const refreshToken = connection.refreshTokenEncrypted ? decryptToken(connection.refreshTokenEncrypted, userId) : null;
  // A token sealed under another key (CALENDAR_TOKEN_KEY changed) cannot be used: reconnect.
  if (!refreshToken) throw new GoogleFailure("revoked");
  const accessToken = connection.accessToken ? decryptToken(connection.accessToken, userId) : null;
  const now = new Date();
  let fresh: GrantedTokens | undefined;
  try {
    const events = await listEvents(
      config,
      { accessToken, refreshToken, expiresAt: connection.accessTokenExpiresAt },
      { from: now, to: new Date(now.getTime() + days * 86_400_000) },
      (tokens) => (fresh = tokens),
    );
    return events.flatMap((event) => fromGoogle(event) ?? []);
  } finally {
    if (fresh?.accessToken) {
      await saveAccessToken(db, userId, {
        accessToken: encryptToken(fresh.accessToken, userId),
        accessTokenExpiresAt: fresh.expiresAt,
        ...(fresh.refreshToken && fresh.refreshToken !== refreshToken
          ? { refreshTokenEncrypted: encryptToken(fresh.refreshToken, userId) }
          : {}),
      });
    }
  }
}

/**
 * One sync of one member's Google Calendar (docs/api.md §8): read the next 365 days, keep the events
 * (within the member's bounds, lib/calendar/keep.ts), and import the future travel events with a destination as solo
 * plans. Everything is read before
 * anything is written, and written in one transaction with the new status: a failure leaves no
 * event or plan of this sync behind, and sets sync_status to error with the reason.
 */
export async function syncMember(userId: number): Promise<ImportResult> {
  const config = requireConfig();
  const db = await getDb();
  const connection = await claimSync(db, userId, new Date(Date.now() - STALE_SYNC_MS));
  if (!connection) {
    if (!(await findConnection(db, userId))) throw new AppError("conflict", NOT_CONNECTED);
    throw new AppError("conflict", SYNC_RUNNING);
  }
  try {
    const incoming = await readGoogleEvents(db, config, connection, EVENTS_WINDOW_DAYS);
    const today = todayUtc();
    const rows = thatFit(await analyseIncoming(db, cityResolver(db), userId, "google", incoming, today));
    return await db.transaction(async (tx) => {
      await lockKeptEvents(tx, userId);
      await pruneEvents(
        tx,
        userId,
        "google",
        { from: today, to: addDays(today, EVENTS_WINDOW_DAYS) },
        incoming.map(keptIdOf),
      );
      const { kept } = await writeKeptEvents(tx, userId, "google", rows);
      const outcomes: ImportOutcome[] = [];
      for (const event of kept) {
        if (!event.isTravelEvent || event.importedAt) continue;
        outcomes.push(
          event.extractedDestination
            ? await importEvent(tx, userId, event, "sync")
            : { kind: "error", message: `${label(event)}: ${NO_DESTINATION}` },
        );
      }
      await finishSync(tx, userId, { ok: true, at: new Date() });
      return importResult(
        outcomes.filter((outcome) => outcome.kind !== "already"),
        { what: "plan", processed: incoming.length, sync: true },
      );
    });
  } catch (error) {
    const failure = error instanceof GoogleFailure ? error : null;
    if (!failure) console.error("Calendar sync failed", error);
    await finishSync(db, userId, {
      ok: false,
      error: failure?.message ?? "The sync could not be completed. Please try again.",
      // Google refused the grant: the daily sync stops trying until the member reconnects.
      disable: failure?.kind === "revoked",
    });
    if (failure) throw googleError(failure);
    throw error;
  }
}

/**
 * The daily sync (docs/api.md §8), called by a scheduler: every enabled calendar not synced in the
 * last 20 hours, in batches of `batchSize` run side by side. A member's failure is recorded on their
 * connection (sync_status error) and in the report; the others go on. Stops starting new batches
 * after `timeBudgetMs`; `remaining` says how many are left for the next call.
 */
/** `authorization` is the scheduler's header: the secret is checked here, before anything runs. */
export async function autoSync(
  authorization: string | null,
  options: { batchSize: number; timeBudgetMs: number },
): Promise<AutoSyncReport> {
  assertCronSecret(authorization);
  requireConfig();
  const db = await getDb();
  const started = Date.now();
  const report: AutoSyncReport = {
    batches: 0,
    processed: 0,
    succeeded: 0,
    failed: 0,
    plans_created: 0,
    remaining: 0,
    failures: [],
  };
  const attempted: number[] = [];
  const due = () => ({
    syncedBefore: new Date(Date.now() - AUTO_SYNC_INTERVAL_MS),
    staleBefore: new Date(Date.now() - STALE_SYNC_MS),
  });
  while (Date.now() - started < options.timeBudgetMs) {
    const batch = await dueConnections(db, { ...due(), limit: options.batchSize, exclude: attempted });
    if (batch.length === 0) break;
    attempted.push(...batch);
    report.batches++;
    const results = await Promise.allSettled(batch.map((userId) => syncMember(userId)));
    results.forEach((result, index) => {
      report.processed++;
      if (result.status === "fulfilled") {
        report.succeeded++;
        report.plans_created += result.value.plans_created;
      } else {
        report.failed++;
        const reason = result.reason as unknown;
        report.failures.push({
          user_id: batch[index]!,
          detail: reason instanceof AppError ? reason.detail : GOOGLE_MESSAGES.unavailable,
        });
      }
    });
  }
  // Failed ones stay due (their last_sync did not move): they are tried again on the next call.
  report.remaining = Math.max(0, (await countDueConnections(db, due())) - report.failed);
  return report;
}
