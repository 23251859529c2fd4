"use client";

import { useState } from "react";
import { cn } from "@/components/ui/cn";
import { Photo } from "@/components/ui/photo";

/**
 * The photos of a profile that has some: the first large, the others as thumbnails that bring
 * theirs up. `sources` are ready to show (components/profile/avatar.tsx, photoSrc), so the browser
 * gets no more code than switching needs.
 */
export function PhotoSwitcher({ name, sources }: { name: string; sources: string[] }) {
  const [shown, setShown] = useState(0);
  const current = Math.min(shown, sources.length - 1);
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-square w-full overflow-hidden rounded-2xl border border-border bg-surface-muted">
        {/* Photos are sized on upload and may live on the upload service's hosts. */}
        <Photo
          src={sources[current]!}
          alt={sources.length > 1 ? `${name}, photo ${current + 1} of ${sources.length}` : name}
          fill
          priority
          className="object-cover"
        />
      </div>
      {sources.length > 1 && (
        <ul aria-label="Photos" className="grid grid-cols-4 gap-2">
          {sources.map((source, index) => (
            <li key={source}>
              <button
                type="button"
                aria-label={`Show photo ${index + 1} of ${sources.length}`}
                aria-pressed={index === current}
                onClick={() => setShown(index)}
                className={cn(
                  "relative block aspect-square w-full overflow-hidden rounded-lg border-2",
                  index === current ? "border-primary" : "border-transparent hover:border-border",
                )}
              >
                <Photo src={source} alt="" fill className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
