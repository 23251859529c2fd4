import { ADMIN_USER_STATES, type AdminUserState } from "@/lib/admin/values";

const LABELS: Record<AdminUserState, string> = { pending: "Pending", active: "Active", admin: "Admin" };

/** The users list's status filter (the API's `status`, or none for All); shared by the page and the screen. */
export const USER_FILTERS: readonly { value: "all" | AdminUserState; label: string }[] = [
  { value: "all", label: "All" },
  ...ADMIN_USER_STATES.map((value) => ({ value, label: LABELS[value] })),
];
export type UserFilter = "all" | AdminUserState;

/** `?status=` from the address; anything unknown means All. */
export function userFilterOf(value: unknown): UserFilter {
  return USER_FILTERS.some((filter) => filter.value === value) ? (value as UserFilter) : "all";
}
