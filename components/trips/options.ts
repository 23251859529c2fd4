// docs/product.md §9's trip options, one list for the server's validation and the browser's forms.
export { ACTIVITIES, BUDGET_RANGES, HOST_STATUSES, TRIP_STYLES, type TripType, type Visibility } from "@/lib/trips/contract";
import type { TripType, Visibility } from "@/lib/trips/contract";


export const TRIP_TYPE_OPTIONS: { value: TripType; label: string; description: string }[] = [
  { value: "friends", label: "Friends", description: "A trip for your matches and friends" },
  { value: "matches", label: "Matches", description: "A trip for your matches only" },
];

/** docs/product.md §5's wording. */
export const VISIBILITY_OPTIONS: { value: Visibility; label: string; description: string }[] = [
  { value: "private", label: "Private", description: "Only invite specific matches manually" },
  { value: "public", label: "Public", description: "All your matches can see and request to join" },
];

/** Activities are stored as one string of names joined by ", " (docs/product.md §3). */
export const joinActivities = (names: readonly string[]) => names.join(", ");
export function splitActivities(value: string | null | undefined): string[] {
  return value ? value.split(",").map((name) => name.trim()).filter(Boolean) : [];
}
