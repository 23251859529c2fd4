import { route } from "@/lib/http/route";
import { notificationSettingsApi } from "@/lib/notification-settings/contract";
import { unsubscribe } from "@/lib/notification-settings/service";

/**
 * The List-Unsubscribe address of notification emails (RFC 8058): POST only, no sign-in, the token
 * is the authority. There is no GET: a mail scanner following the link changes nothing
 * (docs/api.md §16, "Unsubscribing").
 */
export const POST = route(notificationSettingsApi.unsubscribe, ({ query }) => unsubscribe(query.token));
