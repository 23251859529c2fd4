import { spawnSync } from "node:child_process";
import { count } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { startServer } from "@/lib/server/startup";
import { loadTestCities } from "../helpers/cities";

const saved = { ...process.env };

async function withEnv(overrides: Record<string, string | undefined>, run: () => Promise<void>) {
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
  try {
    await run();
  } finally {
    for (const key of Object.keys(overrides)) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetEnvCache();
  }
}

const userTotal = async () => (await (await getDb()).select({ n: count() }).from(users))[0]!.n;

describe("server start (docs/api.md §10)", () => {
  afterEach(() => resetEnvCache());
  // A non-empty cities table is left alone, so start-up skips the full 135k-city load here.
  beforeAll(() => loadTestCities());

  it("never seeds demo members in production, but bootstraps the admin", async () => {
    await withEnv(
      {
        NODE_ENV: "production",
        SEED_DEMO_DATA: undefined,
        ADMIN_EMAIL: "ops@example.com",
        ADMIN_PASSWORD: "ops-password",
      },
      async () => {
        await startServer();
      },
    );
    expect(await userTotal()).toBe(1);
  });

  it("SEED_DEMO_DATA=false skips the seed in development; a non-empty database is never re-seeded at start", async () => {
    const before = await userTotal();
    await withEnv({ NODE_ENV: "development", SEED_DEMO_DATA: "false" }, () => startServer());
    expect(await userTotal()).toBe(before);
    // Not empty any more (the admin above): even SEED_DEMO_DATA=true leaves it alone at start.
    await withEnv({ NODE_ENV: "production", SEED_DEMO_DATA: "true" }, () => startServer());
    expect(await userTotal()).toBe(before);
  });

  it("SEED_DEMO_DATA=true seeds an empty database even in production", async () => {
    const { setDatabase, openDatabase } = await import("@/db/client");
    const previous = await (await import("@/db/client")).getDatabaseHandle();
    const empty = await openDatabase({ kind: "pglite" });
    setDatabase(empty);
    try {
      await loadTestCities();
      await withEnv({ NODE_ENV: "production", SEED_DEMO_DATA: "true" }, () => startServer());
      expect(await userTotal()).toBe(41);
    } finally {
      setDatabase(previous);
      await empty.close();
    }
  }, 120_000); // a second database, its cities and the seed: slow when the machine is busy

  it("refuses to start in production without AUTH_SECRET, saying how to make one", () => {
    const result = spawnSync(
      process.execPath,
      [
        "--conditions=react-server",
        "--import",
        "tsx",
        "-e",
        "import('./lib/server/startup.ts').then((m) => m.startServer())",
      ],
      {
        env: { ...process.env, NODE_ENV: "production", AUTH_SECRET: "", DATABASE_URL: "" },
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("AUTH_SECRET is not set");
    expect(result.stderr).toContain("randomBytes");
  });
});
