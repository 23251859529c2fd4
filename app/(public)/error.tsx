"use client";

import Link from "next/link";
import { ProblemScreen } from "@/components/shell/problem-screen";
import { Button, buttonClasses } from "@/components/ui/button";

/** A public page failed to render: inside the public layout, with a retry and the way home. */
export default function PublicError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <ProblemScreen
      title="Something Went Wrong"
      actions={
        <>
          <Button onClick={retry}>Try Again</Button>
          <Link href="/" className={buttonClasses({ variant: "secondary" })}>
            Go to Homepage
          </Link>
        </>
      }
    >
      This page could not be loaded. Please try again in a moment.
    </ProblemScreen>
  );
}
