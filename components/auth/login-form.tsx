import type { ReactNode } from "react";
import type { FormAction } from "@/components/forms/action-form";
import { ServerForm, SubmitButton } from "@/components/forms/server-form";
import { Alert } from "@/components/ui/alert";
import type { FormProblem } from "@/lib/forms/form-action";
import { CredentialFields } from "./credential-fields";

export const LOGIN_FIELDS = ["email", "password", "callbackUrl"] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

/** docs/product.md §8: the login's own words for a send that takes longer than the API's time-out. */
const LOGIN_TIMEOUT_MESSAGE = "Request timeout. Is the backend server running?";

/**
 * The login form's fields, as first shown and as the server action answers a refused sign-in
 * (app/(public)/(auth)/actions.tsx): the email kept, the password never sent back.
 */
export function LoginFields({
  email = "",
  callbackUrl,
  problem,
  notice,
}: {
  email?: string;
  callbackUrl: string;
  problem?: FormProblem<LoginField>;
  notice?: ReactNode;
}) {
  return (
    <>
      {problem?.message ? <Alert tone="error">{problem.message}</Alert> : notice}
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <CredentialFields email={email} errors={problem?.errors} />
      <p className="-mt-3 text-right text-sm">
        <a href="/forgot-password" className="font-semibold text-link underline underline-offset-4">
          Forgot password?
        </a>
      </p>
    </>
  );
}

/** Log In (docs/product.md §4): `notice` is a message the page opens with (a password just changed). */
export function LoginForm({
  action,
  callbackUrl,
  notice,
}: {
  action: FormAction;
  callbackUrl: string;
  notice?: ReactNode;
}) {
  return (
    <ServerForm
      action={action}
      fields={<LoginFields callbackUrl={callbackUrl} notice={notice} />}
      slowMessage={LOGIN_TIMEOUT_MESSAGE}
    >
      <SubmitButton pendingLabel="Logging in...">Log In</SubmitButton>
      <p className="text-center text-sm text-muted">
        Don&apos;t have an account?{" "}
        <a href="/register" className="font-semibold text-link underline underline-offset-4">
          Sign up
        </a>
      </p>
    </ServerForm>
  );
}
