// `npm run bench -- --case bundle`: the first-load JavaScript of every page, measured the way a
// visitor pays for it. Starts the production build (`npm start`, an empty PGlite folder with the
// demo data), opens each page in Chromium with an empty cache and adds up the gzip size of every
// script the page asked for before its `load` event. Member pages are opened signed in as the demo
// member, admin pages as the demo admin. Exits 1 when a page is over its budget, and warns when a page
// has less room under it than the headroom the pages keep for what comes next (docs/benchmarks.md).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { DEMO_ADMIN, DEMO_DOMAIN, DEMO_MEMBER_PASSWORD } from "@/lib/demo/seed";
import { startServer } from "./processes";

// kB of 1000 bytes, as Chromium's DevTools count them.
const PUBLIC_BUDGET = 140_000;
const MEMBER_BUDGET = 170_000;
// The room each page keeps under its budget. The public pages stand on a floor of ~137.5 kB (React,
// Next, the error boundaries), so theirs is 1 kB; member pages keep 2 kB.
const PUBLIC_HEADROOM = 1_000;
const MEMBER_HEADROOM = 2_000;
const MEMBER = { email: `alex@${DEMO_DOMAIN}`, password: DEMO_MEMBER_PASSWORD };

type Who = "visitor" | "member" | "admin";
type Row = { route: string; who: Who; bytes: number; scripts: number; budget: number; headroom: number };
type Session = Awaited<ReturnType<BrowserContext["storageState"]>>;

export async function bundleCase({ port }: { port: number }): Promise<void> {
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "overlap-bundle-"));
  // The first start migrates, loads the cities and seeds the demo data.
  const server = await startServer({
    port,
    timeoutMs: 240_000,
    env: { DATABASE_URL: "", PGLITE_DATA_DIR: path.join(dataDir, "db"), NEXTAUTH_URL: base, SEED_DEMO_DATA: "true" },
  });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu"],
    });
    const sessions = {
      visitor: undefined,
      member: await signIn(browser, base, MEMBER),
      admin: await signIn(browser, base, DEMO_ADMIN),
    };
    const ids = await demoIds(browser, base, sessions.member);
    const pages: [string, Who][] = [
      ["/", "visitor"],
      ["/login", "visitor"],
      ["/register", "visitor"],
      ["/waiting-activation", "visitor"],
      ["/forgot-password", "visitor"],
      ["/reset-password", "visitor"],
      [`/profile/${ids.handle}`, "visitor"],
      ["/app", "member"],
      ["/app/matches", "member"],
      ["/app/messages", "member"],
      [`/app/messages/${ids.conversation}`, "member"],
      ["/app/travel-plans", "member"],
      ["/app/travel-plans/create-group-trip", "member"],
      [`/app/travel-plans/group-trip/${ids.trip}`, "member"],
      [`/app/travel-plans/edit-group-trip/${ids.trip}`, "member"],
      ["/app/profile", "member"],
      ["/app/settings", "member"],
      [`/app/user/${ids.other}`, "member"],
      ["/app/calendar/connect", "member"],
      ["/app/calendar/import", "member"],
      ["/app/admin", "admin"],
      ["/app/admin/users", "admin"],
      ["/app/admin/invites", "admin"],
      ["/app/admin/invite-tree", "admin"],
      ["/app/admin/reports", "admin"],
      ["/app/admin/travel-plans", "admin"],
      ["/app/admin/pairings", "admin"],
      ["/app/admin/matches", "admin"],
      ["/app/admin/messages", "admin"],
      ["/app/admin/group-trips", "admin"],
      ["/app/admin/participants", "admin"],
      ["/app/admin/places", "admin"],
    ];
    const rows: Row[] = [];
    for (const [route, who] of pages) {
      const { bytes, scripts, sizes } = await firstLoadJs(browser, base + route, sessions[who]);
      // BUNDLE_SCRIPTS=1 lists each page's scripts, largest first, to see what a page is made of.
      if (process.env.BUNDLE_SCRIPTS) {
        console.log(route);
        for (const [url, size] of [...sizes].sort((a, b) => b[1] - a[1]))
          console.log(`  ${(size / 1000).toFixed(1).padStart(6)} kB  ${new URL(url).pathname}`);
      }
      const member = route.startsWith("/app");
      rows.push({
        route,
        who,
        bytes,
        scripts,
        budget: member ? MEMBER_BUDGET : PUBLIC_BUDGET,
        headroom: member ? MEMBER_HEADROOM : PUBLIC_HEADROOM,
      });
    }
    printRows(rows);
    const low = rows.filter((row) => row.bytes <= row.budget && row.budget - row.bytes < row.headroom);
    if (low.length > 0)
      console.warn(`${low.length} page(s) with less room than they keep: ${low.map((row) => row.route).join(", ")}`);
    const over = rows.filter((row) => row.bytes > row.budget);
    if (over.length > 0) {
      console.error(`${over.length} page(s) over budget: ${over.map((row) => row.route).join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    server.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Gzip bytes of the scripts requested before `load`, in a fresh context (nothing cached). */
async function firstLoadJs(browser: Browser, url: string, session: Session | undefined) {
  const context = await browser.newContext(session ? { storageState: session } : {});
  const page = await context.newPage();
  let loaded = false;
  const early = new Set<string>();
  page.on("load", () => (loaded = true));
  page.on("request", (request) => {
    if (!loaded && request.resourceType() === "script") early.add(request.url());
  });
  const bodies = new Map<string, Promise<Buffer | undefined>>();
  page.on("response", (response) => {
    if (early.has(response.url()) && !bodies.has(response.url()))
      bodies.set(
        response.url(),
        response.body().catch(() => undefined),
      );
  });
  const response = await page.goto(url, { waitUntil: "load" });
  if (!response?.ok() || new URL(page.url()).pathname !== new URL(url).pathname) {
    throw new Error(`${url} answered ${response?.status()} at ${page.url()}`);
  }
  let bytes = 0;
  const sizes = new Map<string, number>();
  for (const [url, body] of bodies) {
    const read = await body;
    if (read) sizes.set(url, gzipSync(read).length);
  }
  for (const size of sizes.values()) bytes += size;
  await context.close();
  return { bytes, scripts: bodies.size, sizes };
}

/** Signs in through the login form, as a person does, and keeps the session's cookies. */
async function signIn(browser: Browser, base: string, account: { email: string; password: string }): Promise<Session> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/app"));
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The demo member's handle, a conversation, a trip and another member: the pages with an id. */
async function demoIds(browser: Browser, base: string, session: Session) {
  const context = await browser.newContext({ storageState: session });
  const get = async <T>(path: string): Promise<T> => {
    const response = await context.request.get(`${base}/api/v1${path}`);
    if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
    return (await response.json()) as T;
  };
  const me = await get<{ handle: string }>("/users/me");
  const [conversation] = await get<{ id: number; other_user: { id: number } }[]>("/matches");
  const [trip] = await get<{ id: number }[]>("/group-trips/hosting");
  await context.close();
  if (!conversation || !trip) throw new Error("The demo data has no conversation or hosted trip for the demo member");
  return { handle: me.handle, conversation: conversation.id, other: conversation.other_user.id, trip: trip.id };
}

function printRows(rows: Row[]) {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const table = [["page", "signed in as", "scripts", "first-load JS (gzip)", "budget", "room", ""]];
  for (const row of rows) {
    table.push([
      row.route,
      row.who,
      String(row.scripts),
      kb(row.bytes),
      kb(row.budget),
      kb(row.budget - row.bytes),
      row.bytes > row.budget
        ? "OVER"
        : row.budget - row.bytes < row.headroom
          ? `LOW (keeps ${kb(row.headroom)})`
          : "ok",
    ]);
  }
  const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  for (const line of table)
    console.log(
      line
        .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join("  "),
    );
}
