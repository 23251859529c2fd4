"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { useUnreadMessages } from "@/components/messages/use-unread-messages";
import { cn } from "@/components/ui/cn";
import type { IconName } from "./nav-icons";
import { ADMIN_NAV_MOBILE, MEMBER_NAV, MESSAGES_HREF, SETTINGS_NAV_MOBILE } from "./nav-items";
import { UnreadBadge, unreadLabel } from "./unread-badge";

/**
 * Mobile navigation, fixed to the bottom of the screen below the md breakpoint: the four member
 * destinations and Settings (and Admin for admins); Messages carries the live unread count. Its
 * icons come drawn by the server (./nav-icons.tsx, via the layout), so their paths are not client
 * code (docs/decisions/021-first-load-weight.md).
 */
export function BottomNav({
  isAdmin,
  unreadMessages,
  icons,
}: {
  isAdmin: boolean;
  unreadMessages?: number;
  icons: Record<IconName, ReactNode>;
}) {
  const pathname = usePathname();
  const unread = useUnreadMessages(unreadMessages);
  const items = [...MEMBER_NAV, SETTINGS_NAV_MOBILE, ...(isAdmin ? ADMIN_NAV_MOBILE : [])];
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="flex">
        {items.map((item) => {
          const active = item.isActive(pathname);
          const count = item.href === MESSAGES_HREF ? unread : 0;
          return (
            // min-w-0: five or six entries share a 360 px phone; a long label is cut short, not pushed off screen.
            <li key={item.href} className="min-w-0 flex-1">
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                aria-label={unreadLabel(item.label, count)}
                className={cn(
                  "relative flex min-h-14 flex-col items-center justify-center gap-0.5 px-0.5 text-[0.6875rem] font-medium",
                  active ? "text-link" : "text-muted hover:text-foreground",
                )}
              >
                <span className="relative">
                  {icons[item.icon]}
                  <UnreadBadge count={count} className="absolute -top-2 left-3.5 border-2 border-surface" />
                </span>
                <span className={cn("max-w-full truncate", active && "font-semibold")}>{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
