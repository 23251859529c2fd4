/**
 * Travel dates are calendar days ("YYYY-MM-DD"). They are formatted from their parts, never
 * through Date in the viewer's time zone, so "2025-01-05" reads Jan 05 everywhere.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

type Day = { year: number; month: number; day: number };

function parseDay(value: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const monthName = (day: Day) => MONTHS[day.month - 1] ?? "";

/** docs/product.md §9's date display: 'Jan 05, 2025'. Also takes an ISO timestamp (its UTC day). */
export function formatTravelDate(value: string): string {
  const day = parseDay(value);
  if (!day) return value;
  return `${monthName(day)} ${String(day.day).padStart(2, "0")}, ${day.year}`;
}

/** 'Mar 3', 'Mar 3-6', 'Mar 30-Apr 2' (also across a new year: 'Dec 30-Jan 2'). */
export function formatDayRange(start: string, end: string): string {
  const from = parseDay(start);
  const to = parseDay(end);
  if (!from || !to) return `${start}-${end}`;
  if (start.slice(0, 10) === end.slice(0, 10)) return `${monthName(from)} ${from.day}`;
  if (from.year === to.year && from.month === to.month) return `${monthName(from)} ${from.day}-${to.day}`;
  return `${monthName(from)} ${from.day}-${monthName(to)} ${to.day}`;
}

/** The city of a destination as shown in plans: "Lisbon, Portugal" → "Lisbon". */
export function cityPart(destination: string): string {
  return destination.split(",")[0]?.trim() || destination.trim();
}
