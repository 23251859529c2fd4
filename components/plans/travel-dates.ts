/**
 * Travel dates are calendar days ("YYYY-MM-DD"). They are formatted as that day in UTC, never in
 * the viewer's time zone, so "2025-01-05" reads Jan 05 everywhere; the words follow the locale.
 */
import { DEFAULT_DATE_LOCALE, formatDate } from "@/lib/dates/format";

type Day = { year: number; month: number; day: number };

function parseDay(value: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The month's short name in `locale` ("Jan" in en-US), as the one formatter words it. */
const monthName = (day: Day, locale: string | undefined) =>
  new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" }).format(Date.UTC(day.year, day.month - 1, 1));

/**
 * docs/product.md §9's date display ('Jan 05, 2025' in en-US), through the one formatter
 * (lib/dates/format.ts) in `locale`. Also takes an ISO timestamp (its UTC day).
 */
export function formatTravelDate(value: string, locale: string | undefined = DEFAULT_DATE_LOCALE): string {
  if (!parseDay(value)) return value;
  return formatDate(value.length === 10 ? value : value.slice(0, 10), { locale });
}

/** 'Mar 3', 'Mar 3-6', 'Mar 30-Apr 2' (also across a new year: 'Dec 30-Jan 2'). */
export function formatDayRange(start: string, end: string, locale: string | undefined = DEFAULT_DATE_LOCALE): string {
  const from = parseDay(start);
  const to = parseDay(end);
  if (!from || !to) return `${start}-${end}`;
  if (start.slice(0, 10) === end.slice(0, 10)) return `${monthName(from, locale)} ${from.day}`;
  if (from.year === to.year && from.month === to.month) return `${monthName(from, locale)} ${from.day}-${to.day}`;
  return `${monthName(from, locale)} ${from.day}-${monthName(to, locale)} ${to.day}`;
}

/** The city of a destination as shown in plans: "Lisbon, Portugal" → "Lisbon". */
export function cityPart(destination: string): string {
  return destination.split(",")[0]?.trim() || destination.trim();
}
