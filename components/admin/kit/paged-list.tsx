"use client";

import type { ReactNode } from "react";
import { Pager } from "@/components/ui/pager";
import { AdminTable, type AdminColumn, type AdminRow } from "./admin-table";
import { EmptyList, LoadError, LoadingText } from "./list-states";
import type { PagedList } from "./use-paged-list";

type AdminPagedListProps<Row extends AdminRow> = {
  list: PagedList<Row>;
  /** The rows in words, plural: "users", "invite codes" (the error and the pager say it). */
  noun: string;
  /** docs/product.md §2's loading text ("Loading users..."). */
  loadingText: string;
  /** What an empty list says: its title and, maybe, a line under it. */
  empty: { title: string; detail?: ReactNode };
  caption: string;
  columns: readonly AdminColumn<Row>[];
  /** The table's (or the empty card's) id: where the focus goes when the row it was on disappears. */
  id?: string;
  currentId?: number;
};

/**
 * One admin list, a page at a time (paged on the server, so it stays quick at any size): the
 * loading text, a failed load with Retry, the empty card, or the table and its pager. A failed
 * refetch keeps the rows and shows the error above them; a delete that empties the last page steps
 * back to the new last one.
 */
export function AdminPagedList<Row extends AdminRow>({
  list,
  noun,
  loadingText,
  empty,
  caption,
  columns,
  id,
  currentId,
}: AdminPagedListProps<Row>) {
  const { query, items, page, pageCount, setPage } = list;
  if (!query.isPlaceholderData && query.isSuccess && page > 0 && page >= pageCount) setPage(pageCount - 1);
  const error = (
    <LoadError what={noun} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
  );

  if (query.isPending) return <LoadingText>{loadingText}</LoadingText>;
  if (query.isError && !query.data) return error;
  if (items.length === 0) {
    return (
      <EmptyList id={id} title={empty.title}>
        {empty.detail}
      </EmptyList>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {query.isError && error}
      <AdminTable
        id={id}
        caption={caption}
        columns={columns}
        rows={items}
        currentId={currentId}
        busy={query.isPlaceholderData}
      />
      <Pager
        page={page}
        pageCount={pageCount}
        pageSize={list.pageSize}
        total={list.total}
        onPageChange={setPage}
        noun={noun}
        busy={query.isPlaceholderData}
      />
    </div>
  );
}
