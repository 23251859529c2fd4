import type { Metadata } from "next";
import { GroupTripsScreen } from "@/components/admin/group-trips/group-trips-screen";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: "All Group Trips" };

export default async function AdminGroupTripsPage() {
  await requireAdmin();
  return <GroupTripsScreen />;
}
