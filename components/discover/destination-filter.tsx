import { Link } from "@/components/ui/link";
import { cityPart } from "@/components/plans/travel-dates";
import { cn } from "@/components/ui/cn";

const ALL = "All destinations";

/** Does the `?destination=` value name this plan destination (its display form or its city)? */
function namesDestination(filter: string, destination: string): boolean {
  const wanted = filter.trim().toLowerCase();
  return wanted === destination.trim().toLowerCase() || wanted === cityPart(destination).toLowerCase();
}

/**
 * Filter links: all destinations, or one of the member's own upcoming ones. The current choice is
 * marked with aria-current; a destination from elsewhere (a shared link) is still named. On a phone
 * the chips scroll sideways in one row, so they never push the people down (docs/product.md §2.4).
 */
export function DestinationFilter({ destinations, current }: { destinations: string[]; current: string | undefined }) {
  const known = current ? destinations.some((destination) => namesDestination(current, destination)) : true;
  const chips = [
    { label: ALL, href: "/app", active: !current },
    ...destinations.map((destination) => ({
      label: destination,
      href: `/app?destination=${encodeURIComponent(destination)}`,
      active: current ? namesDestination(current, destination) : false,
    })),
    ...(known || !current
      ? []
      : [{ label: current, href: `/app?destination=${encodeURIComponent(current)}`, active: true }]),
  ];
  if (destinations.length === 0 && !current) return null;

  return (
    <nav aria-label="Filter by destination" className="mb-4 md:mb-8">
      <ul className="-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:pb-0">
        {chips.map((chip) => (
          <li key={chip.href} className="shrink-0 snap-start">
            <Link
              href={chip.href}
              aria-current={chip.active ? "page" : undefined}
              className={cn(
                "inline-flex min-h-10 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium transition-colors",
                chip.active
                  ? "border-primary bg-primary text-primary-contrast"
                  : "border-input-border bg-surface text-foreground hover:bg-surface-muted",
              )}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
