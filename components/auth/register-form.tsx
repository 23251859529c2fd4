"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { apiRequest } from "@/components/data/api-client";
import { useFormErrors, type FormErrorOptions } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorDetail } from "@/components/ui/error-detail";
import { TextField } from "@/components/ui/text-field";
import { PASSWORD_MIN } from "@/lib/accounts/values";
import type { OwnUser } from "@/lib/profiles/contract";
import { AGE_RANGE, HANDLE_FIELD_HINT, reservedHandleWarning } from "@/lib/profiles/values";
import { useHandleAvailability } from "./use-handle-availability";
import { REGISTER_FIELDS, toRegisterRequest, type RegisterField, type RegisterValues } from "./register-values";
import { signInWithCredentials } from "./sign-in";

const FORM = { fields: REGISTER_FIELDS } as const satisfies FormErrorOptions<RegisterField>;

export function RegisterForm({ initialInviteCode }: { initialInviteCode: string }) {
  const router = useRouter();
  const [values, setValues] = useState<RegisterValues>({
    name: "",
    handle: "",
    email: "",
    password: "",
    age: "",
    invite_code: initialInviteCode,
  });
  const { errors, formError, check, fail } = useFormErrors(FORM);
  const [pending, setPending] = useState(false);
  const handleTaken = useHandleAvailability(values.handle);

  const bind = (field: RegisterField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = await check(() => import("@/lib/accounts/contract").then((m) => m.RegisterBody), toRegisterRequest(values));
    if (!body) return;

    setPending(true);
    try {
      const user = await apiRequest<OwnUser>("/auth/register", { method: "POST", body });
      if (!user.is_active) {
        router.push("/waiting-activation");
        return;
      }
      // A valid invite code made the account active: sign straight in (docs/product.md §4).
      const signedIn = await signInWithCredentials(body.email, body.password);
      if (!signedIn.ok) {
        toast.error(signedIn.message);
        router.push("/login");
        return;
      }
      router.push("/app");
    } catch (error) {
      fail(error);
      toast.error(errorDetail(error) ?? "Failed to register");
      setPending(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField {...bind("name")} label="Full name" autoComplete="name" required />
      <TextField
        {...bind("handle")}
        error={errors.handle ?? (handleTaken ? "Handle already taken" : (reservedHandleWarning(values.handle) ?? undefined))}
        label="Handle"
        optional
        hint={HANDLE_FIELD_HINT}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField {...bind("email")} type="email" label="Email" autoComplete="email" required />
      <TextField {...bind("password")} type="password" label="Password" autoComplete="new-password" required hint={`At least ${PASSWORD_MIN} characters`} />
      <TextField {...bind("age")} type="number" inputMode="numeric" min={AGE_RANGE.min} max={AGE_RANGE.max} step={1} label="Age" required />
      <TextField {...bind("invite_code")} label="Invite code" optional autoComplete="off" autoCapitalize="characters" spellCheck={false} />
      <Button type="submit" loading={pending} loadingText="Creating account...">
        Create Account
      </Button>
      <p className="text-center text-sm text-muted">
        Already have an account?{" "}
        <a href="/login" className="font-semibold text-link underline underline-offset-4">
          Log in
        </a>
      </p>
    </form>
  );
}
