import "server-only";
import { getDb } from "@/db/client";
import { findUserById } from "@/lib/accounts/queries";
import { deactivateAccount } from "@/lib/leaving/deactivation";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import type { Page } from "@/lib/contract/pagination";
import { AppError, notFound } from "@/lib/errors/app-error";
import { listReports, lockReport, resolveReportRow } from "@/lib/safety/queries";
import type { ReportAction, ReportStatus } from "@/lib/safety/contract";
import { presentReport } from "./present";

export async function listReportQueue(actor: Actor, filter: { status?: ReportStatus; id?: number }, page: Page) {
  assertAdmin(actor);
  const { rows, total } = await listReports(await getDb(), filter, page);
  return { total, items: rows.map(presentReport) };
}

/** POST /admin/reports/{id}/resolve: deactivate the reported member, or dismiss the report. */
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
    await resolveReportRow(tx, report.id, {
      resolution: action === "deactivate" ? "deactivated" : "dismissed",
      resolvedBy: actor.id,
    });
  });
  const { items } = await listReportQueue(actor, { id: reportId }, { skip: 0, limit: 1 });
  return items[0]!;
}
