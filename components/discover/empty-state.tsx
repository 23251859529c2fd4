import { Link } from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";
import { NOBODY_YET, type EmptyReason } from "@/lib/discovery/gaps";

export type { EmptyReason };

/**
 * docs/product.md §2.4's empty state of Discover: the title, and the reason the server found (lib/discovery/gaps.ts
 * emptyReason).
 */
export function DiscoverEmptyState({ reason = NOBODY_YET }: { reason?: EmptyReason }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center">
      <h2 className="text-xl font-semibold text-foreground">No potential matches found</h2>
      <p className="max-w-prose text-muted">{reason.message}</p>
      <Link href={reason.action.href} className={buttonClasses({ className: "mt-2" })}>
        {reason.action.label}
      </Link>
    </div>
  );
}
