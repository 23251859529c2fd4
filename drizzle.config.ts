import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this: migrations are applied by the app itself at start
// (db/client.ts openDatabase), the same folder on PGlite and PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
});
