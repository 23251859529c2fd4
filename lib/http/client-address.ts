/**
 * The caller's address for per-address rate limits: the first hop of X-Forwarded-For (set by
 * Next's own server or the proxy in front of it), else X-Real-IP.
 */
export function clientAddress(headers: Headers | Record<string, unknown> | undefined): string {
  const read = (name: string): string | undefined => {
    if (!headers) return undefined;
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const value = headers[name];
    return typeof value === "string" ? value : Array.isArray(value) ? String(value[0]) : undefined;
  };
  const forwarded = read("x-forwarded-for")?.split(",")[0]?.trim();
  const address = forwarded || read("x-real-ip")?.trim() || "unknown";
  // IPv4 seen through an IPv6 socket: count ::ffff:127.0.0.1 and 127.0.0.1 as one address.
  return address.replace(/^::ffff:/, "");
}
