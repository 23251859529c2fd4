import type { Metadata } from "next";
import { PageHeading } from "@/components/shell/page-heading";
import { requireMember } from "./require-member";

export const metadata: Metadata = { title: "Discover" };

export default async function DiscoverPage() {
  await requireMember();
  return <PageHeading title="Discover">Travellers whose plans overlap with yours will be listed on this page.</PageHeading>;
}
