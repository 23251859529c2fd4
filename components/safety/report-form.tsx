"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { DialogForm } from "@/components/forms/dialog-form";
import { useFormErrors, type FormErrorOptions } from "@/components/forms/form-errors";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { TextareaField } from "@/components/ui/textarea-field";
import type { ReportBody } from "@/lib/safety/contract";
import { REPORT_NOTE_MAX } from "@/lib/safety/values";
import { REPORT_REASON_OPTIONS, type ReportReason } from "./report-reasons";

const FORM = {
  fields: ["reason", "note"],
  // The reason is a radio group: its first choice takes the focus.
  idOf: (field) =>
    field === "reason" ? `field-report-reason-${REPORT_REASON_OPTIONS[0]!.value}` : "field-report-note",
} as const satisfies FormErrorOptions<"reason" | "note">;

/** The report dialog's form (./report-dialog.tsx), loaded when the dialog is about to open. */
export default function ReportForm({ person, onDone }: { person: { id: number; name: string }; onDone: () => void }) {
  const [reason, setReason] = useState<ReportReason | "">("");
  const [note, setNote] = useState("");
  const { errors, formError, check, fail, clear } = useFormErrors(FORM);
  // The radio group has no error line of its own: its error is said above the buttons.
  const problem = errors.reason ?? formError;

  const send = useMutation({
    mutationFn: (body: ReportBody) => api("POST /users/{id}/report", { params: { id: person.id }, body }),
    onSuccess: () => {
      toast.success("Report sent. Our team will review it.");
      onDone();
    },
    onError: (error) => fail(error, (detail) => `Failed to send report: ${detail}`),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = await check(() => import("@/lib/safety/contract").then((m) => m.ReportBody), { reason, note });
    if (body) send.mutate(body);
  }

  return (
    <DialogForm
      onSubmit={submit}
      error={problem}
      pending={send.isPending}
      submitLabel="Send Report"
      pendingLabel="Sending..."
      submitVariant="danger"
    >
      <RadioGroupField<ReportReason | "">
        name="report-reason"
        legend="Reason"
        options={REPORT_REASON_OPTIONS}
        value={reason}
        onChange={(value) => {
          setReason(value);
          clear();
        }}
      />
      <TextareaField
        name="report-note"
        label="What happened?"
        optional
        rows={3}
        maxLength={REPORT_NOTE_MAX}
        hint={`Anything that helps us understand, up to ${REPORT_NOTE_MAX.toLocaleString("en-US")} characters.`}
        value={note}
        error={errors.note}
        onChange={(event) => setNote(event.target.value)}
      />
    </DialogForm>
  );
}
