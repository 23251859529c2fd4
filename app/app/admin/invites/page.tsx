import type { Metadata } from "next";
import { BackToDashboard } from "@/components/admin/kit/back-to-dashboard";
import { InvitesScreen } from "@/components/admin/invites/invites-screen";
import { PageHeading } from "@/components/shell/page-heading";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: "Invite Codes" };

export default async function InviteCodesPage() {
  await requireAdmin();
  return (
    <>
      <BackToDashboard />
      <PageHeading title="Invite Codes">
        Someone who registers with a valid code is active at once; everyone else waits for an admin.
      </PageHeading>
      <InvitesScreen />
    </>
  );
}
