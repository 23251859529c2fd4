import type { PlanVisibility } from "@/lib/accounts/values";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { CreatePlanForm } from "@/components/plans/create-plan-form";
import { PlanList } from "@/components/plans/plan-list";
import { TRIP_TABS, TripTabs, tripTabOf, type TripTab } from "@/components/plans/trip-tabs";
import { PageHeading } from "@/components/shell/page-heading";
import { HOST_A_TRIP_HREF } from "@/components/trips/paths";
import { TripList } from "@/components/trips/trip-list";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FocusRescue } from "@/components/ui/focus-rescue";
import { listMyPlans } from "@/lib/plans/service";
import { listTrips } from "@/lib/trips/service";
import { requireMember } from "../require-member";

export const metadata: Metadata = { title: "My Trips" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The trips API's list behind each group tab; Network Trips are the ones to discover. */
const TRIP_LISTS = { hosting: "hosting", joining: "joining", network: "discover" } as const satisfies Record<
  Exclude<TripTab, "solo">,
  string
>;

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
          {tab === "hosting" && (
            <Link href={HOST_A_TRIP_HREF} className={buttonClasses({ variant: "primary", size: "sm" })}>
              Host a Trip
            </Link>
          )}
        </div>
        {tab === "solo" ? (
          <SoloTrips
            plans={await listMyPlans(actor)}
            defaultVisibility={actor.user.defaultPlanVisibility as PlanVisibility}
          />
        ) : (
          <TripList tab={tab} trips={await listTrips(actor, TRIP_LISTS[tab])} />
        )}
      </section>
    </>
  );
}

function SoloTrips({
  plans,
  defaultVisibility,
}: {
  plans: Awaited<ReturnType<typeof listMyPlans>>;
  defaultVisibility: PlanVisibility;
}) {
  return (
    <>
      <Card className="p-5 sm:p-6">
        <CreatePlanForm defaultVisibility={defaultVisibility} />
      </Card>
      <PlanList plans={plans} />
    </>
  );
}
