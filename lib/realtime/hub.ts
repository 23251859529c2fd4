import "server-only";
import { getDatabaseHandle, type DatabaseHandle, type Unlisten } from "@/db/client";
import type { EventRow } from "@/db/schema";
import { redactError } from "@/lib/errors/redact";
import { deleteEventsBefore, eventsAfter, keptRange, loadEvents, unreadCounts } from "./queries";
import {
  EVENTS_CHANNEL,
  PRUNE_INTERVAL_MS,
  REPLAY_WINDOW_MS,
  SESSION_ENDED_CHANNEL,
  type SignedOutReason,
} from "./values";

/**
 * This process's side of the live stream (docs/decisions/017-event-stream.md): one LISTEN per
 * process (a dedicated connection on PostgreSQL, in-process on PGlite), the members connected
 * here, and the delivery of each committed event to their streams. Kept on globalThis: Next
 * loads server modules in more than one module graph, and all of them must share one hub.
 */

/** An event as a stream writes it: its id, its type, and the body of its `data:` line. */
export type DeliveredEvent = { id: number; type: string; data: unknown };

export type Subscriber = {
  readonly userId: number;
  readonly sessionId: string;
  deliver(events: DeliveredEvent[]): void;
  /** Closes the stream; with a reason when its session ended, so the client stops asking. */
  end(signedOut?: SignedOutReason): void;
};

type Hub = {
  handle?: DatabaseHandle;
  starting?: Promise<DatabaseHandle>;
  /** `starting` has finished: LISTEN is on and `position` read. */
  listening: boolean;
  unlisten: Unlisten[];
  byUser: Map<number, Set<Subscriber>>;
  bySession: Map<string, Set<Subscriber>>;
  /** The highest event id whose batch has been handled here. */
  position: number;
  /** Batches are handled one after another, in the order their NOTIFYs came. */
  queue: Promise<void>;
  /**
   * Announced events for members connected here, not yet loaded, and the highest id announced.
   * NOTIFYs that come while a batch is being loaded and delivered wait here and go together in
   * the next one: under load the batches grow instead of the queue (one load per batch).
   */
  announced: number[];
  announcedHighest: number;
  drainQueued: boolean;
  /** For the tests and the bench: batches handled, events delivered. */
  batches: number;
  pruneTimer?: ReturnType<typeof setInterval>;
};

const globalForHub = globalThis as unknown as { __overlapRealtime?: Hub };

function hub(): Hub {
  globalForHub.__overlapRealtime ??= {
    unlisten: [],
    byUser: new Map(),
    bySession: new Map(),
    listening: false,
    position: 0,
    queue: Promise.resolve(),
    announced: [],
    announcedHighest: 0,
    drainQueued: false,
    batches: 0,
  };
  return globalForHub.__overlapRealtime;
}

/** Streams open here for a member (the per-process cap). */
export function openStreamsOf(userId: number): number {
  return hub().byUser.get(userId)?.size ?? 0;
}

/** For the tests: what the hub holds (every closed stream must leave nothing behind). */
export function realtimeStats() {
  const state = hub();
  let streams = 0;
  for (const set of state.byUser.values()) streams += set.size;
  return {
    streams,
    members: state.byUser.size,
    sessions: state.bySession.size,
    listening: state.unlisten.length > 0,
    batches: state.batches,
  };
}

/** Whether this process listens on that database now (presence writes go only there: not to a closed test database). */
export function listensOn(handle: DatabaseHandle): boolean {
  return hub().handle === handle;
}

/** The members with a stream open here (stream presence, lib/realtime/presence.ts). */
export function connectedMembers(): number[] {
  return [...hub().byUser.keys()];
}

export function currentPosition(): number {
  return hub().position;
}

/**
 * Where the stream of a page rendered now resumes from (docs/api.md §17): read before the page reads
 * its data, so its first open replays what came after. Null until this process listens (that first
 * page's stream only refetches).
 */
export function renderPosition(): number | null {
  const state = hub();
  if (state.listening) return state.position;
  void ensureListening().catch(() => {});
  return null;
}

/** Registers a stream (synchronously, so the cap cannot be overrun by concurrent opens). */
export function addSubscriber(subscriber: Subscriber): void {
  const state = hub();
  addTo(state.byUser, subscriber.userId, subscriber);
  addTo(state.bySession, subscriber.sessionId, subscriber);
}

export function removeSubscriber(subscriber: Subscriber): void {
  const state = hub();
  removeFrom(state.byUser, subscriber.userId, subscriber);
  removeFrom(state.bySession, subscriber.sessionId, subscriber);
}

function addTo<K>(map: Map<K, Set<Subscriber>>, key: K, subscriber: Subscriber) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(subscriber);
}

function removeFrom<K>(map: Map<K, Set<Subscriber>>, key: K, subscriber: Subscriber) {
  const set = map.get(key);
  if (!set) return;
  set.delete(subscriber);
  if (set.size === 0) map.delete(key);
}

/**
 * Starts this process's LISTEN (once; again if the database was replaced, as tests do) and
 * returns the database it listens on. Awaited before a stream replays, so that nothing committed
 * between the replay's read and the first NOTIFY is missed.
 */
export async function ensureListening(): Promise<DatabaseHandle> {
  const state = hub();
  const handle = await getDatabaseHandle();
  if (state.handle === handle && state.starting) return state.starting;
  if (state.handle && state.handle !== handle) await stopListening();
  state.handle = handle;
  state.starting = (async () => {
    state.unlisten.push(
      await handle.listen(
        EVENTS_CHANNEL,
        (payload) => onEvents(handle, payload),
        () => enqueue(() => catchUp(handle)),
      ),
    );
    state.unlisten.push(await handle.listen(SESSION_ENDED_CHANNEL, onSessionEnded));
    state.position = (await keptRange(handle.db)).newest ?? 0;
    startEventPruning();
    endStreamsOnShutdown();
    state.listening = true;
    return handle;
  })();
  state.starting.catch(() => {
    state.starting = undefined;
    state.handle = undefined;
  });
  return state.starting;
}

/** Stops listening (tests, before their database closes). Open streams stay registered. */
export async function stopListening(): Promise<void> {
  const state = hub();
  const unlisten = state.unlisten.splice(0);
  // What the old database announced is not to be loaded from the next one.
  state.announced = [];
  state.announcedHighest = 0;
  state.handle = undefined;
  state.starting = undefined;
  state.listening = false;
  if (state.pruneTimer) clearInterval(state.pruneTimer);
  state.pruneTimer = undefined;
  for (const stop of unlisten) await stop().catch(() => {});
}

function enqueue(work: () => Promise<void>) {
  const state = hub();
  state.queue = state.queue
    .then(work)
    .catch((error) => console.error("The event stream could not deliver events", redactError(error)));
}

/**
 * A NOTIFY of new events: "id:user,id:user". Only events for members connected here are loaded,
 * in the next batch: one is queued unless one already waits (it will take these too).
 */
function onEvents(handle: DatabaseHandle, payload: string) {
  const state = hub();
  for (const pair of payload.split(",")) {
    const [id, userId] = pair.split(":").map(Number);
    if (!Number.isSafeInteger(id) || !Number.isSafeInteger(userId)) continue;
    state.announcedHighest = Math.max(state.announcedHighest, id!);
    if (state.byUser.has(userId!)) state.announced.push(id!);
  }
  if (state.drainQueued) return;
  state.drainQueued = true;
  enqueue(() => drainAnnounced(handle));
}

/** Loads and delivers every event announced since the last batch, oldest first. */
async function drainAnnounced(handle: DatabaseHandle) {
  const state = hub();
  state.drainQueued = false;
  const wanted = state.announced.splice(0);
  const highest = state.announcedHighest;
  state.batches++;
  if (wanted.length > 0) await deliver(handle, await loadEvents(handle.db, wanted));
  state.position = Math.max(state.position, highest);
}

/** The listening connection came back: what was committed meanwhile was never announced here. */
async function catchUp(handle: DatabaseHandle) {
  const state = hub();
  const rows = await eventsAfter(handle.db, [...state.byUser.keys()], state.position, 10_000);
  await deliver(handle, rows);
  state.position = Math.max(state.position, (await keptRange(handle.db)).newest ?? 0);
}

async function deliver(handle: DatabaseHandle, rows: EventRow[]) {
  const state = hub();
  const byUser = new Map<number, DeliveredEvent[]>();
  for (const event of await presentEvents(handle, rows)) {
    const list = byUser.get(event.userId) ?? [];
    list.push(event.delivered);
    byUser.set(event.userId, list);
  }
  for (const [userId, list] of byUser) {
    for (const subscriber of state.byUser.get(userId) ?? []) subscriber.deliver(list);
  }
}

/**
 * Events as the stream sends them. `unread` carries the counts as they are now (read once per
 * member and batch, and only the batch's last `unread` per member is sent: the others would say
 * the same); every other event carries the body stored with it.
 */
async function presentEvents(
  handle: Pick<DatabaseHandle, "db">,
  rows: EventRow[],
): Promise<{ userId: number; delivered: DeliveredEvent }[]> {
  const lastUnread = new Map<number, number>();
  for (const row of rows) if (row.type === "unread") lastUnread.set(row.userId, row.id);
  const counts = new Map<number, unknown>();
  // A few members' counts at a time: a large batch must not take the whole pool from requests.
  const userIds = [...lastUnread.keys()];
  for (let start = 0; start < userIds.length; start += UNREAD_COUNTS_AT_ONCE) {
    await Promise.all(
      userIds
        .slice(start, start + UNREAD_COUNTS_AT_ONCE)
        .map(async (userId) => counts.set(userId, await unreadCounts(handle.db, userId))),
    );
  }
  return rows
    .filter((row) => row.type !== "unread" || lastUnread.get(row.userId) === row.id)
    .map((row) => ({
      userId: row.userId,
      delivered: { id: row.id, type: row.type, data: row.type === "unread" ? counts.get(row.userId) : row.payload },
    }));
}

/**
 * A server told to stop (SIGTERM, SIGINT) ends its streams at once: their clients reconnect, with
 * Last-Event-ID, to an instance that stays, and the stopping server is not held open by them.
 */
function endStreamsOnShutdown() {
  const flags = globalThis as unknown as { __overlapStreamsEndOnShutdown?: boolean };
  if (flags.__overlapStreamsEndOnShutdown) return;
  flags.__overlapStreamsEndOnShutdown = true;
  const endAll = () => {
    for (const set of [...hub().byUser.values()]) for (const subscriber of [...set]) subscriber.end();
  };
  // Only beside a handler that stops the process (scripts/server.mjs's): a lone listener would
  // keep the signal from ending it.
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    if (process.listenerCount(signal) > 0) process.once(signal, endAll);
}

function onSessionEnded(sessionId: string) {
  for (const subscriber of [...(hub().bySession.get(sessionId) ?? [])]) subscriber.end("ended");
}

const UNREAD_COUNTS_AT_ONCE = 4;

/** Replay after a reconnect: what the member missed since `lastEventId`, or "resync" when that is no longer known. */
export async function replaySince(
  handle: DatabaseHandle,
  userId: number,
  lastEventId: number,
): Promise<DeliveredEvent[] | "resync"> {
  const { oldest, newest } = await keptRange(handle.db);
  // Already at the newest event: nothing was missed, even when nothing is kept any more.
  if (lastEventId === Math.max(newest ?? 0, hub().position)) return [];
  // Nothing kept, an id from the future (another database), or events after it already pruned.
  if (oldest === null || newest === null || lastEventId > Math.max(newest, hub().position) || lastEventId < oldest - 1)
    return "resync";
  const rows = await eventsAfter(handle.db, [userId], lastEventId, REPLAY_LIMIT + 1);
  if (rows.length > REPLAY_LIMIT) return "resync";
  return (await presentEvents(handle, rows)).map((event) => event.delivered);
}

/** More missed events than this is a resync: refetching is cheaper than replaying them. */
const REPLAY_LIMIT = 500;

/** Events older than the replay window go, every minute, from every process (the delete is idempotent). */
export function startEventPruning(): void {
  const state = hub();
  if (state.pruneTimer) return;
  state.pruneTimer = setInterval(() => {
    void pruneEvents().catch((error) => console.error("Pruning old events failed", redactError(error)));
  }, PRUNE_INTERVAL_MS);
  state.pruneTimer.unref?.();
}

export async function pruneEvents(now = new Date()): Promise<number> {
  const handle = await getDatabaseHandle();
  return deleteEventsBefore(handle.db, new Date(now.getTime() - REPLAY_WINDOW_MS));
}
