import { badgeText } from "@/components/notifications/queries";
import { cn } from "@/components/ui/cn";

/**
 * A trip chat's unread count (docs/api.md §6.4, `unread_messages`) on its card and by its heading:
 * "3 unread", "99+ unread" above 99 (docs/product.md §9), nothing at 0 or for someone with no chat.
 * The words are visible, so the count is part of what a screen reader reads there.
 */
export function ChatUnreadBadge({ count, className }: { count: number | null; className?: string }) {
  if (!count || count <= 0) return null;
  return (
    <span
      className={cn(
        "inline-flex h-6 shrink-0 items-center rounded-full bg-primary px-2.5 text-xs font-bold whitespace-nowrap text-primary-contrast",
        className,
      )}
    >
      {badgeText(count)} unread
    </span>
  );
}
