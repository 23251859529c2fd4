"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { ApiError, apiRequest } from "@/components/data/api-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { HANDLE_HINT } from "@/lib/accounts/handles";
import { useHandleAvailability } from "./use-handle-availability";
import {
  REGISTER_FIELDS,
  toRegisterRequest,
  validateRegister,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
} from "./register-values";
import { signInWithCredentials } from "./sign-in";

type RegisteredUser = { is_active: boolean };

function focusFirstInvalid(errors: RegisterErrors) {
  const first = REGISTER_FIELDS.find((field) => errors[field]);
  if (first) document.getElementById(`field-${first}`)?.focus();
}

/** The server's 422 field errors, keyed by our field names. */
function serverFieldErrors(error: ApiError): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const { field, message } of error.errors) {
    if ((REGISTER_FIELDS as string[]).includes(field)) errors[field as RegisterField] ??= message;
  }
  return errors;
}

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
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
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
    const found = validateRegister(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(found);
      return;
    }

    setPending(true);
    const body = toRegisterRequest(values);
    try {
      const user = await apiRequest<RegisteredUser>("/auth/register", { method: "POST", body });
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
      const message = error instanceof ApiError && error.detail ? error.detail : "Failed to register";
      const fieldErrors = error instanceof ApiError ? serverFieldErrors(error) : {};
      setErrors(fieldErrors);
      setFormError(message);
      toast.error(message);
      focusFirstInvalid(fieldErrors);
      setPending(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField {...bind("name")} label="Full name" autoComplete="name" required />
      <TextField
        {...bind("handle")}
        error={errors.handle ?? (handleTaken ? "Handle already taken" : undefined)}
        label="Handle"
        optional
        hint={HANDLE_HINT}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField {...bind("email")} type="email" label="Email" autoComplete="email" required />
      <TextField {...bind("password")} type="password" label="Password" autoComplete="new-password" required hint="At least 8 characters" />
      <TextField {...bind("age")} type="number" inputMode="numeric" min={18} max={120} step={1} label="Age" required />
      <TextField {...bind("invite_code")} label="Invite code" optional autoComplete="off" autoCapitalize="characters" spellCheck={false} />
      <Button type="submit" loading={pending} loadingText="Creating account...">
        Create Account
      </Button>
      <p className="text-center text-sm text-muted">
        Already have an account?{" "}
        <Link href="/login" className="font-semibold text-link underline underline-offset-4">
          Log in
        </Link>
      </p>
    </form>
  );
}
