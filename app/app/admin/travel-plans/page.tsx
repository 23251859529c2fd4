import type { Metadata } from "next";
import { TravelPlansScreen } from "@/components/admin/travel-plans/travel-plans-screen";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: "All Travel Plans" };

export default async function AdminTravelPlansPage() {
  await requireAdmin();
  return <TravelPlansScreen />;
}
