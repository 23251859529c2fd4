"use client";

import { useQuery } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { ApiError, api } from "@/components/data/api-client";
import { MemberReferences } from "@/components/references/deferred-references";
import { SafetyActions } from "@/components/safety/safety-actions";
import { Button, buttonClasses } from "@/components/ui/button";
import { errorDetail } from "@/components/ui/error-detail";
import { Spinner } from "@/components/ui/spinner";
import type { getMember } from "@/lib/profiles/service";
import { shortPlaceName } from "@/components/cities/place-name";
import { formatDayRange } from "@/components/plans/travel-dates";
import { useDateLocale } from "@/components/ui/formatted-date";
import { MemberLink } from "./member-link";
import { ProfileActions } from "./profile-actions";
import { ProfileLayout } from "./profile-layout";
import { ProfileLoadFailed, ProfileNotFound } from "./profile-states";
import { ShareProfileButton } from "./share-profile-button";

export type MemberProfile = Awaited<ReturnType<typeof getMember>>;
type Relationship = NonNullable<MemberProfile["relationship"]>;

/** How /app/user/{param} names the member: a numeric id, else a handle (docs/product.md §2). */
export type ProfileLookup = { id: number } | { handle: string };

const fetchProfile = (lookup: ProfileLookup) =>
  "id" in lookup
    ? api("GET /users/{id}", { params: { id: lookup.id } })
    : api("GET /users/handle/{handle}", { params: { handle: lookup.handle } });
const profileKeys = { member: (lookup: ProfileLookup) => ["users", "profile", lookup] as const };
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Another member's profile (docs/product.md §2). The page's server render brings the profile (fresh on every
 * visit); only when that failed does the browser load it itself (one retry, docs/product.md §7), with
 * docs/product.md §8's Retry after that.
 */
export function MemberProfileView({
  lookup,
  viewerId,
  initialProfile,
}: {
  lookup: ProfileLookup;
  viewerId: number;
  initialProfile?: MemberProfile;
}) {
  if (initialProfile) return <ProfileScreen profile={initialProfile} isOwner={initialProfile.id === viewerId} />;
  return <ProfileLoadedHere lookup={lookup} viewerId={viewerId} />;
}

function ProfileLoadedHere({ lookup, viewerId }: { lookup: ProfileLookup; viewerId: number }) {
  const query = useQuery({
    queryKey: profileKeys.member(lookup),
    queryFn: () => fetchProfile(lookup) as Promise<MemberProfile>,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <Spinner /> Loading profile...
      </p>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) return <ProfileNotFound />;
    return (
      <ProfileLoadFailed
        message={errorDetail(query.error)}
        retry={
          <Button loading={query.isFetching} loadingText="Retrying..." onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  return <ProfileScreen profile={query.data} isOwner={query.data.id === viewerId} />;
}

function ProfileScreen({ profile, isOwner }: { profile: MemberProfile; isOwner: boolean }) {
  const note = isOwner ? null : relationshipNote(profile.relationship, profile.name);
  return (
    <ProfileLayout profile={profile} memberId={profile.id}>
      {isOwner && (
        <p className="rounded-lg bg-surface-muted px-3 py-2 text-sm text-muted">
          This is how other members see your profile.
        </p>
      )}
      {note && <p className="rounded-lg bg-primary-soft px-3 py-2 text-sm font-medium text-link">{note}</p>}
      {profile.invited_by && (
        <p className="text-sm text-muted">
          Invited by <MemberLink member={profile.invited_by} />
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {isOwner ? (
          <Link href="/app/profile" className={buttonClasses({ size: "sm" })}>
            Edit Profile
          </Link>
        ) : (
          <>
            <ProfileActions profile={profile} />
            {profile.relationship && (
              <Link
                href="/app/matches"
                className={buttonClasses({ size: "sm", variant: "ghost", className: "border border-border" })}
              >
                View Relationship
              </Link>
            )}
          </>
        )}
        {profile.handle && (
          <ShareProfileButton
            handle={profile.handle}
            successMessage="Link copied to clipboard!"
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          />
        )}
        {!isOwner && <SafetyActions person={{ id: profile.id, name: profile.name }} redirectAfterBlock="/app" />}
      </div>
      {!isOwner && <BetweenYou profile={profile} />}
      <MemberReferences member={{ id: profile.id, name: profile.name }} isOwner={isOwner} />
    </ProfileLayout>
  );
}

/** Where and when the two overlap, and whom they both know (docs/product.md §2.9). */
function BetweenYou({ profile }: { profile: MemberProfile }) {
  const { count, people } = profile.mutual_connections;
  const locale = useDateLocale();
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="profile-overlaps">
        <h2 id="profile-overlaps" className="mb-2 text-lg font-semibold text-foreground">
          Where you overlap
        </h2>
        {profile.overlaps.length === 0 ? (
          <p className="text-sm text-muted">No overlapping plans yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {profile.overlaps.map((overlap) => (
              <li
                key={`${overlap.destination}-${overlap.arrival_date}-${overlap.my_destination}`}
                className="rounded-lg border border-border bg-surface px-3 py-2 text-sm"
              >
                <p className="font-medium break-words text-foreground">
                  {shortPlaceName(overlap)}: {formatDayRange(overlap.overlap_start, overlap.overlap_end, locale)} (
                  {overlap.overlap_days === 1 ? "1 day" : `${overlap.overlap_days} days`} together)
                </p>
                <p className="text-muted">
                  {profile.name} is there {formatDayRange(overlap.arrival_date, overlap.departure_date, locale)}
                  {overlap.distance_km > 0 &&
                    `, ${overlap.distance_km} km from your stay in ${shortPlaceName({ destination: overlap.my_destination, near_city_name: overlap.my_near_city_name })}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="profile-mutual">
        <h2 id="profile-mutual" className="mb-2 text-lg font-semibold text-foreground">
          Mutual connections
        </h2>
        {count === 0 ? (
          <p className="text-sm text-muted">No mutual connections.</p>
        ) : (
          <p className="text-sm text-foreground">
            {count === 1 ? "1 mutual connection" : `${count} mutual connections`}:{" "}
            {people.map((person, index) => (
              <span key={person.id}>
                {index > 0 && ", "}
                <MemberLink member={person} />
              </span>
            ))}
            {count > people.length && ` and ${count - people.length} more`}
          </p>
        )}
      </section>
    </div>
  );
}

/**
 * Where the two stand, in words; null when there is nothing between them (no pairing, a pass or
 * a declined request), which is when the Connect of docs/product.md §2 is offered rather than View Relationship.
 */
function relationshipNote(relationship: Relationship | null, name: string): string | null {
  if (!relationship || relationship.relationship_type === "pass" || relationship.status === "declined") return null;
  const kind = relationship.relationship_type === "match" ? "match" : "friend";
  if (relationship.status === "accepted")
    return kind === "match" ? `You and ${name} are a match` : `You and ${name} are friends`;
  return relationship.requested_by_me ? `You sent ${name} a ${kind} request` : `${name} sent you a ${kind} request`;
}
