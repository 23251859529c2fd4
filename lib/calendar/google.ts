import "server-only";
import { calendar, type calendar_v3 } from "@googleapis/calendar";
import { OAuth2Client, type Credentials } from "google-auth-library";
import type { GoogleConfig } from "./config";

/**
 * Google through its own client libraries: google-auth-library's OAuth2Client (consent URL, code
 * exchange, refresh, revoke) and @googleapis/calendar's events.list. Both go through the OAuth
 * client's transporter, configured here once: the time-out of GOOGLE_TIMEOUT_MS and no retries (a
 * retried slow call would keep the member waiting far past the browser's own time-out; the daily
 * sync tries again tomorrow and Sync Now is one click).
 */
export const CALENDAR_SCOPE = "https://www.googleapis.com/auth/calendar.events.readonly";

export type GoogleFailureKind = "timeout" | "unavailable" | "revoked";

export const GOOGLE_MESSAGES: Record<GoogleFailureKind, string> = {
  timeout: "Google Calendar did not answer in time. Please try again.",
  unavailable: "Google Calendar could not be reached. Please try again later.",
  revoked: "Google no longer accepts this calendar connection. Please disconnect and connect your calendar again.",
};

/** A call to Google that failed, sorted into what the member can do about it. */
export class GoogleFailure extends Error {
  constructor(
    readonly kind: GoogleFailureKind,
    readonly cause?: unknown,
  ) {
    super(GOOGLE_MESSAGES[kind]);
    this.name = "GoogleFailure";
  }
}

function oauthClient(config: GoogleConfig, credentials?: Credentials): OAuth2Client {
  const client = new OAuth2Client({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    redirectUri: config.redirectUri,
    endpoints: {
      oauth2AuthBaseUrl: config.authUrl,
      oauth2TokenUrl: config.tokenUrl,
      oauth2RevokeUrl: config.revokeUrl,
    },
    transporterOptions: { timeout: config.timeoutMs, retryConfig: { retry: 0, noResponseRetries: 0 } },
  });
  if (credentials) client.setCredentials(credentials);
  return client;
}

export function consentUrl(config: GoogleConfig, state: string): string {
  return oauthClient(config).generateAuthUrl({
    access_type: "offline",
    // Always ask, so Google sends a refresh token even to someone who connected before.
    prompt: "consent",
    scope: [CALENDAR_SCOPE],
    include_granted_scopes: true,
    state,
  });
}

export type GrantedTokens = {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scopes: string[];
};

function granted(tokens: Credentials): GrantedTokens {
  return {
    accessToken: tokens.access_token ?? "",
    refreshToken: tokens.refresh_token ?? null,
    expiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
    scopes: (tokens.scope ?? "").split(/\s+/).filter(Boolean),
  };
}

export async function exchangeCode(config: GoogleConfig, code: string): Promise<GrantedTokens> {
  try {
    const { tokens } = await oauthClient(config).getToken(code);
    if (!tokens.access_token) throw new GoogleFailure("unavailable");
    return granted(tokens);
  } catch (error) {
    throw toGoogleFailure(error);
  }
}

export type StoredTokens = { accessToken: string | null; refreshToken: string; expiresAt: Date | null };

export type GoogleEvent = calendar_v3.Schema$Event;

/** The most events read per sync: 20 pages of 250. */
const MAX_PAGES = 20;

/**
 * Every event of the primary calendar between two instants, recurring ones expanded into their
 * occurrences, all pages read before anything is returned (a failure part-way leaves nothing
 * half-read). `onTokens` receives a refreshed access token, to be stored.
 */
export async function listEvents(
  config: GoogleConfig,
  tokens: StoredTokens,
  window: { from: Date; to: Date },
  onTokens: (tokens: GrantedTokens) => void,
): Promise<GoogleEvent[]> {
  const auth = oauthClient(config, {
    access_token: tokens.accessToken ?? undefined,
    refresh_token: tokens.refreshToken,
    expiry_date: tokens.expiresAt?.getTime() ?? 0,
  });
  auth.on("tokens", (fresh) =>
    onTokens(granted({ ...fresh, refresh_token: fresh.refresh_token ?? tokens.refreshToken })),
  );
  // Two copies of google-auth-library (ours and googleapis-common's) differ only in private fields.
  const api = calendar({ version: "v3", auth: auth as never, rootUrl: config.apiRootUrl });
  const events: GoogleEvent[] = [];
  let pageToken: string | undefined;
  try {
    for (let page = 0; page < MAX_PAGES; page++) {
      const { data } = await api.events.list(
        {
          calendarId: "primary",
          timeMin: window.from.toISOString(),
          timeMax: window.to.toISOString(),
          singleEvents: true,
          orderBy: "startTime",
          maxResults: 250,
          pageToken,
        },
        { timeout: config.timeoutMs, retry: false },
      );
      events.push(...(data.items ?? []));
      pageToken = data.nextPageToken ?? undefined;
      if (!pageToken) break;
    }
  } catch (error) {
    throw toGoogleFailure(error);
  }
  return events.filter((event) => event.status !== "cancelled");
}

/** Revokes the grant (the refresh token revokes everything issued with it). */
export async function revokeToken(config: GoogleConfig, token: string): Promise<void> {
  try {
    await oauthClient(config).revokeToken(token);
  } catch (error) {
    throw toGoogleFailure(error);
  }
}

type ErrorLike = {
  name?: string;
  code?: string | number;
  message?: string;
  cause?: unknown;
  response?: { status?: number; data?: unknown };
};

function toGoogleFailure(error: unknown): GoogleFailure {
  if (error instanceof GoogleFailure) return error;
  const response = (error as ErrorLike | undefined)?.response;
  if (response?.status) {
    const data = response.data as { error?: unknown } | undefined;
    const oauthError = typeof data?.error === "string" ? data.error : undefined;
    // Our own client id or secret refused: a server setting, not the member's connection.
    if (oauthError === "invalid_client") return new GoogleFailure("unavailable", error);
    // invalid_grant: the refresh token was revoked or expired; 401 after a refresh: the same.
    if (
      oauthError === "invalid_grant" ||
      oauthError === "unauthorized_client" ||
      response.status === 401 ||
      response.status === 403
    ) {
      return new GoogleFailure("revoked", error);
    }
    return new GoogleFailure(response.status === 408 || response.status === 504 ? "timeout" : "unavailable", error);
  }
  for (let current: unknown = error, depth = 0; current && depth < 6; depth++) {
    const candidate = current as ErrorLike;
    // Nothing else aborts our calls: an AbortError is gaxios's time-out firing.
    if (
      candidate.name === "TimeoutError" ||
      candidate.name === "AbortError" ||
      candidate.code === "ETIMEDOUT" ||
      candidate.code === 23 ||
      /time(d)?\s?out/i.test(candidate.message ?? "")
    ) {
      return new GoogleFailure("timeout", error);
    }
    current = candidate.cause;
  }
  return new GoogleFailure("unavailable", error);
}
