"use client";

import { Link } from "@/components/ui/link";
import { useState } from "react";
import { api } from "@/components/data/api-client";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FocusRescue } from "@/components/ui/focus-rescue";
import type { AdminInvite } from "@/lib/admin/contract";
import type { AdminColumn } from "../kit/admin-table";
import { formatAdminDate } from "../kit/format";
import { AdminPagedList } from "../kit/paged-list";
import { useAdminMutation } from "../kit/use-admin-mutation";
import { usePagedList } from "../kit/use-paged-list";
import { copyInviteLink } from "@/components/invites/invite-link";
import { memberPath } from "@/components/public-profile/paths";
import { CreateInviteForm } from "./create-invite-form";
import { InviteStatusBadge } from "./invite-badges";

function inviteColumns(newId: number | undefined): AdminColumn<AdminInvite>[] {
  return [
    {
      header: "Code",
      rowHeader: true,
      className: "font-mono font-semibold text-foreground",
      cell: (invite) => (
        <>
          {invite.code}
          {invite.id === newId && <span className="ml-2 font-sans text-xs font-semibold text-link">New</span>}
        </>
      ),
    },
    { header: "Status", cell: (invite) => <InviteStatusBadge status={invite.status} /> },
    {
      header: "Type",
      className: "whitespace-nowrap",
      cell: (invite) => (invite.is_single_use ? "Single use" : "Multi-use"),
    },
    { header: "Uses", className: "tabular-nums", cell: (invite) => invite.use_count },
    { header: "Created", className: "whitespace-nowrap", cell: (invite) => formatAdminDate(invite.created_at) },
    {
      header: "Expires",
      className: "whitespace-nowrap",
      cell: (invite) => (invite.expires_at ? formatAdminDate(invite.expires_at) : "Never"),
    },
    {
      header: "Used by",
      className: "whitespace-nowrap",
      // A multi-use code remembers the last member who registered with it.
      cell: (invite) =>
        invite.used_by_member ? (
          <Link href={memberPath(invite.used_by_member.id)} className="text-link underline-offset-4 hover:underline">
            {invite.used_by_member.name}
            {invite.used_by_member.handle && (
              <span className="block text-xs text-muted">@{invite.used_by_member.handle}</span>
            )}
          </Link>
        ) : invite.used_by ? (
          `User ${invite.used_by}`
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    { header: "Actions", cell: (invite) => <InviteActions invite={invite} /> },
  ];
}

/** The invite codes screen: create a code, copy its link, deactivate it ("delete", docs/product.md §4). */
export function InvitesScreen() {
  const [created, setCreated] = useState<AdminInvite | null>(null);
  const list = usePagedList<AdminInvite>("invites");

  return (
    <div className="flex flex-col gap-6">
      {/* A deactivated code loses its buttons: focus goes back to the list's heading. */}
      <FocusRescue fallbackId="invite-list-title" />
      <Card className="p-5 sm:p-6">
        <CreateInviteForm onCreated={setCreated} />
      </Card>

      {/* As the list has it now: a code deleted since it was created loses its Copy link. */}
      {created && <NewInvite invite={list.items.find((invite) => invite.id === created.id) ?? created} />}

      <section aria-labelledby="invite-list-title" className="flex flex-col gap-4">
        <h2 id="invite-list-title" tabIndex={-1} className="text-xl font-semibold text-foreground">
          Invite Codes
        </h2>
        <AdminPagedList
          list={list}
          noun="invite codes"
          loadingText="Loading invites..."
          empty={{
            title: "No invite codes yet",
            detail: "Create one above and share its link with someone you trust.",
          }}
          caption="Invite codes"
          columns={inviteColumns(created?.id)}
          currentId={created?.id}
        />
      </section>
    </div>
  );
}

/** The code just created, up front, with its link one click away while it still lets someone in. */
export function NewInvite({ invite }: { invite: AdminInvite }) {
  return (
    <Card
      role="status"
      className="flex flex-col gap-3 border-2 border-primary bg-primary-soft sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="text-sm font-medium text-foreground">New invite code</p>
        <p className="font-mono text-2xl font-bold tracking-wider text-foreground">{invite.code}</p>
        <p className="text-sm text-foreground">
          {invite.is_single_use ? "Single use" : "Multi-use"}
          {invite.expires_at ? `, expires ${formatAdminDate(invite.expires_at)}` : ", never expires"}
        </p>
      </div>
      {invite.status === "active" ? (
        <Button className="shrink-0" onClick={() => void copyInviteLink(invite.code)}>
          Copy link<span className="sr-only"> for {invite.code}</span>
        </Button>
      ) : (
        <InviteStatusBadge status={invite.status} />
      )}
    </Card>
  );
}

function InviteActions({ invite }: { invite: AdminInvite }) {
  const deactivate = useAdminMutation({
    mutationFn: () => api("DELETE /admin/invites/{id}", { params: { id: invite.id } }),
    success: `Invite code ${invite.code} deactivated`,
    failure: "Failed to delete invite code",
  });
  // Only a code that still lets someone in is worth sharing; used, expired and inactive ones are history.
  const shareable = invite.status === "active";

  return (
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
  );
}
