import { Link } from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";

/** docs/product.md §2: no requests and no connections at all. */
export function RelationshipsEmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center">
      <h2 className="text-xl font-semibold text-foreground">No relationships yet</h2>
      <p className="text-muted">Browse profiles on the Discover page to connect with travelers!</p>
      <Link href="/app" className={buttonClasses({ className: "mt-2" })}>
        Go to Discover
      </Link>
    </div>
  );
}
