/** Handle rules (docs/product.md §5, docs/api.md §2), shared by the API and the forms. */
export const HANDLE_PATTERN = /^[a-z][a-z0-9_]{2,29}$/;
export const HANDLE_HINT = "Must start with a letter, 3-30 characters, letters/numbers/underscores only";
export const RESERVED_HANDLES = new Set([
  "admin", "api", "app", "me", "check", "login", "register", "profile", "settings", "support", "help", "root",
]);

/** Trim, lowercase, drop one leading @. */
export function normaliseHandle(raw: string): string {
  return raw.trim().toLowerCase().replace(/^@/, "");
}

/** Why a normalised handle cannot be used, or null when it can. */
export function handleProblem(handle: string): string | null {
  if (!HANDLE_PATTERN.test(handle)) return HANDLE_HINT;
  if (RESERVED_HANDLES.has(handle)) return "This handle is reserved";
  return null;
}
