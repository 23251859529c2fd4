import type { ReportReason } from "@/components/safety/report-reasons";

/** What the admin API answers (docs/api.md §9). */

export type AdminStats = {
  total_users: number;
  active_users: number;
  pending_users: number;
  total_pairings: number;
  pairings_by_type: { match: number; friend: number; pass: number };
  total_messages: number;
  total_likes: number;
  total_travel_plans: number;
  total_group_trips: number;
  total_trip_participants: number;
};

export type AdminUser = {
  id: number;
  email: string;
  name: string;
  handle: string | null;
  age: number;
  is_admin: boolean;
  is_active: boolean;
  created_at: string;
};

export type InviteStatus = "active" | "used" | "expired" | "inactive";

export type AdminInvite = {
  id: number;
  code: string;
  created_at: string;
  expires_at: string | null;
  is_single_use: boolean;
  used_by: number | null;
  use_count: number;
  is_active: boolean;
  status: InviteStatus;
};

export type AdminReport = {
  id: number;
  reporter: { id: number; name: string } | null;
  reported: { id: number; name: string; handle: string | null; is_active: boolean };
  reason: ReportReason;
  note: string | null;
  status: "open" | "resolved";
  resolution: "deactivated" | "dismissed" | null;
  resolved_by: { id: number; name: string } | null;
  created_at: string;
  resolved_at: string | null;
};
