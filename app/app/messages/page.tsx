import type { Metadata } from "next";
import { PageHeading } from "@/components/shell/page-heading";
import { requireMember } from "../require-member";

export const metadata: Metadata = { title: "Messages" };

export default async function MessagesPage() {
  await requireMember();
  return <PageHeading title="Messages">Your conversations with your matches will be listed on this page.</PageHeading>;
}
