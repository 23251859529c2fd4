import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { InviteCodeNotice } from "@/components/auth/invite-code-notice";
import { RegisterForm } from "@/components/auth/register-form";
import { checkInviteCode } from "@/lib/invites/service";
import { redirectMembersToApp } from "../../redirect-members";
import { signUp } from "../actions";

export const metadata: Metadata = { title: "Sign Up" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RegisterPage({ searchParams }: Props) {
  await redirectMembersToApp();
  const { invite } = await searchParams;
  const code = typeof invite === "string" ? invite.trim() : "";
  // A link's code that would be refused says so before the form, which then goes on without it.
  const status = code ? await checkInviteCode(code) : "active";

  return (
    <AuthCard
      title="Join Overlap"
      description="With an invite code your account is ready at once; without one, an administrator reviews it first."
    >
      <RegisterForm
        action={signUp}
        initialInviteCode={status === "active" ? code : ""}
        notice={status === "active" ? undefined : <InviteCodeNotice status={status} />}
      />
    </AuthCard>
  );
}
