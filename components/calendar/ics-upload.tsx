"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { useFormErrors, type FormErrorOptions } from "@/components/forms/form-errors";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { IcsUploadResult } from "@/lib/calendar/contract";
import { EVENTS_KEY } from "./queries";

// Loaded on submit: zod stays out of the page's first load (docs/decisions/014-contracts-and-openapi.md).
const loadIcsUploadForm = () => import("@/lib/calendar/contract").then((m) => m.IcsUploadForm);

const FORM = { fields: ["file"], idOf: () => "field-ics_file" } as const satisfies FormErrorOptions<"file">;

/** Upload of an .ics file exported from any calendar (Apple, Outlook…): its events join the list. */
export function IcsUpload({ onUploaded }: { onUploaded: (response: IcsUploadResult) => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after an upload.
  const [inputKey, setInputKey] = useState(0);
  const { errors, formError, check, fail, clear } = useFormErrors(FORM);

  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const form = new FormData();
      form.append("file", chosen);
      return api("POST /calendar/ics", { body: form });
    },
    onSuccess: (response, chosen) => {
      const read = `${response.total_events} upcoming event${response.total_events === 1 ? "" : "s"} read from ${chosen.name}`;
      // Events the server could not read (docs/api.md, ICS upload) are said, not silently lost.
      const skipped = response.skipped.length;
      toast.success(skipped ? `${read}; ${skipped} could not be read` : read);
      setFile(null);
      setInputKey((key) => key + 1);
      void queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
      onUploaded(response);
    },
    onError: (failure) => {
      fail(failure);
      document.getElementById(FORM.idOf())?.focus();
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if ((await check(loadIcsUploadForm, { file: file ?? undefined })) && file) upload.mutate(file);
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="ics-upload-title"
      className="flex flex-col gap-3"
    >
      <h2 id="ics-upload-title" className="text-lg font-semibold text-foreground">
        Import an .ics file
      </h2>
      <p className="text-sm text-muted">
        Export your calendar from Apple Calendar, Outlook or any other app as an .ics file (2 MB at most). Its events of
        the next 12 months are listed below; nothing is imported until you choose.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          key={inputKey}
          name="ics_file"
          type="file"
          label="Calendar file (.ics)"
          accept=".ics,.ical,.ifb,.icalendar,text/calendar"
          // Every failure is about the file: a refused upload's sentence goes under it too.
          error={errors.file ?? formError ?? undefined}
          className="flex-1"
          onChange={(change) => {
            setFile(change.target.files?.[0] ?? null);
            clear();
          }}
        />
        <Button type="submit" variant="secondary" loading={upload.isPending} loadingText="Reading...">
          Upload
        </Button>
      </div>
    </form>
  );
}
