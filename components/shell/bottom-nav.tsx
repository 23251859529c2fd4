"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { useUnreadMessages } from "@/components/messages/use-unread-messages";
import { cn } from "@/components/ui/cn";
import type { IconName } from "./nav-icons";
import { ADMIN_NAV_MOBILE, MEMBER_NAV, MESSAGES_HREF } from "./nav-items";
import { UnreadBadge, unreadLabel } from "./unread-badge";

/**
 * Mobile navigation, fixed to the bottom of the screen below the md breakpoint; Messages carries
 * the live unread count. Its icons come drawn by the server (./nav-icons.tsx, via the layout), so
 * their paths are not client code (docs/decisions/021-first-load-weight.md).
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
  const items = isAdmin ? [...MEMBER_NAV, ...ADMIN_NAV_MOBILE] : MEMBER_NAV;
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
            <li key={item.href} className="flex-1">
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                aria-label={unreadLabel(item.label, count)}
                className={cn(
                  "relative flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-xs font-medium",
                  active ? "text-link" : "text-muted hover:text-foreground",
                )}
              >
                <span className="relative">
                  {icons[item.icon]}
                  <UnreadBadge count={count} className="absolute -top-2 left-3.5 border-2 border-surface" />
                </span>
                <span className={cn("truncate", active && "font-semibold")}>{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
