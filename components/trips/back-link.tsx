import Link from "next/link";
import type { ReactNode } from "react";
import { ArrowLeftIcon } from "@/components/ui/icons";

/** The way back from a trip screen (docs/product.md §2: to My Trips' hosting or group tab). */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="mb-4 inline-flex min-h-10 items-center gap-1.5 rounded-lg text-sm font-medium text-link hover:underline">
      <ArrowLeftIcon className="size-4" />
      {children}
    </Link>
  );
}
