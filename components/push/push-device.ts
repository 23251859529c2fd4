import { ApiError, apiRequest } from "@/components/data/api-client";

/**
 * This browser's push subscription (docs/api.md §18, docs/decisions/018-web-push.md): what the
 * Settings switch (./push-toggle.tsx) does, loaded once the page has loaded or the switch is used.
 */

export type PushState = "unsupported" | "blocked" | "off" | "on";

/** Asks for permission, subscribes with the server's VAPID key and hands the subscription over. */
export async function turnPushOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission === "denied" ? "blocked" : "off";
  const { public_key } = await apiRequest<{ public_key: string }>("/push/public-key");
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
  await apiRequest("/push/subscriptions", { method: "POST", body: { endpoint: json.endpoint, keys: json.keys } });
  return "on";
}

/** Removes the subscription on both sides (a server that no longer knows it is fine). */
export async function turnPushOff(): Promise<PushState> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await apiRequest("/push/subscriptions", { method: "DELETE", body: { endpoint: subscription.endpoint } }).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    });
    await subscription.unsubscribe();
  }
  return "off";
}

export async function currentPushState(): Promise<PushState> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === "granted" ? "on" : "off";
}

async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration("/"))) await navigator.serviceWorker.register("/sw.js", { scope: "/" });
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
