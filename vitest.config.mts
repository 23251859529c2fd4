import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": import.meta.dirname,
      // server-only's default export throws; only the "react-server" condition (Next's server
      // layers) gets its empty file. Tests are server code: give them the empty file too, without
      // switching React itself to its server build (docs/decisions/005-layers-and-server-only.md).
      "server-only": path.join(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    environment: "node",
    include: ["tests/**/*.test.ts", "lib/**/*.test.ts"],
    setupFiles: ["tests/helpers/setup.ts"],
    pool: "forks",
    // Each file opens its own database (in-memory PGlite ~0.4 GB, or a fresh PostgreSQL database).
    maxWorkers: 2,
    testTimeout: 30_000,
    // Opening a file's database migrates it and loads the test cities: seconds on a quiet host,
    // over a minute on a busy one, where a shorter bound fails whole files before their first test.
    hookTimeout: 180_000,
    env: {
      NODE_ENV: "test",
      AUTH_SECRET: "test-secret-for-vitest-only-0123456789abcdef",
      RATE_LIMIT_SAFELIST: "",
      // What scripts/server.mjs sets per process: tests stamp client addresses with it (tests/helpers/http.ts).
      OVERLAP_PEER_SECRET: "test-peer-secret",
      // Uploads made by tests (the demo seed's photo, …) never land in the project's .data/.
      UPLOADS_DIR: `${tmpdir()}/overlap-test-uploads`,
    },
  },
});
