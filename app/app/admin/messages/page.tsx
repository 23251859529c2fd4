import type { Metadata } from "next";
import { MessagesScreen } from "@/components/admin/messages/messages-screen";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: "All Messages" };

export default async function AdminMessagesPage() {
  await requireAdmin();
  return <MessagesScreen />;
}
