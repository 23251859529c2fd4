import { FormattedDate, FormattedDateSpan } from "@/components/ui/formatted-date";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import type { ReactNode } from "react";
import type { CalendarEvent } from "./queries";

const NO_DESTINATION_TEXT = "Destination could not be automatically extracted";

/** The event's days in the member's locale (lib/dates/format.ts): one date, or a span. */
function Days({ event }: { event: CalendarEvent }) {
  const from = event.extracted_arrival_date;
  const to = event.extracted_departure_date;
  if (!from) return null;
  return !to || to === from ? <FormattedDate value={from} /> : <FormattedDateSpan start={from} end={to} />;
}

type Props = {
  event: CalendarEvent;
  checked: boolean;
  /** Already imported the way the member is importing now: nothing more to do with it. */
  done: boolean;
  onToggle: (checked: boolean) => void;
  /** Below the event, outside its label: the corrections of a chosen event. */
  children?: ReactNode;
};

/** One event of the Import list: a checkbox named by the event, with its days and destination. */
export function EventItem({ event, checked, done, onToggle, children }: Props) {
  const id = `calendar-event-${event.id}`;
  const title = event.summary?.trim() || "Untitled event";
  return (
    <li>
      <label
        htmlFor={id}
        className={cn(
          "flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors",
          checked ? "border-primary bg-primary-soft" : "border-border bg-surface hover:bg-surface-muted",
          done && "cursor-default opacity-75",
        )}
      >
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={done}
          onChange={(change) => onToggle(change.target.checked)}
          aria-describedby={`${id}-details`}
          className="mt-1 size-4 shrink-0 accent-(--primary)"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-foreground">{title}</span>
            {event.is_travel_event && <Badge tone="accent">Travel</Badge>}
            {event.source === "ics" && <Badge className="normal-case!">.ics file</Badge>}
            {event.imported_plan_id && (
              <Badge tone="success" className="normal-case!">
                Imported as plan
              </Badge>
            )}
            {event.imported_trip_id && (
              <Badge tone="success" className="normal-case!">
                Imported as trip
              </Badge>
            )}
          </span>
          <span id={`${id}-details`} className="flex flex-col gap-0.5 text-sm">
            <span className="text-foreground">
              <Days event={event} />
            </span>
            {event.location && <span className="text-muted">Location: {event.location}</span>}
            {event.extracted_destination ? (
              <span className="text-foreground">Destination: {event.extracted_destination}</span>
            ) : (
              <span className="font-medium text-danger">{NO_DESTINATION_TEXT}</span>
            )}
          </span>
        </span>
      </label>
      {children}
    </li>
  );
}
