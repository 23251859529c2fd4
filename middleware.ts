import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { formPostReadable, MALFORMED_FORM } from "@/lib/http/page-requests";
import { repairPercentEncoding } from "@/lib/http/path-param";
import { CROSS_SITE_REFUSED, isCrossSite, SAFE_METHODS } from "@/lib/http/same-origin";
import { newNonce, pageSecurityHeaders, servedOverHttps, UPLOADTHING_IMAGE_SOURCES } from "@/lib/http/security-headers";

/**
 * Edge middleware, edge-safe (no database), on every page:
 * - a fresh CSP nonce per response. Next reads it from the request's Content-Security-Policy header
 *   and puts it on its own scripts (pages are rendered per request for that: app/layout.tsx);
 * - a path with a malformed percent-encoding, or a `%00` (text PostgreSQL cannot hold), is
 *   redirected to the same path with its stray `%` escaped (`%ZZ` becomes the text "%ZZ", which
 *   names nothing: a 404) instead of Next's bare 500.
 *   A redirect, not a rewrite: Next decodes a rewritten dynamic route's params from the original
 *   URL again, and fails the same way;
 * - a post to a page (a form's server action) from another site is refused with a 403;
 * - a post to a page that is no form, which Next would read before our actions and answer with a
 *   500, gets a 400 (lib/http/page-requests.ts);
 * - under /app only, redirects from the session cookie alone. Pages check the session again
 *   themselves; /login and / are deliberately not handled here, because a stale cookie of a
 *   deleted account would bounce between them and /app forever.
 * API routes and uploads are matched only for the percent repair: running on every API call would
 * make Next copy each request body for the middleware (docs/security.md "Headers").
 */
export async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const repaired = repairPercentEncoding(pathname);
  // 308 keeps the method and body, so an API call lands on the route's own 404 as it was sent.
  if (repaired) return NextResponse.redirect(new URL(`${repaired}${search}`, request.url), 308);
  if (!isPage(pathname)) return NextResponse.next();
  // A page takes posts only as its forms' server actions, from our own pages: another site's is
  // refused here with our 403, before Next's own check answers it with a 500.
  if (!SAFE_METHODS.has(request.method) && isCrossSite(request.headers, request.nextUrl.host)) {
    return NextResponse.json({ detail: CROSS_SITE_REFUSED }, { status: 403 });
  }
  if (request.method === "POST" && !(await formPostReadable(request)))
    return NextResponse.json({ detail: MALFORMED_FORM }, { status: 400 });

  const https = servedOverHttps(
    process.env.NEXTAUTH_URL,
    request.nextUrl.protocol,
    request.headers.get("x-forwarded-proto"),
  );
  const headers = pageSecurityHeaders({
    nonce: newNonce(),
    dev: process.env.NODE_ENV === "development",
    imageSources: process.env.UPLOADTHING_TOKEN ? UPLOADTHING_IMAGE_SOURCES : [],
    https,
  });
  const response = (await memberRedirect(request)) ?? forward(request, headers["Content-Security-Policy"]);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/** On to the page, with the policy on the request too: Next takes its nonce from there. */
function forward(request: NextRequest, csp: string): NextResponse {
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", csp);
  return NextResponse.next({ request: { headers: requestHeaders } });
}

async function memberRedirect(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, search } = request.nextUrl;
  if (pathname !== "/app" && !pathname.startsWith("/app/")) return null;
  const token = await getToken({ req: request, secret: process.env.AUTH_SECRET, cookieName: SESSION_COOKIE });
  if (!token) {
    const login = new URL("/login", request.url);
    login.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  if (isAdminPath(pathname) && token.isAdmin !== true) {
    return NextResponse.redirect(new URL("/app", request.url));
  }
  return null;
}

function isAdminPath(pathname: string): boolean {
  return pathname === "/app/admin" || pathname.startsWith("/app/admin/");
}

function isPage(pathname: string): boolean {
  return !/^\/(api|uploads|_next)\//.test(pathname);
}

export const config = {
  matcher: [
    // Pages: everything but the API, uploads, Next's static files and image optimiser, icons, the service worker and
    // the manifest.
    "/((?!api/|uploads/|_next/static/|_next/image|favicon\\.ico$|icon\\.svg$|apple-icon\\.png$|icons/|sw\\.js$|manifest\\.webmanifest$).*)",
    // The rest only when a percent sign might need repairing.
    "/(api|uploads|_next)/(.*%.*)",
  ],
  // Node.js rather than the edge sandbox: the edge runtime cost ~0.6 ms on every request here,
  // matched or not (measured with npm run bench). The code stays edge-safe (no database).
  runtime: "nodejs",
};
