import sharp from "sharp";
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";

/** Must match playwright.config.ts's webServer (E2E_PORT); E2E_BASE_URL points a run at another server. */
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3100}`;
export const ADMIN = { email: "admin@e2e.test", password: "e2e-admin-password" };

/**
 * Waits for the next fixed window of a rate limit when the current one ends within `margin` ms. A
 * limit weighs its previous window less as time passes (lib/rate-limit/service.ts), so a test's
 * hits counted up to a limit across a window's end would add up to just under it.
 */
export async function clearOfWindowEnd(windowSeconds: number, margin = 30_000): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 200));
}

export type Account = { name: string; email: string; password: string };
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

let sequence = 0;
const allowedErrors = new Map<string, RegExp[]>();

/** A fresh identity: runs share one database folder per server start, so emails carry the time. */
export function newAccount(label: string): Account {
  const id = `${Date.now()}${++sequence}`;
  return { name: `${label} ${id}`, email: `${label.toLowerCase()}-${id}@e2e.test`, password: "overlap-pass-123" };
}

/** A fresh sign-in of the admin through the API: a new bearer session each time. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/v1/auth/login/json", { data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * The admin's token for the setup calls, signed in once per test process as a script would: one
 * account's sign-ins are limited (docs/api.md §2.4), and every registered member needs a code.
 */
let setupToken: string | undefined;

/** A single-use invite code, created through the admin API with the admin's bearer token. */
export async function createInvite(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    setupToken ??= await adminToken(request);
    const response = await request.post("/api/v1/admin/invites", {
      data: { is_single_use: true },
      headers: { Authorization: `Bearer ${setupToken}` },
    });
    // a test may have ended the admin's sessions: sign in again, once
    if (response.status() === 401 && attempt === 0) {
      setupToken = undefined;
      continue;
    }
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { code: string }).code;
  }
}

/**
 * An active member, registered through the API with an invite code; returns the user id. Unless
 * `onboarded: false`, they have also been through onboarding (POST /users/me/onboarding), so signing
 * in opens Discover as for any returning member; tests/e2e/onboarding.spec.ts covers the flow itself.
 */
export async function registerMember(
  request: APIRequestContext,
  account: Account,
  { onboarded = true } = {},
): Promise<number> {
  const response = await request.post("/api/v1/auth/register", {
    data: {
      name: account.name,
      email: account.email,
      password: account.password,
      age: 30,
      invite_code: await createInvite(request),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const user = (await response.json()) as { id: number; is_active: boolean };
  expect(user.is_active).toBe(true);
  if (onboarded) {
    const login = await request.post("/api/v1/auth/login/json", {
      data: { email: account.email, password: account.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { Authorization: `Bearer ${token}` };
    const done = await request.post("/api/v1/users/me/onboarding", { headers });
    expect(done.status(), await done.text()).toBe(204);
    // That sign-in was ours, not the member's: it must not show among their sessions.
    expect((await request.post("/api/v1/auth/logout", { headers })).status()).toBe(204);
  }
  return user.id;
}

export async function fillLoginForm(page: Page, account: Pick<Account, "email" | "password">): Promise<void> {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log In" }).click();
}

/** Signs in the way a person does: the login form. */
export async function signInThroughForm(page: Page, account: Pick<Account, "email" | "password">): Promise<void> {
  await page.goto("/login");
  await fillLoginForm(page, account);
  await page.waitForURL((url) => url.pathname === "/app" || url.pathname.startsWith("/app/"));
}

/**
 * The hidden fields React puts in a server action's form (its action id and bound state), read off
 * the page's HTML: what a browser without script sends along with what was typed.
 */
export async function serverFormFields(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text();
  const form = /<form\b[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
  const fields: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    if (!/\btype="hidden"/.test(tag)) continue;
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    if (name) fields[unescapeHtml(name)] = unescapeHtml(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "");
  }
  expect(
    Object.keys(fields).some((name) => name.startsWith("$ACTION")),
    `${path} has a server action form`,
  ).toBe(true);
  return fields;
}

function unescapeHtml(text: string): string {
  const named: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) =>
    code[0] === "#"
      ? String.fromCodePoint(Number(code[1] === "x" || code[1] === "X" ? `0${code.slice(1)}` : code.slice(1)))
      : (named[code] ?? whole),
  );
}

/**
 * Signs in with the login form as a browser without script posts it (a multipart POST to /login);
 * the session cookie stays in `request`.
 */
export async function signInWithoutScript(
  request: APIRequestContext,
  account: Pick<Account, "email" | "password">,
): Promise<void> {
  const hidden = await serverFormFields(request, "/login");
  const response = await request.post("/login", {
    multipart: { ...hidden, email: account.email, password: account.password },
    headers: { Origin: BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(new URL(response.url()).pathname).toMatch(/^\/app/);
}

/** A small solid-colour image, made here so the tests need no image files. */
export function solidImage({
  width = 64,
  height = 64,
  colour = { r: 14, g: 116, b: 144 },
  format = "png",
}: {
  width?: number;
  height?: number;
  colour?: { r: number; g: number; b: number };
  format?: "png" | "jpeg";
} = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    [format]()
    .toBuffer();
}

/** A calendar day `offset` days from today (UTC), as "YYYY-MM-DD". */
export function dayFromToday(offset: number): string {
  const date = new Date();
  date.setUTCHours(0, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** A fresh member with an API token and no browser, for tests that need many people behind one who is watched. */
export async function memberWithToken(request: APIRequestContext, label: string) {
  const account = newAccount(label);
  const id = await registerMember(request, account, { onboarded: false });
  const login = await request.post("/api/v1/auth/login/json", {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { account, id, headers: { Authorization: `Bearer ${token}` } };
}

/**
 * A fresh member with their own signed-in browser context (for tests with two people); `options`
 * shape the context (a phone's viewport, a colour scheme).
 */
export async function signedInMember(
  browser: Browser,
  request: APIRequestContext,
  label: string,
  options: Parameters<Browser["newContext"]>[0] = {},
) {
  const account = newAccount(label);
  const id = await registerMember(request, account);
  const context = await browser.newContext({ ...options, baseURL: BASE_URL });
  const page = await context.newPage();
  await signInThroughForm(page, account);
  return { account, id, context, page };
}

/**
 * Creates a solo trip through My Trips' form: types `search` into Destination, picks the
 * suggestion named `city`, fills the dates and submits. Leaves the page on My Trips.
 */
export async function createSoloTripThroughForm(
  page: Page,
  trip: { search: string; city: string; arrival: string; departure: string; purpose?: string },
): Promise<void> {
  await page.goto("/app/travel-plans");
  const destination = page.getByRole("combobox", { name: "Destination" });
  await destination.fill(trip.search);
  await page.getByRole("option", { name: trip.city }).first().click();
  await expect(destination).toHaveValue(trip.city);
  await page.getByLabel("Arrival date").fill(trip.arrival);
  await page.getByLabel("Departure date").fill(trip.departure);
  if (trip.purpose) await page.getByLabel("Travel purpose").fill(trip.purpose);
  await page.getByRole("button", { name: "Create Solo Trip" }).click();
  await expect(page.getByRole("list", { name: "Solo trips" }).getByRole("heading", { name: trip.city })).toBeVisible();
}

export type SignedInMember = Awaited<ReturnType<typeof signedInMember>>;

/** Opens `path` and waits until the tab's event stream has answered (its headers are in). */
export async function openLive(page: Page, path: string): Promise<void> {
  // This page's stream: the page shown before may still be opening its own.
  const stream = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/api/v1/events" &&
      response.request().headers().referer === new URL(path, BASE_URL).href,
  );
  await page.goto(path);
  expect((await stream).status()).toBe(200);
}

/** A solo trip made through the API with `page`'s cookies, `from` to `to` days from today; answers its id. */
export async function planThroughApi(
  page: Page,
  destination: string,
  from: number,
  to: number,
  extra: Record<string, unknown> = {},
): Promise<{ id: number }> {
  const response = await page.request.post("/api/v1/travel-plans", {
    data: { destination, arrival_date: dayFromToday(from), departure_date: dayFromToday(to), ...extra },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** A titled section of a screen, by its exact name. */
export const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/**
 * Connects two signed-in members through the API, with their pages' cookies (docs/api.md §5):
 * `from` asks, `to` accepts. A match first sets the profile fields that make one possible.
 */
export async function connectMembers(
  from: SignedInMember,
  to: SignedInMember,
  kind: "friend" | "match",
): Promise<number> {
  if (kind === "match") {
    for (const [member, gender, interestedIn] of [
      [from, "Woman", ["Men"]],
      [to, "Man", ["Women"]],
    ] as const) {
      const profile = await member.page.request.put("/api/v1/users/me", {
        data: { gender, interested_in: interestedIn },
      });
      expect(profile.status(), await profile.text()).toBe(200);
    }
  }
  const asked = await from.page.request.post("/api/v1/pairings", { data: { target_user_id: to.id, action: kind } });
  expect(asked.status(), await asked.text()).toBe(201);
  const pairingId = ((await asked.json()) as { id: number }).id;
  const answer = kind === "match" ? "match" : "befriend";
  const accepted = await to.page.request.post(`/api/v1/pairings/${pairingId}/respond`, {
    data: { response_type: answer },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return pairingId;
}

type WorkerFixtures = { member: Account; memberSession: StorageState };
type TestFixtures = {
  memberPage: Page;
  /**
   * Declares a console error this test provokes on purpose (e.g. the 404 of a page it opens to
   * see the 404 screen): only messages matching `pattern` are let through, and only in this test.
   */
  allowConsoleError: (pattern: RegExp) => void;
  /** Automatic: every browser test fails on a console error, an uncaught page error or a CSP violation. */
  consoleGuard: void;
};

/**
 * For allowConsoleError: Chromium's console line for an answer with this status from this path
 * (a prefix, e.g. "/api/v1/travel-plans"), which a test provoked on purpose.
 */
export function failedLoad(status: number, path: string): RegExp {
  const escaped = `${BASE_URL}${path}`.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `^Failed to load resource: the server responded with a status of ${status} \\(.*\\) \\(at ${escaped}`,
  );
}

/** Reports CSP violations as console errors with their details (Chromium's own message is terser). */
function reportCspViolations() {
  document.addEventListener("securitypolicyviolation", (event) => {
    console.error(
      `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

/**
 * `member` is one active member per worker; `memberSession` signs them in through the form once
 * and keeps the cookies, so `memberPage` starts every test already signed in.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  allowConsoleError: async ({}, provide, testInfo) => {
    const allowed: RegExp[] = [];
    allowedErrors.set(testInfo.testId, allowed);
    await provide((pattern) => allowed.push(pattern));
    allowedErrors.delete(testInfo.testId);
  },
  // Every context of the test is watched: the default one and those tests open for a second
  // person (browser.newContext, e.g. signedInMember).
  consoleGuard: [
    async ({ browser, context, allowConsoleError: _ }, provide, testInfo) => {
      const problems: string[] = [];
      const allowed = () => allowedErrors.get(testInfo.testId) ?? [];
      const watch = async (watched: BrowserContext) => {
        watched.on("console", (message) => {
          if (message.type() !== "error") return;
          const text = `${message.text()} (at ${message.location().url || message.page()?.url() || "?"})`;
          if (!allowed().some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
        });
        watched.on("weberror", (error) => problems.push(`page error: ${error.error().message}`));
        await watched.addInitScript(reportCspViolations);
      };
      await watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        await watch(created);
        return created;
      };
      await provide();
      browser.newContext = newContext;
      expect(problems, "the browser reported errors (allow one a test provokes with allowConsoleError)").toEqual([]);
    },
    { auto: true },
  ],
  member: [
    async ({ playwright }, provide) => {
      const request = await playwright.request.newContext({ baseURL: BASE_URL });
      const account = newAccount("Member");
      await registerMember(request, account);
      await request.dispose();
      await provide(account);
    },
    { scope: "worker" },
  ],
  memberSession: [
    async ({ browser, member }, provide) => {
      const context = await browser.newContext({ baseURL: BASE_URL });
      await signInThroughForm(await context.newPage(), member);
      const state = await context.storageState();
      await context.close();
      await provide(state);
    },
    { scope: "worker" },
  ],
  memberPage: async ({ browser, memberSession }, provide) => {
    const context = await browser.newContext({ baseURL: BASE_URL, storageState: memberSession });
    await provide(await context.newPage());
    await context.close();
  },
});

export { expect };
