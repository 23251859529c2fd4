import type { ReactNode } from "react";
import { ShowMoreLink } from "@/components/ui/show-more-link";

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

export function CardGrid({ id, label, children }: { id: string; label: string; children: ReactNode[] }) {
  return (
    <ul id={id} aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}

/**
 * Under a list that holds more than it shows: how many it shows, and `Show more …` (a page more,
 * app/app/matches/page.tsx), or, at the largest page, that these are the newest.
 */
export function MorePairings({
  containerId,
  list,
  noun,
}: {
  containerId: string;
  list: { items: unknown[]; total: number; more?: string };
  noun: string;
}) {
  const shown = list.items.length;
  return (
    <>
      {list.total > shown && (
        <p className="text-center text-sm text-muted">
          {list.more ? `${shown} of ${list.total} ${noun}` : `The newest ${shown} of ${list.total} ${noun}`}
        </p>
      )}
      <ShowMoreLink containerId={containerId} href={list.more}>
        Show more {noun}
      </ShowMoreLink>
    </>
  );
}
