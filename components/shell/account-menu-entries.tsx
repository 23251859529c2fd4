"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { cn } from "@/components/ui/cn";
import { Spinner } from "@/components/ui/spinner";

/** The member's own places (docs/product.md §2.4). */
const ENTRIES = [
  { href: "/app/profile", label: "My Profile" },
  { href: "/app/settings", label: "Settings" },
] as const;

const ITEM = "flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm font-medium";

/**
 * The account menu's entries (./account-menu.tsx): the page shown is marked current, and since
 * the app's links keep the shell on screen, choosing one closes the menu by hand.
 */
export function AccountMenuEntries({ menuId }: { menuId: string }) {
  const pathname = usePathname();
  const [leaving, setLeaving] = useState(false);
  const close = () => document.getElementById(menuId)?.hidePopover();
  return (
    <ul className="flex flex-col gap-0.5">
      {ENTRIES.map((entry) => {
        const current = pathname === entry.href;
        return (
          <li key={entry.href}>
            <Link
              href={entry.href}
              onClick={close}
              aria-current={current ? "page" : undefined}
              className={cn(ITEM, current ? "bg-primary-soft font-semibold text-link" : "hover:bg-surface-muted")}
            >
              {entry.label}
            </Link>
          </li>
        );
      })}
      <li className="mt-1 border-t border-border pt-1">
        <button
          type="button"
          disabled={leaving}
          className={cn(ITEM, "hover:bg-surface-muted disabled:opacity-60")}
          onClick={() => {
            setLeaving(true);
            // Loaded with the click: nothing on the first paint needs sign-out's code.
            void import("@/components/auth/auth-client").then(({ signOutTo }) => signOutTo("/login"));
          }}
        >
          {leaving && <Spinner />}
          Logout
        </button>
      </li>
    </ul>
  );
}
