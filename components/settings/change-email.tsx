"use client";

import { useState, type FormEvent } from "react";
import { api } from "@/components/data/api-client";
import { useFormErrors, type FormErrorOptions } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { EMAIL_UNCHANGED, WRONG_PASSWORD } from "@/lib/accounts/values";
import { OwnPasswordField } from "./own-password-field";
import { resendConfirmation } from "./email-banner";

// A 409 (another account has the address) and the own address go under the email field, a wrong password under its own.
const FORM = {
  fields: ["email", "password"],
  conflict: "email",
  detailFields: { [EMAIL_UNCHANGED]: "email", [WRONG_PASSWORD]: "password" },
  idOf: (field: string) => `field-change-${field}`,
} as const satisfies FormErrorOptions<string>;

/**
 * Settings' "Email" (docs/api.md §16, changing email): the address and whether it is confirmed,
 * a new link for an unconfirmed one, and the change form. Nothing changes until the link sent to
 * the new address is followed, so the form says where to look.
 */
export function ChangeEmail({ email, verified }: { email: string; verified: boolean }) {
  const [next, setNext] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, formError, check, fail, clear } = useFormErrors(FORM);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = await check(() => import("@/lib/accounts/contract").then((m) => m.ChangeEmailBody), {
      email: next,
      password,
    });
    if (!body) return;
    setPending(true);
    try {
      await api("PUT /users/me/email", { body });
      setSentTo(body.email);
      setNext("");
      setPassword("");
      clear();
      toast.success(`We sent a confirmation link to ${body.email}.`);
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
    }
  }

  async function resend() {
    setResending(true);
    await resendConfirmation();
    setResending(false);
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="min-w-0 text-sm break-all text-foreground">
          <span className="text-muted">Current email: </span>
          <span className="font-medium">{email}</span>
        </p>
        {verified ? <Badge tone="success">Confirmed</Badge> : <Badge tone="warning">Not confirmed</Badge>}
        {!verified && (
          <Button
            size="sm"
            variant="secondary"
            loading={resending}
            loadingText="Sending..."
            onClick={() => void resend()}
          >
            Resend link
          </Button>
        )}
      </div>
      {sentTo && (
        <Alert tone="success">
          Check the inbox of {sentTo}: your email changes when you follow the link we sent there, within one hour.
        </Alert>
      )}
      <form method="post" noValidate onSubmit={onSubmit} aria-label="Change email" className="flex flex-col gap-4">
        {formError && <Alert tone="error">{formError}</Alert>}
        <TextField
          name="email"
          id="field-change-email"
          type="email"
          label="New email"
          autoComplete="email"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={errors.email}
          required
        />
        <OwnPasswordField id="field-change-password" value={password} onChange={setPassword} error={errors.password} />
        <Button type="submit" className="self-start" loading={pending} loadingText="Sending...">
          Change email
        </Button>
      </form>
    </div>
  );
}
