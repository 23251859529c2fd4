import type { TripType, Visibility } from "@/lib/trips/contract";

// The labels of the contract's trip types and visibilities, for the host form and the admin's.

export const TRIP_TYPE_OPTIONS: { value: TripType; label: string; description: string }[] = [
  { value: "friends", label: "Friends", description: "A trip for your matches and friends" },
  { value: "matches", label: "Matches", description: "A trip for your matches only" },
];

/** docs/product.md §5's wording. */
export const VISIBILITY_OPTIONS: { value: Visibility; label: string; description: string }[] = [
  { value: "private", label: "Private", description: "Only invite specific matches manually" },
  { value: "public", label: "Public", description: "All your matches can see and request to join" },
];
