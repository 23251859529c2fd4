"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "@/components/data/api-client";
import { readOutbox as read, writeOutbox as write, type Outgoing } from "./outbox-storage";

export type { Outgoing };

/**
 * What the member wrote waits here until the server has it (./outbox-storage.ts keeps it in the
 * browser); each send carries its own client id, so a retried one never posts twice (docs/api.md §5.3).
 */
type Body = { content: string; photo_url?: string; client_id: string };

/** The kept outbox is bounded: a thread keeps at most this many unsent messages. */
const OUTBOX_MAX = 50;

function newClientId(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * A failure worth trying again by itself when the connection returns: no answer, a time-out, a busy or failing server.
 */
const isTransient = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.kind !== "http" ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

/**
 * The thread's outbox. `enqueue` keeps a new message and sends it; sends go one at a time, oldest
 * first, so the thread keeps the order they were written in. A message that fails stays, marked
 * failed; `retry` sends it again, and so does the connection coming back (the browser's `online`
 * event) or opening the thread again. A 404 means the thread is gone (`onGone`); a refusal for
 * good keeps the server's reason beside it. A send whose answer was lost may reach the thread
 * another way (the stream, a fetch): once `thread` holds it, it leaves the outbox. `unsent` is
 * what the thread does not hold yet.
 */
export function useOutbox<T extends { client_id: string | null }>({
  scope,
  thread,
  send,
  onSent,
  onGone,
}: {
  /** One thread of one member, e.g. `12:conversation:40`. */
  scope: string;
  /** The messages the thread shows. */
  thread: readonly T[];
  send: (body: Body) => Promise<T>;
  onSent: (message: T) => void;
  onGone: () => void;
}) {
  const [entries, setEntries] = useState<Outgoing[]>([]);
  const entriesRef = useRef<Outgoing[]>([]);
  const flushing = useRef(false);
  const callbacks = useRef({ send, onSent, onGone });
  useEffect(() => {
    callbacks.current = { send, onSent, onGone };
  });

  const update = useCallback(
    (change: (current: Outgoing[]) => Outgoing[]) => {
      const next = change(entriesRef.current);
      entriesRef.current = next;
      write(scope, next);
      setEntries(next);
    },
    [scope],
  );

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (;;) {
        const next = entriesRef.current.find((entry) => entry.state === "sending");
        if (!next) return;
        try {
          const message = await callbacks.current.send({
            content: next.content,
            ...(next.photo_url ? { photo_url: next.photo_url } : {}),
            client_id: next.client_id,
          });
          callbacks.current.onSent(message);
          update((current) => current.filter((entry) => entry.client_id !== next.client_id));
        } catch (error) {
          console.error("Failed to send message", error);
          if (error instanceof ApiError && error.kind === "http" && error.status === 404) {
            update(() => []);
            callbacks.current.onGone();
            return;
          }
          const reason = isTransient(error) ? undefined : (error as ApiError).detail;
          // Without a connection the rest would fail too: all wait for it together, in order.
          update((current) =>
            current.map((entry) =>
              entry.client_id === next.client_id || (isTransient(error) && entry.state === "sending")
                ? { ...entry, state: "failed", reason }
                : entry,
            ),
          );
          if (isTransient(error)) return;
        }
      }
    } finally {
      flushing.current = false;
    }
  }, [update]);

  const retry = useCallback(
    (clientId?: string) => {
      update((current) =>
        current.map((entry) =>
          (clientId === undefined ? entry.state === "failed" && !entry.reason : entry.client_id === clientId)
            ? { ...entry, state: "sending", reason: undefined }
            : entry,
        ),
      );
      void flush();
    },
    [update, flush],
  );

  const enqueue = useCallback(
    (body: { content: string; photo_url?: string }) => {
      const entry: Outgoing = {
        ...body,
        client_id: newClientId(),
        created_at: new Date().toISOString(),
        state: "sending",
      };
      update((current) => [...current, entry].slice(-OUTBOX_MAX));
      void flush();
    },
    [update, flush],
  );

  const discard = useCallback(
    (clientId: string) => update((current) => current.filter((entry) => entry.client_id !== clientId)),
    [update],
  );

  // Drops the entries whose message the thread already shows.
  const inThread = useMemo(
    () => new Set(thread.flatMap((message) => (message.client_id ? [message.client_id] : []))),
    [thread],
  );
  useEffect(() => {
    if (entriesRef.current.some((entry) => inThread.has(entry.client_id)))
      update((current) => current.filter((entry) => !inThread.has(entry.client_id)));
  }, [inThread, update]);
  const unsent = useMemo(() => entries.filter((entry) => !inThread.has(entry.client_id)), [entries, inThread]);

  // What an earlier visit left unsent is shown, and tried again at once when there is a connection.
  useEffect(() => {
    entriesRef.current = read(scope);
    setEntries(entriesRef.current);
    if (entriesRef.current.length > 0 && navigator.onLine) retry();
    const online = () => retry();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [scope, retry]);

  return { unsent, enqueue, retry, discard };
}
