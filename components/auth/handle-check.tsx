"use client";

import { useEffect, useState } from "react";
import { HANDLE_RULES, reservedHandleWarning } from "@/lib/profiles/values";
import { HANDLE_CHECK_ID } from "./handle-check-slot";
import { useHandleAvailability } from "./use-handle-availability";

const HANDLE_INPUT_ID = "field-handle";

/**
 * Watches the server-rendered handle field and says, under it, when what is typed is reserved or
 * already taken. Silent until the member types, so it never repeats the server's own answer.
 */
export function HandleCheck() {
  const [typed, setTyped] = useState<string | null>(null);
  useEffect(() => {
    function onInput(event: Event) {
      const target = event.target as HTMLInputElement | null;
      if (target?.id === HANDLE_INPUT_ID) setTyped(target.value);
    }
    document.addEventListener("input", onInput);
    return () => document.removeEventListener("input", onInput);
  }, []);
  const taken = useHandleAvailability(typed ?? "", HANDLE_RULES);
  const warning = typed === null ? null : taken ? "Handle already taken" : reservedHandleWarning(typed);
  return (
    <p id={HANDLE_CHECK_ID} aria-live="polite" className="text-sm font-medium text-danger empty:hidden">
      {warning}
    </p>
  );
}
