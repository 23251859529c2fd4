import type { Metadata } from "next";
import { MatchesScreen } from "@/components/admin/matches/matches-screen";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: "All Matches" };

export default async function AdminMatchesPage() {
  await requireAdmin();
  return <MatchesScreen />;
}
