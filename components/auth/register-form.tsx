import type { FormAction } from "@/components/forms/action-form";
import { ServerForm, SubmitButton } from "@/components/forms/server-form";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/text-field";
import { PASSWORD_MIN } from "@/lib/accounts/values";
import type { FormProblem } from "@/lib/forms/form-action";
import { AGE_RANGE, HANDLE_FIELD_HINT } from "@/lib/profiles/values";
import type { RegisterField, RegisterValues } from "./register-values";

const BLANK: RegisterValues = { name: "", handle: "", email: "", password: "", age: "", invite_code: "" };

/**
 * The sign-up form's fields, as first shown and as the server action answers a refusal
 * (app/(public)/(auth)/actions.tsx): what was typed kept, the password never sent back. Only
 * server-rendered parts: an answer sent before hydration is rendered without the client's modules.
 */
export function RegisterFields({ values = BLANK, problem }: { values?: RegisterValues; problem?: FormProblem<RegisterField> }) {
  const errors = problem?.errors ?? {};
  const text = (field: RegisterField) => ({ name: field, defaultValue: values[field], error: errors[field] });
  return (
    <>
      {problem?.message && <Alert tone="error">{problem.message}</Alert>}
      <TextField {...text("name")} label="Full name" autoComplete="name" required />
      <TextField {...text("handle")} label="Handle" optional hint={HANDLE_FIELD_HINT} autoComplete="username" autoCapitalize="none" spellCheck={false} />
      <TextField {...text("email")} type="email" label="Email" autoComplete="email" required />
      <TextField name="password" error={errors.password} type="password" label="Password" autoComplete="new-password" required hint={`At least ${PASSWORD_MIN} characters`} />
      <TextField {...text("age")} type="number" inputMode="numeric" min={AGE_RANGE.min} max={AGE_RANGE.max} step={1} label="Age" required />
      <TextField {...text("invite_code")} label="Invite code" optional autoComplete="off" autoCapitalize="characters" spellCheck={false} />
    </>
  );
}

/** Sign Up (docs/product.md §4): an invite link's code comes filled in. */
export function RegisterForm({ action, initialInviteCode }: { action: FormAction; initialInviteCode: string }) {
  return (
    <ServerForm action={action} fields={<RegisterFields values={{ ...BLANK, invite_code: initialInviteCode }} />}>
      <SubmitButton pendingLabel="Creating account...">Create Account</SubmitButton>
      <p className="text-center text-sm text-muted">
        Already have an account?{" "}
        <a href="/login" className="font-semibold text-link underline underline-offset-4">
          Log in
        </a>
      </p>
    </ServerForm>
  );
}
