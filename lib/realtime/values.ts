import type { PushPayload } from "@/lib/push/values";

/**
 * The live event stream's vocabulary and limits (docs/api.md §17). Plain data: the schema's check
 * constraint, the services and the docs read the same lists.
 */

/** What a stream carries. */
export const EVENT_TYPES = [
  "message",
  "message_read",
  "notification",
  "unread",
  "pairing",
  "trip_message",
  "trip_waitlist",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * One event for one member, as a domain announces it (lib/realtime/publish.ts writes it). `push`:
 * what a browser push shows should the member have no open stream; the event row does not keep it.
 */
export type NewEvent = { userId: number; type: EventType; payload: Record<string, unknown> | null; push?: PushPayload };

/** Sent instead of a replay when the events since Last-Event-ID are no longer all kept. */
export const RESYNC_EVENT = "resync";
/** The last event of a stream whose session ended (docs/api.md §17): the tab is signed out and stops asking. */
export const SIGNED_OUT_EVENT = "signed_out";
/**
 * Why the session ended, in `signed_out`'s `reason`: `ended` when something ended it (a sign-out,
 * here or on another device, a password change, deactivation), `expired` when its time ran out.
 */
const SIGNED_OUT_REASONS = ["ended", "expired"] as const;
export type SignedOutReason = (typeof SIGNED_OUT_REASONS)[number];
export const isSignedOutReason = (value: unknown): value is SignedOutReason =>
  SIGNED_OUT_REASONS.includes(value as SignedOutReason);

/** Events are kept this long for replay after a reconnect, then pruned. */
export const REPLAY_WINDOW_MS = 10 * 60 * 1000;
/** How often each process prunes events older than the replay window. */
export const PRUNE_INTERVAL_MS = 60 * 1000;
/** Open streams one member may hold on one server process; one more is 429. */
export const MAX_STREAMS_PER_MEMBER = 10;
/** The 429's Retry-After: a closed tab's stream is gone by then. */
export const STREAM_CAP_RETRY_AFTER_SECONDS = 30;
/** How long the browser waits before reconnecting a dropped stream (the `retry:` field). */
export const RECONNECT_DELAY_MS = 3_000;

/** The NOTIFY channels: new event ids ("1,2,3") and ended session ids. */
export const EVENTS_CHANNEL = "overlap_events";
export const SESSION_ENDED_CHANNEL = "overlap_session_ended";
