/**
 * Where to go after signing in: the `callbackUrl` query parameter when it is a path on this
 * site, else /app. The answer is checked after the URL parser has normalised it, since that is
 * what a browser follows: "/.//evil.example", "/%2e//evil.example" and "/./\evil.example" all
 * normalise to "//evil.example", which a browser reads as another host. Only a path with a single
 * leading slash, and no backslash, is kept (docs/security.md, "Sign-in redirects").
 */
export function safeCallbackUrl(raw: unknown, fallback = "/app"): string {
  if (typeof raw !== "string" || !raw.startsWith("/")) return fallback;
  try {
    const base = "http://overlap.invalid";
    const url = new URL(raw, base);
    if (url.origin !== base) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return isSingleSlashPath(path) && new URL(path, base).origin === base ? path : fallback;
  } catch {
    return fallback;
  }
}

const isSingleSlashPath = (path: string) => path.startsWith("/") && !/^\/[/\\]/.test(path) && !path.includes("\\");
