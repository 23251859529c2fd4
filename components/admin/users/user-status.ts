/** What the admin users list calls an account (docs/product.md §2.12). */
export type UserStatus = "Active" | "Pending" | "Deactivated";

export function userStatusOf(user: { is_active: boolean; deactivated_at: string | null }): UserStatus {
  if (user.is_active) return "Active";
  return user.deactivated_at ? "Deactivated" : "Pending";
}
