// The servers a bench case starts go with it: on a normal end, an error (process.exit) or a signal.
import { spawn, type ChildProcess } from "node:child_process";

/** Every server this process started, so that an exit of any kind takes them along. */
const started = new Set<ChildProcess>();
let exitHooks = false;
/** What a signal must still undo once the servers are gone (the bench's database). */
let onSignal: (() => Promise<unknown>) | undefined;

export function setOnSignal(undo: (() => Promise<unknown>) | undefined) {
  onSignal = undo;
}

function killOnExit(child: ChildProcess) {
  started.add(child);
  child.once("exit", () => started.delete(child));
  if (exitHooks) return;
  exitHooks = true;
  // "exit" runs on process.exit() and a normal end (errors end through process.exit(1) in run.ts);
  // a signal ends the bench after killing them (the finally blocks do not run on a signal).
  process.once("exit", () => {
    for (const server of started) server.kill("SIGKILL");
  });
  // `on`, not `once`: a second signal (Ctrl-C reaches tsx and the bench, and tsx relays it) must not
  // end the bench before its database is dropped.
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      for (const server of started) server.kill("SIGKILL");
      if (stopping) return;
      stopping = true;
      const undo = onSignal?.() ?? Promise.resolve();
      void Promise.race([undo, new Promise((resolve) => setTimeout(resolve, 5_000))]).finally(() => process.exit(130));
    });
  }
}

/** Measuring another server (another checkout's, a stale build) would print the wrong figures. */
export async function assertPortFree(port: number): Promise<void> {
  if (
    await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`Port ${port} is already in use`);
}

export type ServerOptions = {
  port: number;
  /** Added to the bench's own environment and the production defaults below. */
  env: Record<string, string>;
  /** `-H`: the address to listen on (default: all). */
  host?: string;
  /** How long the first start may take (it migrates, and on an empty database loads the cities). */
  timeoutMs?: number;
  /** Called with each chunk the server writes; without it, its stderr is the bench's and stdout is dropped. */
  onOutput?: (chunk: string, stream: "stdout" | "stderr") => void;
};

/**
 * Starts the production build (`scripts/server.mjs`) for a bench case and waits until it answers
 * /api/v1/health. A port that already answers is refused: measuring another checkout's server (or a
 * stale build) would print the wrong figures. The server goes with the bench (killOnExit).
 */
export async function startServer({
  port,
  env,
  host,
  timeoutMs = 120_000,
  onOutput,
}: ServerOptions): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  await assertPortFree(port);
  const child = spawn(process.execPath, ["scripts/server.mjs", "-p", String(port), ...(host ? ["-H", host] : [])], {
    env: {
      ...process.env,
      SEED_DEMO_DATA: "false",
      RATE_LIMIT_SAFELIST: "127.0.0.1,::1",
      ...env,
      NODE_ENV: "production",
    },
    stdio: ["ignore", onOutput ? "pipe" : "ignore", onOutput ? "pipe" : "inherit"],
  });
  killOnExit(child);
  if (onOutput) {
    child.stdout!.on("data", (chunk) => onOutput(String(chunk), "stdout"));
    child.stderr!.on("data", (chunk) => onOutput(String(chunk), "stderr"));
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server on ${base} exited (code ${child.exitCode})`);
    if (
      await fetch(`${base}/api/v1/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill("SIGKILL");
  throw new Error(`The server on ${base} did not become healthy in ${timeoutMs / 1000} s`);
}
