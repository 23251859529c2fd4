"use client";

import Link from "next/link";
import { useState } from "react";
import { REPORT_REASON_OPTIONS } from "@/components/safety/report-reasons";
import { Badge } from "@/components/ui/badge";
import { FocusRescue } from "@/components/ui/focus-rescue";
import { Pager } from "@/components/ui/pager";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@/components/ui/table";
import { usePagedList } from "../../use-paged-list";
import { FilterButtons } from "../filter-buttons";
import { formatAdminDate, formatAdminDateTime } from "../format";
import { EmptyList, LoadError, LoadingText, pagerProps } from "../list-state";
import type { AdminReport } from "../types";
import { ReportActions } from "./report-actions";

const REPORT_FILTERS = [
  { value: "open", label: "Open" },
  { value: "resolved", label: "Resolved" },
] as const;
type ReportFilter = (typeof REPORT_FILTERS)[number]["value"];

const reasonLabel = (reason: AdminReport["reason"]) => REPORT_REASON_OPTIONS.find((option) => option.value === reason)?.label ?? reason;

/** The moderation queue: open reports first (the default), resolved ones with what was done, by whom and when. */
export function ReportsScreen() {
  const [status, setStatus] = useState<ReportFilter>("open");
  const list = usePagedList<AdminReport>("reports", { status });
  const { query, items } = list;

  return (
    <section aria-labelledby="report-list-title" className="flex flex-col gap-4">
      {/* A resolved report leaves the open list: focus goes back to the list's heading. */}
      <FocusRescue fallbackId="report-list-title" />
      <FilterButtons label="Filter reports by status" options={REPORT_FILTERS} value={status} onChange={setStatus} />
      <h2 id="report-list-title" tabIndex={-1} className="text-xl font-semibold text-foreground">
        {status === "open" ? "Open reports" : "Resolved reports"}
      </h2>
      {query.isPending ? (
        <LoadingText>Loading reports...</LoadingText>
      ) : query.isError && !query.data ? (
        <LoadError what="reports" error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : items.length === 0 ? (
        <EmptyList title={status === "open" ? "No open reports" : "No resolved reports"}>
          {status === "open" ? "Reports members send about each other appear here." : null}
        </EmptyList>
      ) : (
        <div>
          <Table caption={status === "open" ? "Open reports" : "Resolved reports"} busy={query.isPlaceholderData}>
            <TableHead>
              <TableRow>
                <TableHeaderCell>Reporter</TableHeaderCell>
                <TableHeaderCell>Reported member</TableHeaderCell>
                <TableHeaderCell>Reason</TableHeaderCell>
                <TableHeaderCell>Note</TableHeaderCell>
                <TableHeaderCell>Created</TableHeaderCell>
                <TableHeaderCell>Status</TableHeaderCell>
                <TableHeaderCell>{status === "open" ? "Actions" : "Resolution"}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((report) => (
                <ReportRow key={report.id} report={report} />
              ))}
            </TableBody>
          </Table>
          <Pager {...pagerProps(list)} noun="reports" busy={query.isFetching} />
        </div>
      )}
    </section>
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

function ReportRow({ report }: { report: AdminReport }) {
  const { reporter, reported } = report;
  return (
    <TableRow>
      <TableCell className="min-w-32">
        {reporter ? <Person name={reporter.name} id={reporter.id} /> : <span className="text-muted">Deleted member</span>}
      </TableCell>
      <TableHeaderCell scope="row" className="min-w-36 font-normal whitespace-normal">
        {/* Only an active member has a profile to open. */}
        {reported.is_active ? (
          <Link href={`/app/user/${reported.id}`} className="font-semibold text-link underline-offset-4 hover:underline">
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
      </TableHeaderCell>
      <TableCell className="whitespace-nowrap">{reasonLabel(report.reason)}</TableCell>
      <TableCell className="max-w-xs min-w-40 break-words whitespace-pre-line">{report.note ?? <span className="text-muted">—</span>}</TableCell>
      <TableCell className="whitespace-nowrap">{formatAdminDate(report.created_at)}</TableCell>
      <TableCell>{report.status === "open" ? <Badge tone="warning">Open</Badge> : <Badge tone="success">Resolved</Badge>}</TableCell>
      <TableCell>{report.status === "open" ? <ReportActions report={report} /> : <Resolution report={report} />}</TableCell>
    </TableRow>
  );
}

function Resolution({ report }: { report: AdminReport }) {
  return (
    <div className="min-w-40 text-sm">
      <span className="font-semibold text-foreground">{report.resolution === "deactivated" ? "Member deactivated" : "Dismissed"}</span>
      <span className="block text-muted">by {report.resolved_by ? `${report.resolved_by.name} (ID ${report.resolved_by.id})` : "a former admin"}</span>
      {report.resolved_at && <span className="block text-muted">{formatAdminDateTime(report.resolved_at)}</span>}
    </div>
  );
}
