import type { Metadata } from "next";
import Link from "next/link";
import { ProblemScreen } from "@/components/shell/problem-screen";
import { buttonClasses } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page Not Found" };

/** An unknown admin address: the way back is the dashboard. */
export default function AdminNotFound() {
  return (
    <ProblemScreen
      status="404"
      title="Page Not Found"
      actions={
        <Link href="/app/admin" className={buttonClasses()}>
          Back to Dashboard
        </Link>
      }
    >
      There is no admin page at this address.
    </ProblemScreen>
  );
}
