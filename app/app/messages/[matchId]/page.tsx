import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeading } from "@/components/shell/page-heading";
import { requireMember } from "../../require-member";

export const metadata: Metadata = { title: "Messages" };

type Props = { params: Promise<{ matchId: string }> };

export default async function ConversationPage({ params }: Props) {
  await requireMember();
  const { matchId } = await params;
  if (!/^[1-9]\d*$/.test(matchId)) notFound();
  return <PageHeading title="Messages">The conversation with this match will be shown on this page.</PageHeading>;
}
