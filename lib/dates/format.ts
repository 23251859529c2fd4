/**
 * The one date formatter (docs/product.md §9): every date the app shows, a plan's calendar day or
 * the day of a timestamp, reads "Jan 05, 2025" in en-US and the same way in the member's own
 * locale ("05.01.2025"-style orders come from Intl, never by hand). A calendar day ("YYYY-MM-DD")
 * is that day everywhere (formatted in UTC); a timestamp's day is the viewer's unless a zone is given.
 */
export const DEFAULT_DATE_LOCALE = "en-US";

export type DateOptions = {
  /** A BCP 47 locale; undefined is the runtime's own (the browser's, once hydrated). */
  locale?: string;
  /** Add the time of day (timestamps only). */
  withTime?: boolean;
  /** The zone a timestamp is shown in; undefined is the viewer's. */
  timeZone?: string;
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ""}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(locale, options);
    } catch {
      // A locale the runtime does not know (a hand-edited browser setting): the default's words.
      formatter = new Intl.DateTimeFormat(DEFAULT_DATE_LOCALE, options);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatDate(
  value: string,
  { locale = DEFAULT_DATE_LOCALE, withTime = false, timeZone }: DateOptions = {},
): string {
  const day = CALENDAR_DAY.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const options: Intl.DateTimeFormatOptions = {
    year: "numeric",
    month: "short",
    day: "2-digit",
    timeZone: day ? "UTC" : timeZone,
    ...(withTime && !day ? { hour: "numeric", minute: "2-digit" } : {}),
  };
  return formatterFor(locale, options).format(date);
}

/** Two dates as one span: "Jan 05, 2025 – Jan 12, 2025". */
export function formatDateSpan(start: string, end: string, options: DateOptions = {}): string {
  return `${formatDate(start, options)} – ${formatDate(end, options)}`;
}
