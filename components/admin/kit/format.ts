import { formatDate } from "@/lib/dates/format";

/**
 * Dates on the admin screens: the one formatter (lib/dates/format.ts) in the viewer's locale. These
 * lists load in the browser, so server and client never render them twice.
 */
export function formatAdminDate(value: string | null | undefined): string {
  return value ? formatDate(value, { locale: undefined }) : "";
}

export function formatAdminDateTime(value: string | null | undefined): string {
  return value ? formatDate(value, { locale: undefined, withTime: true }) : "";
}

export const formatCount = (value: number) => value.toLocaleString("en");

/** "1 member", "3 members". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : pluralForm}`;
}
