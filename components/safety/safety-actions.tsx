"use client";

import type { ButtonSize, ButtonVariant } from "@/components/ui/button";
import { BlockButton } from "./block-button";
import { ReportDialog } from "./report-dialog";

/** Report and Block, side by side: on another member's profile and in a conversation's header. */
export function SafetyActions({
  person,
  redirectAfterBlock,
  variant = "secondary",
  size = "sm",
  compactOnPhones = false,
}: {
  person: { id: number; name: string };
  redirectAfterBlock: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Icons instead of words on phones, for a crowded header (the words stay for screen readers). */
  compactOnPhones?: boolean;
}) {
  return (
    <>
      <ReportDialog person={person} triggerVariant={variant} triggerSize={size} compactOnPhones={compactOnPhones} />
      <BlockButton
        person={person}
        redirectTo={redirectAfterBlock}
        triggerVariant={variant}
        triggerSize={size}
        compactOnPhones={compactOnPhones}
      />
    </>
  );
}
