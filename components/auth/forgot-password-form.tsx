"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { apiRequest } from "@/components/data/api-client";
import { useFormErrors, type FormErrorOptions } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { FORGOT_PASSWORD_SENT } from "@/lib/accounts/values";

const FORM = { fields: ["email"] } as const satisfies FormErrorOptions<string>;

/** docs/product.md, "Forgotten password": the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  const { errors, formError, check, fail } = useFormErrors(FORM);
  const confirmation = useRef<HTMLDivElement>(null);

  // The form is replaced by the confirmation: move focus there so it is read out, not lost.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = await check(() => import("@/lib/accounts/contract").then((m) => m.ForgotPasswordBody), { email });
    if (!body) return;
    setPending(true);
    try {
      await apiRequest("/auth/password/forgot", { method: "POST", body });
      setSent(true);
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
    }
  }

  if (sent) {
    return (
      <div ref={confirmation} tabIndex={-1} className="flex flex-col gap-5 outline-none">
        <Alert tone="success">{FORGOT_PASSWORD_SENT}</Alert>
        <p className="text-sm text-muted">The link works once, within one hour. Nothing arrived? Check your spam folder, or ask again in a few minutes.</p>
        <a href="/login" className="text-center text-sm font-semibold text-link underline underline-offset-4">
          Back to log in
        </a>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <Button type="submit" loading={pending} loadingText="Sending...">
        Send reset link
      </Button>
      <p className="text-center text-sm text-muted">
        Remembered it?{" "}
        <a href="/login" className="font-semibold text-link underline underline-offset-4">
          Log in
        </a>
      </p>
    </form>
  );
}
