import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { buttonClasses } from "@/components/ui/button";

export const metadata: Metadata = { title: "Account Pending Activation" };

export default function WaitingActivationPage() {
  return (
    <AuthCard title="Account pending activation">
      <div className="flex flex-col gap-4 text-foreground">
        <p>
          Thanks for signing up! Your account is waiting for an administrator to activate it. This usually takes 24-48
          hours, and we will send you an email as soon as it is active.
        </p>
        <p className="text-muted">
          Have an invite code from a member? Register with it and your account is activated straight away.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <a href="/login" className={buttonClasses()}>
            Back to Log In
          </a>
          <a href="/register" className={buttonClasses({ variant: "secondary" })}>
            Register with an invite code
          </a>
        </div>
      </div>
    </AuthCard>
  );
}
