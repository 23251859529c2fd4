import type { PlanVisibility } from "@/lib/accounts/values";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { CalendarImport } from "@/components/calendar/calendar-import";
import { PageHeading } from "@/components/shell/page-heading";
import { BackLink } from "@/components/ui/back-link";
import { isGoogleConfigured } from "@/lib/calendar/config";
import { getStatus } from "@/lib/calendar/service";
import { requireMember } from "../../require-member";

export const metadata: Metadata = { title: "Import from Calendar" };

export default async function CalendarImportPage() {
  const actor = await requireMember();
  const status = await getStatus(actor);
  return (
    <>
      <BackLink href="/app/travel-plans">Back to My Trips</BackLink>
      <PageHeading title="Import from Calendar">
        Choose upcoming events from your calendar and import them as travel plans or group trips.{" "}
        <Link href="/app/calendar/connect" className="font-semibold text-link underline">
          {status.connected ? "Calendar settings" : "Connect Google Calendar"}
        </Link>
      </PageHeading>
      <CalendarImport
        connected={status.connected}
        configured={isGoogleConfigured()}
        defaultVisibility={actor.user.defaultPlanVisibility as PlanVisibility}
      />
    </>
  );
}
