import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";
import { streamPresence } from "@/db/schema";
import { PRESENCE_REFRESH_MS, PRESENCE_STALE_MS } from "@/lib/push/values";
import { redactError } from "@/lib/errors/redact";
import { connectedMembers, listensOn, openStreamsOf } from "./hub";

/**
 * Which members hold an open event stream, across processes (docs/decisions/018-web-push.md,
 * "Who gets a push"). The hub knows its own streams; this writes that knowledge to
 * `stream_presence` so any process can tell whether a member is connected somewhere: a row per
 * process and member while the process holds a stream of theirs, refreshed every half minute.
 * A crashed process's rows go stale and stop counting. Writes are serialized per process, and each
 * one writes the state as it is when it runs, so an open and a close racing leave the right row.
 */
type PresenceState = {
  processId: string;
  chain: Promise<void>;
  timer?: ReturnType<typeof setInterval>;
  handle?: DatabaseHandle;
};

const globalForPresence = globalThis as unknown as { __overlapPresence?: PresenceState };

function state(): PresenceState {
  globalForPresence.__overlapPresence ??= { processId: randomUUID(), chain: Promise.resolve() };
  return globalForPresence.__overlapPresence;
}

/** A stream of the member opened or closed here: bring their row in line with this process's streams. */
export function presenceChanged(handle: DatabaseHandle, userId: number): void {
  const current = state();
  current.handle = handle;
  startRefreshing();
  enqueue(async () => {
    // Stopped listening (a test's database closing): its rows go with it.
    if (!listensOn(handle)) return;
    if (openStreamsOf(userId) > 0) await upsert(handle, [userId]);
    else
      await handle.db
        .delete(streamPresence)
        .where(and(eq(streamPresence.processId, current.processId), eq(streamPresence.userId, userId)));
  });
}

/** Members among `userIds` with an open stream on any process. */
export async function connectedAnywhere(db: DatabaseHandle["db"], userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: streamPresence.userId })
    .from(streamPresence)
    .where(
      and(
        inArray(streamPresence.userId, userIds),
        sql`${streamPresence.seenAt} > now() - make_interval(secs => ${PRESENCE_STALE_MS / 1000})`,
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/** For the tests: wait until the presence writes asked for so far are done. */
export function presenceSettled(): Promise<void> {
  return state().chain;
}

function enqueue(work: () => Promise<void>) {
  const current = state();
  current.chain = current.chain
    .then(work)
    .catch((error) => console.error("Stream presence could not be written", redactError(error)));
}

async function upsert(handle: DatabaseHandle, userIds: number[]) {
  if (userIds.length === 0) return;
  await handle.db
    .insert(streamPresence)
    .values(userIds.map((userId) => ({ processId: state().processId, userId })))
    .onConflictDoUpdate({ target: [streamPresence.processId, streamPresence.userId], set: { seenAt: sql`now()` } });
}

function startRefreshing() {
  const current = state();
  if (current.timer) return;
  current.timer = setInterval(() => {
    const handle = current.handle;
    if (!handle || !listensOn(handle)) return;
    enqueue(async () => {
      const members = connectedMembers();
      await upsert(handle, members);
      const mine = eq(streamPresence.processId, current.processId);
      await handle.db
        .delete(streamPresence)
        .where(members.length > 0 ? and(mine, notInArray(streamPresence.userId, members)) : mine);
      // Rows of processes gone without a goodbye.
      await handle.db
        .delete(streamPresence)
        .where(lt(streamPresence.seenAt, sql`now() - make_interval(secs => ${(PRESENCE_STALE_MS * 2) / 1000})`));
    });
  }, PRESENCE_REFRESH_MS);
  current.timer.unref?.();
}

/** Tests, before their database closes: no refresh runs on it afterwards. */
export function stopPresence(): void {
  const current = state();
  if (current.timer) clearInterval(current.timer);
  current.timer = undefined;
  current.handle = undefined;
}
