import { cn } from "@/components/ui/cn";
import { BrandMark } from "./brand-mark";

export const LOGO_CLASSES = "inline-flex items-center gap-2 rounded-md text-lg font-bold text-foreground";

/**
 * The wordmark, linking home. A plain link (a full load) by default, for the public pages: they
 * use no next/link, whose client code is 3.3 kB gzip of their first load, and a server component
 * that imports next/link brings it along whether it renders it or not (docs/benchmarks.md,
 * first-load JS). The member shell's logo is ./app-logo.tsx.
 */
export function Logo({ href = "/", className }: { href?: string; className?: string }) {
  return (
    <a href={href} className={cn(LOGO_CLASSES, className)}>
      <BrandMark />
      Overlap
    </a>
  );
}
