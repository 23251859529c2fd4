import { Link } from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";
import type { DiscoveryGapMessage } from "@/lib/discovery/gaps";

/**
 * What in the member's own profile keeps anyone from being offered as a match (docs/product.md
 * §2.4), one message per cause with a link to fix it. The server works the gaps out
 * (lib/discovery/service.ts findDiscoveryGaps); this only shows them.
 */
export function DiscoveryGaps({ gaps }: { gaps: DiscoveryGapMessage[] }) {
  if (gaps.length === 0) return null;
  return (
    <section
      aria-labelledby="discovery-gaps-heading"
      className="mb-8 rounded-2xl border border-border bg-surface-muted p-5"
    >
      <h2 id="discovery-gaps-heading" className="text-lg font-semibold text-foreground">
        Why nobody is offered to you as a match
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {gaps.map((entry) => (
          <li key={entry.gap} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <p className="text-sm text-foreground">{entry.message}</p>
            <Link
              href={entry.action.href}
              className={buttonClasses({
                variant: "secondary",
                size: "sm",
                className: "shrink-0 self-start sm:self-auto",
              })}
            >
              {entry.action.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
