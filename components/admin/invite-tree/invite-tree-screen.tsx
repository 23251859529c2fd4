"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useId, useState } from "react";
import { apiPage } from "@/components/data/api-client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import type { InviteTreeNode } from "@/lib/admin/contract";
import { FilterButtons } from "../kit/filter-buttons";
import { formatCount, plural } from "../kit/format";
import { EmptyList, LoadError, LoadingText } from "../kit/list-states";
import { adminKeys } from "../kit/queries";
import { usePagedList } from "../kit/use-paged-list";
import { memberPath } from "@/components/public-profile/paths";

/** Roots per page, and invitees read per "Show more" when a member's were not all in the answer. */
const ROOTS_PER_PAGE = 25;
const INVITEES_PER_PAGE = 50;

type RootFilter = "inviters" | "all";
const ROOT_FILTERS = [
  { value: "inviters", label: "Who invited someone" },
  { value: "all", label: "Everyone" },
] as const;

/** The members an answer lists under each inviter (docs/api.md §9.4: a flat list in tree order). */
function byParent(nodes: readonly InviteTreeNode[]): Map<number | null, InviteTreeNode[]> {
  const map = new Map<number | null, InviteTreeNode[]>();
  for (const node of nodes) map.set(node.parent_id, [...(map.get(node.parent_id) ?? []), node]);
  return map;
}

/**
 * Who invited whom (docs/api.md §9.4): the roots (members nobody invited, or an admin's code did),
 * newest first and paged, each with the members who registered with their codes, as nested lists.
 * A member's disclosure button shows or hides their invitees; those the first answer did not hold
 * (a deep chain, a prolific inviter) are read from the member when opened.
 */
export function InviteTreeScreen() {
  const [filter, setFilter] = useState<RootFilter>("inviters");
  const list = usePagedList<InviteTreeNode>(
    "invite-tree",
    { depth: "2", has_invitees: filter === "inviters" ? "true" : undefined },
    ROOTS_PER_PAGE,
  );
  const { query } = list;
  const children = byParent(list.items);
  const roots = children.get(null) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <FilterButtons label="Which members to list first" options={ROOT_FILTERS} value={filter} onChange={setFilter} />
      {query.isPending ? (
        <LoadingText>Loading the invite tree...</LoadingText>
      ) : query.isError && !query.data ? (
        <LoadError
          what="the invite tree"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : roots.length === 0 ? (
        <EmptyList title={filter === "inviters" ? "No member has invited anyone yet." : "No members yet."} />
      ) : (
        <div className="flex flex-col gap-2" aria-busy={query.isPlaceholderData}>
          {query.isError && (
            <LoadError
              what="the invite tree"
              error={query.error}
              onRetry={() => void query.refetch()}
              retrying={query.isRefetching}
            />
          )}
          <ul aria-label="Invite tree" className="flex flex-col gap-2">
            {roots.map((root) => (
              <TreeItem key={root.id} node={root} loaded={children} initiallyOpen />
            ))}
          </ul>
          <Pager
            page={list.page}
            pageCount={list.pageCount}
            pageSize={list.pageSize}
            total={list.total}
            onPageChange={list.setPage}
            noun={filter === "inviters" ? "inviting members" : "members nobody invited"}
            busy={query.isPlaceholderData}
          />
        </div>
      )}
    </div>
  );
}

/** One member and, opened, their invitees: from the answer it came in when they are all there, else read on. */
function TreeItem({
  node,
  loaded,
  initiallyOpen = false,
}: {
  node: InviteTreeNode;
  loaded: Map<number | null, InviteTreeNode[]>;
  initiallyOpen?: boolean;
}) {
  const inAnswer = loaded.get(node.id) ?? [];
  const complete = inAnswer.length === node.invite_count;
  const [open, setOpen] = useState(initiallyOpen && node.invite_count > 0 && complete);
  const listId = useId();

  return (
    <li className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-border bg-surface px-3 py-2 shadow-sm">
        {node.invite_count > 0 ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            onClick={() => setOpen(!open)}
            className="inline-flex min-h-9 min-w-9 items-center justify-center rounded-lg text-foreground hover:bg-surface-muted"
          >
            <span aria-hidden="true" className={open ? "rotate-90 transition-transform" : "transition-transform"}>
              ▶
            </span>
            <span className="sr-only">
              {open ? "Hide" : "Show"} {plural(node.invite_count, "invitee")} of {node.name}
            </span>
          </button>
        ) : (
          <span aria-hidden="true" className="inline-block min-w-9" />
        )}
        <span className="min-w-0">
          <Link href={memberPath(node.id)} className="font-semibold text-link underline-offset-4 hover:underline">
            {node.name}
          </Link>
          {node.handle && <span className="ml-2 text-sm text-muted">@{node.handle}</span>}
        </span>
        <span className="flex flex-wrap items-center gap-2">
          {node.status === "active" ? <Badge tone="success">Active</Badge> : <Badge tone="warning">Pending</Badge>}
          {node.is_admin && <Badge tone="accent">Admin</Badge>}
          {node.can_invite ? <Badge tone="neutral">Can invite</Badge> : <Badge tone="danger">Invites off</Badge>}
          <span className="text-sm text-muted">Invited {formatCount(node.invite_count)}</span>
        </span>
      </div>
      {open && (
        <div id={listId} className="ml-4 border-l-2 border-border pl-3 sm:ml-6 sm:pl-4">
          {complete ? <Invitees nodes={inAnswer} loaded={loaded} name={node.name} /> : <ReadInvitees inviter={node} />}
        </div>
      )}
    </li>
  );
}

function Invitees({
  nodes,
  loaded,
  name,
}: {
  nodes: readonly InviteTreeNode[];
  loaded: Map<number | null, InviteTreeNode[]>;
  name: string;
}) {
  return (
    <ul aria-label={`Invited by ${name}`} className="flex flex-col gap-2">
      {nodes.map((child) => (
        <TreeItem key={child.id} node={child} loaded={loaded} />
      ))}
    </ul>
  );
}

/** A member's invitees read from GET /admin/users/{id}/invitees, two levels a page, "Show more" for the next. */
function ReadInvitees({ inviter }: { inviter: InviteTreeNode }) {
  const query = useInfiniteQuery({
    queryKey: adminKeys.invitees(inviter.id),
    queryFn: ({ pageParam }) =>
      apiPage("GET /admin/users/{id}/invitees", {
        params: { id: inviter.id },
        query: { skip: pageParam, limit: INVITEES_PER_PAGE, depth: 2 },
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const read = pages.length * INVITEES_PER_PAGE;
      return read < last.total ? read : undefined;
    },
  });
  if (query.isPending) return <LoadingText>Loading invitees...</LoadingText>;
  if (query.isError && !query.data) {
    return (
      <LoadError
        what="invitees"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const nodes = query.data.pages.flatMap((page) => page.items);
  const loaded = byParent(nodes);
  const direct = loaded.get(inviter.id) ?? [];
  const total = query.data.pages.at(-1)?.total ?? direct.length;
  return (
    <div className="flex flex-col gap-2">
      <Invitees nodes={direct} loaded={loaded} name={inviter.name} />
      {query.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="w-fit"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          loadingText="Loading..."
        >
          Show more<span className="sr-only"> invitees of {inviter.name}</span> ({formatCount(total - direct.length)}{" "}
          more)
        </Button>
      )}
    </div>
  );
}
