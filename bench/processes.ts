// The servers a bench case starts go with it: on a normal end, an error (process.exit) or a signal.
import type { ChildProcess } from "node:child_process";

/** Every server this process started, so that an exit of any kind takes them along. */
const started = new Set<ChildProcess>();
let exitHooks = false;
/** What a signal must still undo once the servers are gone (the bench's database). */
let onSignal: (() => Promise<unknown>) | undefined;

export function setOnSignal(undo: (() => Promise<unknown>) | undefined) {
  onSignal = undo;
}

export function killOnExit(child: ChildProcess) {
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
