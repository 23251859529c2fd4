import { z } from "zod";

/**
 * zod compiles object parsers with `new Function` where eval is allowed, and probes for it as each
 * object schema is built. Our CSP refuses eval (docs/security.md), and the browser reports even the
 * refused probe as an error, so in the browser zod parses without compiling. Imported first by the
 * lib/contract modules every contract module imports, so it runs before any schema is built.
 */
if (typeof window !== "undefined") z.config({ jitless: true });
