import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiUrl } from "@/components/data/api-client";
import * as accountsRoutes from "@/components/data/routes/accounts";
import * as adminRoutes from "@/components/data/routes/admin";
import * as calendarRoutes from "@/components/data/routes/calendar";
import * as citiesRoutes from "@/components/data/routes/cities";
import * as conversationsRoutes from "@/components/data/routes/conversations";
import * as discoveryRoutes from "@/components/data/routes/discovery";
import * as eventsRoutes from "@/components/data/routes/events";
import * as healthRoutes from "@/components/data/routes/health";
import * as invitesRoutes from "@/components/data/routes/invites";
import * as mailRoutes from "@/components/data/routes/mail";
import * as messagesRoutes from "@/components/data/routes/messages";
import * as notificationSettingsRoutes from "@/components/data/routes/notification-settings";
import * as notificationsRoutes from "@/components/data/routes/notifications";
import * as openApiRoutes from "@/components/data/routes/open-api";
import * as pairingsRoutes from "@/components/data/routes/pairings";
import * as plansRoutes from "@/components/data/routes/plans";
import * as profilesRoutes from "@/components/data/routes/profiles";
import * as pushRoutes from "@/components/data/routes/push";
import * as referencesRoutes from "@/components/data/routes/references";
import * as safetyRoutes from "@/components/data/routes/safety";
import * as sessionsRoutes from "@/components/data/routes/sessions";
import * as sweepRoutes from "@/components/data/routes/sweep";
import * as tripChatRoutes from "@/components/data/routes/trip-chat";
import * as tripsRoutes from "@/components/data/routes/trips";
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

const root = path.resolve(import.meta.dirname, "../..");

// The screens call /api/v1 through components/data/api-client.ts with the plain-data routes of
// components/data/routes.ts (docs/decisions/014): each route must be its operation's method and path.
const contracts: Record<string, Record<string, Operation>> = {
  accountsRoutes: accountsApi,
  adminRoutes: adminApi,
  calendarRoutes: calendarApi,
  citiesRoutes: citiesApi,
  conversationsRoutes: conversationsApi,
  discoveryRoutes: discoveryApi,
  healthRoutes: healthApi,
  invitesRoutes: invitesApi,
  mailRoutes: mailApi,
  messagesRoutes: messagesApi,
  notificationSettingsRoutes: notificationSettingsApi,
  notificationsRoutes: notificationsApi,
  openApiRoutes: openApiApi,
  pairingsRoutes: pairingsApi,
  plansRoutes: plansApi,
  profilesRoutes: profilesApi,
  pushRoutes: pushApi,
  eventsRoutes: eventsApi,
  referencesRoutes: referencesApi,
  safetyRoutes: safetyApi,
  sessionsRoutes: sessionsApi,
  sweepRoutes: sweepApi,
  tripChatRoutes: tripChatApi,
  tripsRoutes: tripsApi,
};

const routes = {
  accountsRoutes,
  adminRoutes,
  calendarRoutes,
  citiesRoutes,
  conversationsRoutes,
  discoveryRoutes,
  eventsRoutes,
  healthRoutes,
  invitesRoutes,
  mailRoutes,
  messagesRoutes,
  notificationSettingsRoutes,
  notificationsRoutes,
  openApiRoutes,
  pairingsRoutes,
  plansRoutes,
  profilesRoutes,
  pushRoutes,
  referencesRoutes,
  safetyRoutes,
  sessionsRoutes,
  sweepRoutes,
  tripChatRoutes,
  tripsRoutes,
};

describe("the screens' route table", () => {
  it("has one module per contract", () => {
    const modules = fs.readdirSync(path.join(root, "components/data/routes"));
    expect(modules).toHaveLength(Object.keys(contracts).length);
    expect(Object.keys(routes).sort()).toEqual(Object.keys(contracts).sort());
  });

  it.each(Object.entries(contracts))("%s says each operation's method and path", (name, operations) => {
    const table = { ...(routes as Record<string, Record<string, string>>)[name] };
    const expected = Object.fromEntries(
      Object.entries(operations).map(([key, operation]) => [key, `${operation.method} ${operation.path}`]),
    );
    expect(table).toEqual(expected);
  });
});

describe("apiUrl", () => {
  it("fills the path's parameters and leaves out the query's empty values", () => {
    expect(apiUrl(routes.profilesRoutes.byHandle, { params: { handle: "a b/c" } })).toBe(
      "/api/v1/users/handle/a%20b%2Fc",
    );
    expect(
      apiUrl(routes.tripsRoutes.answer, { params: { id: 3, userId: 7 }, query: { status_update: "accepted" } }),
    ).toBe("/api/v1/group-trips/3/participants/7?status_update=accepted");
    expect(apiUrl(routes.messagesRoutes.thread, { params: { id: 5 }, query: { after_id: undefined, limit: 20 } })).toBe(
      "/api/v1/messages/5?limit=20",
    );
  });
});

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return relative === path.join("app", "api") ? [] : sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

// Built from parts, so this file holds none of what it looks for.
const HAND_WRITTEN = [
  new RegExp(`["'\`]/${"api"}/v1`),
  new RegExp(`\\b${"apiRequest"}\\b`),
  /\bapi(?:Page|Url)?\(\s*["'`]/,
  /\bfetch\(\s*["'`]\//,
];

describe("components and pages", () => {
  it("call the API through its routes, never a path written by hand", () => {
    const found = ["components", "app"]
      .flatMap(sourceFiles)
      .filter((file) => file !== path.join("components", "data", "api-client.ts"))
      .flatMap((file) =>
        fs
          .readFileSync(path.join(root, file), "utf8")
          .split("\n")
          .flatMap((line, index) =>
            HAND_WRITTEN.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });
});
