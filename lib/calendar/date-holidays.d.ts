// The `date-holidays` package's data set, which ships without types: the parts lib/calendar/holiday-names.ts reads.
declare module "date-holidays/data" {
  export const data: { holidays: Record<string, unknown>; names: Record<string, { name?: Record<string, string> }> };
}
