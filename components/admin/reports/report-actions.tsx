"use client";

import { api } from "@/components/data/api-client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { AdminReport } from "@/lib/admin/contract";
import type { ReportAction } from "@/lib/safety/contract";
import { useAdminMutation } from "../kit/use-admin-mutation";

/**
 * An open report's two outcomes (docs/api.md §9.4): deactivate the reported member (after a
 * confirmation: they are cut off at once) or dismiss it. The server's 409s (already resolved, an
 * admin cannot be deactivated) come back as the toast's text.
 */
export function ReportActions({ report }: { report: AdminReport }) {
  const name = report.reported.name;
  const resolve = useAdminMutation<ReportAction, AdminReport>({
    mutationFn: (action) => api("POST /admin/reports/{id}/resolve", { params: { id: report.id }, body: { action } }),
    success: (_result, action) =>
      action === "deactivate"
        ? `${name} deactivated; report resolved`
        : action === "remove_reference"
          ? "Reference removed; report resolved"
          : "Report dismissed",
    failure: "Failed to resolve report",
  });
  // Several reports can name the same member: the report's number tells the buttons apart.
  const which = (
    <span className="sr-only">
      {" "}
      (report {report.id} about {name})
    </span>
  );

  return (
    <div className="flex flex-wrap gap-2 whitespace-nowrap">
      <ConfirmDialog
        triggerLabel={<>Deactivate member{which}</>}
        triggerVariant="danger"
        title="Deactivate member"
        description={`Are you sure you want to deactivate ${name}? They are signed out at once and cannot sign in until an admin activates them again. The report is marked resolved.`}
        confirmLabel="Deactivate"
        pendingLabel="Deactivating..."
        onConfirm={() => resolve.mutateAsync("deactivate")}
        disabled={resolve.isPending}
      />
      {report.kind === "reference" && report.reference && (
        <ConfirmDialog
          triggerLabel={<>Remove reference{which}</>}
          triggerVariant="danger"
          title="Remove reference"
          description={`Remove this reference about ${name}? It leaves their profile for good, and the removal is logged. The report is marked resolved.`}
          confirmLabel="Remove"
          pendingLabel="Removing..."
          onConfirm={() => resolve.mutateAsync("remove_reference")}
          disabled={resolve.isPending}
        />
      )}
      <Button
        variant="secondary"
        size="sm"
        loading={resolve.isPending && resolve.variables === "dismiss"}
        loadingText="Dismissing..."
        disabled={resolve.isPending}
        onClick={() => resolve.mutate("dismiss")}
      >
        Dismiss{which}
      </Button>
    </div>
  );
}
