"use client";

import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { apiPage, type Page } from "@/components/data/api-client";
import { adminKeys } from "./queries";
import { adminResourceRoutes, type AdminResource } from "./resources";

const ADMIN_PAGE_SIZE = 25;

/**
 * One page of an admin list route (`/admin/{resource}?skip=&limit=` plus `filters`), counted by
 * the server's X-Total-Count. Lists page on the server so they stay quick at 100,000 rows
 * (docs/api.md §9); changing a filter goes back to the first page. The previous page stays on screen
 * while the next one loads.
 */
export function usePagedList<T>(
  resource: AdminResource,
  filters: Record<string, string | undefined> = {},
  pageSize = ADMIN_PAGE_SIZE,
) {
  const [pageState, setPageState] = useState({ page: 0, filterKey: "" });
  const filterKey = JSON.stringify(filters);
  const page = pageState.filterKey === filterKey ? pageState.page : 0;

  const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  const query = { ...given, skip: page * pageSize, limit: pageSize };

  const answer = useQuery({
    queryKey: adminKeys.page(resource, filters, page, pageSize),
    queryFn: () => apiPage(adminResourceRoutes(resource).list, { query }) as Promise<Page<T>>,
    placeholderData: keepPreviousData,
  });

  const total = answer.data?.total ?? 0;
  const list: PagedList<T> = {
    query: answer,
    items: answer.data?.items ?? [],
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
