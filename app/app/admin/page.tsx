import type { Metadata } from "next";
import { AdminDashboard } from "@/components/admin/dashboard/dashboard";
import { PageHeading } from "@/components/shell/page-heading";
import { requireAdmin } from "./require-admin";

export const metadata: Metadata = { title: "Admin Dashboard" };

export default async function AdminDashboardPage() {
  await requireAdmin();
  return (
    <>
      <PageHeading title="Admin Dashboard">Members, relationships, messages and trips at a glance.</PageHeading>
      <AdminDashboard />
    </>
  );
}
