import { signInWithPassword } from "./auth-client";

export const LOGIN_TIMEOUT_MESSAGE = "Request timeout. Is the backend server running?";
const SIGN_IN_TIMEOUT_MS = 10_000;

export type SignInOutcome = { ok: true } | { ok: false; message: string };

/**
 * Signs in through next-auth's credentials provider without a full-page redirect. The server's
 * detail ("Incorrect email or password", "Account pending admin activation", a rate-limit
 * sentence) comes back as next-auth's `error`; "CredentialsSignin" is its generic fallback.
 */
export async function signInWithCredentials(email: string, password: string): Promise<SignInOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), SIGN_IN_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([signInWithPassword(email, password), timeout]);
    if (result === "timeout") return { ok: false, message: LOGIN_TIMEOUT_MESSAGE };
    if (result.ok) return { ok: true };
    const detail = result.error && result.error !== "CredentialsSignin" ? result.error : null;
    return { ok: false, message: detail ?? "Failed to login" };
  } catch {
    return { ok: false, message: "Failed to login" };
  } finally {
    clearTimeout(timer);
  }
}
