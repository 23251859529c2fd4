"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { Avatar } from "@/components/profile/avatar";
import { cn } from "@/components/ui/cn";

/**
 * The member's avatar (or initials) and name, linking to their own profile. On phones the avatar
 * alone shows, beside the bell and Logout (the name stays for screen readers).
 */
export function ProfileLink({ id, name, photo }: { id: number; name: string; photo: string | null }) {
  const active = usePathname() === "/app/profile";
  return (
    <Link
      href="/app/profile"
      aria-current={active ? "page" : undefined}
      className={cn(
        "inline-flex min-h-10 min-w-0 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium max-sm:pr-1",
        active ? "bg-primary-soft text-link" : "text-foreground hover:bg-surface-muted",
      )}
    >
      <Avatar id={id} name={name} photo={photo} />
      <span className="max-w-[10rem] truncate max-sm:sr-only">{name}</span>
    </Link>
  );
}
