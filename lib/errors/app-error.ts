import type { FieldError } from "@/lib/contract/messages";

/** The one error type services throw. The route wrapper turns it into the contract's body. */
const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  rate_limited: 429,
  not_configured: 503,
  // An outside service we depend on (photo storage, Google) failed or timed out.
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type { FieldError };

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    /** `fields`: what the body says beside `detail`, for the operations that document it (`errorBodies`). */
    readonly extra: { errors?: FieldError[]; retryAfterSeconds?: number; fields?: Record<string, unknown> } = {},
  ) {
    super(detail);
    this.name = "AppError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A 422 for one field, in the same shape as zod's failures. */
export function fieldError(field: string, message: string): AppError {
  return new AppError("validation", message, { errors: [{ field, message }] });
}

export const notAuthenticated = () => new AppError("unauthenticated", "Not authenticated");
export const notFound = (what = "Not found") => new AppError("not_found", what);

/** PostgreSQL's unique_violation, seen through either driver (postgres.js or PGlite). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidate = findPgError(error);
  return (
    candidate?.code === "23505" &&
    (!constraint || candidate.constraint_name === constraint || candidate.constraint === constraint)
  );
}

/**
 * Values the database cannot hold, by the SQLSTATE either driver reports: text with U+0000 (22021),
 * numbers past a column's range (22003), dates past its calendar (22008). The input checks refuse
 * them first (NUL_MESSAGE in lib/contract/messages.ts, MAX_ROW_ID in lib/contract/params.ts, the
 * travel dates' years in lib/plans/contract.ts); this is the net for any they miss: a 422, not a
 * 500 (docs/security.md, "Input").
 */
const VALUES_THE_DATABASE_REFUSES: Record<string, string> = {
  "22021": "Text must not contain a null character",
  "22003": "A number is out of range",
  "22008": "A date is out of range",
};

/** What to tell the client when the database refused a value it was sent, else undefined. */
export function refusedValueDetail(error: unknown): string | undefined {
  const code = findPgError(error)?.code;
  return code === undefined ? undefined : VALUES_THE_DATABASE_REFUSES[code];
}

/**
 * A row referring to one that a concurrent request removed (SQLSTATE 23503): a plan saved with a
 * place an admin deletes at that moment, a request to a member deleting their account. Services
 * check that what is referred to exists first; this is the net for the race between the check and
 * the write: a 409, not a 500.
 */
export const REMOVED_MEANWHILE = "Something this refers to was removed meanwhile; reload and try again";

export function isForeignKeyViolation(error: unknown): boolean {
  return findPgError(error)?.code === "23503";
}

type PgErrorLike = { code?: string; constraint?: string; constraint_name?: string };

function findPgError(error: unknown): PgErrorLike | undefined {
  // Drizzle wraps driver errors; the driver's error is the cause.
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

export const UNAVAILABLE_DETAIL = "Service temporarily unavailable";
/** Seconds a client should wait before trying again while the database cannot be reached. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

// Socket and driver codes of a database that cannot be reached (postgres.js, Node's net).
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);
// SQLSTATEs of a server that is there but not serving: connection exceptions (class 08), shutting
// down or starting up (57P01-57P03), out of connections (53300).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;

/**
 * True when the error means the database is out of reach (not that a query was wrong). Beside the
 * codes above, any error of severity FATAL or PANIC: the server ended the connection, whatever the
 * reason it gives (a database closed for maintenance says 55000, a refused sign-in 28P01).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const candidate = current as {
      code?: unknown;
      severity?: unknown;
      message?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    if (
      typeof candidate.code === "string" &&
      (UNREACHABLE_CODES.has(candidate.code) || UNAVAILABLE_SQLSTATE.test(candidate.code))
    )
      return true;
    if (candidate.severity === "FATAL" || candidate.severity === "PANIC") return true;
    // PGlite after close(): the embedded database is gone until the process restarts.
    if (typeof candidate.message === "string" && /PGlite is closed/i.test(candidate.message)) return true;
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = candidate.cause;
  }
  return false;
}
