/** Trip options of docs/product.md §9, free of dependencies so that the browser's forms import them too. */
export const BUDGET_RANGES = ["Budget ($)", "Mid-range ($$)", "Luxury ($$$)"] as const;
export const TRIP_STYLES = ["Adventure", "Relaxation", "Cultural", "Mixed"] as const;
export const ACTIVITIES = [
  "Beach", "Hiking", "Museums", "Nightlife", "Shopping", "Spa & Wellness", "Water Sports", "Cuisine", "Photography",
  "Wildlife", "Festivals", "Art & Culture",
] as const;
export const HOST_STATUSES = ["planning", "confirmed", "completed"] as const;
