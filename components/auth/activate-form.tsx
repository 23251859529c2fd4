import type { FormAction } from "@/components/forms/action-form";
import { ServerForm, SubmitButton } from "@/components/forms/server-form";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/text-field";
import type { FormProblem } from "@/lib/forms/form-action";
import { CredentialFields } from "./credential-fields";

export const ACTIVATE_FIELDS = ["email", "password", "invite_code"] as const;
export type ActivateField = (typeof ACTIVATE_FIELDS)[number];

/**
 * The waiting page's form (docs/product.md §2.1): the account's email and password, and an invite
 * code got since, as first shown and as the server action answers a refusal (the password never
 * sent back).
 */
export function ActivateFields({
  email = "",
  inviteCode = "",
  problem,
}: {
  email?: string;
  inviteCode?: string;
  problem?: FormProblem<ActivateField>;
}) {
  return (
    <>
      {problem?.message && <Alert tone="error">{problem.message}</Alert>}
      <CredentialFields email={email} errors={problem?.errors} />
      <TextField
        name="invite_code"
        label="Invite code"
        required
        defaultValue={inviteCode}
        error={problem?.errors.invite_code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
    </>
  );
}

export function ActivateForm({ action }: { action: FormAction }) {
  return (
    <ServerForm action={action} fields={<ActivateFields />}>
      <SubmitButton pendingLabel="Activating...">Activate my account</SubmitButton>
    </ServerForm>
  );
}
