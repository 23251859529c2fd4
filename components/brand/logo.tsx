import Link from "next/link";
import { cn } from "@/components/ui/cn";

/** The wordmark, linking home. Two overlapping circles stand for two overlapping journeys. */
export function Logo({ href = "/", className }: { href?: string; className?: string }) {
  return (
    <Link href={href} className={cn("inline-flex items-center gap-2 rounded-md text-lg font-bold text-foreground", className)}>
      <svg aria-hidden="true" viewBox="0 0 32 20" className="h-5 w-8 text-primary">
        <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="22" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      Overlap
    </Link>
  );
}
