// `npm run dev`: a local AUTH_SECRET kept in .data/ (so sessions survive restarts), then our server
// (scripts/server.mjs) in development mode.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";

const secretFile = ".data/auth-secret";
if (!process.env.AUTH_SECRET) {
  fs.mkdirSync(".data", { recursive: true });
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, randomBytes(32).toString("base64url"), { mode: 0o600 });
  process.env.AUTH_SECRET = fs.readFileSync(secretFile, "utf8").trim();
}
const port = process.env.PORT ?? "3000";
process.env.NEXTAUTH_URL ??= `http://localhost:${port}`;

const child = spawn(process.execPath, ["scripts/server.mjs", "--dev", "-p", port, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
