"use client";

import { useState, type FormEvent } from "react";
import { apiRequest } from "@/components/data/api-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { formProblem } from "../form-problem";
import type { AdminInvite } from "../types";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";

const FIELDS = ["expires_days"] as const;

/** docs/product.md §5 invite creation: "Expires in (days)" is optional (empty: never), single use by default. */
export function CreateInviteForm({ onCreated }: { onCreated: (invite: AdminInvite) => void }) {
  const [days, setDays] = useState("");
  const [singleUse, setSingleUse] = useState(true);
  const create = useAdminMutation({
    mutationFn: () =>
      apiRequest<AdminInvite>("/admin/invites", {
        method: "POST",
        body: { expires_days: days.trim() === "" ? null : Number(days), is_single_use: singleUse },
      }),
    success: (invite) => `Invite code ${invite.code} created`,
    failure: "Failed to create invite code",
    quietErrors: true,
    onSuccess: (invite) => {
      setDays("");
      setSingleUse(true);
      onCreated(invite);
    },
  });
  const { fieldErrors, message } = formProblem(create.error, FIELDS);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate(undefined, {
      onError: (error) => {
        if (formProblem(error, FIELDS).fieldErrors.expires_days) document.getElementById("field-expires_days")?.focus();
      },
    });
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-labelledby="create-invite-title" className="flex flex-col gap-4">
      <h2 id="create-invite-title" className="text-lg font-semibold text-foreground">
        Create Invite Code
      </h2>
      {message && <Alert tone="error">Failed to create invite code: {message}</Alert>}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <TextField
          name="expires_days"
          type="number"
          inputMode="numeric"
          min={1}
          max={3650}
          step={1}
          label="Expires in (days)"
          optional
          hint="Leave empty for a code that never expires."
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={fieldErrors.expires_days}
          className="sm:max-w-xs"
        />
        <CheckboxField
          name="is_single_use"
          label="Single use"
          hint="Unchecked: any number of people can register with it."
          checked={singleUse}
          onChange={(event) => setSingleUse(event.target.checked)}
          className="sm:pt-6"
        />
      </div>
      <div>
        <Button type="submit" loading={create.isPending} loadingText="Creating...">
          Create Invite
        </Button>
      </div>
    </form>
  );
}
