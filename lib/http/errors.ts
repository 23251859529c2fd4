/** The one error type services throw. The route wrapper turns it into the contract's body. */
export const ERROR_STATUS = {
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

export type FieldError = { field: string; message: string };

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly extra: { errors?: FieldError[]; retryAfterSeconds?: number } = {},
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
  return candidate?.code === "23505" && (!constraint || candidate.constraint_name === constraint || candidate.constraint === constraint);
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
