import { Link } from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { PlanResponse } from "@/lib/plans/contract";
import { placeName } from "@/components/cities/place-name";
import { anchoredNote, UNPLACED_NOTE } from "@/lib/plans/values";
import { ConvertPlanButton } from "./convert-plan-button";
import { DeletePlanButton } from "./delete-plan-button";
import { EditPlanButton } from "./edit-plan-button";
import { PlanStatusBadge } from "./plan-status-badge";
import { PlanVisibilityBadge } from "./plan-visibility-badge";
import { FormattedDateSpan } from "@/components/ui/formatted-date";
import { cityPart } from "./travel-dates";

/** Upcoming plans first (soonest arrival first), then past and cancelled ones (latest first). */
function byRelevance(a: PlanResponse, b: PlanResponse): number {
  const aActive = a.status === "active";
  const bActive = b.status === "active";
  if (aActive !== bActive) return aActive ? -1 : 1;
  return aActive ? a.arrival_date.localeCompare(b.arrival_date) : b.arrival_date.localeCompare(a.arrival_date);
}

/** The member's solo plans. */
export function PlanList({ plans }: { plans: PlanResponse[] }) {
  if (plans.length === 0) {
    return <p className="text-muted">No solo trips yet. Add one above to see who will be there at the same time.</p>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Solo trips">
      {[...plans].sort(byRelevance).map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} />
        </li>
      ))}
    </ul>
  );
}

function PlanCard({ plan }: { plan: PlanResponse }) {
  const headingId = `plan-${plan.id}-title`;
  return (
    <Card className="h-full p-5">
      <article aria-labelledby={headingId} className="flex h-full flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <h3 id={headingId} className="text-lg font-semibold text-foreground">
            {placeName(plan)}
          </h3>
          <PlanStatusBadge status={plan.status} />
          <PlanVisibilityBadge visibility={plan.visibility} />
        </div>
        <p className="text-sm text-foreground">
          <FormattedDateSpan start={plan.arrival_date} end={plan.departure_date} />
        </p>
        {plan.status === "active" && plan.city_id === null && (
          // Kept as typed (docs/api.md §4.2), near a listed city or not: say what that means for whom it meets.
          <p className="text-sm text-muted">
            {plan.near_city_name ? anchoredNote(plan.near_city_name) : UNPLACED_NOTE}
          </p>
        )}
        {plan.travel_purpose && (
          <p className="text-sm text-muted">
            <span className="font-medium text-foreground">Purpose:</span> {plan.travel_purpose}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {plan.status === "active" && (
            <>
              <Link
                href={`/app?destination=${encodeURIComponent(cityPart(plan.destination))}`}
                className={buttonClasses({ variant: "primary", size: "sm" })}
              >
                Browse Profiles
              </Link>
              <EditPlanButton plan={plan} place={placeName(plan)} />
              {plan.group_trip_id ? (
                <Link
                  href={`/app/travel-plans/group-trip/${plan.group_trip_id}`}
                  className={buttonClasses({ variant: "secondary", size: "sm" })}
                >
                  View trip
                </Link>
              ) : (
                <ConvertPlanButton planId={plan.id} destination={plan.destination} />
              )}
            </>
          )}
          <DeletePlanButton plan={plan} />
        </div>
      </article>
    </Card>
  );
}
