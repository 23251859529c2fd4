"use client";

import { useState } from "react";
import { photoSrc } from "@/components/profile/avatar";
import { AVATAR_TEXT, avatarColour, avatarInitials } from "@/components/profile/avatar-style";
import { cn } from "@/components/ui/cn";
import { Photo } from "@/components/ui/photo";

/**
 * A profile's photos: the primary one (the first) large, the others as thumbnails that bring
 * theirs up. Without photos, the name's initial stands in. Only the photos and the name come in,
 * so the public page hands nothing private to the browser.
 */
export function PhotoGallery({ id, name, photos }: { id?: number; name: string; photos: string[] }) {
  const [shown, setShown] = useState(0);
  const current = photos[Math.min(shown, photos.length - 1)];

  if (!current) {
    return (
      <div
        aria-hidden="true"
        className="flex aspect-square w-full items-center justify-center rounded-2xl text-7xl font-bold"
        style={{ backgroundColor: avatarColour(id, name), color: AVATAR_TEXT }}
      >
        {avatarInitials(name)}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-square w-full overflow-hidden rounded-2xl border border-border bg-surface-muted">
        {/* Photos are sized on upload and may live on the upload service's hosts. */}
        <Photo
          src={photoSrc(current)}
          alt={photos.length > 1 ? `${name}, photo ${shown + 1} of ${photos.length}` : name}
          fill
          priority
          className="object-cover"
        />
      </div>
      {photos.length > 1 && (
        <ul aria-label="Photos" className="grid grid-cols-4 gap-2">
          {photos.map((photo, index) => (
            <li key={photo}>
              <button
                type="button"
                aria-label={`Show photo ${index + 1} of ${photos.length}`}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
                className={cn(
                  "relative block aspect-square w-full overflow-hidden rounded-lg border-2",
                  index === shown ? "border-primary" : "border-transparent hover:border-border",
                )}
              >
                <Photo src={photoSrc(photo)} alt="" fill className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
