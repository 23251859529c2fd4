import type { Metadata } from "next";
import { ParticipantsScreen } from "@/components/admin/participants/participants-screen";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: "All Trip Participants" };

export default async function AdminParticipantsPage() {
  await requireAdmin();
  return <ParticipantsScreen />;
}
