import "server-only";
import { env } from "@/lib/env";

/** Google's own addresses; GOOGLE_OAUTH_BASE_URL / GOOGLE_API_BASE_URL replace them (tests' fake server). */
const GOOGLE_AUTH_URL = "https://accounts.google.com/o/oauth2/v2/auth";
const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
const GOOGLE_REVOKE_URL = "https://oauth2.googleapis.com/revoke";
const GOOGLE_API_URL = "https://www.googleapis.com/";

export type GoogleConfig = {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  apiRootUrl: string;
  timeoutMs: number;
};

export const NOT_CONFIGURED = "Calendar integration is not configured";

/** The Google settings, or null when the three required variables are not all set. */
export function googleConfig(): GoogleConfig | null {
  const e = env();
  if (!e.GOOGLE_CLIENT_ID || !e.GOOGLE_CLIENT_SECRET || !e.GOOGLE_REDIRECT_URI) return null;
  const oauthBase = e.GOOGLE_OAUTH_BASE_URL?.replace(/\/+$/, "");
  return {
    clientId: e.GOOGLE_CLIENT_ID,
    clientSecret: e.GOOGLE_CLIENT_SECRET,
    redirectUri: e.GOOGLE_REDIRECT_URI,
    authUrl: oauthBase ? `${oauthBase}/o/oauth2/v2/auth` : GOOGLE_AUTH_URL,
    tokenUrl: oauthBase ? `${oauthBase}/token` : GOOGLE_TOKEN_URL,
    revokeUrl: oauthBase ? `${oauthBase}/revoke` : GOOGLE_REVOKE_URL,
    apiRootUrl: e.GOOGLE_API_BASE_URL ? `${e.GOOGLE_API_BASE_URL.replace(/\/+$/, "")}/` : GOOGLE_API_URL,
    timeoutMs: e.GOOGLE_TIMEOUT_MS,
  };
}

export const isGoogleConfigured = () => googleConfig() !== null;
