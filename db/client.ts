import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { Logger, SQL } from "drizzle-orm";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { guardedSockets } from "./postgres-socket";
import * as schema from "./schema";

/** Either driver's database, typed by what both share: the query builder and transactions. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** Queries take this first: the database itself or an open transaction. */
export type DbOrTx = Database;

/** Stops a LISTEN started with DatabaseHandle.listen. */
export type Unlisten = () => Promise<void>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /**
   * LISTEN on a channel: `onNotify` gets each NOTIFY payload, after its transaction commits.
   * PostgreSQL: one dedicated connection per process (postgres.js reconnects it and calls
   * `onRelisten` after each reconnect: what was sent meanwhile is lost and must be looked up).
   * PGlite: in-process, the same single connection. docs/decisions/017-event-stream.md.
   */
  listen: (channel: string, onNotify: (payload: string) => void, onRelisten?: () => void) => Promise<Unlisten>;
};

/**
 * `listenUrl` (DATABASE_LISTEN_URL): a direct connection for LISTEN when `url` goes through a
 * transaction-mode pooler (PgBouncer), where LISTEN does not work.
 */
export type DatabaseTarget =
  { kind: "pglite"; dataDir?: string } | { kind: "postgres"; url: string; listenUrl?: string };

const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");
// Arbitrary constant: the advisory lock that lets only one server instance migrate at a time.
const MIGRATION_LOCK_ID = 726_301;

/**
 * A postgres.js client as the app uses it: a server that cannot be reached fails a query in 5 s
 * (the API's 503) instead of postgres.js's default 30 s, and through sockets of ours
 * (db/postgres-socket.ts) that never leave a query waiting for ever.
 */
export async function postgresClient(url: string, max: number) {
  const { default: postgres } = await import("postgres");
  // `socket` is postgres.js's documented custom-socket option (its README), missing from its types.
  const options = { max, connect_timeout: 5, socket: guardedSockets(), onnotice: () => {} } as Parameters<
    typeof postgres
  >[1];
  return postgres(url, options);
}

/**
 * Opens a database, applies every committed migration, and returns it. `logger` sees each
 * statement Drizzle sends (the tests count them); nothing sets it in the app.
 */
export async function openDatabase(target: DatabaseTarget, options: { logger?: Logger } = {}): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    const client = await postgresClient(target.url, 10);
    const db = drizzle(client, { schema, logger: options.logger });
    const lockConnection = await client.reserve();
    try {
      await lockConnection`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lockConnection`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
      lockConnection.release();
    }
    let listener: typeof client | undefined;
    const listen = async (
      channel: string,
      onNotify: (payload: string) => void,
      onRelisten?: () => void,
    ): Promise<Unlisten> => {
      // postgres.js LISTENs on a connection of its own, outside the pool (max 1 for a separate URL).
      listener ??= target.listenUrl ? await postgresClient(target.listenUrl, 1) : client;
      let first = true;
      const { unlisten } = await listener.listen(channel, onNotify, () => {
        if (!first) onRelisten?.();
        first = false;
      });
      return unlisten;
    };
    const close = async () => {
      if (listener && listener !== client) await listener.end();
      await client.end();
    };
    return { db: db as unknown as Database, kind: "postgres", close, listen };
  }

  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let releaseLock = () => {};
  if (target.dataDir) {
    fs.mkdirSync(path.dirname(path.resolve(target.dataDir)), { recursive: true });
    releaseLock = lockDataDir(target.dataDir);
  }
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  // PGlite.create waits for the extensions to load; `new PGlite` races them.
  const client = await PGlite.create(target.dataDir, { extensions: { btree_gist, pg_trgm } });
  const db = drizzle(client, { schema, logger: options.logger });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return () => unlisten();
    },
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * PGlite has no lock of its own: two processes on one folder silently lose rows. Take a lock file
 * holding our pid and refuse to start while another live process holds it.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${path.resolve(dataDir)}.lock`;
  try {
    const holder = Number(fs.readFileSync(lockFile, "utf8"));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by another process (pid ${holder}). ` +
          "Stop that process (a running dev server?) or set DATABASE_URL to a PostgreSQL server.",
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  const release = () => {
    try {
      if (Number(fs.readFileSync(lockFile, "utf8")) === process.pid) fs.unlinkSync(lockFile);
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return release;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// One database per process, cached on globalThis: Next loads server modules in more than one
// module graph (instrumentation, route handlers, pages), and all of them must share it.
const globalForDb = globalThis as unknown as { __overlapDb?: Promise<DatabaseHandle> };

/**
 * DATABASE_URL, else PGlite in PGLITE_DATA_DIR (.env.example). Read here rather than through
 * lib/env: the db layer imports nothing of ours above it (docs/decisions/005-layers-and-server-only.md).
 */
export function configuredTarget(): DatabaseTarget {
  const url = process.env.DATABASE_URL || undefined;
  const listenUrl = process.env.DATABASE_LISTEN_URL || undefined;
  return url
    ? { kind: "postgres", url, listenUrl }
    : { kind: "pglite", dataDir: process.env.PGLITE_DATA_DIR || ".data/pglite" };
}

export async function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error("The database is not opened during `next build`: mark the page dynamic.");
  }
  if (!globalForDb.__overlapDb) {
    globalForDb.__overlapDb = openDatabase(configuredTarget());
    // A failed open must not stay cached: the next call tries again.
    globalForDb.__overlapDb.catch(() => (globalForDb.__overlapDb = undefined));
  }
  return globalForDb.__overlapDb;
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

/** Tests (and scripts) put their own database in place of the configured one. */
export function setDatabase(handle: DatabaseHandle | undefined) {
  globalForDb.__overlapDb = handle ? Promise.resolve(handle) : undefined;
}

const dialect = new PgDialect();

/**
 * Rows of a hot read-only statement, run as a prepared statement on PostgreSQL (postgres.js keeps
 * it per connection, so the server plans it once instead of on every call). Only for statements
 * whose cached plan stays good whatever the parameters: ids, dates and limits, never a LIKE
 * pattern (a generic plan cannot use a prefix index). PGlite, one session in-process, just runs it.
 * A query-builder statement gets the same with `.prepare(name).execute()`, built once with
 * `preparedPerHandle`.
 */
export async function queryRowsPrepared<T>(db: Database, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client as
    { unsafe?: (text: string, params: unknown[], options: { prepare: boolean }) => Promise<T[]> } | undefined;
  if (typeof client?.unsafe !== "function") return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return client.unsafe(text, params, { prepare: true });
}

/**
 * A query-builder statement with placeholders, built once per database (or transaction) handle and
 * then only executed: drizzle's builder took ~0.3 ms of CPU for the session lookup's wide select on
 * every authenticated request (docs/benchmarks.md), ten times what executing it costs on our side.
 */
export function preparedPerHandle<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const built = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) built.set(db, (query = build(db)));
    return query;
  };
}

/** Rows of a raw `db.execute(sql…)`, whichever driver answered (postgres.js: an array; PGlite: {rows}). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/**
 * A partial update's values without the fields left out (undefined), or null when none is left:
 * Drizzle refuses an UPDATE with nothing to set, and an edit that changes nothing is no error, so
 * a caller skips the write on null. Updates that stamp `updatedAt` are never empty.
 */
export function changesOf<T extends Record<string, unknown>>(values: T): Partial<T> | null {
  const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
  return Object.keys(changes).length > 0 ? changes : null;
}
