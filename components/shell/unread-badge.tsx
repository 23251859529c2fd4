import { badgeText } from "@/components/notifications/queries";
import { cn } from "@/components/ui/cn";

/**
 * The name a nav item with unread messages gets: "Messages, 3 unread" (the badge itself is hidden from screen readers).
 */
export const unreadLabel = (label: string, count: number) => (count > 0 ? `${label}, ${count} unread` : undefined);

/** The count on a nav item, like the bell's: "99+" above 99 (docs/product.md §9). */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-badge"
      className={cn(
        "inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-solid px-1 text-[0.6875rem] leading-none font-bold text-danger-contrast",
        className,
      )}
    >
      {badgeText(count)}
    </span>
  );
}
