import type { Metadata } from "next";
import { BackToDashboard } from "@/components/admin/kit/back-to-dashboard";
import { ReferencesScreen } from "@/components/admin/references/references-screen";
import { PageHeading } from "@/components/shell/page-heading";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: "References" };

export default async function AdminReferencesPage() {
  await requireAdmin();
  return (
    <>
      <BackToDashboard />
      <PageHeading title="References">
        What members wrote about each other after a stay, hidden ones and private notes included.
      </PageHeading>
      <ReferencesScreen />
    </>
  );
}
