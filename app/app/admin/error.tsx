"use client";

import Link from "next/link";
import { ProblemScreen } from "@/components/shell/problem-screen";
import { Button, buttonClasses } from "@/components/ui/button";

/** An admin screen failed to render: a retry and the way back to the dashboard. */
export default function AdminError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <ProblemScreen
      title="Something Went Wrong"
      actions={
        <>
          <Button onClick={retry}>Try Again</Button>
          <Link href="/app/admin" className={buttonClasses({ variant: "secondary" })}>
            Back to Dashboard
          </Link>
        </>
      }
    >
      This admin screen could not be loaded. Please try again in a moment.
    </ProblemScreen>
  );
}
