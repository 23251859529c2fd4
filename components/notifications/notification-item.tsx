import { cn } from "@/components/ui/cn";
import { PersonIcon, TrashIcon } from "@/components/ui/icons";
import { LocalTime } from "@/components/ui/local-time";
import type { AppNotification } from "./queries";

/** One notification: the whole text is a button that opens it; the bin beside it deletes it. */
export function NotificationItem({
  notification,
  onOpen,
  onOpenProfile,
  onDelete,
}: {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
  /** Opens the profile of the member it is about (docs/product.md §2.9). */
  onOpenProfile: (userId: number) => void;
  onDelete: (notification: AppNotification) => void;
}) {
  const unread = !notification.is_read;
  const titleId = `notification-${notification.id}-title`;
  return (
    <li
      className={cn(
        "flex items-start gap-1 rounded-xl border",
        unread ? "border-link/50 bg-primary-soft" : "border-border bg-surface",
      )}
    >
      <button
        type="button"
        id={`notification-${notification.id}-open`}
        onClick={() => onOpen(notification)}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-xl p-3 text-left hover:bg-surface-muted/60"
      >
        <span
          aria-hidden="true"
          className={cn("mt-1.5 size-2.5 shrink-0 rounded-full", unread ? "bg-link" : "bg-transparent")}
        />
        <span className="min-w-0 flex-1">
          <span id={titleId} className={cn("block text-foreground", unread ? "font-semibold" : "font-medium")}>
            {notification.title}
            {unread && <span className="sr-only"> (unread)</span>}
          </span>
          <span className="mt-0.5 block text-sm break-words text-muted">{notification.message}</span>
          <LocalTime value={notification.created_at} style="relative" className="mt-1 block text-xs text-muted" />
        </span>
      </button>
      {notification.related_user_id !== null && (
        <button
          type="button"
          aria-label="Open profile"
          aria-describedby={titleId}
          onClick={() => onOpenProfile(notification.related_user_id!)}
          className="my-1.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-muted hover:text-foreground"
        >
          <PersonIcon />
        </button>
      )}
      <button
        type="button"
        aria-label="Delete notification"
        aria-describedby={titleId}
        onClick={() => onDelete(notification)}
        className="m-1.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-muted hover:text-danger"
      >
        <TrashIcon />
      </button>
    </li>
  );
}
