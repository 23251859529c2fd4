/**
 * Whether a request comes from another site (docs/security.md, Sessions, "Cross-site requests"): its Origin
 * names another host than the one it was sent to, or, without an Origin, the browser's
 * Sec-Fetch-Site says cross-site. Edge-safe (no imports): the API's cookie writes
 * (lib/http/route.ts) and middleware's page posts (server actions, middleware.ts) share it.
 */
/** Methods that change nothing: never refused as cross-site. */
export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_REFUSED = "Cross-origin request refused";

export function isCrossSite(headers: Headers, requestHost: string): boolean {
  const origin = headers.get("origin");
  if (origin) {
    const host = headers.get("x-forwarded-host") ?? headers.get("host") ?? requestHost;
    try {
      return new URL(origin).host !== host;
    } catch {
      return true;
    }
  }
  return headers.get("sec-fetch-site") === "cross-site";
}
