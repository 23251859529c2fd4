import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { askForPasswordReset } from "../actions";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your account's email and we will send you a link to choose a new one."
    >
      <ForgotPasswordForm action={askForPasswordReset} />
    </AuthCard>
  );
}
