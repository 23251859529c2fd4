import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { CalendarConnect } from "@/components/calendar/calendar-connect";
import { FeedLink } from "@/components/calendar/feed-link";
import { PageHeading } from "@/components/shell/page-heading";
import { Card } from "@/components/ui/card";
import { isGoogleConfigured } from "@/lib/calendar/config";
import { getStatus } from "@/lib/calendar/service";
import { requireMember } from "../../require-member";

export const metadata: Metadata = { title: "Calendar" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CalendarConnectPage({ searchParams }: Props) {
  const actor = await requireMember();
  const query = await searchParams;
  const returned = query.success === "true" ? "success" : query.error ? "error" : null;
  return (
    <>
      <PageHeading title="Calendar">
        Turn the trips in your calendar into travel plans, and see your Overlap trips in your calendar app.
      </PageHeading>
      <div className="flex flex-col gap-6">
        <CalendarConnect initialStatus={await getStatus(actor)} configured={isGoogleConfigured()} returned={returned} />
        <Card className="p-5 sm:p-6">
          <FeedLink />
        </Card>
        <p className="text-sm text-muted">
          Using Apple Calendar or Outlook?{" "}
          <Link href="/app/calendar/import" className="font-semibold text-link underline">
            Import an .ics file
          </Link>{" "}
          instead.
        </p>
      </div>
    </>
  );
}
