import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { safeCallbackUrl } from "@/components/auth/callback-url";
import { LoginForm } from "@/components/auth/login-form";
import { Alert } from "@/components/ui/alert";
import { PASSWORD_CHANGED } from "@/lib/accounts/values";
import { logIn } from "../actions";
import { redirectMembersToApp } from "../../redirect-members";

export const metadata: Metadata = { title: "Log In" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  await redirectMembersToApp();
  const { callbackUrl, password } = await searchParams;
  // Set by the new-password form on its way here; a fixed word, so nothing of the address is shown.
  const notice = password === "changed" ? <Alert tone="success">{PASSWORD_CHANGED}</Alert> : undefined;

  return (
    <AuthCard title="Welcome back" description="Log in to see who is travelling when you are.">
      <LoginForm action={logIn} callbackUrl={safeCallbackUrl(callbackUrl)} notice={notice} />
    </AuthCard>
  );
}
