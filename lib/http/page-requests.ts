/**
 * A post to a page that Next itself reads before any code of ours runs, and answers with a bare
 * 500 when it cannot (docs/security.md, "Input"). Edge-safe: middleware.ts refuses such posts with
 * a 400 first. A browser running our pages never sends one. (The router-state header of a
 * client-side navigation is checked in scripts/server.mjs: Next hides it from middleware.)
 */

export const MALFORMED_FORM = "Malformed form submission";

/** A server action called from the page's script (a form submitted with JavaScript on). */
const ACTION_HEADER = "next-action";

/**
 * Whether a post to a page is a form Next can read. Pages take posts only as their forms' server
 * actions, and every action of ours takes a form: with JavaScript on or off the browser sends it as
 * multipart/form-data (React encodes an action's arguments that hold a form that way). Next parses
 * that body before our action runs and answers a 500 when it is not multipart; an action call
 * with another kind of body would hand our action something that is not a form. Other posts, not
 * server actions, get Next's own answers (a 405 or the page), which are fine.
 */
export async function formPostReadable(request: Request): Promise<boolean> {
  const multipart = /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");
  if (!multipart) return !request.headers.has(ACTION_HEADER);
  try {
    // The same parser Next uses; the body is small (scripts/server.mjs caps a page's at 64 kB).
    await request.clone().formData();
    return true;
  } catch {
    return false;
  }
}
