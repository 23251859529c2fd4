import type { Metadata } from "next";
import { PageHeading } from "@/components/shell/page-heading";
import { requireMember } from "../require-member";

export const metadata: Metadata = { title: "My Trips" };

export default async function TravelPlansPage() {
  await requireMember();
  return (
    <PageHeading title="My Trips">
      Your solo travel plans and the group trips you host or join will be gathered on this page.
    </PageHeading>
  );
}
