import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships wasm and argon2 a native binary: load both from node_modules at run time
  // instead of bundling them (STACK.md: bundling PGlite breaks prerendering).
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  poweredByHeader: false,
};

export default nextConfig;
