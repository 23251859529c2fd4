import type { Metadata } from "next";
import { PageHeading } from "@/components/shell/page-heading";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: "Invite Codes" };

export default async function InviteCodesPage() {
  await requireAdmin();
  return <PageHeading title="Invite Codes">The invite codes you create, with their links, will be listed on this page.</PageHeading>;
}
