import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { ArrowLeftIcon } from "@/components/ui/icons";

/**
 * The way back at the top of a screen that opens from another (a trip to My Trips, the calendar import, the admin
 * screens).
 */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="mb-4 inline-flex min-h-10 items-center gap-1.5 rounded-lg text-sm font-medium text-link hover:underline"
    >
      <ArrowLeftIcon className="size-4" />
      {children}
    </Link>
  );
}
