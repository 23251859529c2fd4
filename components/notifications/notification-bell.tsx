"use client";

import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { refetchWhileSignedIn, usePollWhileDown } from "@/components/realtime/stream-status";
import { cn } from "@/components/ui/cn";
import { BellIcon } from "@/components/ui/icon";
import { badgeText, fetchUnreadCount, notificationKeys, UNREAD_POLL_MS } from "./queries";

// The modal (a Radix dialog: focus trap, scroll lock, portal, ~13 kB gzip) is loaded when the bell
// is pointed at or opened, not with every member page (docs/benchmarks.md, first-load JS).
const loadModal = () => import("./notifications-modal");
const NotificationsModal = lazy(() => loadModal().then((module) => ({ default: module.NotificationsModal })));

/**
 * The header's bell: the unread count, live from the event stream (asked for every 12 s while the
 * stream is down, docs/product.md §7, §9), as a badge and as part of
 * the button's name ("Notifications, 3 unread"). It opens the notifications modal.
 */
export function NotificationBell({ initialCount }: { initialCount?: number }) {
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Focus goes back to the bell when the modal closes (it has no Radix trigger to return to).
  useEffect(() => {
    if (wasOpen.current && !open) bell.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const interval = usePollWhileDown(UNREAD_POLL_MS);
  const { data: count = 0 } = useQuery({
    queryKey: notificationKeys.unreadCount,
    queryFn: fetchUnreadCount,
    initialData: initialCount,
    staleTime: UNREAD_POLL_MS,
    refetchInterval: interval,
    refetchOnWindowFocus: refetchWhileSignedIn,
    refetchOnReconnect: refetchWhileSignedIn,
  });

  return (
    <>
      <button
        ref={bell}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        aria-label={count > 0 ? `Notifications, ${count} unread` : "Notifications"}
        className={cn(
          "relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-foreground hover:bg-surface-muted",
          open && "bg-surface-muted",
        )}
      >
        <BellIcon className="size-6" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full border-2 border-surface bg-danger-solid px-1 text-[0.6875rem] leading-none font-bold text-danger-contrast"
          >
            {badgeText(count)}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
