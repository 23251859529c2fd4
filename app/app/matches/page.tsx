import type { Metadata } from "next";
import { PageHeading } from "@/components/shell/page-heading";
import { requireMember } from "../require-member";

export const metadata: Metadata = { title: "Relationships" };

export default async function RelationshipsPage() {
  await requireMember();
  return (
    <PageHeading title="Relationships">Your matches, friends and pending requests will be gathered on this page.</PageHeading>
  );
}
