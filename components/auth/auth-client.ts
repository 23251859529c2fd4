/**
 * Sign-out against next-auth's own endpoint (app/api/auth/[...nextauth]), posted the way
 * next-auth/react posts it; that client costs ~10 kB gzip (and a regenerator runtime) for one form
 * post (docs/benchmarks.md, first-load JS). Signing in is the login form's server action.
 */
import { clearOutboxes } from "@/components/messages/outbox-storage";

const AUTH_BASE = "/api/auth";

async function postForm(path: string, fields: Record<string, string>): Promise<{ ok: boolean; url: string | undefined }> {
  const csrf = (await (await fetch(`${AUTH_BASE}/csrf`)).json()) as { csrfToken: string };
  const response = await fetch(`${AUTH_BASE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, csrfToken: csrf.csrfToken, json: "true" }),
  });
  const body = (await response.json()) as { url?: string };
  return { ok: response.ok, url: body.url };
}

/** Ends the session (next-auth clears its cookie and our session row) and loads `callbackUrl`. */
export async function signOutTo(callbackUrl: string): Promise<void> {
  clearOutboxes();
  const { url } = await postForm("/signout", { callbackUrl });
  window.location.href = url ?? callbackUrl;
}
