import { accountsApi } from "@/lib/accounts/contract";
import { adminApi } from "@/lib/admin/contract";
import { calendarApi } from "@/lib/calendar/contract";
import { citiesApi } from "@/lib/cities/contract";
import type { Operation } from "@/lib/contract/operation";
import { conversationsApi } from "@/lib/conversations/contract";
import { discoveryApi } from "@/lib/discovery/contract";
import { healthApi } from "@/lib/health/contract";
import { invitesApi } from "@/lib/invites/contract";
import { mailApi } from "@/lib/mail/contract";
import { messagesApi } from "@/lib/messages/contract";
import { notificationSettingsApi } from "@/lib/notification-settings/contract";
import { notificationsApi } from "@/lib/notifications/contract";
import { openApiApi } from "@/lib/openapi/contract";
import { pairingsApi } from "@/lib/pairings/contract";
import { plansApi } from "@/lib/plans/contract";
import { profilesApi } from "@/lib/profiles/contract";
import { pushApi } from "@/lib/push/contract";
import { eventsApi } from "@/lib/realtime/contract";
import { referencesApi } from "@/lib/references/contract";
import { safetyApi } from "@/lib/safety/contract";
import { sessionsApi } from "@/lib/sessions/contract";
import { sweepApi } from "@/lib/sweep/contract";
import { tripChatApi } from "@/lib/trip-chat/contract";
import { tripsApi } from "@/lib/trips/contract";

/**
 * Every documented /api/v1 operation, by domain: what the OpenAPI document is built from. The
 * domain and key name each operation in the document (`plans.create` is `plansCreate`).
 */
export const API_DOMAINS: Readonly<Record<string, Readonly<Record<string, Operation>>>> = {
  accounts: accountsApi as Record<string, Operation>,
  sessions: sessionsApi as Record<string, Operation>,
  profiles: profilesApi as Record<string, Operation>,
  invites: invitesApi as Record<string, Operation>,
  safety: safetyApi as Record<string, Operation>,
  references: referencesApi as Record<string, Operation>,
  plans: plansApi as Record<string, Operation>,
  cities: citiesApi as Record<string, Operation>,
  discovery: discoveryApi as Record<string, Operation>,
  pairings: pairingsApi as Record<string, Operation>,
  conversations: conversationsApi as Record<string, Operation>,
  messages: messagesApi as Record<string, Operation>,
  trips: tripsApi as Record<string, Operation>,
  tripChat: tripChatApi as Record<string, Operation>,
  notifications: notificationsApi as Record<string, Operation>,
  events: eventsApi as Record<string, Operation>,
  push: pushApi as Record<string, Operation>,
  calendar: calendarApi as Record<string, Operation>,
  health: healthApi as Record<string, Operation>,
  mail: mailApi as Record<string, Operation>,
  sweep: sweepApi as Record<string, Operation>,
  notificationSettings: notificationSettingsApi as Record<string, Operation>,
  admin: adminApi as Record<string, Operation>,
  openapi: openApiApi as Record<string, Operation>,
};

export const API_OPERATIONS: readonly Operation[] = Object.values(API_DOMAINS).flatMap((operations) =>
  Object.values(operations),
);
