import type { Metadata } from "next";
import Link from "next/link";
import { CreatePlanForm } from "@/components/plans/create-plan-form";
import { PlanList } from "@/components/plans/plan-list";
import { TRIP_TABS, TripTabs, tripTabOf, type TripTab } from "@/components/plans/trip-tabs";
import { PageHeading } from "@/components/shell/page-heading";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FocusRescue } from "@/components/ui/focus-rescue";
import { listMyPlans } from "@/lib/plans/service";
import { requireMember } from "../require-member";

export const metadata: Metadata = { title: "My Trips" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Group trips come with hosting; until then their tabs say so plainly. */
const GROUP_TAB_NOTES: Record<Exclude<TripTab, "solo">, string> = {
  hosting: "Group trips you host will be listed here once hosting group trips is part of Overlap; for now, plan solo trips.",
  joining: "Group trips you join will be listed here once members can host group trips and invite you.",
  network: "Public group trips hosted by your matches and friends will be listed here once members can host group trips.",
};

export default async function TravelPlansPage({ searchParams }: Props) {
  const actor = await requireMember();
  const tab = tripTabOf((await searchParams).tab);
  const title = TRIP_TABS.find((entry) => entry.tab === tab)!.label;

  return (
    <>
      <FocusRescue fallbackId="trip-tab-title" />
      <PageHeading title="My Trips" />
      <TripTabs current={tab} />
      <section aria-labelledby="trip-tab-title" className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="trip-tab-title" tabIndex={-1} className="text-xl font-semibold text-foreground">
            {title}
          </h2>
          {tab === "solo" && (
            <Link href="/app/calendar/import" className={buttonClasses({ variant: "secondary", size: "sm" })}>
              Import from Calendar
            </Link>
          )}
        </div>
        {tab === "solo" ? <SoloTrips plans={await listMyPlans(actor)} /> : <p className="text-muted">{GROUP_TAB_NOTES[tab]}</p>}
      </section>
    </>
  );
}

function SoloTrips({ plans }: { plans: Awaited<ReturnType<typeof listMyPlans>> }) {
  return (
    <>
      <Card className="p-5 sm:p-6">
        <CreatePlanForm />
      </Card>
      <PlanList plans={plans} />
    </>
  );
}
