import { citiesApi } from "@/lib/cities/contract";
import type { Operation } from "@/lib/contract/operation";
import { conversationsApi } from "@/lib/conversations/contract";
import { discoveryApi } from "@/lib/discovery/contract";
import { messagesApi } from "@/lib/messages/contract";
import { notificationsApi } from "@/lib/notifications/contract";
import { pairingsApi } from "@/lib/pairings/contract";
import { plansApi } from "@/lib/plans/contract";
import { tripsApi } from "@/lib/trips/contract";

/** Every documented /api/v1 operation, by domain: what the OpenAPI document is built from. */
export const API_OPERATIONS: readonly Operation[] = [
  ...Object.values(plansApi),
  ...Object.values(citiesApi),
  ...Object.values(discoveryApi),
  ...Object.values(pairingsApi),
  ...Object.values(conversationsApi),
  ...Object.values(messagesApi),
  ...Object.values(tripsApi),
  ...Object.values(notificationsApi),
] as readonly Operation[];
