import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { memberPath } from "@/components/public-profile/paths";
import { Avatar } from "@/components/profile/avatar";
import { PinIcon } from "@/components/ui/icons";
import { overlapNote } from "./overlap-note";
import type { PotentialMatch } from "@/lib/discovery/contract";

/** One traveller on Discover: who they are, and when and where your trips meet. */
export function TravellerCard({
  person,
  headingId,
  actions,
}: {
  person: PotentialMatch;
  headingId: string;
  actions: ReactNode;
}) {
  const facts = [person.age ? `${person.age}` : null, person.gender].filter(Boolean).join(" · ");
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm"
    >
      <div className="flex items-start gap-4">
        <Avatar id={person.id} name={person.name} photo={person.photos[0]} size="lg" />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} tabIndex={-1} className="truncate text-lg font-semibold text-foreground">
            <Link href={memberPath(person.id)} className="underline-offset-4 hover:underline">
              {person.name}
            </Link>
          </h3>
          {person.handle && <p className="truncate text-sm text-muted">@{person.handle}</p>}
          {facts && <p className="text-sm text-foreground">{facts}</p>}
          {person.current_location && (
            <p className="text-sm text-muted">
              <span className="sr-only">Lives in </span>
              {person.current_location}
            </p>
          )}
        </div>
      </div>
      <p className="rounded-lg bg-primary-soft px-3 py-2 text-sm font-medium text-link">
        <PinIcon className="mr-1.5 inline size-4 -translate-y-px" />
        {overlapNote(person.overlap_info)}
      </p>
      {person.headline && <p className="text-sm font-medium text-foreground">{person.headline}</p>}
      {person.bio && <p className="line-clamp-4 text-sm text-foreground">{person.bio}</p>}
      {person.travel_preferences && (
        <p className="text-sm text-muted">
          <span className="font-medium text-foreground">Travel style:</span> {person.travel_preferences}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">{actions}</div>
    </article>
  );
}
