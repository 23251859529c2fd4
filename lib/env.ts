import "server-only";
import { z } from "zod";

/**
 * Every environment variable the server reads, parsed once. `.env.example` documents each.
 * Parsed lazily so that importing a module never fails a build step that does not need them.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => (value === undefined || value === "" ? undefined : value === "true" || value === "1"));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // DATABASE_URL and PGLITE_DATA_DIR are read by db/client.ts (configuredTarget), below this layer.
  AUTH_SECRET: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  ADMIN_EMAIL: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  SEED_DEMO_DATA: booleanFlag,
  RATE_LIMIT_SAFELIST: z.string().default(""),
  UPLOADS_DIR: z.string().default(".data/uploads"),
  UPLOADTHING_TOKEN: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  // Overrides of UploadThing's own endpoints (the tests' fake server on loopback); unset in production.
  UPLOADTHING_INGEST_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  UPLOADTHING_API_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  // The site's public address; the calendar feed URL is built on it (else on the request's own).
  NEXTAUTH_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  // Google Calendar (docs/api.md §8): all three, or the calendar connection is "not configured" (503).
  GOOGLE_CLIENT_ID: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  GOOGLE_CLIENT_SECRET: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  GOOGLE_REDIRECT_URI: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  // Overrides of Google's OAuth and Calendar API addresses (the tests' fake server on loopback).
  GOOGLE_OAUTH_BASE_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  GOOGLE_API_BASE_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  // Each call to Google gives up after this long (below the browser's own 10 s, docs/product.md §9).
  GOOGLE_TIMEOUT_MS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().positive().default(8000),
  ),
  // 32 bytes, base64: the AES-GCM key of stored Google tokens. Unset: derived from AUTH_SECRET.
  CALENDAR_TOKEN_KEY: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  // The bearer secret the daily calendar sync's scheduler sends (Vercel Cron sends CRON_SECRET).
  CRON_SECRET: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  // Email (docs/api.md §16): SMTP when set (smtp://user:pass@host:587, smtps://…); else .eml files.
  SMTP_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  EMAIL_FROM: z.string().default("Overlap <no-reply@localhost>"),
  MAIL_OUTBOX_DIR: z.string().default(".data/outbox"),
  // One send gives up after this long; the message is retried later.
  MAIL_SEND_TIMEOUT_MS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().positive().default(20_000),
  ),
  // The event stream's heartbeat comment (docs/api.md §17); tests shorten it.
  EVENTS_HEARTBEAT_MS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().positive().default(25_000),
  ),
  // Browser push (docs/api.md §18): the VAPID key pair (base64url, as web-push makes them) and the
  // contact push services may write to. Unset keys are generated at first start and stored.
  VAPID_PUBLIC_KEY: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  VAPID_PRIVATE_KEY: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  VAPID_SUBJECT: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  // Discover's kept rankings per server process (docs/decisions/025); 0 ranks every request afresh.
  DISCOVERY_RANKINGS_KEPT: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(0).max(100_000).default(2_000),
  ),
  // Tests only: push endpoints over http and on loopback/private addresses (the fake push service). Ignored in
  // production.
  PUSH_ALLOW_INSECURE_ENDPOINTS: booleanFlag,
  // Tests only, production included (the browser tests' server): the origin of a fake push service
  // (http://127.0.0.1:3191) whose endpoints are accepted though not public https. Start-up says so.
  PUSH_TEST_SERVICE_ORIGIN: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine(
      (value) => value === undefined || (URL.canParse(value) && new URL(value).origin === value),
      "an origin: scheme, host and port, no path",
    ),
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    cached = EnvSchema.parse(process.env);
  }
  return cached;
}

/** Tests change variables between cases; production code never calls this. */
export function resetEnvCache() {
  cached = undefined;
}

export const AUTH_SECRET_HELP =
  "AUTH_SECRET is not set. Production refuses to start without it. Make one with\n" +
  "  node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\"\n" +
  "and put it in the environment (see .env.example).";

export function authSecret(): string {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new Error(AUTH_SECRET_HELP);
  return secret;
}
