/**
 * What the member wrote and the server has not confirmed yet, for one thread (a conversation or a
 * trip chat). Kept in localStorage, so a reload or a closed tab loses nothing; each send carries
 * its own client id, which the server uses to make a retried send answer the message it already
 * made (docs/api.md §5.3), so a send whose answer was lost is never posted twice.
 */
export type Outgoing = {
  client_id: string;
  content: string;
  photo_url?: string;
  created_at: string;
  /** "sending" while a request is out; "failed" once one failed (shown "Not sent", with Retry). */
  state: "sending" | "failed";
  /** The server's reason when it refused the send for good (it says why); none for a lost connection. */
  reason?: string;
};

const STORAGE_PREFIX = "overlap:outbox:";
const storageKey = (scope: string) => `${STORAGE_PREFIX}${scope}`;

/**
 * Signing out empties every kept outbox: what a member wrote and never sent is not left in the
 * browser for whoever uses it next (docs/security.md).
 */
export function clearOutboxes(): void {
  try {
    for (let index = window.localStorage.length - 1; index >= 0; index--) {
      const key = window.localStorage.key(index);
      if (key?.startsWith(STORAGE_PREFIX)) window.localStorage.removeItem(key);
    }
  } catch {
    // Storage refused: there is nothing kept either.
  }
}

export function readOutbox(scope: string): Outgoing[] {
  try {
    const raw = window.localStorage.getItem(storageKey(scope));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return (
      parsed
        .filter(
          (entry): entry is Outgoing => typeof entry?.client_id === "string" && typeof entry?.content === "string",
        )
        // Whatever was under way when the page went away did not answer: it shows as not sent until retried.
        .map((entry) => ({ ...entry, state: "failed" as const }))
    );
  } catch {
    return [];
  }
}

export function writeOutbox(scope: string, entries: readonly Outgoing[]) {
  try {
    if (entries.length === 0) window.localStorage.removeItem(storageKey(scope));
    else window.localStorage.setItem(storageKey(scope), JSON.stringify(entries));
  } catch {
    // Storage full or refused (private mode): the outbox still lives as long as the page.
  }
}
