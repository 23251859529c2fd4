"use client";

import Link from "next/link";
import { Button, buttonClasses } from "@/components/ui/button";
import { ProblemScreen } from "./problem-screen";

type WayBack = { href: string; label: string };

/** An error.tsx body: what failed, a retry, and the way back that fits where it happened. */
export function ErrorPage({ retry, back, children }: { retry: () => void; back: WayBack; children: string }) {
  return (
    <ProblemScreen
      title="Something Went Wrong"
      actions={
        <>
          <Button onClick={retry}>Try Again</Button>
          <Link href={back.href} className={buttonClasses({ variant: "secondary" })}>
            {back.label}
          </Link>
        </>
      }
    >
      {children}
    </ProblemScreen>
  );
}

/** A not-found.tsx body inside a layout that already frames the page (the member shell, admin). */
export function NotFoundPage({ back, children }: { back: WayBack; children: string }) {
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
