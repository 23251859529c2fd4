import { Link } from "@/components/ui/link";
import { formatDayRange } from "@/components/plans/travel-dates";
import type { Reference } from "@/lib/references/contract";

/** Where a reference's stay was: a trip by its title (a link while it exists), or a place and its days. */
export function ReferenceContext({ context, locale }: { context: Reference["context"]; locale: string | undefined }) {
  if ("title" in context) {
    return context.trip_id === null ? (
      <>Trip: {context.title}</>
    ) : (
      <>
        Trip:{" "}
        <Link
          href={`/app/travel-plans/group-trip/${context.trip_id}`}
          className="text-link underline-offset-4 hover:underline"
        >
          {context.title}
        </Link>
      </>
    );
  }
  return (
    <>
      {context.destination}, {formatDayRange(context.start, context.end, locale)}
    </>
  );
}
