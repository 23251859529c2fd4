import type { ReactNode } from "react";

/** A screen's title (docs/product.md §2's wording) and an optional line under it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold text-foreground sm:text-3xl">{title}</h1>
      {children && <p className="mt-2 text-muted">{children}</p>}
    </div>
  );
}
