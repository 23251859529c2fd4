"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, useState } from "react";
import { api } from "@/components/data/api-client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogPanel, DialogTrigger } from "@/components/ui/dialog";
import { errorDetail } from "@/components/ui/error-detail";
import { FormattedDate, useDateLocale } from "@/components/ui/formatted-date";
import { toast } from "@/components/ui/toast";
import type { WritableStay, WrittenReference } from "@/lib/references/contract";
import { REFERENCE_WINDOW_DAYS } from "@/lib/references/values";
import { ReferenceContext } from "./reference-context";
import { referenceKeys } from "./reference-keys";

// The form is loaded when Write a reference is pointed at, focused or pressed (docs/benchmarks.md).
const loadForm = () => import("./reference-form");
const ReferenceForm = lazy(loadForm);

/**
 * What the viewer may write about this member (docs/product.md §2.9, References): a "Write a reference" per
 * ended stay still open, and what they wrote, hidden until both wrote or the window ended, which
 * they may delete while it is hidden. Nothing shows when there is neither.
 */
export function YourReferences({ member }: { member: { id: number; name: string } }) {
  const locale = useDateLocale();
  const stays = useQuery({
    queryKey: referenceKeys.stays(member.id),
    queryFn: () => api("GET /users/{id}/reference-stays", { params: { id: member.id } }),
  });
  const written = useQuery({
    queryKey: referenceKeys.written(member.id),
    queryFn: () => api("GET /users/{id}/written-references", { params: { id: member.id } }),
  });
  const open = stays.data ?? [];
  const mine = written.data ?? [];
  if (open.length === 0 && mine.length === 0) return null;

  return (
    <div className="flex flex-col gap-3 rounded-lg bg-surface-muted px-3 py-3 text-sm">
      {open.length > 0 && (
        <p className="text-muted">
          References are double-blind: {member.name} sees yours only once they have written theirs, or{" "}
          {REFERENCE_WINDOW_DAYS} days after your stay ended, whichever comes first.
        </p>
      )}
      {open.map((stay) => (
        <div key={`${stay.trip_id}-${JSON.stringify(stay.context)}`} className="flex flex-wrap items-center gap-2">
          <span className="text-foreground">
            <ReferenceContext context={stay.context} locale={locale} />
            <span className="text-muted">
              {" "}
              (until <FormattedDate value={stay.window_ends} />)
            </span>
          </span>
          <WriteReference member={member} stay={stay} />
        </div>
      ))}
      {mine.length > 0 && (
        <ul aria-label={`Your references about ${member.name}`} className="flex flex-col gap-2">
          {mine.map((reference) => (
            <WrittenItem key={reference.id} reference={reference} member={member} locale={locale} />
          ))}
        </ul>
      )}
    </div>
  );
}

function WriteReference({ member, stay }: { member: { id: number; name: string }; stay: WritableStay }) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild preload={loadForm}>
        <Button size="sm">Write a reference</Button>
      </DialogTrigger>
      <DialogPanel
        title={`Write a reference for ${member.name}`}
        description={`${member.name} sees it once they have written theirs, or ${REFERENCE_WINDOW_DAYS} days after your stay ended.`}
      >
        {open && (
          <ReferenceForm
            person={member}
            tripId={stay.trip_id}
            onDone={() => {
              setOpen(false);
              void client.invalidateQueries({ queryKey: referenceKeys.all(member.id) });
            }}
          />
        )}
      </DialogPanel>
    </Dialog>
  );
}

function WrittenItem({
  reference,
  member,
  locale,
}: {
  reference: WrittenReference;
  member: { id: number; name: string };
  locale: string | undefined;
}) {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api("DELETE /references/{id}", { params: { id: reference.id } }),
    onSuccess: () => {
      toast.success("Reference deleted");
      void client.invalidateQueries({ queryKey: referenceKeys.all(member.id) });
    },
    onError: (error) => toast.error(`Failed to delete reference: ${errorDetail(error)}`),
  });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-surface px-3 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-foreground">Your reference</span>
        {reference.shown ? (
          <Badge tone="success">Shown</Badge>
        ) : (
          <Badge tone="neutral">Hidden until {member.name} writes theirs</Badge>
        )}
      </div>
      <p className="break-words whitespace-pre-line text-foreground">{reference.text}</p>
      <p className="text-muted">
        <ReferenceContext context={reference.context} locale={locale} /> · written{" "}
        <FormattedDate value={reference.created_at} />
      </p>
      {!reference.shown && (
        <div>
          <ConfirmDialog
            triggerLabel="Delete reference"
            triggerVariant="danger"
            title="Delete reference"
            description={`Delete your reference about ${member.name}? You can write it again while the stay's window is open.`}
            confirmLabel="Delete"
            pendingLabel="Deleting..."
            onConfirm={() => remove.mutateAsync()}
            disabled={remove.isPending}
          />
        </div>
      )}
    </li>
  );
}
