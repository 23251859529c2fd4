import type { FormAction } from "@/components/forms/action-form";
import { ServerForm, SubmitButton } from "@/components/forms/server-form";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/text-field";
import { PASSWORD_MIN, RESET_LINK_INVALID } from "@/lib/accounts/values";
import type { FormProblem } from "@/lib/forms/form-action";

export const RESET_PASSWORD_FIELDS = ["token", "password"] as const;

/** An invalid link: the server's words and a way to ask for a new one. */
export function InvalidResetLink({ message = RESET_LINK_INVALID }: { message?: string }) {
  return (
    <Alert tone="error">
      <p>{message}</p>
      <a href="/forgot-password" className="mt-1 inline-block font-semibold underline underline-offset-4">
        Ask for a new link
      </a>
    </Alert>
  );
}

export function ResetPasswordFields({
  token,
  problem,
}: {
  token: string;
  problem?: FormProblem<"password" | "token">;
}) {
  return (
    <>
      {problem?.message && <Alert tone="error">{problem.message}</Alert>}
      <input type="hidden" name="token" value={token} />
      <TextField
        name="password"
        type="password"
        label="New password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        required
        autoFocus
        error={problem?.errors.password}
      />
    </>
  );
}

/** docs/product.md, "Forgotten password": a new password, then log in with it. */
export function ResetPasswordForm({ action, token }: { action: FormAction; token: string }) {
  return (
    <ServerForm action={action} fields={<ResetPasswordFields token={token} />}>
      <SubmitButton pendingLabel="Saving...">Change password</SubmitButton>
    </ServerForm>
  );
}
