import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

/** Why the list is empty, as the server worked it out (lib/discovery/gaps.ts), with where to fix it. */
export type EmptyReason = { message: string; action: { label: string; href: string } };

/**
 * Nobody overlaps with the member's upcoming plans (yet): nothing in their own profile is to blame,
 * so this says so rather than asking for a plan they already have.
 */
const NOBODY_YET: EmptyReason = {
  message: "Nobody else's plans overlap with yours yet. Check back as more members add theirs, or add another trip.",
  action: { label: "Go to My Trips", href: "/app/travel-plans" },
};

/** docs/product.md §2.4's empty state of Discover: the title, and the reason that applies. */
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
