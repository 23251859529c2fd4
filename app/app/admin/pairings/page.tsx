import type { Metadata } from "next";
import { PairingsScreen } from "@/components/admin/pairings/pairings-screen";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: "All Pairings" };

export default async function AdminPairingsPage() {
  await requireAdmin();
  return <PairingsScreen />;
}
