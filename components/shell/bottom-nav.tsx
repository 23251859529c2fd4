"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { NavIcon } from "./nav-icons";
import { ADMIN_NAV_MOBILE, MEMBER_NAV } from "./nav-items";

/** Mobile navigation, fixed to the bottom of the screen below the md breakpoint. */
export function BottomNav({ isAdmin }: { isAdmin: boolean }) {
  const pathname = usePathname();
  const items = isAdmin ? [...MEMBER_NAV, ...ADMIN_NAV_MOBILE] : MEMBER_NAV;
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="flex">
        {items.map((item) => {
          const active = item.isActive(pathname);
          return (
            <li key={item.href} className="flex-1">
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-xs font-medium",
                  active ? "text-link" : "text-muted hover:text-foreground",
                )}
              >
                <NavIcon name={item.icon} />
                <span className={cn("truncate", active && "font-semibold")}>{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
