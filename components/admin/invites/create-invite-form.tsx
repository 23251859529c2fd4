"use client";

import { useState, type FormEvent } from "react";
import { api } from "@/components/data/api-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { useFormErrors } from "@/components/forms/form-errors";
import type { AdminInvite } from "@/lib/admin/contract";
import type { CreateInviteBody } from "@/lib/invites/contract";
import { INVITE_DAYS_MAX } from "@/lib/invites/values";
import { numberValue } from "../kit/form-values";
import { useAdminMutation } from "../kit/use-admin-mutation";

// Loaded on submit: zod stays out of the page's first load (docs/decisions/014-contracts-and-openapi.md).
const loadCreateInviteBody = () => import("@/lib/invites/contract").then((m) => m.CreateInviteBody);

const FIELDS = ["expires_days"] as const;
const failed = (detail: string) => `Failed to create invite code: ${detail}`;

/** docs/product.md §5 invite creation: "Expires in (days)" is optional (empty: never), single use by default. */
export function CreateInviteForm({ onCreated }: { onCreated: (invite: AdminInvite) => void }) {
  const [days, setDays] = useState("");
  const [singleUse, setSingleUse] = useState(true);
  const problems = useFormErrors({ fields: FIELDS });
  const create = useAdminMutation({
    mutationFn: (body: CreateInviteBody) => api("POST /admin/invites", { body }),
    success: (invite) => `Invite code ${invite.code} created`,
    failure: "Failed to create invite code",
    quietErrors: true,
    onSuccess: (invite) => {
      setDays("");
      setSingleUse(true);
      onCreated(invite);
    },
    onError: (error) => problems.fail(error, failed),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Empty: the code never expires (sent as null).
    const body = await problems.check(loadCreateInviteBody, {
      expires_days: numberValue(days) ?? null,
      is_single_use: singleUse,
    });
    if (body) create.mutate(body);
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="create-invite-title"
      className="flex flex-col gap-4"
    >
      <h2 id="create-invite-title" className="text-lg font-semibold text-foreground">
        Create Invite Code
      </h2>
      {problems.formError && <Alert tone="error">{problems.formError}</Alert>}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <TextField
          name="expires_days"
          type="number"
          inputMode="numeric"
          min={1}
          max={INVITE_DAYS_MAX}
          step={1}
          label="Expires in (days)"
          optional
          hint="Leave empty for a code that never expires."
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={problems.errors.expires_days}
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
