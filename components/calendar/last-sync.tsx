"use client";

import { useEffect, useState } from "react";
import { formatFullTimestamp, formatTimestamp } from "@/components/ui/time-format";
import { useHydrated } from "@/components/ui/use-hydrated";

/**
 * docs/product.md §9's relative last-sync text: 'Just now' under a minute, then minutes, hours (under 24),
 * days (under 7), then the date; 'Never' without one. Re-read every 30 s so it does not go stale.
 */
export function LastSync({ value }: { value: string | null }) {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (!value) return <>Never</>;
  // The server renders in UTC; the viewer's zone (and clock) take over once hydrated.
  const options = hydrated ? { now } : { now: new Date(value), timeZone: "UTC", locale: "en-US" };
  return (
    <time dateTime={value} title={formatFullTimestamp(value, hydrated ? {} : { timeZone: "UTC", locale: "en-US" })}>
      {formatTimestamp(value, "relative", options)}
    </time>
  );
}
