/**
 * Browser push's limits and words (docs/api.md §18), free of zod so screens and the service worker
 * setup can read them.
 */

/** Subscriptions one member may hold (one per browser and device); a new one beyond drops the oldest. */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 10;
/** Real push endpoints are a few hundred characters. */
export const MAX_ENDPOINT_LENGTH = 1024;

/** One request to a push service gives up after this long. */
export const PUSH_SEND_TIMEOUT_MS = 10_000;
/** A push that failed for a passing reason (timeout, 429, 5xx) is tried this many times in all. */
export const PUSH_ATTEMPTS = 2;
export const PUSH_RETRY_DELAY_MS = 2_000;
/** Requests to push services in flight at once, per process. */
export const PUSH_CONCURRENCY = 8;
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
