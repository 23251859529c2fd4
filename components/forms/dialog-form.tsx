"use client";

import type { FormEvent, ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";

/**
 * A form that fills a dialog: its fields, the form's error under them, then Cancel (closes the
 * dialog; held while the form is sending) and the submit button, side by side from a tablet up.
 */
export function DialogForm({
  onSubmit,
  error,
  pending,
  submitLabel,
  pendingLabel,
  submitVariant,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  error: string | null | undefined;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  submitVariant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4 pb-1">
      {children}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant={submitVariant} loading={pending} loadingText={pendingLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
