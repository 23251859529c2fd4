"use client";

import { useState, type ReactNode } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "./button";
import { Dialog, DialogClose, DialogConfirmPanel, DialogTrigger } from "./dialog";

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
 * A confirmation before something that cannot be undone, on ./dialog (its Radix part loaded when
 * wanted): focus is trapped inside, Escape and Cancel close it, focus returns to the trigger, and
 * the question is its description.
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
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size={triggerSize} className={triggerClassName} disabled={disabled}>
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogConfirmPanel title={title} description={description}>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            {cancelLabel}
          </Button>
        </DialogClose>
        <Button variant="danger" loading={pending} loadingText={pendingLabel} onClick={confirm}>
          {confirmLabel}
        </Button>
      </DialogConfirmPanel>
    </Dialog>
  );
}
