"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState, type ReactNode } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "./button";

type ConfirmDialogProps = {
  /** The button that opens the dialog. */
  triggerLabel: ReactNode;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  triggerClassName?: string;
  title: string;
  /** The question, e.g. docs/product.md §5's 'Are you sure you want to delete travel plan to Lisbon?'. */
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  cancelLabel?: string;
  /** Runs on confirm; the dialog stays open (busy) until it settles, then closes. */
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
};

/**
 * A confirmation before something that cannot be undone. A Radix dialog: focus is trapped inside,
 * Escape and Cancel close it, focus returns to the trigger, and the question is its description.
 */
export function ConfirmDialog({
  triggerLabel,
  triggerVariant = "secondary",
  triggerSize = "sm",
  triggerClassName,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = "Cancel",
  onConfirm,
  disabled,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // The caller reports failures (a toast); the dialog just closes.
    } finally {
      setPending(false);
      setOpen(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button variant={triggerVariant} size={triggerSize} className={triggerClassName} disabled={disabled}>
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 text-foreground shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">{description}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button variant="danger" loading={pending} loadingText={pendingLabel} onClick={confirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
