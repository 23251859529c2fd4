import { cn } from "@/components/ui/cn";

/**
 * The brand mark: two overlapping circles for two overlapping journeys. Drawn in currentColor, so
 * it takes the theme's colour; app/icon.svg is the same drawing for browsers' tabs.
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 20" className={cn("h-5 w-8 text-primary", className)}>
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="22" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}
