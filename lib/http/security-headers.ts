/**
 * The security headers of docs/security.md "Headers". Edge-safe and pure (no imports): the
 * middleware builds each page's policy with them, next.config.ts the headers of every answer.
 */

/** On every answer: pages, API, static files, uploads. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/** Two years, subdomains included: the value browsers' preload lists ask for. */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/** Where UploadThing serves files (`ufsUrl` is https://<app id>.ufs.sh/f/<key>; older files utfs.io). */
export const UPLOADTHING_IMAGE_SOURCES = ["https://*.ufs.sh", "https://utfs.io"] as const;

export type CspOptions = {
  /** Fresh for every response: only scripts carrying it run. */
  nonce: string;
  /** `next dev`: React's dev tools need eval; never in production. */
  dev?: boolean;
  /** Extra hosts photos are served from (UploadThing when it is configured). */
  imageSources?: readonly string[];
  /** The page was served over https: ask the browser to fetch everything over https too. */
  https?: boolean;
};

/**
 * The pages' Content-Security-Policy. Scripts: only those carrying this response's nonce, and
 * what they load ('strict-dynamic': Next's runtime adds its chunks as script elements); no
 * 'unsafe-inline', no 'unsafe-eval' outside development. Styles allow inline because the server
 * renders `style` attributes (avatars' sizes, Radix) that a nonce cannot cover, and a style cannot
 * run code. docs/security.md explains each directive.
 */
export function contentSecurityPolicy({ nonce, dev = false, imageSources = [], https = false }: CspOptions): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...imageSources],
    ["font-src", "'self'"],
    // The service worker (public/sw.js): without this, worker-src falls back to script-src, whose
    // 'strict-dynamic' ignores 'self' and would refuse it. The manifest is covered by default-src.
    ["worker-src", "'self'"],
    // blob: the composer previews a picked photo from a blob: URL, which Chromium also reads
    // under connect-src (a blocked read showed in the browser tests). Blob URLs are our page's own.
    ["connect-src", "'self'", "blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
    ...(https ? [["upgrade-insecure-requests"] as [string]] : []),
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/** Headers only documents need: the CSP and what a page may use or be framed by. */
export function pageSecurityHeaders(
  options: CspOptions,
): { "Content-Security-Policy": string } & Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    // For browsers older than frame-ancestors.
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(options.https ? { "Strict-Transport-Security": HSTS_VALUE } : {}),
  };
}

/** 16 random bytes, base64: unguessable, and a valid CSP nonce. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Served over https when the site's public address says so, or this request came over https
 * (directly or, as a proxy reports it, through X-Forwarded-Proto). A forged header can only add
 * HSTS to a plain-http answer, where browsers ignore it.
 */
export function servedOverHttps(
  publicUrl: string | undefined,
  requestProtocol: string,
  forwardedProto: string | null,
): boolean {
  if (publicUrl?.startsWith("https://")) return true;
  if (requestProtocol === "https:") return true;
  return forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https";
}
