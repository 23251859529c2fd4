import type { Metadata } from "next";
import { PageHeading } from "@/components/shell/page-heading";
import { requireAdmin } from "./require-admin";

export const metadata: Metadata = { title: "Admin Dashboard" };

export default async function AdminDashboardPage() {
  await requireAdmin();
  return (
    <PageHeading title="Admin Dashboard">
      Statistics about members, relationships, messages and trips will be gathered on this page.
    </PageHeading>
  );
}
