"use client";

import { Children, useRef, type ReactNode } from "react";
import { Button } from "./button";
import { cn } from "./cn";

/** docs/product.md §9: arrows appear above 3 entries; each step scrolls 300 px. */
const CAROUSEL_ARROWS_ABOVE = 3;
const CAROUSEL_STEP_PX = 300;

/**
 * A row of cards that scrolls sideways, each card a CarouselItem. Every card stays reachable by Tab
 * and by touch scrolling; the Previous/Next arrows are a convenience for pointer users when the row
 * is long.
 */
export function Carousel({
  id,
  label,
  children,
  className,
}: {
  id?: string;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const track = useRef<HTMLUListElement>(null);
  const withArrows = Children.count(children) > CAROUSEL_ARROWS_ABOVE;

  function step(direction: -1 | 1) {
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    track.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: reduceMotion ? "auto" : "smooth" });
  }

  return (
    <div className={cn("flex flex-col gap-2", className)}>
      {withArrows && (
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" aria-label="Previous" onClick={() => step(-1)}>
            <Arrow direction="left" />
          </Button>
          <Button variant="secondary" size="sm" aria-label="Next" onClick={() => step(1)}>
            <Arrow direction="right" />
          </Button>
        </div>
      )}
      <ul ref={track} id={id} aria-label={label} className="flex gap-4 overflow-x-auto pb-2">
        {children}
      </ul>
    </div>
  );
}

/**
 * One card of a Carousel. `id` is what components/ui/show-more-link.tsx tells new cards by: the
 * entry's own id, not React's key, which React rewrites and which differs between the server's
 * HTML and the browser's render (the attribute was then never corrected).
 */
export function CarouselItem({ id, children }: { id: number | string; children: ReactNode }) {
  return (
    <li data-item={id} className="w-72 shrink-0 sm:w-80">
      {children}
    </li>
  );
}

function Arrow({ direction }: { direction: "left" | "right" }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {direction === "left" ? <path d="M15 18l-6-6 6-6" /> : <path d="M9 6l6 6-6 6" />}
    </svg>
  );
}
