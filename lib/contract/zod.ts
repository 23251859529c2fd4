import { z } from "zod";

/**
 * In the browser zod builds its object parsers without `new Function`: the pages' CSP has no
 * 'unsafe-eval' (lib/http/security-headers.ts), and zod's probe for it, made when the first object
 * schema is built, is reported as a violation even though zod catches the error. Every module of
 * lib/contract loads this first, and every contract module that builds schemas imports one of them
 * (or takes `z` from here), so the setting is in place before it builds any: forms load their
 * contract on submit, and whichever comes first must not probe. The server keeps the compiled parsers.
 */
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
