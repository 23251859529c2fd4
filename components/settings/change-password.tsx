"use client";

import { useState, type FormEvent } from "react";
import { api } from "@/components/data/api-client";
import { useFormErrors, type FormErrorOptions } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { CURRENT_PASSWORD_WRONG, PASSWORD_MIN } from "@/lib/accounts/values";

// A wrong current password is said under its field, as Delete account does.
const FORM = {
  fields: ["current_password", "new_password"],
  detailFields: { [CURRENT_PASSWORD_WRONG]: "current_password" },
} as const satisfies FormErrorOptions<string>;

/**
 * Settings' "Password" (docs/api.md §16, changing password): this device stays signed in, the others are signed out.
 */
export function ChangePassword() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [pending, setPending] = useState(false);
  const { errors, formError, check, fail, clear } = useFormErrors(FORM);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = await check(() => import("@/lib/accounts/contract").then((m) => m.ChangePasswordBody), {
      current_password: current,
      new_password: next,
    });
    if (!body) return;
    setPending(true);
    try {
      await api("PUT /users/me/password", { body });
      setCurrent("");
      setNext("");
      clear();
      toast.success("Password changed. Your other sessions were signed out.");
    } catch (error) {
      // The server's own words: "Current password is incorrect", or the new password's rule.
      fail(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="password-heading"
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted">
        Changing your password signs out every other device signed in to your account.
      </p>
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        name="current_password"
        type="password"
        label="Current password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={errors.current_password}
        required
      />
      <TextField
        name="new_password"
        type="password"
        label="New password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        autoComplete="new-password"
        value={next}
        onChange={(event) => setNext(event.target.value)}
        error={errors.new_password}
        required
      />
      <Button type="submit" className="self-start" loading={pending} loadingText="Saving...">
        Change password
      </Button>
    </form>
  );
}
