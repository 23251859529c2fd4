"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/components/data/api-client";
import { MemberLink } from "@/components/public-profile/member-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorDetail } from "@/components/ui/error-detail";
import { FormattedDate, useDateLocale } from "@/components/ui/formatted-date";
import { Spinner } from "@/components/ui/spinner";
import type { Reference } from "@/lib/references/contract";
import { ReferenceContext } from "./reference-context";
import { referenceKeys } from "./reference-keys";
import { YourReferences } from "./your-references";

const PAGE_SIZE = 5;

/**
 * A member's references on their profile (docs/product.md §2.9, References): how many, how many of the writers
 * met them in person, the latest five and "Show more references"; for a viewer who shared an ended
 * stay with them, what they may write or have written (./your-references.tsx).
 */
export function MemberReferences({ member, isOwner }: { member: { id: number; name: string }; isOwner: boolean }) {
  const locale = useDateLocale();
  const list = useInfiniteQuery({
    queryKey: referenceKeys.list(member.id),
    queryFn: ({ pageParam }) =>
      api("GET /users/{id}/references", { params: { id: member.id }, query: { skip: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
  const first = list.data?.pages[0];
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="profile-references" className="flex flex-col gap-3">
      <h2 id="profile-references" className="text-lg font-semibold text-foreground">
        References
      </h2>
      {!isOwner && <YourReferences member={member} />}
      {list.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> Loading references...
        </p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-danger">
          Failed to load references: {errorDetail(list.error)}
        </p>
      ) : first!.total === 0 ? (
        <p className="text-sm text-muted">
          {isOwner
            ? "No references yet. After a stay with another member, you can each write one."
            : `No references for ${member.name} yet.`}
        </p>
      ) : (
        <>
          <p className="text-sm text-foreground">
            {first!.total === 1 ? "1 reference" : `${first!.total} references`}
            {", "}
            {first!.met_in_person === first!.total && first!.total > 1
              ? "all from members who met them in person"
              : `${first!.met_in_person} from ${first!.met_in_person === 1 ? "a member" : "members"} who met them in person`}
          </p>
          <ul className="flex flex-col gap-3">
            {items.map((reference) => (
              <ReferenceItem key={reference.id} reference={reference} locale={locale} />
            ))}
          </ul>
          {list.hasNextPage && (
            <div>
              <Button
                variant="secondary"
                size="sm"
                loading={list.isFetchingNextPage}
                loadingText="Loading..."
                onClick={() => void list.fetchNextPage()}
              >
                Show more references
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function ReferenceItem({ reference, locale }: { reference: Reference; locale: string | undefined }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-surface px-3 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <MemberLink member={reference.author} />
        {reference.recommend ? (
          <Badge tone="success">Recommends</Badge>
        ) : (
          <Badge tone="warning">Does not recommend</Badge>
        )}
        {reference.met_in_person && <Badge tone="neutral">Met in person</Badge>}
      </div>
      <p className="break-words whitespace-pre-line text-foreground">{reference.text}</p>
      <p className="text-muted">
        <ReferenceContext context={reference.context} locale={locale} /> · written{" "}
        <FormattedDate value={reference.created_at} />
      </p>
    </li>
  );
}
