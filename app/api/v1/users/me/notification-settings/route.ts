import { route } from "@/lib/http/route";
import { notificationSettingsApi } from "@/lib/notification-settings/contract";
import { getMyNotificationSettings, updateMyNotificationSettings } from "@/lib/notification-settings/service";

export const GET = route(notificationSettingsApi.get, ({ actor }) => getMyNotificationSettings(actor));

export const PUT = route(notificationSettingsApi.update, ({ actor, body }) =>
  updateMyNotificationSettings(actor, body),
);
