import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";
import { redirectMembersToApp } from "../../redirect-members";
import { signUp } from "../actions";

export const metadata: Metadata = { title: "Sign Up" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RegisterPage({ searchParams }: Props) {
  await redirectMembersToApp();
  const { invite } = await searchParams;

  return (
    <AuthCard
      title="Join Overlap"
      description="With an invite code your account is ready at once; without one, an administrator reviews it first."
    >
      <RegisterForm action={signUp} initialInviteCode={typeof invite === "string" ? invite.trim() : ""} />
    </AuthCard>
  );
}
