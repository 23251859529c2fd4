/** The users list's status filter (the API's `status`, or none for All); shared by the page and the screen. */
export const USER_FILTERS = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "active", label: "Active" },
  { value: "admin", label: "Admin" },
] as const;
export type UserFilter = (typeof USER_FILTERS)[number]["value"];

/** `?status=` from the address; anything unknown means All. */
export function userFilterOf(value: unknown): UserFilter {
  return USER_FILTERS.some((filter) => filter.value === value) ? (value as UserFilter) : "all";
}
