/**
 * Sign-in and sign-out against next-auth's own endpoints (app/api/auth/[...nextauth]), posted the
 * way next-auth/react posts them. That client costs ~10 kB gzip (and a regenerator runtime) on
 * every page that signs in or out, for two form posts (docs/benchmarks.md, first-load JS).
 */
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

/** The credentials provider, without a redirect: next-auth reports a refusal as `?error=` on its answer's url. */
export async function signInWithPassword(email: string, password: string): Promise<{ ok: boolean; error: string | null }> {
  const { ok, url } = await postForm("/callback/credentials", { email, password, callbackUrl: window.location.href });
  const error = url ? new URL(url, window.location.href).searchParams.get("error") : null;
  return { ok: ok && !error, error };
}

/** Ends the session (next-auth clears its cookie and our session row) and loads `callbackUrl`. */
export async function signOutTo(callbackUrl: string): Promise<void> {
  const { url } = await postForm("/signout", { callbackUrl });
  window.location.href = url ?? callbackUrl;
}
