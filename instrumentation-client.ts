// Runs in the browser before any page code. The CSP allows no eval outside development
// (lib/http/security-headers.ts), so zod's compiled object parsers must stay off there: otherwise
// the first schema a page defines probes `new Function` and the browser reports a CSP violation.
// zod reads its global configuration from globalThis.__zod_globalConfig (zod/v4/core/core.js,
// what `z.config()` writes); setting it before zod loads keeps zod itself out of every page's first
// load. The browser tests fail on any CSP violation, so a zod that stops reading it is noticed.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
