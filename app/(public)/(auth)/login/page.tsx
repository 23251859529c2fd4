import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { safeCallbackUrl } from "@/components/auth/callback-url";
import { LoginForm } from "@/components/auth/login-form";
import { Alert } from "@/components/ui/alert";
import { PASSWORD_CHANGED, SESSION_NOTICES } from "@/lib/accounts/values";
import { logIn } from "../actions";
import { redirectMembersToApp } from "../../redirect-members";

export const metadata: Metadata = { title: "Log In" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  await redirectMembersToApp();
  const { callbackUrl, password, session } = await searchParams;
  // Fixed words, so nothing of the address is shown: `password` is set by the new-password form on
  // its way here, `session` by a member's tab whose session ended elsewhere (docs/product.md §7).
  const ended = session === "ended" || session === "expired" ? SESSION_NOTICES[session] : undefined;
  const notice =
    password === "changed" ? (
      <Alert tone="success">{PASSWORD_CHANGED}</Alert>
    ) : ended ? (
      <Alert tone="info">{ended}</Alert>
    ) : undefined;

  return (
    <AuthCard title="Welcome back" description="Log in to see who is travelling when you are.">
      <LoginForm action={logIn} callbackUrl={safeCallbackUrl(callbackUrl)} notice={notice} />
    </AuthCard>
  );
}
