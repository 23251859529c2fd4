/** Travel dates are calendar days ("YYYY-MM-DD"), compared as strings and counted in UTC. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from one calendar day to a later one (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The earliest departure a new plan may have. "Today" differs across the Earth: UTC's yesterday
 * is still today west of Greenwich, so a plan ending then is not yet in the past for its owner.
 */
export function earliestAllowedDeparture(now = new Date()): string {
  return addDays(todayUtc(now), -1);
}
