"use client";

import { DEFAULT_DATE_LOCALE, formatDate } from "@/lib/dates/format";
import { useHydrated } from "./use-hydrated";

/**
 * The member's locale for dates: the browser's once hydrated; before that (the server's render and
 * hydration) the default, so both render the same text (docs/product.md §9).
 */
export function useDateLocale(): string | undefined {
  return useHydrated() ? undefined : DEFAULT_DATE_LOCALE;
}

/**
 * A date as the app shows dates (lib/dates/format.ts), in a <time> element, in the member's locale.
 * A timestamp's day is the viewer's zone once hydrated, UTC before.
 */
export function FormattedDate({
  value,
  withTime = false,
  className,
}: {
  value: string;
  withTime?: boolean;
  className?: string;
}) {
  const hydrated = useHydrated();
  const text = formatDate(value, {
    locale: hydrated ? undefined : DEFAULT_DATE_LOCALE,
    withTime,
    timeZone: hydrated ? undefined : "UTC",
  });
  return (
    <time dateTime={value} className={className}>
      {text}
    </time>
  );
}

/** Two dates as one span, each in its <time>: "Jan 05, 2025 – Jan 12, 2025". */
export function FormattedDateSpan({ start, end }: { start: string; end: string }) {
  return (
    <>
      <FormattedDate value={start} />
      {" – "}
      <FormattedDate value={end} />
    </>
  );
}
