/**
 * Dates on the admin screens, in the viewer's locale (docs/product.md §9: "the admin screens use the locale
 * date format"). These lists load in the browser, so server and client never render them twice.
 */
export function formatAdminDate(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString();
}

export function formatAdminDateTime(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

export const formatCount = (value: number) => value.toLocaleString("en");

/** "1 member", "3 members". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : pluralForm}`;
}
