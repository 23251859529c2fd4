"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError, apiRequest } from "@/components/data/api-client";
import { useFormErrors, type FormErrorOptions } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { PASSWORD_CHANGED, PASSWORD_MIN, RESET_LINK_INVALID } from "@/lib/accounts/values";

const FORM = { fields: ["password"] } as const satisfies FormErrorOptions<string>;

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

/** docs/product.md, "Forgotten password": a new password, then log in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [invalidLink, setInvalidLink] = useState<string | null>(null);
  const { errors, formError, check, fail } = useFormErrors(FORM);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = await check(() => import("@/lib/accounts/contract").then((m) => m.ResetPasswordBody), { token, password });
    if (!body) return;
    setPending(true);
    try {
      await apiRequest("/auth/password/reset", { method: "POST", body });
      toast.success(PASSWORD_CHANGED);
      router.push("/login");
    } catch (error) {
      // 400: the link itself is spent or unknown; typing again cannot help.
      if (error instanceof ApiError && error.status === 400) setInvalidLink(error.detail ?? RESET_LINK_INVALID);
      else fail(error);
      setPending(false);
    }
  }

  if (invalidLink) return <InvalidResetLink message={invalidLink} />;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        name="password"
        type="password"
        label="New password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        required
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <Button type="submit" loading={pending} loadingText="Saving...">
        Change password
      </Button>
    </form>
  );
}
