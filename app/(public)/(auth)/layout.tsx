import type { ReactNode } from "react";
import { Toasts } from "@/components/toasts";

/**
 * Log in and Sign up share one toaster, so a toast raised on one (registration succeeded but the
 * sign-in did not) is still shown on the other after the redirect. A route group: the URLs stay.
 */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toasts />
    </>
  );
}
