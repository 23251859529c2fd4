"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useUnreadMessages } from "@/components/messages/use-unread-messages";
import { cn } from "@/components/ui/cn";
import { ADMIN_NAV_DESKTOP, MEMBER_NAV, MESSAGES_HREF } from "./nav-items";
import { UnreadBadge, unreadLabel } from "./unread-badge";

/**
 * Desktop navigation (md and up). The current page is marked with aria-current; Messages carries the live unread count.
 */
export function TopNav({ isAdmin, unreadMessages }: { isAdmin: boolean; unreadMessages?: number }) {
  const pathname = usePathname();
  const unread = useUnreadMessages(unreadMessages);
  const items = isAdmin ? [...MEMBER_NAV, ...ADMIN_NAV_DESKTOP] : MEMBER_NAV;
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {items.map((item) => {
          const active = item.isActive(pathname);
          const count = item.href === MESSAGES_HREF ? unread : 0;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                aria-label={unreadLabel(item.label, count)}
                className={cn(
                  "inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors",
                  active
                    ? "bg-primary-soft font-semibold text-link"
                    : "text-muted hover:bg-surface-muted hover:text-foreground",
                )}
              >
                {item.label}
                <UnreadBadge count={count} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
