"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { errorDetailOrMessage } from "@/components/ui/error-detail";
import { Button } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icon";
import { CONFIRM_EMAIL_BANNER, CONFIRMATION_SENT } from "@/lib/accounts/confirmation-texts";

/** POST /auth/email/resend with the toasts both places share (the banner, Settings' Email). */
export async function resendConfirmation(): Promise<boolean> {
  try {
    await api("POST /auth/email/resend");
    toast.success(CONFIRMATION_SENT);
    return true;
  } catch (error) {
    toast.error(`Failed to send a new link: ${errorDetailOrMessage(error)}`);
    return false;
  }
}

/**
 * The app shell's reminder for a member whose email is not confirmed (docs/product.md, Settings):
 * they can use the app; the banner asks them to confirm and offers a new link. Dismissing it hides
 * it until the next full page load (the shell stays mounted while the member moves around).
 */
export function ConfirmEmailBanner() {
  const [dismissed, setDismissed] = useState(false);
  const [pending, setPending] = useState(false);
  if (dismissed) return null;

  async function resend() {
    setPending(true);
    await resendConfirmation();
    setPending(false);
  }

  return (
    <aside aria-label="Confirm your email" className="border-b border-border bg-warning-soft text-warning">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p className="min-w-0 flex-1">{CONFIRM_EMAIL_BANNER}</p>
        <Button size="sm" variant="secondary" loading={pending} loadingText="Sending..." onClick={() => void resend()}>
          Resend link
        </Button>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          aria-label="Dismiss"
          className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </aside>
  );
}
