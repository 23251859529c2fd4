import { resetEnvCache } from "@/lib/env";

/**
 * Sets (or, for undefined, removes) environment variables for the tests of a file, and makes lib/env read them again.
 */
export function setEnv(values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
}
