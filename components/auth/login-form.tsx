"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useFormErrors, type FormErrorOptions } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { signInWithCredentials } from "./sign-in";

const FORM = { fields: ["email", "password"] } as const satisfies FormErrorOptions<string>;

export function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { errors, formError, check, fail } = useFormErrors(FORM);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = await check(() => import("@/lib/accounts/contract").then((m) => m.LoginBody), { email, password });
    if (!body) return;

    setPending(true);
    const result = await signInWithCredentials(body.email, body.password);
    if (result.ok) {
      router.push(callbackUrl);
      return;
    }
    // docs/product.md §4: an inactive account's detail mentions activation; it has its own page.
    if (/activation|pending/i.test(result.message)) {
      router.push("/waiting-activation");
      return;
    }
    fail(new Error(result.message));
    setPending(false);
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
      <TextField
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <p className="-mt-3 text-right text-sm">
        <a href="/forgot-password" className="font-semibold text-link underline underline-offset-4">
          Forgot password?
        </a>
      </p>
      <Button type="submit" loading={pending} loadingText="Logging in...">
        Log In
      </Button>
      <p className="text-center text-sm text-muted">
        Don&apos;t have an account?{" "}
        <a href="/register" className="font-semibold text-link underline underline-offset-4">
          Sign up
        </a>
      </p>
    </form>
  );
}
