import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { InvalidResetLink, ResetPasswordForm } from "@/components/auth/reset-password-form";
import { chooseNewPassword } from "../actions";

export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The emailed link lands here (docs/api.md §16, password reset); the token is checked when the form is sent. */
export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <AuthCard
      title="Choose a new password"
      description="Once it is changed, every device signed in to your account is signed out."
    >
      {typeof token === "string" && token ? (
        <ResetPasswordForm action={chooseNewPassword} token={token} />
      ) : (
        <InvalidResetLink />
      )}
    </AuthCard>
  );
}
