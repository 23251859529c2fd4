/**
 * The session cookie's name, fixed so that next-auth, the API's actor lookup and the edge
 * middleware all read the same cookie whatever NEXTAUTH_URL says (next-auth otherwise derives the
 * name from it). Edge-safe: no imports.
 */
export const SESSION_COOKIE = "overlap.session-token";

/** Secure cookies when the site is served over https (NEXTAUTH_URL says so). */
export const secureCookies = () => (process.env.NEXTAUTH_URL ?? "").startsWith("https://");

/** A 204 that also drops the session cookie, for POST /auth/logout from the browser. */
export function signedOutResponse(): Response {
  const secure = secureCookies() ? "; Secure" : "";
  return new Response(null, {
    status: 204,
    headers: { "Set-Cookie": `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}` },
  });
}
