import { accountsApi } from "@/lib/accounts/contract";
import { adminApi } from "@/lib/admin/contract";
import { calendarApi } from "@/lib/calendar/contract";
import { citiesApi } from "@/lib/cities/contract";
import type { Operation } from "@/lib/contract/operation";
import { conversationsApi } from "@/lib/conversations/contract";
import { discoveryApi } from "@/lib/discovery/contract";
import { healthApi } from "@/lib/health/contract";
import { messagesApi } from "@/lib/messages/contract";
import { notificationsApi } from "@/lib/notifications/contract";
import { pairingsApi } from "@/lib/pairings/contract";
import { plansApi } from "@/lib/plans/contract";
import { profilesApi } from "@/lib/profiles/contract";
import { safetyApi } from "@/lib/safety/contract";
import { sessionsApi } from "@/lib/sessions/contract";
import { tripsApi } from "@/lib/trips/contract";

/** Every documented /api/v1 operation, by domain: what the OpenAPI document is built from. */
export const API_OPERATIONS: readonly Operation[] = [
  ...Object.values(accountsApi),
  ...Object.values(sessionsApi),
  ...Object.values(profilesApi),
  ...Object.values(safetyApi),
  ...Object.values(plansApi),
  ...Object.values(citiesApi),
  ...Object.values(discoveryApi),
  ...Object.values(pairingsApi),
  ...Object.values(conversationsApi),
  ...Object.values(messagesApi),
  ...Object.values(tripsApi),
  ...Object.values(notificationsApi),
  ...Object.values(calendarApi),
  ...Object.values(healthApi),
  ...Object.values(adminApi),
] as readonly Operation[];
