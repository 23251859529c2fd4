"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { apiRequest } from "@/components/data/api-client";
import { Button } from "@/components/ui/button";
import { errorDetail } from "@/components/ui/error-detail";
import { TextField } from "@/components/ui/text-field";
import { EVENTS_KEY, type EventsResponse } from "./queries";

const MAX_BYTES = 2 * 1024 * 1024;
const INPUT_ID = "field-ics_file";

/** Upload of an .ics file exported from any calendar (Apple, Outlook…): its events join the list. */
export function IcsUpload({ onUploaded }: { onUploaded: (response: EventsResponse) => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after an upload.
  const [inputKey, setInputKey] = useState(0);
  const [error, setError] = useState<string | undefined>();
  const focusInput = () => document.getElementById(INPUT_ID)?.focus();

  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const form = new FormData();
      form.append("file", chosen);
      return apiRequest<EventsResponse>("/calendar/ics", { method: "POST", body: form });
    },
    onSuccess: (response, chosen) => {
      const read = `${response.total_events} upcoming event${response.total_events === 1 ? "" : "s"} read from ${chosen.name}`;
      // Events the server could not read (docs/api.md, ICS upload) are said, not silently lost.
      const skipped = response.skipped?.length ?? 0;
      toast.success(skipped ? `${read}; ${skipped} could not be read` : read);
      setFile(null);
      setInputKey((key) => key + 1);
      void queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
      onUploaded(response);
    },
    onError: (failure) => {
      setError(errorDetail(failure) ?? "Failed to read the calendar file. Please try again.");
      focusInput();
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    if (!file) {
      setError("Choose an .ics calendar file");
      focusInput();
      return;
    }
    if (file.size > MAX_BYTES) {
      setError("Calendar files must be 2 MB or smaller");
      focusInput();
      return;
    }
    upload.mutate(file);
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-labelledby="ics-upload-title" className="flex flex-col gap-3">
      <h2 id="ics-upload-title" className="text-lg font-semibold text-foreground">
        Import an .ics file
      </h2>
      <p className="text-sm text-muted">
        Export your calendar from Apple Calendar, Outlook or any other app as an .ics file (2 MB at most). Its events of the next
        12 months are listed below; nothing is imported until you choose.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          key={inputKey}
          name="ics_file"
          type="file"
          label="Calendar file (.ics)"
          accept=".ics,.ical,.ifb,.icalendar,text/calendar"
          error={error}
          className="flex-1"
          onChange={(change) => {
            setFile(change.target.files?.[0] ?? null);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="secondary" loading={upload.isPending} loadingText="Reading...">
          Upload
        </Button>
      </div>
    </form>
  );
}
