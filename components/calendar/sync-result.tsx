"use client";

import { Link } from "@/components/ui/link";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog, DialogClose, DialogPanel } from "@/components/ui/dialog";
import type { ImportResult } from "./queries";

/** docs/product.md §3's sync/import result: the message, the count created and the errors. */
export function SyncResult({ result, title = "Sync result" }: { result: ImportResult; title?: string }) {
  return (
    <section aria-labelledby="sync-result-title" className="flex flex-col gap-2">
      <h3 id="sync-result-title" className="text-base font-semibold text-foreground">
        {title}
      </h3>
      <Alert tone={result.plans_created > 0 ? "success" : "info"}>
        <p>{result.message}</p>
        <p className="mt-1">
          Created: <strong>{result.plans_created}</strong> · Events looked at:{" "}
          <strong>{result.events_processed}</strong>
        </p>
      </Alert>
      {result.errors.length > 0 && (
        <div className="rounded-lg border border-border bg-surface-muted px-4 py-3 text-sm text-foreground">
          <p className="font-medium">Not imported:</p>
          <ul className="mt-1 list-disc pl-5">
            {result.errors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** docs/product.md §4: a sync that created plans asks whether to view them. */
export function ViewPlansDialog({
  open,
  onOpenChange,
  result,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  result: ImportResult | null;
}) {
  const count = result?.plans_created ?? 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        title="New travel plans"
        description={`${count} new travel plan${count === 1 ? " was" : "s were"} created from your calendar. Would you like to view them?`}
      >
        <div className="flex flex-col-reverse gap-2 pb-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Not now</Button>
          </DialogClose>
          <Link href="/app/travel-plans" className={buttonClasses({ variant: "primary" })}>
            View My Trips
          </Link>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
