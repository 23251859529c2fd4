import { defineConfig } from "@playwright/test";

// E2E_PORT / FAKE_GOOGLE_PORT let two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
// The fake Google of tests/e2e/fake-google-server.ts: the calendar tests connect to it, not Google.
const FAKE_GOOGLE_PORT = Number(process.env.FAKE_GOOGLE_PORT ?? 3190);
const FAKE_GOOGLE_URL = `http://127.0.0.1:${FAKE_GOOGLE_PORT}`;
// The fake push service tests/hostile/push.spec.ts starts on this port (the same rule is there).
const FAKE_PUSH_PORT = Number(process.env.FAKE_PUSH_PORT ?? FAKE_GOOGLE_PORT + 1);

/**
 * End-to-end tests in Debian's Chromium (Playwright's own browsers cannot be downloaded
 * here) against a production build (`npm run build` first), served by `npm start` (scripts/server.mjs) on its own
 * port with its own throwaway PGlite folder. One worker: one server, one embedded database.
 */
export default defineConfig({
  // "browser": screens in Chromium. "hostile": the worst inputs we can think of fired at the same
  // real server over HTTP (bombs, huge bodies, forged headers), asserting bounded answers.
  projects: [
    { name: "browser", testDir: "tests/e2e" },
    { name: "hostile", testDir: "tests/hostile" },
  ],
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: [
    {
      command: "npx tsx tests/e2e/fake-google-server.ts",
      port: FAKE_GOOGLE_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      env: { FAKE_GOOGLE_PORT: String(FAKE_GOOGLE_PORT) },
    },
    {
      command: `rm -rf .data/e2e && npm start -- -p ${PORT}`,
      // Ready when the app answers, not when the port opens: the first start migrates and loads
      // the cities and their regions (20-60 s on a quiet host, docs/decisions/020 and 027; minutes on
      // a busy one), and the first test would spend its time waiting for that.
      url: `${BASE_URL}/api/v1/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 360_000,
      env: {
        AUTH_SECRET: "e2e-secret-not-for-production-3f9c1b7a",
        NEXTAUTH_URL: BASE_URL,
        PGLITE_DATA_DIR: ".data/e2e/db",
        ADMIN_EMAIL: "admin@e2e.test",
        ADMIN_PASSWORD: "e2e-admin-password",
        SEED_DEMO_DATA: "false",
        RATE_LIMIT_SAFELIST: "127.0.0.1,::1",
        // Google Calendar through the fake server (its client id and secret, tests/e2e/fake-google-server.ts).
        GOOGLE_CLIENT_ID: "e2e-client-id.apps.googleusercontent.com",
        GOOGLE_CLIENT_SECRET: "e2e-client-secret",
        GOOGLE_REDIRECT_URI: `${BASE_URL}/api/v1/calendar/callback`,
        GOOGLE_OAUTH_BASE_URL: FAKE_GOOGLE_URL,
        GOOGLE_API_BASE_URL: FAKE_GOOGLE_URL,
        CRON_SECRET: "e2e-cron-secret",
        // No SMTP: emails are .eml files here, where tests/e2e/password-reset.spec.ts reads its link.
        SMTP_URL: "",
        MAIL_OUTBOX_DIR: ".data/e2e/outbox",
        // Push endpoints at the hostile suite's fake push service are accepted (http, loopback); no other.
        PUSH_TEST_SERVICE_ORIGIN: `http://127.0.0.1:${FAKE_PUSH_PORT}`,
      },
    },
  ],
});
