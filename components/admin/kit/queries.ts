import type { AdminResource } from "./resources";

/** The admin screens' query keys: all start with "admin", so one invalidation after a change refetches them all. */
export const adminKeys = {
  all: ["admin"] as const,
  stats: ["admin", "stats"] as const,
  list: (resource: AdminResource) => ["admin", resource] as const,
  page: (resource: AdminResource, filters: Record<string, string | undefined>, page: number, pageSize: number) =>
    ["admin", resource, filters, page, pageSize] as const,
  /** The dashboard's count of open reports. */
  openReports: ["admin", "reports", "open-count"] as const,
  invitees: (inviterId: number) => ["admin", "invite-tree", "invitees", inviterId] as const,
};
