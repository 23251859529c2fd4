import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Google on loopback, answering what google-auth-library's OAuth2Client and
 * @googleapis/calendar send (the app points at it with GOOGLE_OAUTH_BASE_URL and GOOGLE_API_BASE_URL):
 *
 * - GET  /o/oauth2/v2/auth — the consent screen: checks client_id, response_type and redirect_uri,
 *   then "the member agrees" at once: 302 to redirect_uri with a one-time `code` and the same `state`.
 * - POST /token — grant_type authorization_code (client id and secret, code unused, same
 *   redirect_uri) or refresh_token (known, not revoked → a new access token; else invalid_grant).
 * - POST /revoke?token= — revokes a refresh token (with its access tokens) or an access token.
 * - GET  /calendar/v3/calendars/primary/events — bearer access token (expired or revoked: 401),
 *   timeMin/timeMax overlap filter, singleEvents=true required, maxResults + pageToken paging.
 *
 * Switches make an endpoint answer an error or answer slowly; every request is recorded.
 */
type FakeEndpoint = "auth" | "token" | "revoke" | "events";

export type FakeGoogleEvent = {
  id: string;
  summary?: string;
  description?: string;
  location?: string;
  status?: string;
  start: { date?: string; dateTime?: string; timeZone?: string };
  end: { date?: string; dateTime?: string; timeZone?: string };
};

type FakeGoogleAccount = { email: string; events: FakeGoogleEvent[] };

type RecordedRequest = {
  endpoint: FakeEndpoint | "other";
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  authorization: string | undefined;
};

type Rule = { status: number; body: unknown; remaining: number; skip: number };
type Delay = { ms: number; remaining: number };

export type FakeGoogleOptions = { port?: number; host?: string; clientId?: string; clientSecret?: string };

export type FakeGoogle = {
  url: string;
  clientId: string;
  clientSecret: string;
  requests: RecordedRequest[];
  accounts: Map<string, FakeGoogleAccount>;
  /** The account the consent screen signs in as (a `login_hint` picks another). */
  defaultAccount: string;
  /** Seconds an access token lives (Google: 3599). */
  accessTokenLifetime: number;
  /** Most events per page, whatever maxResults asks. */
  pageSize: number;
  /** Scopes the consent screen grants; null grants what was asked. */
  grantedScopes: string[] | null;
  addAccount: (email: string, events?: FakeGoogleEvent[]) => FakeGoogleAccount;
  /** A code as the consent screen would hand out for this account. */
  issueCode: (email: string, redirectUri: string, scope?: string) => string;
  /** After `skip` good answers, the next `times` calls to the endpoint answer this status and body. */
  fail: (endpoint: FakeEndpoint, status: number, options?: { body?: unknown; times?: number; skip?: number }) => void;
  /** The next `times` calls to the endpoint wait this long before answering. */
  slow: (endpoint: FakeEndpoint, ms: number, times?: number) => void;
  /** Every refresh token of the account stops working (the member removed access at Google). */
  revokeAccount: (email: string) => void;
  refreshTokensOf: (email: string) => { token: string; revoked: boolean }[];
  requestsTo: (endpoint: FakeEndpoint) => RecordedRequest[];
  reset: () => void;
  close: () => Promise<void>;
};

const random = (prefix: string) => `${prefix}${randomBytes(12).toString("base64url")}`;

export async function startFakeGoogle(options: FakeGoogleOptions = {}): Promise<FakeGoogle> {
  const clientId = options.clientId ?? "fake-client-id.apps.googleusercontent.com";
  const clientSecret = options.clientSecret ?? "fake-client-secret";
  const codes = new Map<string, { email: string; redirectUri: string; scope: string; used: boolean }>();
  const refreshTokens = new Map<string, { email: string; scope: string; revoked: boolean }>();
  const accessTokens = new Map<
    string,
    { email: string; scope: string; expiresAt: number; revoked: boolean; refreshToken: string }
  >();
  const failures = new Map<FakeEndpoint, Rule>();
  const delays = new Map<FakeEndpoint, Delay>();

  const fake: FakeGoogle = {
    url: "",
    clientId,
    clientSecret,
    requests: [],
    accounts: new Map(),
    defaultAccount: "traveller@example.com",
    accessTokenLifetime: 3599,
    pageSize: 250,
    grantedScopes: null,
    addAccount(email, events = []) {
      const account = { email, events };
      fake.accounts.set(email, account);
      return account;
    },
    issueCode(email, redirectUri, scope = "https://www.googleapis.com/auth/calendar.events.readonly") {
      if (!fake.accounts.has(email)) fake.addAccount(email);
      const code = random("4/fake-code-");
      codes.set(code, { email, redirectUri, scope, used: false });
      return code;
    },
    fail(
      endpoint,
      status,
      {
        body = { error: { code: status, message: "Backend Error", status: "INTERNAL" } },
        times = Number.POSITIVE_INFINITY,
        skip = 0,
      } = {},
    ) {
      failures.set(endpoint, { status, body, remaining: times, skip });
    },
    slow(endpoint, ms, times = Number.POSITIVE_INFINITY) {
      delays.set(endpoint, { ms, remaining: times });
    },
    revokeAccount(email) {
      for (const entry of refreshTokens.values()) if (entry.email === email) entry.revoked = true;
      for (const entry of accessTokens.values()) if (entry.email === email) entry.revoked = true;
    },
    refreshTokensOf(email) {
      return [...refreshTokens]
        .filter(([, entry]) => entry.email === email)
        .map(([token, entry]) => ({ token, revoked: entry.revoked }));
    },
    requestsTo(endpoint) {
      return fake.requests.filter((request) => request.endpoint === endpoint);
    },
    reset() {
      failures.clear();
      delays.clear();
      fake.requests.length = 0;
      fake.accessTokenLifetime = 3599;
      fake.pageSize = 250;
      fake.grantedScopes = null;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  function issueTokens(email: string, scope: string, refreshToken?: string) {
    const access = random("ya29.fake-");
    const refresh = refreshToken ?? random("1//fake-refresh-");
    if (!refreshToken) refreshTokens.set(refresh, { email, scope, revoked: false });
    accessTokens.set(access, {
      email,
      scope,
      expiresAt: Date.now() + fake.accessTokenLifetime * 1000,
      revoked: false,
      refreshToken: refresh,
    });
    return {
      access_token: access,
      expires_in: fake.accessTokenLifetime,
      scope,
      token_type: "Bearer",
      ...(refreshToken ? {} : { refresh_token: refresh }),
    };
  }

  const server = http.createServer(async (req, res) => {
    const target = new URL(req.url ?? "/", "http://fake");
    const body = await readBody(req);
    const form = /x-www-form-urlencoded/.test(req.headers["content-type"] ?? "")
      ? Object.fromEntries(new URLSearchParams(body))
      : {};
    const endpoint = endpointOf(req.method ?? "GET", target.pathname);
    fake.requests.push({
      endpoint,
      method: req.method ?? "GET",
      path: target.pathname,
      query: Object.fromEntries(target.searchParams),
      form,
      authorization: req.headers.authorization,
    });
    const send = (status: number, json: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(json));
    };

    if (endpoint !== "other") {
      const delay = delays.get(endpoint);
      if (delay && delay.remaining > 0) {
        delay.remaining--;
        await new Promise((resolve) => setTimeout(resolve, delay.ms));
        if (res.destroyed || res.socket?.destroyed) return;
      }
      const failure = failures.get(endpoint);
      if (failure && failure.skip > 0) failure.skip--;
      else if (failure && failure.remaining > 0) {
        failure.remaining--;
        return send(failure.status, failure.body);
      }
    }

    if (endpoint === "auth") {
      const query = target.searchParams;
      const redirectUri = query.get("redirect_uri");
      if (query.get("client_id") !== clientId)
        return send(400, { error: "invalid_client", error_description: "The OAuth client was not found." });
      if (query.get("response_type") !== "code" || !redirectUri) return send(400, { error: "invalid_request" });
      const email = query.get("login_hint") ?? fake.defaultAccount;
      const scope = fake.grantedScopes ? fake.grantedScopes.join(" ") : (query.get("scope") ?? "");
      const back = new URL(redirectUri);
      back.searchParams.set("code", fake.issueCode(email, redirectUri, scope));
      if (query.has("state")) back.searchParams.set("state", query.get("state")!);
      back.searchParams.set("scope", scope);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }

    if (endpoint === "token") {
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "");
      const [basicId, basicSecret] = basic ? Buffer.from(basic[1]!, "base64").toString("utf8").split(":") : [];
      const id = form.client_id ?? basicId;
      const secret = form.client_secret ?? basicSecret;
      if (id !== clientId || secret !== clientSecret)
        return send(401, { error: "invalid_client", error_description: "Unauthorized" });
      if (form.grant_type === "authorization_code") {
        const code = codes.get(form.code ?? "");
        if (!code || code.used) return send(400, { error: "invalid_grant", error_description: "Malformed auth code." });
        if (code.redirectUri !== form.redirect_uri)
          return send(400, { error: "redirect_uri_mismatch", error_description: "Bad Request" });
        code.used = true;
        return send(200, issueTokens(code.email, code.scope));
      }
      if (form.grant_type === "refresh_token") {
        const entry = refreshTokens.get(form.refresh_token ?? "");
        if (!entry || entry.revoked)
          return send(400, { error: "invalid_grant", error_description: "Token has been expired or revoked." });
        return send(200, issueTokens(entry.email, entry.scope, form.refresh_token));
      }
      return send(400, { error: "unsupported_grant_type" });
    }

    if (endpoint === "revoke") {
      const token = target.searchParams.get("token") ?? form.token ?? "";
      const refresh = refreshTokens.get(token);
      const access = accessTokens.get(token);
      if (refresh) {
        refresh.revoked = true;
        for (const entry of accessTokens.values()) if (entry.refreshToken === token) entry.revoked = true;
      } else if (access) {
        access.revoked = true;
      } else {
        return send(400, { error: "invalid_token", error_description: "Token expired or revoked" });
      }
      return send(200, {});
    }

    if (endpoint === "events") {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      const access = bearer ? accessTokens.get(bearer) : undefined;
      if (!access || access.revoked || access.expiresAt < Date.now()) {
        return send(401, {
          error: { code: 401, message: "Request had invalid authentication credentials.", status: "UNAUTHENTICATED" },
        });
      }
      const query = target.searchParams;
      if (query.get("singleEvents") !== "true")
        return send(400, {
          error: { code: 400, message: "This fake expands recurring events only with singleEvents=true" },
        });
      const from = query.has("timeMin") ? Date.parse(query.get("timeMin")!) : Number.NEGATIVE_INFINITY;
      const to = query.has("timeMax") ? Date.parse(query.get("timeMax")!) : Number.POSITIVE_INFINITY;
      const events = (fake.accounts.get(access.email)?.events ?? [])
        .filter((event) => instant(event.end) > from && instant(event.start) < to)
        .sort((a, b) => instant(a.start) - instant(b.start));
      const size = Math.min(Number(query.get("maxResults") ?? 250), fake.pageSize);
      const offset = Number(query.get("pageToken") ?? 0);
      const items = events
        .slice(offset, offset + size)
        .map((event) => ({ kind: "calendar#event", status: "confirmed", ...event }));
      const next = offset + size < events.length ? String(offset + size) : undefined;
      return send(200, {
        kind: "calendar#events",
        summary: access.email,
        timeZone: "UTC",
        items,
        ...(next ? { nextPageToken: next } : {}),
      });
    }

    send(404, { error: { code: 404, message: `Not a call the app makes: ${req.method} ${target.pathname}` } });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  fake.url = `http://${options.host ?? "127.0.0.1"}:${(server.address() as AddressInfo).port}`;
  return fake;
}

function endpointOf(method: string, pathname: string): FakeEndpoint | "other" {
  if (method === "GET" && pathname === "/o/oauth2/v2/auth") return "auth";
  if (method === "POST" && pathname === "/token") return "token";
  if (method === "POST" && pathname === "/revoke") return "revoke";
  if (method === "GET" && pathname === "/calendar/v3/calendars/primary/events") return "events";
  return "other";
}

/** An all-day date counts from UTC midnight (near enough for a window of whole days). */
function instant(time: { date?: string; dateTime?: string }): number {
  return time.dateTime ? Date.parse(time.dateTime) : Date.parse(`${time.date}T00:00:00Z`);
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
