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
const DOMAINS = {
  accounts: accountsApi,
  sessions: sessionsApi,
  profiles: profilesApi,
  invites: invitesApi,
  safety: safetyApi,
  references: referencesApi,
  plans: plansApi,
  cities: citiesApi,
  discovery: discoveryApi,
  pairings: pairingsApi,
  conversations: conversationsApi,
  messages: messagesApi,
  trips: tripsApi,
  tripChat: tripChatApi,
  notifications: notificationsApi,
  events: eventsApi,
  push: pushApi,
  calendar: calendarApi,
  health: healthApi,
  mail: mailApi,
  sweep: sweepApi,
  notificationSettings: notificationSettingsApi,
  admin: adminApi,
  openapi: openApiApi,
};

export const API_DOMAINS = DOMAINS as unknown as Readonly<Record<string, Readonly<Record<string, Operation>>>>;

/**
 * Every operation with its own types, its method and path literal: the browser's API client is typed by it
 * (components/data/routes.ts), as a type only, so no contract reaches a page.
 */
export type ApiOperation = {
  [Domain in keyof typeof DOMAINS]: (typeof DOMAINS)[Domain][keyof (typeof DOMAINS)[Domain]];
}[keyof typeof DOMAINS];

export const API_OPERATIONS: readonly Operation[] = Object.values(API_DOMAINS).flatMap((operations) =>
  Object.values(operations),
);
