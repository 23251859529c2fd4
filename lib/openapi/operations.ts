import { accountsApi } from "@/lib/accounts/contract";
import { calendarApi } from "@/lib/calendar/contract";
import type { Operation } from "@/lib/contract/operation";
import { healthApi } from "@/lib/health/contract";
import { plansApi } from "@/lib/plans/contract";
import { profilesApi } from "@/lib/profiles/contract";
import { safetyApi } from "@/lib/safety/contract";
import { sessionsApi } from "@/lib/sessions/contract";

/** Every documented /api/v1 operation, by domain: what the OpenAPI document is built from. */
export const API_OPERATIONS: readonly Operation[] = [
  ...Object.values(accountsApi),
  ...Object.values(sessionsApi),
  ...Object.values(profilesApi),
  ...Object.values(safetyApi),
  ...Object.values(plansApi),
  ...Object.values(calendarApi),
  ...Object.values(healthApi),
] as readonly Operation[];
