import type { FormAction } from "@/components/forms/action-form";
import { ServerForm, SubmitButton } from "@/components/forms/server-form";
import { Alert } from "@/components/ui/alert";
import { FORGOT_PASSWORD_SENT } from "@/lib/accounts/values";
import type { FormProblem } from "@/lib/forms/form-action";
import { EmailField } from "./credential-fields";

export const FORGOT_PASSWORD_FIELDS = ["email"] as const;

export function ForgotPasswordFields({ email = "", problem }: { email?: string; problem?: FormProblem<"email"> }) {
  return (
    <>
      {problem?.message && <Alert tone="error">{problem.message}</Alert>}
      <EmailField email={email} error={problem?.errors.email} />
    </>
  );
}

/** What replaces the form once it is sent: the same words whether or not the account exists. */
export function ForgotPasswordSent() {
  return (
    <div className="flex flex-col gap-5">
      <Alert tone="success">{FORGOT_PASSWORD_SENT}</Alert>
      <p className="text-sm text-muted">
        The link works once, within one hour. Nothing arrived? Check your spam folder, or ask again in a few minutes.
      </p>
      <a href="/login" className="text-center text-sm font-semibold text-link underline underline-offset-4">
        Back to log in
      </a>
    </div>
  );
}

/** docs/product.md, "Forgotten password". */
export function ForgotPasswordForm({ action }: { action: FormAction }) {
  return (
    <ServerForm action={action} fields={<ForgotPasswordFields />}>
      <SubmitButton pendingLabel="Sending...">Send reset link</SubmitButton>
      <p className="text-center text-sm text-muted">
        Remembered it?{" "}
        <a href="/login" className="font-semibold text-link underline underline-offset-4">
          Log in
        </a>
      </p>
    </ServerForm>
  );
}
