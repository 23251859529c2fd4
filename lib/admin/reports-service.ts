import "server-only";
import { getDb } from "@/db/client";
import { findUserById } from "@/lib/accounts/queries";
import { deactivateAccount } from "@/lib/leaving/deactivation";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import type { Page } from "@/lib/contract/pagination";
import { AppError, fieldError, notFound } from "@/lib/errors/app-error";
import { lockReference } from "@/lib/references/queries";
import { listReports, lockReport, resolveReportRow } from "@/lib/safety/queries";
import { removeLockedReference } from "./references-service";
import type { ReportAction, ReportStatus } from "@/lib/safety/contract";
import { presentReport } from "./present";

export async function listReportQueue(actor: Actor, filter: { status?: ReportStatus; id?: number }, page: Page) {
  assertAdmin(actor);
  const { rows, total } = await listReports(await getDb(), filter, page);
  return { total, items: rows.map(presentReport) };
}

/**
 * POST /admin/reports/{id}/resolve: deactivate the reported member, dismiss the report, or (a
 * reference's report) remove the reference, logged as the references screen's removal is.
 */
export async function resolveReport(actor: Actor, reportId: number, action: ReportAction) {
  assertAdmin(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const report = await lockReport(tx, reportId);
    if (!report) throw notFound("Report not found");
    if (report.status === "resolved") throw new AppError("conflict", "This report has already been resolved");
    if (action === "deactivate") {
      const member = await findUserById(tx, report.reportedId);
      if (member) await deactivateAccount(tx, member);
    }
    if (action === "remove_reference") {
      if (report.kind !== "reference") throw fieldError("action", "Only a reference's report can remove a reference");
      const reference = report.referenceId === null ? undefined : await lockReference(tx, report.referenceId);
      if (!reference) throw new AppError("conflict", "The reference has already been deleted");
      await removeLockedReference(tx, actor, reference);
      return;
    }
    await resolveReportRow(tx, report.id, {
      resolution: action === "deactivate" ? "deactivated" : "dismissed",
      resolvedBy: actor.id,
    });
  });
  const { items } = await listReportQueue(actor, { id: reportId }, { skip: 0, limit: 1 });
  return items[0]!;
}
