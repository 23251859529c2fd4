"use client";

import { useEffect, useState } from "react";
import { ApiError } from "@/components/data/api-client";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { usePageLoaded } from "@/components/ui/use-page-loaded";
import type { PushState } from "./push-device";

type State = "loading" | PushState;

const device = () => import("./push-device");

/**
 * Settings, "Push notifications on this device" (docs/api.md §18): the switch asks the browser
 * for permission only when flipped on, subscribes with the server's VAPID key and hands the
 * subscription to POST /push/subscriptions; off removes it on both sides. A browser that blocks
 * notifications, or cannot push at all, is said so instead of a switch that cannot work. What it
 * does (./push-device.ts) is loaded once the page has loaded: the switch waits for it anyway.
 */
export function PushToggle({ viewerId }: { viewerId: number }) {
  const [state, setState] = useState<State>("loading");
  const [busy, setBusy] = useState(false);
  const loaded = usePageLoaded();

  useEffect(() => {
    if (!loaded) return;
    let cancelled = false;
    void device()
      .then(({ currentPushState }) => currentPushState(viewerId))
      .then((next) => {
        if (!cancelled) setState(next);
      });
    return () => {
      cancelled = true;
    };
  }, [loaded, viewerId]);

  async function flip() {
    setBusy(true);
    try {
      const { turnPushOff, turnPushOn } = await device();
      const next = await (state === "on" ? turnPushOff() : turnPushOn(viewerId));
      setState(next);
      if (next === "on") toast.success("Push notifications are on for this device.");
      else if (state === "on") toast.success("Push notifications are off for this device.");
    } catch (error) {
      toast.error(
        `Failed to change push notifications: ${error instanceof ApiError && error.detail ? error.detail : "please try again."}`,
      );
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
        <Switch
          on={on}
          aria-labelledby="push-label"
          aria-describedby="push-description"
          disabled={busy || state === "loading"}
          onClick={() => void flip()}
        />
      )}
    </div>
  );
}
