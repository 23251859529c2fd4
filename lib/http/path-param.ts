/**
 * Path segments as browsers send them are percent-encoded, and anyone can send a malformed one
 * (`%ZZ`, or `%FF`, which is no UTF-8). Edge-safe and pure: the middleware uses it too.
 */

/**
 * A segment decoded, or null when its percent-encoding is malformed or it decodes to text holding
 * U+0000 (`%00`, which no name, handle or id holds, and PostgreSQL's text cannot): it names nothing.
 */
export function decodePathParam(raw: string): string | null {
  try {
    const decoded = decodeURIComponent(raw);
    return decoded.includes("\u0000") ? null : decoded;
  } catch {
    return null;
  }
}

/**
 * The path with each segment that cannot be decoded (or decodes to U+0000) made decodable, its `%`
 * written `%25` (so it reads as the literal text that was sent), or null when every segment decodes
 * already. Next's
 * router decodes dynamic segments itself and answers a bare 500 when that throws, before any page
 * could say 404; the middleware redirects such paths here first.
 */
export function repairPercentEncoding(pathname: string): string | null {
  if (!pathname.includes("%")) return null;
  let repaired = false;
  const segments = pathname.split("/").map((segment) => {
    if (decodePathParam(segment) !== null) return segment;
    repaired = true;
    return segment.replaceAll("%", "%25");
  });
  return repaired ? segments.join("/") : null;
}
