import { Link } from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";
import { ProblemScreen } from "./problem-screen";

// The error boundaries' body is ./error-page.tsx (a client component, kept apart from shared UI).

/** A not-found.tsx body inside a layout that already frames the page (the member shell, admin). */
export function NotFoundPage({ back, children }: { back: { href: string; label: string }; children: string }) {
  return (
    <ProblemScreen
      status="404"
      title="Page Not Found"
      actions={
        <Link href={back.href} className={buttonClasses()}>
          {back.label}
        </Link>
      }
    >
      {children}
    </ProblemScreen>
  );
}
