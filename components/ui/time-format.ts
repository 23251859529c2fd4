/**
 * Timestamps (ISO 8601 UTC) shown in the viewer's own time zone and locale. `timeZone` is only
 * passed by LocalTime before hydration, when the server's rendering must be reproducible.
 */
export type TimeStyle = "message" | "list" | "relative";

const DAY_MS = 24 * 60 * 60 * 1000;

type Options = { now?: Date; timeZone?: string; locale?: string };

function dayKey(date: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

function daysBetween(date: Date, now: Date, timeZone: string | undefined): number {
  const from = Date.parse(dayKey(date, timeZone));
  const to = Date.parse(dayKey(now, timeZone));
  return Math.round((to - from) / DAY_MS);
}

export function formatTimestamp(
  value: string,
  style: TimeStyle,
  { now = new Date(), timeZone, locale }: Options = {},
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(date);
  const clock = () => format({ hour: "numeric", minute: "2-digit" });
  const sameYear = date.getFullYear() === now.getFullYear();
  const days = daysBetween(date, now, timeZone);

  if (style === "relative") {
    const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
    if (minutes < 1) return "Just now";
    if (minutes < 60) return `${minutes} min ago`;
    if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
    if (minutes < 7 * 24 * 60) return `${Math.floor(minutes / (24 * 60))} d ago`;
    return format({ month: "short", day: "2-digit", year: "numeric" });
  }
  if (style === "list") {
    if (days <= 0) return clock();
    if (days === 1) return "Yesterday";
    if (days < 7) return format({ weekday: "short" });
    return format(sameYear ? { month: "short", day: "numeric" } : { month: "short", day: "numeric", year: "numeric" });
  }
  if (days <= 0) return clock();
  return format(
    sameYear
      ? { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }
      : { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" },
  );
}

/** The full date and time, for a tooltip. */
export function formatFullTimestamp(value: string, { timeZone, locale }: Options = {}): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { timeZone, dateStyle: "medium", timeStyle: "short" }).format(date);
}
