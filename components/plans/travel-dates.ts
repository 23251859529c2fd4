/**
 * Travel dates are calendar days ("YYYY-MM-DD"). They are formatted as that day in UTC, never in
 * the viewer's time zone, so "2025-01-05" reads Jan 05 everywhere; the words follow the locale.
 */
import { parseDay } from "@/lib/dates/day-range";
import { DEFAULT_DATE_LOCALE, formatDate } from "@/lib/dates/format";

export { formatDayRange } from "@/lib/dates/day-range";

/**
 * docs/product.md §9's date display ('Jan 05, 2025' in en-US), through the one formatter
 * (lib/dates/format.ts) in `locale`. Also takes an ISO timestamp (its UTC day).
 */
export function formatTravelDate(value: string, locale: string | undefined = DEFAULT_DATE_LOCALE): string {
  if (!parseDay(value)) return value;
  return formatDate(value.length === 10 ? value : value.slice(0, 10), { locale });
}

/** The city of a destination as shown in plans: "Lisbon, Portugal" → "Lisbon". */
export function cityPart(destination: string): string {
  return destination.split(",")[0]?.trim() || destination.trim();
}
