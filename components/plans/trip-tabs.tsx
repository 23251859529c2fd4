import { Link } from "@/components/ui/link";
import { cn } from "@/components/ui/cn";

export type TripTab = "solo" | "hosting" | "joining" | "network";

export const TRIP_TABS: { tab: TripTab; label: string }[] = [
  { tab: "solo", label: "My Solo Trips" },
  { tab: "hosting", label: "Trips I'm Hosting" },
  { tab: "joining", label: "Trips I'm Joining" },
  { tab: "network", label: "Network Trips" },
];

/** docs/product.md §2: group means hosting, discover means network; anything else or nothing means solo. */
export function tripTabOf(value: string | string[] | undefined): TripTab {
  const tab = Array.isArray(value) ? value[0] : value;
  if (tab === "group" || tab === "hosting") return "hosting";
  if (tab === "discover" || tab === "network") return "network";
  if (tab === "joining") return "joining";
  return "solo";
}

function tripTabHref(tab: TripTab): string {
  return tab === "solo" ? "/app/travel-plans" : `/app/travel-plans?tab=${tab}`;
}

/**
 * The four lists of My Trips. Each is its own URL (shareable, and the back-links of the trip
 * screens land on the right one), so they are links marked with aria-current, not an ARIA tablist.
 */
export function TripTabs({ current }: { current: TripTab }) {
  return (
    <nav aria-label="Trip lists" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {TRIP_TABS.map(({ tab, label }) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                href={tripTabHref(tab)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors",
                  active
                    ? "border-primary bg-primary text-primary-contrast"
                    : "border-input-border bg-surface text-foreground hover:bg-surface-muted",
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
