// Bundles the iCalendar worker (lib/calendar/ics-worker.ts, its parser and ical.js) into one
// self-contained ES module, lib/calendar/generated/ics-worker.mjs. Turbopack does not bundle
// worker threads: it copies the file `new Worker(new URL(…, import.meta.url))` names as an asset,
// so that file must need nothing beside it. Run before `next build` and `next dev` (npm's
// prebuild/predev); vitest and tsx run the TypeScript source instead (lib/calendar/ics-pool.ts).
import { build } from "esbuild";

await build({
  entryPoints: ["lib/calendar/ics-worker.ts"],
  outfile: "lib/calendar/generated/ics-worker.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  legalComments: "none",
  logLevel: "warning",
});
