import { ApiError, api } from "@/components/data/api-client";

/**
 * This browser's push subscription (docs/api.md §18, docs/decisions/018-web-push.md): what the
 * Settings switch (./push-toggle.tsx) and the app shell (./push-resume.tsx) do, loaded once the
 * page has loaded or the switch is used.
 *
 * The server holds a subscription for the session that posted it and drops it when the session
 * ends, while the browser keeps its own. Which member turned push on here is remembered in this
 * browser, so that when they sign in again the app posts the subscription again, and another
 * member signing in on the same browser does not get their pushes here without asking.
 */

export type PushState = "unsupported" | "blocked" | "off" | "on";

const MEMBER_KEY = "overlap-push-member";

/**
 * Whether push here is this member's: they turned it on here, or nobody is recorded (a
 * subscription made before the browser remembered whose it was).
 */
function isMine(viewerId: number): boolean {
  const owner = localStorage.getItem(MEMBER_KEY);
  return owner === null || owner === String(viewerId);
}

/** Asks for permission, subscribes with the server's VAPID key and hands the subscription over. */
export async function turnPushOn(viewerId: number): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission === "denied" ? "blocked" : "off";
  await subscribeAndPost(viewerId);
  return "on";
}

/**
 * At every visit of the app (./push-resume.tsx): the member turned push on in this browser, the
 * browser still holds its subscription, but the server does not have it for this session (it went
 * with a sign-out, or when the session ended elsewhere): post it again. Never asks for permission.
 */
export async function resumePush(viewerId: number, serverEndpoint: string | null): Promise<void> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return;
  if (Notification.permission !== "granted" || !isMine(viewerId)) return;
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  if (subscription.endpoint === serverEndpoint) localStorage.setItem(MEMBER_KEY, String(viewerId));
  else await subscribeAndPost(viewerId);
}

async function subscribeAndPost(viewerId: number): Promise<void> {
  const { public_key } = await api("GET /push/public-key");
  const registration = await serviceWorker();
  const key = fromBase64Url(public_key);
  let subscription = await registration.pushManager.getSubscription();
  // Made with another server key (keys rotated): it cannot receive our pushes.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  await api("POST /push/subscriptions", {
    body: { endpoint: json.endpoint as string, keys: json.keys as { p256dh: string; auth: string } },
  });
  localStorage.setItem(MEMBER_KEY, String(viewerId));
}

/** Removes the subscription on both sides (a server that no longer knows it is fine). */
export async function turnPushOff(): Promise<PushState> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await api("DELETE /push/subscriptions", { body: { endpoint: subscription.endpoint } }).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    });
    await subscription.unsubscribe();
  }
  localStorage.removeItem(MEMBER_KEY);
  return "off";
}

/** "on" only for the member who turned it on here: for another, this browser's subscription is not theirs. */
export async function currentPushState(viewerId: number): Promise<PushState> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
    return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === "granted" && isMine(viewerId) ? "on" : "off";
}

async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration("/")))
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  return navigator.serviceWorker.ready;
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (value.length % 4)) % 4);
  const bytes = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(bytes.length));
  for (let index = 0; index < bytes.length; index++) out[index] = bytes.charCodeAt(index);
  return out;
}

function sameKey(current: ArrayBuffer | null, key: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}
