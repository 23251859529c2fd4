"use client";

import type { PlanVisibility } from "@/lib/accounts/values";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { lazy, Suspense, useEffect, useMemo, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError, api } from "@/components/data/api-client";
import { useFormErrors, type FormErrorOptions } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorDetail } from "@/components/ui/error-detail";
import { PLAN_VISIBILITY_OPTIONS } from "@/lib/plans/values";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import type { ImportBody, ImportPlanType } from "@/lib/calendar/contract";
import type { FieldError } from "@/lib/contract/messages";
import type { Correction, CorrectionErrors } from "./event-correction";
import { EventItem } from "./event-item";
import { IcsUpload } from "./ics-upload";
import { EVENTS_KEY, fetchEvents, type CalendarEvent, type ImportResult } from "./queries";
import { SyncResult } from "./sync-result";

type PlanType = ImportPlanType;

// A chosen event's correction (with the city picker) is only drawn once the member picks an event
// from the list the browser fetched, never in the server's HTML: its code is fetched when the list
// arrives instead of with the page (docs/decisions/021-first-load-weight.md).
const loadEventCorrection = () => import("./event-correction");
const EventCorrection = lazy(() => loadEventCorrection().then((module) => ({ default: module.EventCorrection })));

const PLAN_TYPES = [
  { value: "solo", label: "Solo travel plans", description: "Each event becomes one of your solo trips." },
  {
    value: "group",
    label: "Group trips I host",
    description: "Each event becomes a private friends trip you host; invite people afterwards.",
  },
] as const satisfies readonly { value: ImportPlanType; label: string; description: string }[];

// The selection is the list itself: its heading takes the focus when nothing is chosen.
const FORM = {
  fields: ["event_ids", "plan_type", "visibility", "overrides"],
  idOf: () => "calendar-events-title",
} as const satisfies FormErrorOptions<"event_ids" | "plan_type" | "visibility" | "overrides">;

/** A correction's errors (`overrides.<id>.<field>`, from the check or the server) under its own fields. */
function correctionErrors(problems: readonly FieldError[], eventId: number): CorrectionErrors {
  const found: CorrectionErrors = {};
  const prefix = `overrides.${eventId}`;
  for (const { field, message } of problems) {
    if (field !== prefix && !field.startsWith(`${prefix}.`)) continue;
    const part = field.slice(prefix.length + 1);
    const key = part === "arrival_date" ? "arrival" : part === "departure_date" ? "departure" : "destination";
    found[key] ??= message;
  }
  return found;
}

/** Already imported the way the member is importing now. */
const isDone = (event: CalendarEvent, type: PlanType) =>
  Boolean(type === "solo" ? event.imported_plan_id : event.imported_trip_id);

/** No Google connection and no uploaded file: nothing to list yet (409), not an error to show. */
const nothingToList = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * The Import screen (docs/product.md §2): the events of the next 365 days with a selection, solo or group,
 * and the result (message, count created, errors). Only travel-looking events are shown unless
 * the member asks for all: a working calendar has far more meetings than trips.
 */
export function CalendarImport({
  connected,
  configured,
  defaultVisibility = "everyone",
}: {
  connected: boolean;
  configured: boolean;
  /** Who sees the imported plans unless the member picks otherwise: their default from Settings. */
  defaultVisibility?: PlanVisibility;
}) {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [planType, setPlanType] = useState<PlanType>("solo");
  const [visibility, setVisibility] = useState<PlanVisibility>(defaultVisibility);
  const [showAll, setShowAll] = useState(false);
  const { errors, formError, problems, check, fail, clear } = useFormErrors(FORM);
  // A correction's own errors sit under its fields; the alert says where to look.
  const selectionError =
    errors.event_ids ??
    errors.plan_type ??
    errors.visibility ??
    (errors.overrides ? "Check the corrections marked below." : formError);
  const [result, setResult] = useState<{ data: ImportResult; type: PlanType } | null>(null);
  // The member's corrections of chosen events, by event id (docs/api.md §8.2).
  const [corrections, setCorrections] = useState<Map<number, Correction>>(new Map());

  const detected = (event: CalendarEvent): Correction => ({
    city: { text: event.extracted_destination ?? "", cityId: null },
    arrival: event.extracted_arrival_date ?? "",
    departure: event.extracted_departure_date ?? "",
  });
  const correctionOf = (event: CalendarEvent) => corrections.get(event.id) ?? detected(event);
  function correct(id: number, value: Correction) {
    clear();
    setCorrections((current) => new Map(current).set(id, value));
  }
  /** What the member changed, as the import's `overrides`: only fields that differ from what was detected. */
  function overridesOf(ids: number[]): NonNullable<ImportBody["overrides"]> {
    const overrides: NonNullable<ImportBody["overrides"]> = {};
    for (const id of ids) {
      const event = events.data?.events.find((entry) => entry.id === id);
      const correction = corrections.get(id);
      if (!event || !correction) continue;
      const override: NonNullable<ImportBody["overrides"]>[string] = {};
      const text = correction.city.text.trim();
      if (correction.city.cityId) override.city_id = correction.city.cityId;
      if (text && text !== (event.extracted_destination ?? "")) override.destination = text;
      else if (correction.city.cityId) override.destination = text || undefined;
      if (correction.arrival && correction.arrival !== event.extracted_arrival_date)
        override.arrival_date = correction.arrival;
      if (correction.departure && correction.departure !== event.extracted_departure_date)
        override.departure_date = correction.departure;
      if (Object.keys(override).length > 0) overrides[String(id)] = override;
    }
    return overrides;
  }

  const events = useQuery({
    queryKey: EVENTS_KEY,
    queryFn: fetchEvents,
    retry: (count, error) => !nothingToList(error) && count < 1,
  });

  const listed = (events.data?.events.length ?? 0) > 0;
  useEffect(() => {
    if (listed) void loadEventCorrection();
  }, [listed]);

  const visible = useMemo(
    () => (events.data?.events ?? []).filter((event) => showAll || event.is_travel_event || selected.has(event.id)),
    [events.data, showAll, selected],
  );
  const hiddenCount = (events.data?.events.length ?? 0) - visible.length;

  const importEvents = useMutation({
    mutationFn: (body: ImportBody) => api("POST /calendar/import", { body }),
    onSuccess: (data, body) => {
      setResult({ data, type: body.plan_type });
      setSelected(new Set());
      setCorrections(new Map());
      if (data.plans_created > 0) toast.success(data.message);
      else toast.info(data.message);
      void queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
    },
    onError: (error) => fail(error, (detail) => `Failed to import events: ${detail}`),
  });

  function toggle(id: number, on: boolean) {
    clear();
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ids = [...selected].filter((id) => {
      const found = events.data?.events.find((entry) => entry.id === id);
      return found && !isDone(found, planType);
    });
    const overrides = overridesOf(ids);
    const body = await check(() => import("@/lib/calendar/contract").then((m) => m.ImportBody), {
      event_ids: ids,
      plan_type: planType,
      ...(planType === "solo" ? { visibility } : {}),
      ...(Object.keys(overrides).length > 0 ? { overrides } : {}),
    });
    if (!body) return;
    setResult(null);
    importEvents.mutate(body);
  }

  const selectable = visible.filter((event) => !isDone(event, planType));

  return (
    <div className="flex flex-col gap-6">
      <Card className="p-5 sm:p-6">
        <IcsUpload onUploaded={clear} />
      </Card>

      <Card className="p-5 sm:p-6">
        <form
          method="post"
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="calendar-events-title"
          className="flex flex-col gap-5"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="calendar-events-title" tabIndex={-1} className="text-lg font-semibold text-foreground">
              Calendar events
            </h2>
            {events.data && events.data.events.length > 0 && (
              <label className="flex items-center gap-2 text-sm text-foreground">
                <input
                  type="checkbox"
                  checked={showAll}
                  onChange={(change) => setShowAll(change.target.checked)}
                  className="size-4 accent-(--primary)"
                />
                Show all events, not only travel
              </label>
            )}
          </div>

          {events.isPending ? (
            <p role="status" className="text-muted">
              Loading calendar events...
            </p>
          ) : events.isError && nothingToList(events.error) ? (
            <EmptyState connected={connected} configured={configured} />
          ) : events.isError ? (
            <div
              role="alert"
              className="flex flex-col items-start gap-3 rounded-lg border border-danger bg-danger-soft px-4 py-3"
            >
              <h3 className="font-semibold text-danger">Error Loading Events</h3>
              <p className="text-sm text-danger">{errorDetail(events.error) ?? "Failed to load calendar events"}</p>
              <Button size="sm" variant="secondary" onClick={() => void events.refetch()}>
                Try again
              </Button>
            </div>
          ) : events.data.events.length === 0 ? (
            <p className="text-muted">No upcoming events in the next 12 months.</p>
          ) : (
            <>
              {visible.length === 0 ? (
                <p className="text-muted">
                  None of your {events.data.events.length} upcoming events looks like travel. Show all events to pick
                  some yourself.
                </p>
              ) : (
                <>
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="text-muted" aria-live="polite">
                      {selected.size} selected
                    </span>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setSelected(new Set(selectable.map((event) => event.id)))}
                    >
                      Select all
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setSelected(new Set())}
                      disabled={selected.size === 0}
                    >
                      Clear selection
                    </Button>
                  </div>
                  <ul aria-label="Calendar events" className="flex flex-col gap-2">
                    {visible.map((event) => (
                      <EventItem
                        key={event.id}
                        event={event}
                        checked={selected.has(event.id)}
                        done={isDone(event, planType)}
                        onToggle={(on) => toggle(event.id, on)}
                      >
                        {selected.has(event.id) && !isDone(event, planType) && (
                          <Suspense
                            fallback={
                              <p role="status" className="mt-2 text-sm text-muted">
                                Loading...
                              </p>
                            }
                          >
                            <EventCorrection
                              eventId={event.id}
                              title={event.summary?.trim() || "Untitled event"}
                              value={correctionOf(event)}
                              errors={correctionErrors(problems, event.id)}
                              onChange={(value) => correct(event.id, value)}
                            />
                          </Suspense>
                        )}
                      </EventItem>
                    ))}
                  </ul>
                </>
              )}
              {!showAll && hiddenCount > 0 && (
                <p className="text-sm text-muted">
                  {hiddenCount} other event{hiddenCount === 1 ? " is" : "s are"} hidden because{" "}
                  {hiddenCount === 1 ? "it does" : "they do"} not look like travel.
                </p>
              )}

              <RadioGroupField
                name="plan_type"
                legend="Import as"
                options={PLAN_TYPES}
                value={planType}
                onChange={setPlanType}
              />
              {planType === "solo" && (
                <RadioGroupField
                  name="visibility"
                  legend="Who sees the imported trips"
                  options={PLAN_VISIBILITY_OPTIONS}
                  value={visibility}
                  onChange={setVisibility}
                />
              )}
              {selectionError && <Alert tone="error">{selectionError}</Alert>}
              <div>
                <Button type="submit" loading={importEvents.isPending} loadingText="Importing...">
                  Import Selected
                </Button>
              </div>
            </>
          )}
        </form>

        {result && (
          <div className="mt-6 flex flex-col gap-3">
            <SyncResult result={result.data} title="Import result" />
            {result.data.plans_created > 0 && (
              <div>
                <Link
                  href={result.type === "solo" ? "/app/travel-plans" : "/app/travel-plans?tab=hosting"}
                  className={buttonClasses({ variant: "secondary", size: "sm" })}
                >
                  {result.type === "solo" ? "View My Trips" : "View Trips I'm Hosting"}
                </Link>
              </div>
            )}
          </div>
        )}
      </Card>
    </div>
  );
}

function EmptyState({ connected, configured }: { connected: boolean; configured: boolean }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="font-medium text-foreground">No calendar events yet</p>
      <p className="text-sm text-muted">
        {configured && !connected
          ? "Connect your Google Calendar, or upload an .ics file above, to see your upcoming events here."
          : "Upload an .ics file above to see your upcoming events here."}
      </p>
      {configured && !connected && (
        <Link href="/app/calendar/connect" className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Connect Google Calendar
        </Link>
      )}
    </div>
  );
}
