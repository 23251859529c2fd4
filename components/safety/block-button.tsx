"use client";

import { lazy, Suspense, useState } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { Dialog, DialogTrigger } from "@/components/ui/dialog";
import { BlockIcon } from "@/components/ui/icons";
import { PhoneIconLabel } from "@/components/ui/phone-icon-label";

// The confirmation (its question, the block and what follows) is loaded when the button is pointed
// at, focused or pressed, like the dialog itself: it is in no page's first load (docs/benchmarks.md).
const loadConfirm = () => import("./block-confirm");
const BlockConfirm = lazy(loadConfirm);

type BlockButtonProps = {
  person: { id: number; name: string };
  /** Where to go once blocked: the screen the member was on shows someone who is now gone. */
  redirectTo: string;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  /** An icon instead of the word on phones, for a crowded header (the word stays for screen readers). */
  compactOnPhones?: boolean;
};

/** Blocking, after a confirmation that says what it does (./block-confirm.tsx). */
export function BlockButton({
  person,
  redirectTo,
  triggerVariant = "secondary",
  triggerSize = "sm",
  compactOnPhones = false,
}: BlockButtonProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  // Kept mounted from the first opening on, so the dialog closes as it opened and focus goes back.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild preload={loadConfirm}>
        <Button variant={triggerVariant} size={triggerSize} className={compactOnPhones ? "max-sm:px-2" : undefined}>
          {compactOnPhones ? <PhoneIconLabel icon={<BlockIcon className="size-5" />}>Block</PhoneIconLabel> : "Block"}
        </Button>
      </DialogTrigger>
      {used && (
        <Suspense fallback={null}>
          <BlockConfirm
            person={person}
            redirectTo={redirectTo}
            pending={pending}
            setPending={setPending}
            close={() => setOpen(false)}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
