"use client";

import { lazy, useState } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { Dialog, DialogPanel, DialogTrigger } from "@/components/ui/dialog";
import { FlagIcon } from "@/components/ui/icons";
import { PhoneIconLabel } from "@/components/ui/phone-icon-label";

// The form (reasons, fields, its mutation) is loaded when the Report button is pointed at, focused
// or pressed, like the dialog itself: it is in no page's first load (docs/benchmarks.md).
const loadForm = () => import("./report-form");
const ReportForm = lazy(loadForm);

type ReportDialogProps = {
  person: { id: number; name: string };
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  /** An icon instead of the word on phones, for a crowded header (the word stays for screen readers). */
  compactOnPhones?: boolean;
};

/**
 * Reporting a member (docs/product.md §2): a reason and an optional note go
 * to the admins' moderation queue. The reported member is not told. Closing the dialog forgets
 * what was typed, so a second report starts clean.
 */
export function ReportDialog({
  person,
  triggerVariant = "secondary",
  triggerSize = "sm",
  compactOnPhones = false,
}: ReportDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild preload={loadForm}>
        <Button variant={triggerVariant} size={triggerSize} className={compactOnPhones ? "max-sm:px-2" : undefined}>
          {compactOnPhones ? <PhoneIconLabel icon={<FlagIcon className="size-5" />}>Report</PhoneIconLabel> : "Report"}
        </Button>
      </DialogTrigger>
      <DialogPanel
        title={`Report ${person.name}`}
        description={`Our team reviews every report. ${person.name} is not told who reported them.`}
      >
        {open && <ReportForm person={person} onDone={() => setOpen(false)} />}
      </DialogPanel>
    </Dialog>
  );
}
