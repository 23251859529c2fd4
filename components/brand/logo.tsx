import Link from "next/link";
import { cn } from "@/components/ui/cn";
import { BrandMark } from "./brand-mark";

/** The wordmark, linking home. */
export function Logo({ href = "/", className }: { href?: string; className?: string }) {
  return (
    <Link href={href} className={cn("inline-flex items-center gap-2 rounded-md text-lg font-bold text-foreground", className)}>
      <BrandMark />
      Overlap
    </Link>
  );
}
