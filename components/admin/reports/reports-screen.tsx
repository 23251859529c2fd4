"use client";

import { Link } from "@/components/ui/link";
import { useState } from "react";
import { REPORT_REASON_OPTIONS } from "@/components/safety/report-reasons";
import { Badge } from "@/components/ui/badge";
import { FocusRescue } from "@/components/ui/focus-rescue";
import type { AdminReport } from "@/lib/admin/contract";
import type { AdminColumn } from "../kit/admin-table";
import { FilterButtons } from "../kit/filter-buttons";
import { formatAdminDate, formatAdminDateTime } from "../kit/format";
import { AdminPagedList } from "../kit/paged-list";
import { usePagedList } from "../kit/use-paged-list";
import { ReferenceStay } from "../references/reference-stay";
import { ReportActions } from "./report-actions";
import { memberPath } from "@/components/public-profile/paths";

const REPORT_FILTERS = [
  { value: "open", label: "Open" },
  { value: "resolved", label: "Resolved" },
] as const;
type ReportFilter = (typeof REPORT_FILTERS)[number]["value"];

const reasonLabel = (report: AdminReport) => {
  if (report.kind === "reference") {
    if (!report.reference) return "Reference (deleted)";
    return report.reference.recommend ? "Reference: private note" : "Reference: not recommended";
  }
  return REPORT_REASON_OPTIONS.find((option) => option.value === report.reason)?.label ?? report.reason;
};

function reportColumns(status: ReportFilter): AdminColumn<AdminReport>[] {
  return [
    {
      header: "Reporter",
      className: "min-w-32",
      cell: ({ reporter }) =>
        reporter ? (
          <Person name={reporter.name} id={reporter.id} />
        ) : (
          <span className="text-muted">Deleted member</span>
        ),
    },
    {
      header: "Reported member",
      rowHeader: true,
      className: "min-w-36 font-normal whitespace-normal",
      cell: (report) => <Reported report={report} />,
    },
    { header: "Reason", className: "whitespace-nowrap", cell: (report) => reasonLabel(report) },
    {
      header: "Note",
      className: "max-w-xs min-w-40 break-words whitespace-pre-line",
      cell: (report) =>
        report.reference ? <ReferenceNote report={report} /> : (report.note ?? <span className="text-muted">—</span>),
    },
    { header: "Created", className: "whitespace-nowrap", cell: (report) => formatAdminDate(report.created_at) },
    {
      header: "Status",
      cell: (report) =>
        report.status === "open" ? <Badge tone="warning">Open</Badge> : <Badge tone="success">Resolved</Badge>,
    },
    {
      header: status === "open" ? "Actions" : "Resolution",
      key: "outcome",
      cell: (report) => (report.status === "open" ? <ReportActions report={report} /> : <Resolution report={report} />),
    },
  ];
}

/** The moderation queue: open reports first (the default), resolved ones with what was done, by whom and when. */
export function ReportsScreen() {
  const [status, setStatus] = useState<ReportFilter>("open");
  const list = usePagedList<AdminReport>("reports", { status });
  const title = status === "open" ? "Open reports" : "Resolved reports";

  return (
    <section aria-labelledby="report-list-title" className="flex flex-col gap-4">
      {/* A resolved report leaves the open list: focus goes back to the list's heading. */}
      <FocusRescue fallbackId="report-list-title" />
      <FilterButtons label="Filter reports by status" options={REPORT_FILTERS} value={status} onChange={setStatus} />
      <h2 id="report-list-title" tabIndex={-1} className="text-xl font-semibold text-foreground">
        {title}
      </h2>
      <AdminPagedList
        list={list}
        noun="reports"
        loadingText="Loading reports..."
        empty={{
          title: status === "open" ? "No open reports" : "No resolved reports",
          detail: status === "open" ? "Reports members send about each other appear here." : null,
        }}
        caption={title}
        columns={reportColumns(status)}
      />
    </section>
  );
}

/** A reference's report: the reference as written (its stay, text and private note), so it can be judged here. */
function ReferenceNote({ report }: { report: AdminReport }) {
  const reference = report.reference!;
  return (
    <>
      <span className="block text-xs text-muted">
        Reference about {report.reported.name}, stay: <ReferenceStay context={reference.context} />
      </span>
      <span className="mt-1 block text-foreground">{reference.text}</span>
      {reference.private_note && (
        <span className="mt-2 block text-sm text-muted">
          <span className="font-semibold">Private note:</span> {reference.private_note}
        </span>
      )}
      <span className="mt-1 block text-xs text-muted">
        {reference.met_in_person ? "Met in person" : "Did not meet in person"} ·{" "}
        {reference.shown ? "Shown on the profile" : "Hidden so far"}
      </span>
    </>
  );
}

function Person({ name, id }: { name: string; id: number }) {
  return (
    <>
      <span className="font-semibold text-foreground">{name}</span>
      <span className="block text-xs text-muted">ID {id}</span>
    </>
  );
}

function Reported({ report: { reported } }: { report: AdminReport }) {
  return (
    <>
      {/* Only an active member has a profile to open. */}
      {reported.is_active ? (
        <Link href={memberPath(reported.id)} className="font-semibold text-link underline-offset-4 hover:underline">
          {reported.name}
        </Link>
      ) : (
        <span className="font-semibold text-foreground">{reported.name}</span>
      )}
      <span className="block text-xs text-muted">ID {reported.id}</span>
      {!reported.is_active && (
        <Badge tone="neutral" className="mt-1">
          Inactive
        </Badge>
      )}
    </>
  );
}

function Resolution({ report }: { report: AdminReport }) {
  return (
    <div className="min-w-40 text-sm">
      <span className="font-semibold text-foreground">
        {report.resolution === "deactivated"
          ? "Member deactivated"
          : report.resolution === "reference_removed"
            ? "Reference removed"
            : "Dismissed"}
      </span>
      <span className="block text-muted">
        by {report.resolved_by ? `${report.resolved_by.name} (ID ${report.resolved_by.id})` : "a former admin"}
      </span>
      {report.resolved_at && <span className="block text-muted">{formatAdminDateTime(report.resolved_at)}</span>}
    </div>
  );
}
