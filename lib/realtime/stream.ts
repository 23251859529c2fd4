import "server-only";
import type { DatabaseHandle } from "@/db/client";
import type { Actor } from "@/lib/auth/actor";
import { env } from "@/lib/env";
import { AppError, notAuthenticated } from "@/lib/errors/app-error";
import { findSessionWithUser } from "@/lib/sessions/queries";
import {
  addSubscriber,
  currentPosition,
  ensureListening,
  openStreamsOf,
  removeSubscriber,
  replaySince,
  type DeliveredEvent,
  type Subscriber,
} from "./hub";
import { presenceChanged } from "./presence";
import {
  isSignedOutReason,
  MAX_STREAMS_PER_MEMBER,
  RECONNECT_DELAY_MS,
  RESYNC_EVENT,
  SIGNED_OUT_EVENT,
  STREAM_CAP_RETRY_AFTER_SECONDS,
} from "./values";

/** A client that reads this far behind (a stalled connection) is cut off; it reconnects and replays. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

const encoder = new TextEncoder();

/**
 * GET /events (docs/api.md §17): the caller's Server-Sent Events. The stream is registered before
 * anything is awaited (the cap holds under concurrent opens), replays from Last-Event-ID once the
 * process listens, then carries live events, a heartbeat comment, and ends with its session, its
 * client's disconnect, or a client too slow to read.
 */
export async function openEventStream(
  actor: Actor,
  request: { lastEventId: string | null; signal: AbortSignal },
): Promise<Response> {
  const sessionId = actor.sessionId;
  if (!sessionId) throw notAuthenticated();
  if (openStreamsOf(actor.id) >= MAX_STREAMS_PER_MEMBER) {
    throw new AppError(
      "rate_limited",
      `At most ${MAX_STREAMS_PER_MEMBER} open event streams per member; close one and try again`,
      {
        retryAfterSeconds: STREAM_CAP_RETRY_AFTER_SECONDS,
      },
    );
  }

  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let ended = false;
  // Until the replay is written, live events wait here (and are dropped if the replay had them).
  let pending: DeliveredEvent[] | null = [];
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  // The database the stream's presence was written to (docs/decisions/018-web-push.md).
  let presenceHandle: DatabaseHandle | undefined;

  const write = (text: string) => {
    if (ended) return;
    controller.enqueue(encoder.encode(text));
    if ((controller.desiredSize ?? 0) < -MAX_BUFFERED_BYTES) end();
  };
  const writeEvents = (events: DeliveredEvent[]) => {
    for (const event of events) write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
  };
  // `signedOut` is checked for a reason: `end` is also an abort listener and a stream's cancel, which pass their own
  // argument.
  const end = (signedOut?: unknown) => {
    if (ended) return;
    // Said before closing, so the tab stops asking with a session that is gone (no 401s), and says why.
    if (isSignedOutReason(signedOut))
      write(`event: ${SIGNED_OUT_EVENT}\ndata: ${JSON.stringify({ reason: signedOut })}\n\n`);
    ended = true;
    removeSubscriber(subscriber);
    if (presenceHandle) presenceChanged(presenceHandle, actor.id);
    clearInterval(heartbeat);
    request.signal.removeEventListener("abort", end);
    try {
      controller.close();
    } catch {
      // already closed or cancelled by the reader
    }
  };
  const subscriber: Subscriber = {
    userId: actor.id,
    sessionId,
    deliver: (events) => (pending ? pending.push(...events) : writeEvents(events)),
    end,
  };

  const body = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
      },
      cancel: end,
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
  );
  addSubscriber(subscriber);
  request.signal.addEventListener("abort", end);
  if (request.signal.aborted) end();

  try {
    const handle = await ensureListening();
    if (!ended) presenceChanged((presenceHandle = handle), actor.id);
    // The first bytes go at once: proxies and browsers see the stream open, and when to retry.
    write(`retry: ${RECONNECT_DELAY_MS}\n: connected\n\n`);
    const lastEventId = parseEventId(request.lastEventId);
    if (lastEventId !== undefined) {
      const replay = await replaySince(handle, actor.id, lastEventId);
      if (replay === "resync") {
        write(`id: ${currentPosition()}\nevent: ${RESYNC_EVENT}\ndata: {}\n\n`);
      } else {
        writeEvents(replay);
        const replayed = new Set(replay.map((event) => event.id));
        pending = pending!.filter((event) => !replayed.has(event.id));
      }
    }
    const live = pending ?? [];
    pending = null;
    writeEvents(live);
  } catch (error) {
    end();
    throw error;
  }

  const beat = async () => {
    // The `id:` moves the client's Last-Event-ID on while nothing happens for it, so a reconnect
    // after a quiet spell still replays instead of resyncing (an id with no data is no event).
    write(`: heartbeat\nid: ${currentPosition()}\n\n`);
    // Backstop for the session-ended signal (a NOTIFY lost with the listening connection): the
    // session, its expiry and the member's status are looked at on every beat.
    try {
      const handle = await ensureListening();
      const session = await findSessionWithUser(handle.db, sessionId);
      if (!session || !session.user.isActive) end("ended");
      else if (session.expiresAt <= new Date()) end("expired");
    } catch {
      // The database is down for a moment: the stream stays, the next beat looks again.
    }
  };
  if (!ended) {
    heartbeat = setInterval(() => void beat(), env().EVENTS_HEARTBEAT_MS);
    heartbeat.unref?.();
  }

  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: no proxy compresses (and so buffers) it; X-Accel-Buffering: nginx passes it through as written.
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}

/** A Last-Event-ID we wrote is a non-negative integer; anything else cannot be replayed from. */
function parseEventId(value: string | null): number | undefined {
  if (value === null) return undefined;
  return /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : -1;
}
