"use client";

import { useEffect, useState } from "react";
import { ApiError, apiRequest } from "@/components/data/api-client";
import { cn } from "@/components/ui/cn";
import { toast } from "@/components/ui/toast";

type State = "loading" | "unsupported" | "blocked" | "off" | "on";

/**
 * Settings, "Push notifications on this device" (docs/api.md §18): the switch asks the browser
 * for permission only when flipped on, subscribes with the server's VAPID key and hands the
 * subscription to POST /push/subscriptions; off removes it on both sides. A browser that blocks
 * notifications, or cannot push at all, is said so instead of a switch that cannot work.
 */
export function PushToggle() {
  const [state, setState] = useState<State>("loading");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const next = await currentState();
      if (!cancelled) setState(next);
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  async function turnOn() {
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      setState(permission === "denied" ? "blocked" : "off");
      return;
    }
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
    setState("on");
    toast.success("Push notifications are on for this device.");
  }

  async function turnOff() {
    const registration = await navigator.serviceWorker.getRegistration("/");
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      await apiRequest("/push/subscriptions", { method: "DELETE", body: { endpoint: subscription.endpoint } }).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      });
      await subscription.unsubscribe();
    }
    setState("off");
    toast.success("Push notifications are off for this device.");
  }

  async function flip() {
    setBusy(true);
    try {
      await (state === "on" ? turnOff() : turnOn());
    } catch (error) {
      toast.error(`Failed to change push notifications: ${error instanceof ApiError && error.detail ? error.detail : "please try again."}`);
    } finally {
      setBusy(false);
    }
  }

  const on = state === "on";
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <p id="push-label" className="text-sm font-medium text-foreground">
          Push notifications on this device
        </p>
        <p id="push-description" className="text-sm text-muted" aria-live="polite">
          {state === "unsupported"
            ? "This browser cannot show push notifications. On iPhone and iPad, add Overlap to your Home Screen first, then turn this on there."
            : state === "blocked"
              ? "Notifications are blocked for this site. Allow them in your browser's site settings, then turn this on."
              : "New messages and other notifications pop up on this device while Overlap is closed."}
        </p>
      </div>
      {state !== "unsupported" && state !== "blocked" && (
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="push-label"
          aria-describedby="push-description"
          disabled={busy || state === "loading"}
          onClick={() => void flip()}
          className={cn(
            "relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--primary) disabled:cursor-wait disabled:opacity-60",
            on ? "bg-primary" : "bg-input-border",
          )}
        >
          <span aria-hidden="true" className={cn("inline-block size-6 rounded-full bg-surface shadow transition-transform", on ? "translate-x-5" : "translate-x-0")} />
        </button>
      )}
    </div>
  );
}

async function currentState(): Promise<State> {
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
