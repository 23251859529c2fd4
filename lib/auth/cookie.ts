/**
 * The session cookie's name, fixed so that next-auth, the API's actor lookup and the edge
 * middleware all read the same cookie whatever NEXTAUTH_URL says (next-auth otherwise derives the
 * name from it). Edge-safe: no imports.
 */
export const SESSION_COOKIE = "overlap.session-token";

/** Secure cookies when the site is served over https (NEXTAUTH_URL says so). */
export const secureCookies = () => (process.env.NEXTAUTH_URL ?? "").startsWith("https://");
