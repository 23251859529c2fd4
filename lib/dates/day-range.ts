/**
 * A stay's days in a sentence ("You are in Lisbon Dec 12-30"), for the server's messages and the
 * screens alike: calendar days read as that day in UTC, the month's name in the locale.
 */
import { DEFAULT_DATE_LOCALE } from "./format";

type Day = { year: number; month: number; day: number };

export function parseDay(value: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The month's short name in `locale` ("Jan" in en-US), as the one formatter words it. */
const monthName = (day: Day, locale: string | undefined) =>
  new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" }).format(Date.UTC(day.year, day.month - 1, 1));

/** 'Mar 3', 'Mar 3-6', 'Mar 30-Apr 2' (also across a new year: 'Dec 30-Jan 2'). */
export function formatDayRange(start: string, end: string, locale: string | undefined = DEFAULT_DATE_LOCALE): string {
  const from = parseDay(start);
  const to = parseDay(end);
  if (!from || !to) return `${start}-${end}`;
  if (start.slice(0, 10) === end.slice(0, 10)) return `${monthName(from, locale)} ${from.day}`;
  if (from.year === to.year && from.month === to.month) return `${monthName(from, locale)} ${from.day}-${to.day}`;
  return `${monthName(from, locale)} ${from.day}-${monthName(to, locale)} ${to.day}`;
}
