/**
 * On a phone, where Discover's sections stack one under another, links at the top to each list
 * with something in it (docs/product.md §2.4): the people who overlap, then Upcoming, the trips of
 * one's connections and Near misses, so none waits behind every card. Desktop shows them side by side
 * in its own order and needs none.
 */
export function SectionLinks({ sections }: { sections: { href: string; label: string; count: number }[] }) {
  const shown = sections.filter((section) => section.count > 0);
  if (shown.length === 0) return null;
  return (
    <nav aria-label="Discover sections" className="mb-6 md:hidden">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        <li className="shrink-0">
          <a href="#people" className={LINK}>
            People
          </a>
        </li>
        {shown.map((section) => (
          <li key={section.href} className="shrink-0">
            <a href={section.href} className={LINK}>
              {section.label} <span className="text-muted">({section.count})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const LINK =
  "inline-flex min-h-10 items-center gap-1 whitespace-nowrap rounded-lg px-2 text-sm font-medium text-link underline underline-offset-4";
