import type { ReactNode } from "react";
import { BrandMark } from "@/components/brand/brand-mark";

/**
 * The not-found and error pages' body: the brand mark, what happened, and a way on. Colours are
 * the theme's tokens, so it reads right in all four themes; the heading is the page's h1.
 */
export function ProblemScreen({
  status,
  title,
  children,
  actions,
}: {
  status?: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section
      aria-labelledby="problem-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center sm:py-20"
    >
      <BrandMark className="h-12 w-20" />
      {status && <p className="text-sm font-semibold tracking-widest text-muted uppercase">{status}</p>}
      <h1 id="problem-title" className="text-2xl font-bold text-foreground sm:text-3xl">
        {title}
      </h1>
      <div className="text-muted">{children}</div>
      <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}
