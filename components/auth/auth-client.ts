/**
 * Sign-out against next-auth's own endpoint (app/api/auth/[...nextauth]), posted the way
 * next-auth/react posts it; that client costs ~10 kB gzip (and a regenerator runtime) for one form
 * post (docs/benchmarks.md, first-load JS). Signing in is the login form's server action.
 */
import { isLeaving, markLeaving } from "@/components/data/leaving";
import { clearOutboxes } from "@/components/messages/outbox-storage";

const AUTH_BASE = "/api/auth";

async function postForm(
  path: string,
  fields: Record<string, string>,
): Promise<{ ok: boolean; url: string | undefined }> {
  const csrf = (await (await fetch(`${AUTH_BASE}/csrf`)).json()) as { csrfToken: string };
  const response = await fetch(`${AUTH_BASE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, csrfToken: csrf.csrfToken, json: "true" }),
  });
  const body = (await response.json()) as { url?: string };
  return { ok: response.ok, url: body.url };
}

// This browser ending its own session: this tab is on its way out already, and its other tabs
// (told by the live stream) were signed out here, not on another device (docs/product.md §7).
const SIGNED_OUT_AT_KEY = "overlap.signed-out-at";
const RECENTLY_MS = 60_000;
/** Called before this tab ends its own session (Logout, deleting the account). */
export function markSigningOut(): void {
  markLeaving();
  try {
    localStorage.setItem(SIGNED_OUT_AT_KEY, String(Date.now()));
  } catch {
    // storage turned off: the other tabs will say "another device"
  }
}

/** This tab asked for its session to end (and is on its way to the next page). */
export const isSigningOut = isLeaving;

/** A tab of this browser ended the session in the last minute. */
export function signedOutInThisBrowser(): boolean {
  try {
    const at = Number(localStorage.getItem(SIGNED_OUT_AT_KEY));
    return at > 0 && Date.now() - at < RECENTLY_MS;
  } catch {
    return false;
  }
}

/** Ends the session (next-auth clears its cookie and our session row) and loads `callbackUrl`. */
export async function signOutTo(callbackUrl: string): Promise<void> {
  markSigningOut();
  clearOutboxes();
  const { url } = await postForm("/signout", { callbackUrl });
  window.location.href = url ?? callbackUrl;
}
