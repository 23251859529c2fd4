import { z } from "zod";

/**
 * Every environment variable the server reads, parsed once. `.env.example` documents each.
 * Parsed lazily so that importing a module never fails a build step that does not need them.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => (value === undefined || value === "" ? undefined : value === "true" || value === "1"));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().optional().transform((value) => value || undefined),
  PGLITE_DATA_DIR: z.string().default(".data/pglite"),
  AUTH_SECRET: z.string().optional().transform((value) => value || undefined),
  ADMIN_EMAIL: z.string().optional().transform((value) => value || undefined),
  ADMIN_PASSWORD: z.string().optional().transform((value) => value || undefined),
  SEED_DEMO_DATA: booleanFlag,
  RATE_LIMIT_SAFELIST: z.string().default(""),
  UPLOADS_DIR: z.string().default(".data/uploads"),
  UPLOADTHING_TOKEN: z.string().optional().transform((value) => value || undefined),
  // Overrides of UploadThing's own endpoints (the tests' fake server on loopback); unset in production.
  UPLOADTHING_INGEST_URL: z.string().optional().transform((value) => value || undefined),
  UPLOADTHING_API_URL: z.string().optional().transform((value) => value || undefined),
});

export type Env = z.infer<typeof EnvSchema> & { rateLimitSafelist: Set<string> };

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = EnvSchema.parse(process.env);
    cached = {
      ...parsed,
      rateLimitSafelist: new Set(
        parsed.RATE_LIMIT_SAFELIST.split(",")
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
    };
  }
  return cached;
}

/** Tests change variables between cases; production code never calls this. */
export function resetEnvCache() {
  cached = undefined;
}

export const AUTH_SECRET_HELP =
  "AUTH_SECRET is not set. Production refuses to start without it. Make one with\n" +
  "  node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\"\n" +
  "and put it in the environment (see .env.example).";

export function authSecret(): string {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new Error(AUTH_SECRET_HELP);
  return secret;
}
