"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { cn } from "./cn";
import { CloseIcon } from "./icons";

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

type DialogPanelProps = {
  title: ReactNode;
  /** Read out with the title when the dialog opens; leave it out when the content speaks for itself. */
  description?: ReactNode;
  /** Controls beside the title (e.g. "Mark all read"). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * A Radix dialog's panel: overlay, a titled surface with a Close button, focus trapped inside,
 * Escape closes, and focus returns to whatever opened it. On phones it fills most of the screen.
 */
export function DialogPanel({ title, description, actions, children, className }: DialogPanelProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <RadixDialog.Content
        {...(description ? {} : { "aria-describedby": undefined })}
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[min(40rem,calc(100dvh-2rem))] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col",
          "rounded-2xl border border-border bg-surface text-foreground shadow-xl",
          className,
        )}
      >
        <div className="flex items-center gap-2 border-b border-border px-4 py-3 sm:px-5">
          <RadixDialog.Title className="min-w-0 flex-1 truncate text-lg font-semibold">{title}</RadixDialog.Title>
          {actions}
          <RadixDialog.Close
            aria-label="Close"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-muted hover:text-foreground"
          >
            <CloseIcon />
          </RadixDialog.Close>
        </div>
        {description && <RadixDialog.Description className="px-4 pt-3 text-sm text-muted sm:px-5">{description}</RadixDialog.Description>}
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3 sm:px-5">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
