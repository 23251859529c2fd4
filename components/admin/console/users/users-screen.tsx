"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { FocusRescue } from "@/components/ui/focus-rescue";
import { Pager } from "@/components/ui/pager";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@/components/ui/table";
import { TextField } from "@/components/ui/text-field";
import { usePagedList } from "../../use-paged-list";
import { FilterButtons } from "../filter-buttons";
import { formatAdminDate } from "../format";
import { EmptyList, LoadError, LoadingText, pagerProps } from "../list-state";
import type { AdminUser } from "../types";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { UserActions } from "./user-actions";
import { USER_FILTERS, type UserFilter } from "./user-filters";
import { AddUserDialog } from "./user-form-dialog";
import { UserRoleBadge, UserStatusBadge } from "./user-badges";

const SEARCH_DELAY_MS = 300;

/**
 * The admin users list, paged on the server: a search (name, email or handle) asked after a
 * 300 ms pause, and a status filter kept in the address (?status=pending), so the dashboard's
 * "waiting for activation" link opens the right list and a reload keeps it.
 */
export function UsersScreen({ initialStatus, actorId }: { initialStatus: UserFilter; actorId: number }) {
  const [status, setStatus] = useState<UserFilter>(initialStatus);
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = usePagedList<AdminUser>("users", { q: q || undefined, status: status === "all" ? undefined : status });
  const { query, items } = list;

  function changeStatus(next: UserFilter) {
    setStatus(next);
    const url = new URL(window.location.href);
    if (next === "all") url.searchParams.delete("status");
    else url.searchParams.set("status", next);
    // Next's router follows history.replaceState without asking the server for the page again.
    window.history.replaceState(null, "", url);
  }

  return (
    <div className="flex flex-col gap-4">
      {/* A row that leaves the list (activated under Pending, deleted) hands focus to the search box. */}
      <FocusRescue fallbackId="field-q" />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <TextField
          name="q"
          type="search"
          label="Search users"
          placeholder="Name, email or handle"
          autoComplete="off"
          spellCheck={false}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-full lg:max-w-sm"
        />
        <div className="flex flex-wrap items-center gap-3">
          <FilterButtons label="Filter users by status" options={USER_FILTERS} value={status} onChange={changeStatus} />
          <AddUserDialog />
        </div>
      </div>

      {query.isPending ? (
        <LoadingText>Loading users...</LoadingText>
      ) : query.isError && !query.data ? (
        <LoadError what="users" error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : items.length === 0 ? (
        <EmptyList title="No users found">{q ? `Nobody matches “${q}”.` : status !== "all" ? "No users in this list." : null}</EmptyList>
      ) : (
        <div>
          {query.isError && <LoadError what="users" error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />}
          <Table caption="Users" busy={query.isPlaceholderData}>
            <TableHead>
              <TableRow>
                <TableHeaderCell>ID</TableHeaderCell>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>Email</TableHeaderCell>
                <TableHeaderCell>Age</TableHeaderCell>
                <TableHeaderCell>Status</TableHeaderCell>
                <TableHeaderCell>Role</TableHeaderCell>
                <TableHeaderCell>Joined</TableHeaderCell>
                <TableHeaderCell>Actions</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((user) => (
                <TableRow key={user.id}>
                  <TableCell className="text-muted tabular-nums">{user.id}</TableCell>
                  <TableHeaderCell scope="row" className="min-w-36 font-normal whitespace-normal">
                    <span className="font-semibold text-foreground">{user.name}</span>
                    {user.id === actorId && (
                      <Badge tone="neutral" className="ml-2">
                        You
                      </Badge>
                    )}
                    {user.handle && <span className="block text-sm text-muted">@{user.handle}</span>}
                  </TableHeaderCell>
                  <TableCell className="min-w-40 [overflow-wrap:anywhere]">{user.email}</TableCell>
                  <TableCell className="tabular-nums">{user.age}</TableCell>
                  <TableCell>
                    <UserStatusBadge user={user} />
                  </TableCell>
                  <TableCell>
                    <UserRoleBadge user={user} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatAdminDate(user.created_at)}</TableCell>
                  <TableCell>
                    <UserActions user={user} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager {...pagerProps(list)} noun="users" busy={query.isFetching} />
        </div>
      )}
    </div>
  );
}
