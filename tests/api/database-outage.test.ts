import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as loginRoute from "@/app/api/v1/auth/login/json/route";
import * as healthRoute from "@/app/api/v1/health/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import { getDatabaseHandle, postgresClient, setDatabase, type Database, type DatabaseHandle } from "@/db/client";
import * as schema from "@/db/schema";
import { isDatabaseUnavailable } from "@/lib/errors/app-error";
import { redactError } from "@/lib/errors/redact";
import { buildMember } from "../factories";
import { onPostgres } from "../helpers/database";
import { startFakePostgres, type FakePostgresMode } from "../helpers/fake-postgres";
import { call } from "../helpers/http";

/** A PostgreSQL client aimed at a port where nothing listens: every query is refused. */
async function unreachablePostgres(url = "postgres://postgres@127.0.0.1:9/nowhere"): Promise<DatabaseHandle> {
  const client = await postgresClient(url, 1);
  return {
    db: drizzlePostgres(client, { schema }) as unknown as Database,
    kind: "postgres",
    close: () => client.end(),
    listen: async () => async () => {},
  };
}

async function closedPglite(): Promise<DatabaseHandle> {
  const client = await PGlite.create();
  await client.close();
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: "pglite",
    close: async () => {},
    listen: async () => async () => {},
  };
}

/** Everything console.error and console.warn printed while `run` ran, as one string. */
async function logsOf(run: () => Promise<unknown>): Promise<string> {
  const { inspect } = await import("node:util");
  const lines: string[] = [];
  const capture = (...args: unknown[]) =>
    void lines.push(args.map((arg) => (typeof arg === "string" ? arg : inspect(arg, { depth: 6 }))).join(" "));
  const error = vi.spyOn(console, "error").mockImplementation(capture);
  const warn = vi.spyOn(console, "warn").mockImplementation(capture);
  try {
    await run();
  } finally {
    error.mockRestore();
    warn.mockRestore();
  }
  return lines.join("\n");
}

describe("while the database cannot be reached (docs/security.md, Database trouble)", () => {
  let real: DatabaseHandle | undefined;
  afterEach(() => {
    if (real) setDatabase(real);
    real = undefined;
  });

  for (const [name, open] of [
    ["PostgreSQL refusing connections", () => unreachablePostgres()],
    ["a closed PGlite", closedPglite],
  ] as const) {
    it(`${name}: API calls and health answer 503 with Retry-After, and the logs hold no parameters`, async () => {
      const email = `outage-secret-${Date.now()}@example.com`;
      const member = await buildMember({ email });
      real = await getDatabaseHandle();
      setDatabase(await open());
      let health: Awaited<ReturnType<typeof call>> | undefined;
      let me: Awaited<ReturnType<typeof call>> | undefined;
      let login: Awaited<ReturnType<typeof call>> | undefined;
      const logs = await logsOf(async () => {
        health = await call(healthRoute.GET);
        me = await call(meRoute.GET, { token: member.token });
        login = await call(loginRoute.POST, { body: { email, password: "hunter2-password-typed" } });
      });
      for (const response of [health!, me!, login!]) {
        expect(response.status).toBe(503);
        expect(response.body).toEqual({ detail: "Service temporarily unavailable" });
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      expect(logs).not.toContain(email);
      expect(logs).not.toContain("hunter2-password-typed");
    });
  }

  // Each way a PostgreSQL server in trouble answers a new connection, from a real peer on loopback.
  const troubles: [string, FakePostgresMode][] = [
    ["starting up", { fatal: "57P03", message: "the database system is starting up" }],
    ["not accepting connections", { fatal: "57P03", message: "the database system is not accepting connections" }],
    [
      "closed for maintenance",
      { fatal: "55000", message: 'database "overlap" is not currently accepting connections' },
    ],
    ["too many connections", { fatal: "53300", message: "sorry, too many clients already" }],
    ["too many connections for the role", { fatal: "53300", message: 'too many connections for role "overlap"' }],
    ["shutting down", { fatal: "57P01", message: "terminating connection due to administrator command" }],
    ["refusing the sign-in", { fatal: "28P01", message: 'password authentication failed for user "postgres"' }],
    ["accepting and never answering", "silent"],
    ["hanging up at once", "hangup"],
  ];
  for (const [name, mode] of troubles) {
    it(`a server ${name}: 503 with Retry-After, never 500`, async () => {
      const member = await buildMember();
      const server = await startFakePostgres(mode);
      real = await getDatabaseHandle();
      const troubled = await unreachablePostgres(server.url);
      setDatabase(troubled);
      try {
        await logsOf(async () => {
          for (const response of [await call(healthRoute.GET), await call(meRoute.GET, { token: member.token })]) {
            expect(response.status).toBe(503);
            expect(response.body).toEqual({ detail: "Service temporarily unavailable" });
            expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
          }
        });
      } finally {
        await troubled.close().catch(() => {});
        await server.close();
      }
    });
  }

  it.runIf(onPostgres())("a real database closed for maintenance (ALLOW_CONNECTIONS false): 503", async () => {
    const member = await buildMember();
    const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
    const name = `overlap_closed_${Date.now()}`;
    const admin = postgres(serverUrl.toString(), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name} allow_connections false`);
    serverUrl.pathname = `/${name}`;
    real = await getDatabaseHandle();
    const closed = await unreachablePostgres(serverUrl.toString());
    setDatabase(closed);
    try {
      const response = await call(meRoute.GET, { token: member.token });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBeTruthy();
    } finally {
      await closed.close().catch(() => {});
      await admin.unsafe(`drop database if exists ${name}`);
      await admin.end();
    }
  });

  it("tells an unreachable database from a query that is wrong", async () => {
    const db = (await getDatabaseHandle()).db;
    const wrong = await db.execute(sql`select ${"not a number"}::int`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(wrong)).toBe(false);
    const refused = await (await unreachablePostgres()).db.execute(sql`select 1`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });
});

describe("logged errors never carry SQL parameters or row values", () => {
  it("redacts Drizzle's params and PostgreSQL's quoted input, keeping the code and stack", async () => {
    const db = (await getDatabaseHandle()).db;
    const error = await db.execute(sql`select ${"secret-message-text"}::int`).catch((caught: unknown) => caught);
    const { inspect } = await import("node:util");
    expect(inspect(error, { depth: 6 })).toContain("secret-message-text"); // what would have been logged
    const logged = inspect(redactError(error), { depth: 6 });
    expect(logged).not.toContain("secret-message-text");
    expect(logged).toContain("22P02"); // invalid_text_representation: the kind of failure is kept
    expect(logged).toMatch(/at /);
  });

  it("redacts a unique violation's detail, which names the duplicated value", async () => {
    const taken = await buildMember({ email: "dup-secret@example.com" });
    const db = (await getDatabaseHandle()).db;
    const error = await db
      .insert(schema.users)
      .values({ email: taken.user.email, name: "Copy", age: 30, passwordHash: "x" })
      .catch((caught: unknown) => caught);
    const logs = await logsOf(async () => console.error("failed", error));
    // what Next's own logging of a failed page goes through once the server has started
    const { installLogRedaction } = await import("@/lib/errors/redact");
    const redacted = await logsOf(async () => {
      installLogRedaction();
      console.error("failed", error);
    });
    expect(logs).toContain("dup-secret@example.com");
    expect(redacted).not.toContain("dup-secret@example.com");
    expect(redacted).toContain("23505");
  });
});
