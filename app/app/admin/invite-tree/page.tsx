import type { Metadata } from "next";
import { InviteTreeScreen } from "@/components/admin/invite-tree/invite-tree-screen";
import { BackToDashboard } from "@/components/admin/kit/back-to-dashboard";
import { PageHeading } from "@/components/shell/page-heading";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: "Invite Tree" };

export default async function InviteTreePage() {
  await requireAdmin();
  return (
    <>
      <BackToDashboard />
      <PageHeading title="Invite Tree">
        Who invited whom: each member who joined with another member&apos;s code is listed under them.
      </PageHeading>
      <InviteTreeScreen />
    </>
  );
}
