import type { ReactNode } from "react";
import { fullPlaceName } from "@/components/cities/place-name";
import { MemberLink } from "@/components/public-profile/member-link";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { splitActivities } from "@/lib/trips/values";
import { TripStatusBadge, TripTypeBadge, VisibilityBadge } from "./trip-badges";
import { TripDates } from "./trip-dates";
import { participantCount, waitingCount, type Trip } from "./trip-format";

/** The trip's title, where and when, how many, its badges, and who hosts it. */
export function TripHeader({ trip, actions }: { trip: Trip; actions?: ReactNode }) {
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h1 id="trip-heading" tabIndex={-1} className="text-2xl font-bold break-words text-foreground sm:text-3xl">
            {trip.title}
          </h1>
          <p className="mt-1 text-muted">
            Hosted by <MemberLink member={trip.creator} />
          </p>
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="flex flex-wrap gap-2">
        <TripStatusBadge status={trip.status} />
        <TripTypeBadge tripType={trip.trip_type} />
        <VisibilityBadge visibility={trip.visibility} />
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Fact label="Destination">{fullPlaceName(trip)}</Fact>
        <Fact label="Dates">
          <TripDates trip={trip} />
        </Fact>
        <Fact label="Group size">
          {participantCount(trip)}
          {waitingCount(trip) && <span className="text-muted"> · {waitingCount(trip)}</span>}
        </Fact>
      </dl>
    </header>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-surface px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-foreground">{children}</dd>
    </div>
  );
}

const isWebAddress = (value: string | null): value is string => !!value && /^https?:\/\//i.test(value);

/** Description, budget, style, activities and the two links; what is not set is not shown. */
export function TripDetails({ trip, isHost }: { trip: Trip; isHost: boolean }) {
  const activities = splitActivities(trip.activities);
  const rows: { label: string; value: ReactNode }[] = [];
  if (trip.budget_range) rows.push({ label: "Budget", value: trip.budget_range });
  if (trip.trip_style) rows.push({ label: "Trip style", value: trip.trip_style });
  if (activities.length > 0) {
    rows.push({
      label: "Activities",
      value: (
        <ul aria-label="Activities" className="flex flex-wrap gap-1.5">
          {activities.map((activity) => (
            <li key={activity}>
              <Badge tone="accent" className="normal-case">
                {activity}
              </Badge>
            </li>
          ))}
        </ul>
      ),
    });
  }
  if (isWebAddress(trip.accommodation_link))
    rows.push({ label: "Accommodation", value: <ExternalLink href={trip.accommodation_link} /> });
  if (isWebAddress(trip.workspace_link))
    rows.push({ label: "Workspace", value: <ExternalLink href={trip.workspace_link} /> });

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="trip-details-heading" className="flex flex-col gap-4">
        <h2 id="trip-details-heading" className="text-lg font-semibold text-foreground">
          About this trip
        </h2>
        {trip.description ? (
          <p className="break-words whitespace-pre-line text-foreground">{trip.description}</p>
        ) : (
          <p className="text-muted">No description yet.</p>
        )}
        {rows.length > 0 ? (
          <dl className="flex flex-col gap-3 border-t border-border pt-4">
            {rows.map((row) => (
              <div key={row.label} className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
                <dt className="text-sm font-semibold text-muted">{row.label}</dt>
                <dd className="min-w-0 text-foreground">{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          isHost && <p className="text-sm text-muted">Add a budget, a style, activities and links with Edit.</p>
        )}
      </section>
    </Card>
  );
}

function ExternalLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-link underline underline-offset-2"
    >
      {href.replace(/^https?:\/\//i, "")}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
