"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { api } from "@/components/data/api-client";
import { DialogForm } from "@/components/forms/dialog-form";
import { useFormErrors, type FormErrorOptions } from "@/components/forms/form-errors";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { toast } from "@/components/ui/toast";
import type { ReferenceBody, WrittenReference } from "@/lib/references/contract";
import { REFERENCE_NOTE_MAX, REFERENCE_TEXT_MAX, REFERENCE_TEXT_MIN } from "@/lib/references/values";

const FORM = {
  fields: ["text", "private_note"],
  idOf: (field) => (field === "text" ? "field-reference-text" : "field-reference-note"),
} as const satisfies FormErrorOptions<"text" | "private_note">;

/** The reference dialog's form (WriteReference in ./your-references.tsx), loaded when the dialog is about to open. */
export default function ReferenceForm({
  person,
  tripId,
  onDone,
}: {
  person: { id: number; name: string };
  tripId: number | null;
  onDone: (written: WrittenReference) => void;
}) {
  const [text, setText] = useState("");
  const [metInPerson, setMetInPerson] = useState(true);
  const [recommend, setRecommend] = useState(true);
  const [note, setNote] = useState("");
  const { errors, formError, check, fail } = useFormErrors(FORM);
  const length = text.trim().length;

  const send = useMutation({
    mutationFn: (body: ReferenceBody) => api("POST /references", { body }),
    onSuccess: (written) => {
      toast.success(written.shown ? "Reference posted" : "Reference saved. It stays hidden until it is shown.");
      onDone(written);
    },
    onError: (error) => fail(error, (detail) => `Failed to write reference: ${detail}`),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = await check(() => import("@/lib/references/contract").then((m) => m.ReferenceBody), {
      subject_id: person.id,
      trip_id: tripId,
      text,
      met_in_person: metInPerson,
      recommend,
      private_note: note,
    });
    if (body) send.mutate(body);
  }

  return (
    <DialogForm
      onSubmit={submit}
      error={formError}
      pending={send.isPending}
      submitLabel="Post Reference"
      pendingLabel="Posting..."
    >
      <TextareaField
        name="reference-text"
        label="Your reference"
        rows={5}
        maxLength={REFERENCE_TEXT_MAX}
        hint={`${length} / ${REFERENCE_TEXT_MAX.toLocaleString("en-US")} characters, at least ${REFERENCE_TEXT_MIN}.`}
        value={text}
        error={errors.text}
        onChange={(event) => setText(event.target.value)}
      />
      <CheckboxField
        name="reference-met"
        label="We met in person"
        checked={metInPerson}
        onChange={(event) => setMetInPerson(event.target.checked)}
      />
      <CheckboxField
        name="reference-recommend"
        label={`I would recommend ${person.name}`}
        checked={recommend}
        onChange={(event) => setRecommend(event.target.checked)}
      />
      <TextareaField
        name="reference-note"
        label="Private note for the moderators"
        optional
        rows={2}
        maxLength={REFERENCE_NOTE_MAX}
        hint={`Only our team reads it, never ${person.name}.`}
        value={note}
        error={errors.private_note}
        onChange={(event) => setNote(event.target.value)}
      />
    </DialogForm>
  );
}
