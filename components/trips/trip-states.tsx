import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";

/** A trip screen that has no trip to show: a heading, why, and a way on. */
function TripProblem({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center">
      <h1 className="text-2xl font-bold text-foreground">{title}</h1>
      <p className="text-muted">{children}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {action}
        <Link href="/app/travel-plans" className={buttonClasses({ variant: action ? "secondary" : "primary" })}>
          Back to My Trips
        </Link>
      </div>
    </div>
  );
}

/** docs/product.md §8: absent, or not visible to the member (the API does not tell them apart). */
export function TripNotFound() {
  return (
    <TripProblem title="Trip not found">
      The trip you&apos;re looking for doesn&apos;t exist or you don&apos;t have permission to view it.
    </TripProblem>
  );
}

/** docs/product.md §8: the load failed (after its one retry). */
export function TripLoadFailed({ message, action }: { message?: string; action?: ReactNode }) {
  return (
    <TripProblem title="Error Loading Trip" action={action}>
      {message || "Failed to load trip details"}
    </TripProblem>
  );
}

/** docs/product.md §5: a trip without a title or a destination cannot be shown. */
export function InvalidTripData() {
  return (
    <TripProblem title="Invalid Trip Data">
      This trip is missing its title or destination, so it cannot be shown.
    </TripProblem>
  );
}
