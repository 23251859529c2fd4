"use client";

import Link from "next/link";
import { ProblemScreen } from "@/components/shell/problem-screen";
import { Button, buttonClasses } from "@/components/ui/button";

/** A member screen failed to render: the shell stays, with a retry and the way back to Discover. */
export default function MemberError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <ProblemScreen
      title="Something Went Wrong"
      actions={
        <>
          <Button onClick={retry}>Try Again</Button>
          <Link href="/app" className={buttonClasses({ variant: "secondary" })}>
            Back to Discover
          </Link>
        </>
      }
    >
      This screen could not be loaded. Please try again in a moment.
    </ProblemScreen>
  );
}
