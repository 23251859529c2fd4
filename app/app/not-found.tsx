import type { Metadata } from "next";
import Link from "next/link";
import { ProblemScreen } from "@/components/shell/problem-screen";
import { buttonClasses } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page Not Found" };

/** An unknown /app address (app/app/[...missing]) or a notFound() below: inside the member's shell and theme. */
export default function MemberNotFound() {
  return (
    <ProblemScreen
      status="404"
      title="Page Not Found"
      actions={
        <Link href="/app" className={buttonClasses()}>
          Back to Discover
        </Link>
      }
    >
      There is nothing at this address in Overlap. The link may be mistyped, or what it pointed to is gone.
    </ProblemScreen>
  );
}
