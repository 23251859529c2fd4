import type { Metadata } from "next";
import Link from "next/link";
import { PageHeading } from "@/components/shell/page-heading";
import { buttonClasses } from "@/components/ui/button";
import { requireMember } from "../../require-member";

export const metadata: Metadata = { title: "Import from Calendar" };

export default async function CalendarImportPage() {
  await requireMember();
  return (
    <>
      <PageHeading title="Import from Calendar">
        Importing travel plans from your calendar is being built and is not available yet; meanwhile, add your trips on
        My Trips.
      </PageHeading>
      <Link href="/app/travel-plans" className={buttonClasses({ variant: "secondary" })}>
        Back to My Trips
      </Link>
    </>
  );
}
