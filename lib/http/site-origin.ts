import "server-only";
import { env } from "@/lib/env";

/**
 * The site's public address, for links handed out (calendar feed URLs, link previews): NEXTAUTH_URL
 * when it is set; else how the visitor reached us — a proxy's forwarded host and protocol, then the
 * request's own URL (route handlers), then its Host header (pages, which have no URL).
 */
export function siteOrigin(headers: Headers, requestUrl: string): string;
export function siteOrigin(headers: Headers): string | null;
export function siteOrigin(headers: Headers, requestUrl?: string): string | null {
  const first = (name: string) => headers.get(name)?.split(",")[0]?.trim() || undefined;
  const forwardedHost = first("x-forwarded-host");
  const host = first("host");
  const local = (name: string) => /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(name);
  const candidates = [
    env().NEXTAUTH_URL,
    forwardedHost && `${first("x-forwarded-proto") ?? (local(forwardedHost) ? "http" : "https")}://${forwardedHost}`,
    requestUrl,
    host && `${local(host) ? "http" : "https"}://${host}`,
  ];
  for (const candidate of candidates) {
    const origin = originOf(candidate);
    if (origin) return origin;
  }
  return null;
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const { origin } = new URL(value);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}
