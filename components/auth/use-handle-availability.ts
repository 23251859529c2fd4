"use client";

import { useEffect, useState } from "react";
import type { HandleCheck } from "@/lib/accounts/contract";

const PAUSE_MS = 400;
/** An answer is reused for this long (typing a handle back and forth asks once). */
const FRESH_MS = 30_000;

/**
 * The handle rules the check needs (HANDLE_RULES in lib/profiles/values.ts): what the API would
 * make of the typed text, and whether that can be a handle at all.
 */
export type HandleRules = { normalise: (raw: string) => string; isWellFormed: (handle: string) => boolean };

// Plain state and fetch, not react-query or the API client: Sign Up loads this after the page, and
// a module it shares with the member pages' shell splits their shared code into more, worse-compressed
// chunks (docs/benchmarks.md, first-load JS).
const answers = new Map<string, { at: number; check: HandleCheck }>();

/**
 * Whether a handle that passes the format rules is already taken, asked of the server
 * (GET /api/v1/users/handle/check) after the person stops typing. The server has the last word on
 * submit; this only warns early, so a failed check warns of nothing.
 */
export function useHandleAvailability(raw: string, { normalise, isWellFormed }: HandleRules): boolean {
  const [check, setCheck] = useState<HandleCheck>();
  useEffect(() => {
    const normalised = normalise(raw);
    if (!normalised || !isWellFormed(normalised)) return;
    let current = true;
    const timer = setTimeout(() => {
      const known = answers.get(normalised);
      if (known && Date.now() - known.at < FRESH_MS) {
        setCheck(known.check);
        return;
      }
      fetch(`/api/v1/users/handle/check?handle=${encodeURIComponent(normalised)}`, { signal: AbortSignal.timeout(10_000) })
        .then((response) => (response.ok ? (response.json() as Promise<HandleCheck>) : Promise.reject(new Error(String(response.status)))))
        .then(
          (answer) => {
            answers.set(normalised, { at: Date.now(), check: answer });
            if (current) setCheck(answer);
          },
          () => {},
        );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The rules are module constants or the server's props: they never change while typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [raw]);

  // An answer counts only for the handle as it reads now.
  const handle = normalise(raw);
  return Boolean(handle && check?.handle === handle && check.valid && !check.available);
}
