"use client";

import { formatFullTimestamp, formatTimestamp, type TimeStyle } from "./time-format";
import { useHydrated } from "./use-hydrated";

/**
 * A <time> element in the viewer's time zone. The server (and hydration) render it in UTC with
 * a fixed locale, so both agree; the browser's own zone takes over right after hydration.
 */
export function LocalTime({ value, style, className }: { value: string; style: TimeStyle; className?: string }) {
  const hydrated = useHydrated();
  const options = hydrated ? {} : { timeZone: "UTC", locale: "en-US" };
  return (
    <time dateTime={value} title={formatFullTimestamp(value, options)} className={className}>
      {formatTimestamp(value, style, options)}
    </time>
  );
}
