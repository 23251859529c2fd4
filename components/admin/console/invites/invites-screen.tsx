"use client";

import { useState } from "react";
import { apiRequest } from "@/components/data/api-client";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { FocusRescue } from "@/components/ui/focus-rescue";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Pager } from "@/components/ui/pager";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@/components/ui/table";
import { usePagedList } from "../../use-paged-list";
import { formatAdminDate } from "../format";
import { EmptyList, LoadError, LoadingText, pagerProps } from "../list-state";
import type { AdminInvite } from "../types";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { copyInviteLink } from "./copy-invite-link";
import { CreateInviteForm } from "./create-invite-form";
import { InviteStatusBadge } from "./invite-badges";

/** The invite codes screen: create a code, copy its link, deactivate it ("delete", docs/product.md §4). */
export function InvitesScreen() {
  const [created, setCreated] = useState<AdminInvite | null>(null);
  const list = usePagedList<AdminInvite>("invites");
  const { query, items } = list;

  return (
    <div className="flex flex-col gap-6">
      {/* A deactivated code loses its buttons: focus goes back to the list's heading. */}
      <FocusRescue fallbackId="invite-list-title" />
      <Card className="p-5 sm:p-6">
        <CreateInviteForm onCreated={setCreated} />
      </Card>

      {created && <NewInvite invite={created} />}

      <section aria-labelledby="invite-list-title" className="flex flex-col gap-4">
        <h2 id="invite-list-title" tabIndex={-1} className="text-xl font-semibold text-foreground">
          Invite Codes
        </h2>
        {query.isPending ? (
          <LoadingText>Loading invites...</LoadingText>
        ) : query.isError && !query.data ? (
          <LoadError what="invite codes" error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        ) : items.length === 0 ? (
          <EmptyList title="No invite codes yet">Create one above and share its link with someone you trust.</EmptyList>
        ) : (
          <div>
            <Table caption="Invite codes" busy={query.isPlaceholderData}>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>Code</TableHeaderCell>
                  <TableHeaderCell>Status</TableHeaderCell>
                  <TableHeaderCell>Type</TableHeaderCell>
                  <TableHeaderCell>Uses</TableHeaderCell>
                  <TableHeaderCell>Created</TableHeaderCell>
                  <TableHeaderCell>Expires</TableHeaderCell>
                  <TableHeaderCell>Used by</TableHeaderCell>
                  <TableHeaderCell>Actions</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((invite) => (
                  <InviteRow key={invite.id} invite={invite} isNew={invite.id === created?.id} />
                ))}
              </TableBody>
            </Table>
            <Pager {...pagerProps(list)} noun="invite codes" busy={query.isFetching} />
          </div>
        )}
      </section>
    </div>
  );
}

/** The code just created, up front, with its link one click away. */
function NewInvite({ invite }: { invite: AdminInvite }) {
  return (
    <Card role="status" className="flex flex-col gap-3 border-2 border-primary bg-primary-soft sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-medium text-foreground">New invite code</p>
        <p className="font-mono text-2xl font-bold tracking-wider text-foreground">{invite.code}</p>
        <p className="text-sm text-foreground">
          {invite.is_single_use ? "Single use" : "Multi-use"}
          {invite.expires_at ? `, expires ${formatAdminDate(invite.expires_at)}` : ", never expires"}
        </p>
      </div>
      <Button className="shrink-0" onClick={() => void copyInviteLink(invite.code)}>
        Copy link<span className="sr-only"> for {invite.code}</span>
      </Button>
    </Card>
  );
}

function InviteRow({ invite, isNew }: { invite: AdminInvite; isNew: boolean }) {
  const deactivate = useAdminMutation({
    mutationFn: () => apiRequest<void>(`/admin/invites/${invite.id}`, { method: "DELETE" }),
    success: `Invite code ${invite.code} deactivated`,
    failure: "Failed to delete invite code",
  });
  // Only a code that still lets someone in is worth sharing; used, expired and inactive ones are history.
  const shareable = invite.status === "active";

  return (
    <TableRow className={cn(isNew && "bg-primary-soft")}>
      <TableHeaderCell scope="row" className="font-mono font-semibold text-foreground">
        {invite.code}
        {isNew && <span className="ml-2 font-sans text-xs font-semibold text-link">New</span>}
      </TableHeaderCell>
      <TableCell>
        <InviteStatusBadge status={invite.status} />
      </TableCell>
      <TableCell className="whitespace-nowrap">{invite.is_single_use ? "Single use" : "Multi-use"}</TableCell>
      <TableCell className="tabular-nums">{invite.use_count}</TableCell>
      <TableCell className="whitespace-nowrap">{formatAdminDate(invite.created_at)}</TableCell>
      <TableCell className="whitespace-nowrap">{invite.expires_at ? formatAdminDate(invite.expires_at) : "Never"}</TableCell>
      <TableCell className="whitespace-nowrap">
        {/* A multi-use code remembers the last member who registered with it. */}
        {invite.used_by ? `User ${invite.used_by}` : <span className="text-muted">—</span>}
      </TableCell>
      <TableCell>
        <div className="flex gap-2 whitespace-nowrap">
          {shareable && (
            <Button variant="secondary" size="sm" onClick={() => void copyInviteLink(invite.code)}>
              Copy link<span className="sr-only"> for {invite.code}</span>
            </Button>
          )}
          {invite.is_active && (
            <ConfirmDialog
              triggerLabel={
                <>
                  Delete<span className="sr-only"> {invite.code}</span>
                </>
              }
              triggerVariant="danger"
              title="Delete invite code"
              description={`Are you sure you want to delete invite code ${invite.code}? It is deactivated and can no longer be used to register; it stays in this list.`}
              confirmLabel="Delete"
              pendingLabel="Deleting..."
              onConfirm={() => deactivate.mutateAsync()}
            />
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}
