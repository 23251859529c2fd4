import type { ReactNode } from "react";

/** A titled part of the Relationships screen; its heading (docs/product.md §2's wording) names the region. */
export function RelationshipSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} tabIndex={-1} className="text-xl font-semibold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function CardGrid({ label, children }: { label: string; children: ReactNode[] }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}
