import type { Metadata } from "next";
import { ActivateForm } from "@/components/auth/activate-form";
import { AuthCard } from "@/components/auth/auth-card";
import { buttonClasses } from "@/components/ui/button";
import { activateWithCode } from "../(auth)/actions";

export const metadata: Metadata = { title: "Account Pending Activation" };

/**
 * The waiting page (docs/product.md §2.1): what happens next, and for a member who got an invite
 * code since registering, the form that activates the account with it at once.
 */
export default function WaitingActivationPage() {
  return (
    <AuthCard title="Account pending activation">
      <div className="flex flex-col gap-6 text-foreground">
        <p>
          Thanks for signing up! Your account is waiting for an administrator to activate it. This usually takes 24-48
          hours, and we will send you an email as soon as it is active.
        </p>
        <section aria-labelledby="activate-title" className="flex flex-col gap-3 border-t border-border pt-5">
          <h2 id="activate-title" className="text-lg font-semibold">
            Got an invite code?
          </h2>
          <p className="text-sm text-muted">
            A code from a member or an administrator activates your account straight away. Enter it with the email and
            password you signed up with.
          </p>
          <ActivateForm action={activateWithCode} />
        </section>
        <a href="/login" className={buttonClasses({ variant: "secondary" })}>
          Back to Log In
        </a>
      </div>
    </AuthCard>
  );
}
