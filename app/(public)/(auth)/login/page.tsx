import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { safeCallbackUrl } from "@/components/auth/callback-url";
import { LoginForm } from "@/components/auth/login-form";
import { redirectMembersToApp } from "../../redirect-members";

export const metadata: Metadata = { title: "Log In" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  await redirectMembersToApp();
  const { callbackUrl } = await searchParams;

  return (
    <AuthCard title="Welcome back" description="Log in to see who is travelling when you are.">
      <LoginForm callbackUrl={safeCallbackUrl(callbackUrl)} />
    </AuthCard>
  );
}
