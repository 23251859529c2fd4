import type { Metadata } from "next";
import { BackToDashboard } from "@/components/admin/kit/back-to-dashboard";
import { ReportsScreen } from "@/components/admin/reports/reports-screen";
import { PageHeading } from "@/components/shell/page-heading";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: "Reports" };

export default async function AdminReportsPage() {
  await requireAdmin();
  return (
    <>
      <BackToDashboard />
      <PageHeading title="Reports">
        Members reported by other members, and references that do not recommend their subject or carry a note for the
        moderators: deactivate the member, remove the reference or dismiss the report.
      </PageHeading>
      <ReportsScreen />
    </>
  );
}
