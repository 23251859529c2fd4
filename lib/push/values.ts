/**
 * Browser push's limits and words (docs/api.md §18), free of zod so screens and the service worker
 * setup can read them.
 */

/**
 * Subscriptions one member may hold: one per session (a browser has one; a new one from the same
 * session replaces it) and this many in all; a new one beyond drops the oldest.
 */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 10;
/** Real push endpoints are a few hundred characters. */
export const MAX_ENDPOINT_LENGTH = 1024;

/**
 * Sending (docs/security.md, "Push"): what one member's endpoints may cost everyone else. A push
 * service answers in well under a second; an endpoint that does not is not worth holding a slot.
 */
export type PushLimits = {
  /** Requests to push services in flight at once, per process. */
  concurrency: number;
  /** Of those, at most this many for one member: ten dead endpoints cannot take every slot. */
  perMember: number;
  /** Looking up a push service's addresses gives up after this long. */
  lookupTimeoutMs: number;
  /** Connecting (TCP) gives up after this long. */
  connectTimeoutMs: number;
  /** One send, look-up to answer, gives up after this long. A time-out is not tried again. */
  sendTimeoutMs: number;
  /** A 429 or 5xx answer is tried once more after this long (PUSH_ATTEMPTS in all). */
  retryDelayMs: number;
  /** While sends are in flight and slots are free, the queue is read again this often. */
  recheckMs: number;
};

export const PUSH_LIMITS: PushLimits = {
  concurrency: 8,
  perMember: 2,
  lookupTimeoutMs: 2_000,
  connectTimeoutMs: 3_000,
  sendTimeoutMs: 5_000,
  retryDelayMs: 2_000,
  recheckMs: 500,
};
/** Queue rows taken at a time. */
export const PUSH_BATCH = 100;
/** A 429 or 5xx answer is tried this many times in all. */
export const PUSH_ATTEMPTS = 2;
/**
 * Sends to one subscription that failed in a row (time-out, network error, refused address, a
 * 5xx after its retry, any other refusal but 429) before it is dropped; a success starts again.
 */
export const PUSH_MAX_FAILURES = 3;
/** How long a push service keeps a push for an offline browser (the TTL header), in seconds. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** A process refreshes its stream presence this often; a row older than PRESENCE_STALE_MS counts for nothing. */
export const PRESENCE_REFRESH_MS = 30_000;
export const PRESENCE_STALE_MS = 90_000;

export const SUBSCRIPTION_NOT_FOUND = "Push subscription not found";
export const ENDPOINT_NOT_HTTPS = "The push endpoint must be an https address";
export const ENDPOINT_NOT_PUBLIC = "The push endpoint must be a public address";
export const ENDPOINT_INVALID = "Must be a push service URL";
export const P256DH_INVALID = "Must be the subscription's P-256 public key (base64url, 65 bytes)";
export const AUTH_INVALID = "Must be the subscription's auth secret (base64url, 16 bytes)";

/** What a push carries (docs/api.md §18): what the bell shows, and where a click leads. Nothing more. */
export type PushPayload = { title: string; body: string; url: string; tag: string };
