"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef } from "react";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogPanel } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { memberPath } from "@/components/public-profile/paths";
import { NotificationItem } from "./notification-item";
import {
  deleteNotification,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
  notificationTarget,
  type AppNotification,
} from "./queries";

/**
 * docs/product.md §2's notifications modal: the latest 50, Mark all read, delete one, and a click that marks
 * one read and goes where it points. Every change updates the list and the bell's count at once,
 * then both are asked again from the server.
 */
export function NotificationsDialog({ onNavigate }: { onNavigate: () => void }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: notificationKeys.list, queryFn: fetchNotifications, staleTime: 0 });
  const notifications = useMemo(() => list.data ?? [], [list.data]);
  const unread = notifications.filter((notification) => !notification.is_read).length;

  // Opening the modal is a good moment to bring the bell up to date too.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount });
  }, [queryClient]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const updateList = (update: (current: AppNotification[]) => AppNotification[]) =>
    queryClient.setQueryData<AppNotification[]>(notificationKeys.list, (current) =>
      current ? update(current) : current,
    );
  const setCount = (update: (count: number) => number) =>
    queryClient.setQueryData<number>(notificationKeys.unreadCount, (count) => Math.max(0, update(count ?? 0)));

  const markAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => {
      updateList((current) => current.map((notification) => ({ ...notification, is_read: true })));
      setCount(() => 0);
    },
    onError: () => toast.error("Failed to mark notifications as read"),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (notification: AppNotification) => deleteNotification(notification.id),
    onMutate: (notification) => {
      updateList((current) => current.filter((entry) => entry.id !== notification.id));
      if (!notification.is_read) setCount((count) => count - 1);
    },
    onError: () => toast.error("Failed to delete notification"),
    onSettled: refresh,
  });

  // After a delete, keyboard focus goes to the neighbouring notification, else to the title.
  const focusAfterDelete = useRef<number | "title" | null>(null);
  useEffect(() => {
    const target = focusAfterDelete.current;
    if (target === null) return;
    focusAfterDelete.current = null;
    const element =
      target === "title"
        ? document.getElementById("notifications-empty")
        : document.getElementById(`notification-${target}-open`);
    element?.focus();
  }, [notifications]);

  function onDelete(notification: AppNotification) {
    const index = notifications.findIndex((entry) => entry.id === notification.id);
    const neighbour = notifications[index + 1] ?? notifications[index - 1];
    focusAfterDelete.current = neighbour ? neighbour.id : "title";
    remove.mutate(notification);
  }

  function onOpen(notification: AppNotification) {
    if (!notification.is_read) {
      updateList((current) =>
        current.map((entry) => (entry.id === notification.id ? { ...entry, is_read: true } : entry)),
      );
      setCount((count) => count - 1);
      // Not tied to this dialog's life: it closes as the navigation starts.
      markNotificationRead(notification.id)
        .catch((error: unknown) => console.error("Failed to mark notification read", error))
        .finally(() => void refresh());
    }
    onNavigate();
    router.push(notificationTarget(notification));
  }

  function onOpenProfile(userId: number) {
    onNavigate();
    router.push(memberPath(userId));
  }

  return (
    <DialogPanel
      title="Notifications"
      actions={
        notifications.length > 0 && (
          <Button
            variant="ghost"
            size="sm"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            Mark all read
          </Button>
        )
      }
    >
      {list.isPending ? (
        <p className="flex items-center gap-2 py-6 text-muted" role="status">
          <Spinner /> Loading notifications...
        </p>
      ) : list.isError && notifications.length === 0 ? (
        <div className="flex flex-col items-start gap-3 py-2">
          <Alert tone="error">Failed to load notifications</Alert>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </div>
      ) : notifications.length === 0 ? (
        <p id="notifications-empty" tabIndex={-1} className="py-10 text-center text-muted">
          No notifications yet
        </p>
      ) : (
        <ul aria-label="Latest notifications" className="flex flex-col gap-2">
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={onOpen}
              onOpenProfile={onOpenProfile}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
    </DialogPanel>
  );
}
