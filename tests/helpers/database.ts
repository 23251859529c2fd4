import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase, setDatabase, type DatabaseHandle } from "@/db/client";

// Statements Drizzle sends, while a test counts them (see countStatements).
let onStatement: ((query: string) => void) | undefined;
const logger = { logQuery: (query: string) => onStatement?.(query) };

/** The statements `work` sent to the database, in order (how a test sees an N+1). */
export async function countStatements(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  onStatement = (query) => seen.push(query);
  try {
    await work();
  } finally {
    onStatement = undefined;
  }
  return seen;
}

/**
 * In-memory PGlite by default. With TEST_DATABASE_URL (a PostgreSQL server), a new database is
 * created for the file and dropped afterwards, so files never see each other's rows.
 */
export async function openTestDatabase(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: "pglite" }, { logger });
    setDatabase(handle);
    return async () => {
      setDatabase(undefined);
      await handle.close();
    };
  }
  const name = `overlap_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ kind: "postgres", url: url.toString() }, { logger });
  } catch (error) {
    await admin.end();
    throw error;
  }
  setDatabase(handle);
  return async () => {
    setDatabase(undefined);
    await handle.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

export const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
