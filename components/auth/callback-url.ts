/**
 * Where to go after signing in: the `callbackUrl` query parameter when it is a path on this
 * site, else /app. Anything that could leave the site ("//evil.example", "/\\evil", absolute
 * URLs) is refused.
 */
export function safeCallbackUrl(raw: unknown, fallback = "/app"): string {
  if (typeof raw !== "string" || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return fallback;
  try {
    const base = "http://overlap.invalid";
    const url = new URL(raw, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
