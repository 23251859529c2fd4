"use client";

import { afterPageLoad } from "@/components/ui/after-page-load";

/**
 * Settings' sections below the fold, each fetched once the page has loaded under a loading line of
 * its own (docs/decisions/021-first-load-weight.md): the page's first load carries the email and
 * password forms at its top, not the privacy controls, lists, switches and forms under them.
 */
export const SignedInSessions = afterPageLoad(
  () => import("@/components/sessions/signed-in-sessions").then((module) => module.SignedInSessions),
  "Loading where you're signed in...",
);
export const BlockedMembers = afterPageLoad(
  () => import("@/components/safety/blocked-members").then((module) => module.BlockedMembers),
  "Loading blocked members...",
);
export const EmailNotificationSettings = afterPageLoad(
  () =>
    import("@/components/notification-settings/email-notification-settings").then(
      (module) => module.EmailNotificationSettings,
    ),
  "Loading email notifications...",
);
export const PassedMembers = afterPageLoad(
  () => import("@/components/relationships/passed-members").then((module) => module.PassedMembers),
  "Loading people you passed on...",
);
export const PublicProfileSwitch = afterPageLoad(
  () => import("./public-profile-switch").then((module) => module.PublicProfileSwitch),
  "Loading your public profile switch...",
);
export const DefaultPlanVisibility = afterPageLoad(
  () => import("./default-plan-visibility").then((module) => module.DefaultPlanVisibility),
  "Loading who sees your new trips...",
);
export const PushToggle = afterPageLoad(
  () => import("@/components/push/push-toggle").then((module) => module.PushToggle),
  "Loading push notifications...",
);
export const DownloadMyData = afterPageLoad(
  () => import("./download-my-data").then((module) => module.DownloadMyData),
  "Loading your data download...",
);
export const DeleteAccount = afterPageLoad(
  () => import("./delete-account").then((module) => module.DeleteAccount),
  "Loading account deletion...",
);
