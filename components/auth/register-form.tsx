import type { ReactNode } from "react";
import type { FormAction } from "@/components/forms/action-form";
import { ServerForm, SubmitButton } from "@/components/forms/server-form";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/text-field";
import { PASSWORD_MIN } from "@/lib/accounts/values";
import type { FormProblem } from "@/lib/forms/form-action";
import { AGE_RANGE, HANDLE_FIELD_HINT } from "@/lib/accounts/values";
import type { RegisterField, RegisterValues } from "./register-values";

const BLANK: RegisterValues = { name: "", handle: "", email: "", password: "", age: "", invite_code: "" };

/**
 * The sign-up form's fields, as first shown and as the server action answers a refusal
 * (app/(public)/(auth)/actions.tsx): what was typed kept, the password never sent back. Only
 * server-rendered parts: an answer sent before hydration is rendered without the client's modules.
 */
export function RegisterFields({
  values = BLANK,
  problem,
  notice,
}: {
  values?: RegisterValues;
  problem?: FormProblem<RegisterField>;
  notice?: ReactNode;
}) {
  const errors = problem?.errors ?? {};
  const text = (field: RegisterField) => ({ name: field, defaultValue: values[field], error: errors[field] });
  return (
    <>
      {problem?.message ? <Alert tone="error">{problem.message}</Alert> : notice}
      <TextField {...text("name")} label="Full name" autoComplete="name" required />
      <TextField
        {...text("handle")}
        label="Handle"
        optional
        hint={HANDLE_FIELD_HINT}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField {...text("email")} type="email" label="Email" autoComplete="email" required />
      <TextField
        name="password"
        error={errors.password}
        type="password"
        label="Password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN} characters`}
      />
      <TextField
        {...text("age")}
        type="number"
        inputMode="numeric"
        min={AGE_RANGE.min}
        max={AGE_RANGE.max}
        step={1}
        label="Age"
        required
      />
      <TextField
        {...text("invite_code")}
        label="Invite code"
        optional
        hint={errors.invite_code ? INVITE_CODE_CLEAR_HINT : undefined}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
    </>
  );
}

/** A refused code need not end the sign-up: without one the account waits for an administrator. */
const INVITE_CODE_CLEAR_HINT = "Leave it empty to sign up without a code: an administrator then reviews your account.";

/**
 * Sign Up (docs/product.md §4): an invite link's code comes filled in; one that would be refused
 * is left out and `notice` says why (./invite-code-notice.tsx).
 */
export function RegisterForm({
  action,
  initialInviteCode,
  notice,
}: {
  action: FormAction;
  initialInviteCode: string;
  notice?: ReactNode;
}) {
  return (
    <ServerForm
      action={action}
      fields={<RegisterFields values={{ ...BLANK, invite_code: initialInviteCode }} notice={notice} />}
    >
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
