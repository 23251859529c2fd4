import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

/** docs/product.md §2's empty state of Discover. */
export function DiscoverEmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center">
      <h2 className="text-xl font-semibold text-foreground">No potential matches found</h2>
      <p className="text-muted">Create a travel plan to find other nomads!</p>
      <Link href="/app/travel-plans" className={buttonClasses({ className: "mt-2" })}>
        Go to My Trips
      </Link>
    </div>
  );
}
