"use client";

import { FormattedDate } from "@/components/ui/formatted-date";
import { DEFAULT_DATE_LOCALE, formatDate } from "@/lib/dates/format";
import { useHydrated } from "@/components/ui/use-hydrated";

/**
 * A timestamp's date ("Jan 5, 2025"), or date and time, in the viewer's zone. Like LocalTime, the
 * server and hydration render UTC in en-US so both agree; the browser's zone takes over after.
 */
export function AdminTimestamp({ value, withTime = false }: { value: string; withTime?: boolean }) {
  const hydrated = useHydrated();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <>{value}</>;
  const options = hydrated ? {} : { timeZone: "UTC", locale: DEFAULT_DATE_LOCALE };
  return (
    <time dateTime={value} title={formatDate(value, { ...options, withTime: true })} className="whitespace-nowrap">
      {formatDate(value, { ...options, withTime })}
    </time>
  );
}

/** A calendar day of a plan or trip ("Jan 05, 2025", docs/product.md §9), or a dash when there is none. */
export function TravelDay({ value }: { value: string | null }) {
  if (!value) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">No date</span>
      </>
    );
  }
  return <FormattedDate value={value} className="whitespace-nowrap" />;
}

/** docs/product.md §2's "name plus id": the name (or `fallback`, e.g. 'User 12') over the id. */
export function NamedId({ name, id, fallback }: { name: string | null | undefined; id: number; fallback: string }) {
  return (
    <span className="flex flex-col">
      <span className="font-medium text-foreground">{name?.trim() || fallback}</span>
      <span className="text-xs text-muted">ID {id}</span>
    </span>
  );
}
