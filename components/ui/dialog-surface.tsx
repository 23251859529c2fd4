"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { cn } from "./cn";
import { CloseIcon } from "./icons";

/**
 * The Radix half of components/ui/dialog.tsx, loaded the first time a dialog is about to open
 * (~13 kB gzip that no page pays for up front, docs/benchmarks.md). Radix gives the focus trap,
 * Escape, the scroll lock, the portal and hiding the rest of the page from screen readers.
 */

export type SurfaceProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts the focus back where it was before the dialog opened. */
  onClosed: () => void;
  variant: "panel" | "confirm";
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
};

export default function DialogSurface({
  open,
  onOpenChange,
  onClosed,
  variant,
  title,
  description,
  actions,
  children,
  className,
}: SurfaceProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        {variant === "panel" ? (
          <RadixDialog.Content
            {...(description ? {} : { "aria-describedby": undefined })}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              onClosed();
            }}
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
            {description && (
              <RadixDialog.Description className="px-4 pt-3 text-sm text-muted sm:px-5">
                {description}
              </RadixDialog.Description>
            )}
            <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3 sm:px-5">{children}</div>
          </RadixDialog.Content>
        ) : (
          <RadixDialog.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              onClosed();
            }}
            className={cn(
              "fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 text-foreground shadow-xl",
              className,
            )}
          >
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            <RadixDialog.Description className="mt-2 text-sm text-muted">{description}</RadixDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>
          </RadixDialog.Content>
        )}
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
