"use client";

import { Link } from "@/components/ui/link";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { FocusRescue } from "@/components/ui/focus-rescue";
import { TextField } from "@/components/ui/text-field";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import type { AdminUser } from "@/lib/admin/contract";
import type { AdminColumn } from "../kit/admin-table";
import { FilterButtons } from "../kit/filter-buttons";
import { formatAdminDate } from "../kit/format";
import { AdminPagedList } from "../kit/paged-list";
import { usePagedList } from "../kit/use-paged-list";
import { CanInviteSwitch } from "./can-invite-switch";
import { UserActions } from "./user-actions";
import { UserRoleBadge, UserStatusBadge } from "./user-badges";
import { USER_FILTERS, type UserFilter } from "./user-filters";
import { AddUserDialog } from "./user-form-dialog";
import { memberPath } from "@/components/public-profile/paths";

const SEARCH_DELAY_MS = 300;

/** The member's codes made in all: a member who withdraws and makes codes over and over shows here. */
const invitesMadeText = (made: number) => (made === 1 ? "1 code made" : `${made} codes made`);

/**
 * Ten facts in seven columns, so the table fits a 1,280-pixel screen without scrolling sideways:
 * the member with their handle and email, the status with the role, who invited them with what
 * they may invite, and the actions wrapping onto a second line when they must.
 */
function userColumns(actorId: number): AdminColumn<AdminUser>[] {
  return [
    { header: "ID", className: "text-muted tabular-nums", cell: (user) => user.id },
    {
      header: "Member",
      rowHeader: true,
      className: "min-w-44 font-normal whitespace-normal",
      cell: (user) => (
        <>
          <span className="font-semibold text-foreground">{user.name}</span>
          {user.id === actorId && (
            <Badge tone="neutral" className="ml-2">
              You
            </Badge>
          )}
          {user.handle && <span className="block text-sm text-muted">@{user.handle}</span>}
          <span className="block text-sm text-muted [overflow-wrap:anywhere]">{user.email}</span>
        </>
      ),
    },
    { header: "Age", className: "tabular-nums", cell: (user) => user.age },
    {
      header: "Status",
      cell: (user) => (
        <span className="flex flex-col items-start gap-1">
          <UserStatusBadge user={user} />
          <UserRoleBadge user={user} />
        </span>
      ),
    },
    {
      header: "Invites",
      className: "min-w-36",
      cell: (user) => (
        <>
          <span className="block text-xs text-muted">
            Invited by{" "}
            {user.invited_by ? (
              <Link
                href={memberPath(user.invited_by.id)}
                className="text-sm text-link underline-offset-4 hover:underline"
              >
                {user.invited_by.name}
              </Link>
            ) : (
              "—"
            )}
          </span>
          <span className="mt-1 flex items-center gap-2">
            <CanInviteSwitch user={user} />
            {/* The switch's own name says whose it is; this is for the eye. */}
            <span aria-hidden className="text-xs text-muted">
              Can invite
            </span>
          </span>
          <span className="mt-1 block text-xs whitespace-nowrap text-muted">{invitesMadeText(user.invites_made)}</span>
        </>
      ),
    },
    { header: "Joined", className: "whitespace-nowrap", cell: (user) => formatAdminDate(user.created_at) },
    { header: "Actions", className: "min-w-40", cell: (user) => <UserActions user={user} /> },
  ];
}

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
      <AdminPagedList
        list={list}
        noun="users"
        loadingText="Loading users..."
        empty={{
          title: "No users found",
          detail: q ? `Nobody matches “${q}”.` : status !== "all" ? "No users in this list." : null,
        }}
        caption="Users"
        columns={userColumns(actorId)}
      />
    </div>
  );
}
