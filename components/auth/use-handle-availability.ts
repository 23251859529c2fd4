"use client";

import { useEffect, useState } from "react";
import { api } from "@/components/data/api-client";
import type { HandleCheck } from "@/lib/accounts/contract";
import { handleProblem, normaliseHandle } from "@/lib/accounts/values";

const PAUSE_MS = 400;
/** An answer is reused for this long (typing a handle back and forth asks once). */
const FRESH_MS = 30_000;

// Answers by handle, shared by every field that asks.
const answers = new Map<string, { at: number; check: HandleCheck }>();

/**
 * Whether a handle that passes the format rules is already taken, asked of the server after the
 * person stops typing (Edit Profile; Sign Up's server-rendered form leaves it to the answer to its
 * send). The server has the last word on submit; this only warns early, so a failed check warns of
 * nothing.
 */
export function useHandleAvailability(raw: string): boolean {
  const [check, setCheck] = useState<HandleCheck>();
  useEffect(() => {
    const normalised = normaliseHandle(raw);
    if (!normalised || handleProblem(normalised)) return;
    let current = true;
    const timer = setTimeout(() => {
      const known = answers.get(normalised);
      if (known && Date.now() - known.at < FRESH_MS) {
        setCheck(known.check);
        return;
      }
      api("GET /users/handle/check", { query: { handle: normalised } }).then(
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
  }, [raw]);

  // An answer counts only for the handle as it reads now.
  const handle = normaliseHandle(raw);
  return Boolean(handle && check?.handle === handle && check.valid && !check.available);
}
