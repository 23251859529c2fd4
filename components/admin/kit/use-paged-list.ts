"use client";

import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { apiPage } from "@/components/data/api-client";

const ADMIN_PAGE_SIZE = 25;

/** Query keys of the admin lists start with this, so one invalidation refetches them all. */
export const adminListKey = (resource: string) => ["admin", resource] as const;

/**
 * One page of an admin list route (`/admin/{resource}?skip=&limit=` plus `filters`), counted by
 * the server's X-Total-Count. Lists page on the server so they stay quick at 100,000 rows
 * (docs/api.md §9); changing a filter goes back to the first page. The previous page stays on screen
 * while the next one loads.
 */
export function usePagedList<T>(
  resource: string,
  filters: Record<string, string | undefined> = {},
  pageSize = ADMIN_PAGE_SIZE,
) {
  const [pageState, setPageState] = useState({ page: 0, filterKey: "" });
  const filterKey = JSON.stringify(filters);
  const page = pageState.filterKey === filterKey ? pageState.page : 0;

  const params = new URLSearchParams({ skip: String(page * pageSize), limit: String(pageSize) });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);

  const query = useQuery({
    queryKey: [...adminListKey(resource), filters, page, pageSize],
    queryFn: () => apiPage<T>(`/admin/${resource}?${params}`),
    placeholderData: keepPreviousData,
  });

  const total = query.data?.total ?? 0;
  const list: PagedList<T> = {
    query,
    items: query.data?.items ?? [],
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    setPage: (next: number) => setPageState({ page: next, filterKey }),
  };
  return list;
}

export type PagedList<T> = {
  query: UseQueryResult<{ items: T[]; total: number }>;
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  setPage: (page: number) => void;
};
