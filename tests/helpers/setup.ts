import { afterAll, beforeAll } from "vitest";
import { openTestDatabase } from "./database";

// Every test file gets a fresh, migrated database of its own.
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  close = await openTestDatabase();
});

afterAll(async () => {
  await close?.();
});
