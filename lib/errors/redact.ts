import "server-only";
/**
 * What of an error may reach the logs. Drizzle's errors carry the statement's parameters in their
 * message ("params: …") and in `params`; PostgreSQL's carry row values in `detail` and quote input
 * in their message. Logs must never hold passwords, emails or message text (docs/security.md,
 * "Database trouble"), so a logged error keeps its kind, code, constraint and stack frames only.
 */
export function redactError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 4) return error;
  const source = error as Error & PgFields & { cause?: unknown };
  const isDatabaseError = typeof source.code === "string" && /^[0-9A-Z]{5}$/.test(source.code);
  const message = redactMessage(source.message, isDatabaseError);
  const copy = new Error(
    message,
    source.cause === undefined ? undefined : { cause: redactError(source.cause, depth + 1) },
  );
  copy.name = source.name;
  copy.stack = `${source.name}: ${message}\n${stackFrames(source.stack)}`;
  for (const field of SAFE_FIELDS) {
    if (source[field] !== undefined) (copy as unknown as Record<string, unknown>)[field] = source[field];
  }
  return copy;
}

type PgFields = Partial<Record<(typeof SAFE_FIELDS)[number], unknown>>;
const SAFE_FIELDS = [
  "digest",
  "code",
  "severity",
  "constraint",
  "constraint_name",
  "table",
  "table_name",
  "column",
  "column_name",
  "routine",
  "errno",
  "syscall",
] as const;

function redactMessage(message: string, isDatabaseError: boolean): string {
  // Drizzle: "Failed query: <sql>\nparams: <values>" — the SQL text has placeholders, the values go.
  let safe = message.replace(/\nparams:[\s\S]*$/, "\nparams: [redacted]");
  // PostgreSQL quotes the offending input: invalid input syntax for type integer: "…".
  if (isDatabaseError) safe = safe.replace(/"[^"]*"/g, '"…"');
  return safe;
}

function stackFrames(stack: string | undefined): string {
  return (stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}

let installed = false;

/**
 * Next and libraries log errors of their own (a page that failed to render, an unhandled
 * rejection) with console.error: route them through redactError too. Installed once at start.
 */
export function installLogRedaction() {
  if (installed) return;
  installed = true;
  for (const level of ["error", "warn"] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => original(...args.map((arg) => redactError(arg)));
  }
}
