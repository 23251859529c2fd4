"use client";

import { Photo } from "@/components/ui/photo";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { MAX_PHOTO_BYTES } from "@/components/messages/upload-photo";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorDetail } from "@/components/ui/error-detail";
import { Spinner } from "@/components/ui/spinner";
import type { OwnUser } from "@/lib/accounts/contract";
import { photoSrc } from "./avatar";

/** docs/product.md §9: four slots, the first is primary. */
const PHOTO_SLOTS = 4;

/** How a photo is named in a path: its file name (stable, unlike an index that shifts). */
const photoRef = (photo: string) => photo.split("/").pop() ?? photo;

type Props = { photos: string[]; onChange: (user: OwnUser) => void; onDeleted: (photo: string) => void };

/**
 * The member's four photo slots. Every action saves at once (it is not part of the edit form's
 * Save/Cancel), so the slots are shown in view and edit mode alike. Photos fill the slots in
 * order, so the one upload control sits in the first empty slot; later empty slots are marked
 * empty. A chosen file is checked (an image, at most 10 MB) and previewed while it uploads.
 */
export function PhotoSlots({ photos, onChange, onDeleted }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [busyPhoto, setBusyPhoto] = useState<string | null>(null);

  // The preview's object URL lives as long as the upload.
  useEffect(() => {
    if (!uploading) return;
    return () => URL.revokeObjectURL(uploading);
  }, [uploading]);

  async function upload(file: File | undefined) {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) return void toast.error("Choose an image file (JPEG, PNG, WebP or similar).");
    if (file.size > MAX_PHOTO_BYTES) return void toast.error("The photo is larger than 10 MB. Choose a smaller one.");
    // The control makes way for the preview; a keyboard user gets it back once the upload settles.
    const hadFocus = document.activeElement === input.current;
    setUploading(URL.createObjectURL(file));
    try {
      const form = new FormData();
      form.append("file", file);
      onChange(await api("POST /users/me/photos", { body: form }));
      toast.success("Photo added");
    } catch (error) {
      toast.error(errorDetail(error) ?? "Failed to upload photo");
    } finally {
      setUploading(null);
      if (hadFocus) requestAnimationFrame(() => input.current?.focus());
    }
  }

  async function makePrimary(photo: string) {
    setBusyPhoto(photo);
    try {
      onChange(await api("PUT /users/me/photos/{photo}/primary", { params: { photo: photoRef(photo) } }));
      toast.success("Primary photo updated");
    } catch (error) {
      toast.error(errorDetail(error) ?? "Failed to update primary photo");
    } finally {
      setBusyPhoto(null);
    }
  }

  async function remove(photo: string) {
    try {
      await api("DELETE /users/me/photos/{photo}", { params: { photo: photoRef(photo) } });
      onDeleted(photo);
      toast.success("Photo deleted");
    } catch (error) {
      toast.error(errorDetail(error) ?? "Failed to delete photo");
      throw error;
    }
  }

  const slots = Array.from({ length: PHOTO_SLOTS }, (_, index) => photos[index] ?? null);
  const firstEmpty = photos.length;

  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Photos" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {slots.map((photo, index) => {
          const label = `Photo ${index + 1}`;
          if (photo) {
            return (
              <li key={photo} className="flex flex-col gap-2">
                <div className="relative aspect-square overflow-hidden rounded-xl border border-border bg-surface-muted">
                  <Photo
                    src={photoSrc(photo)}
                    alt={index === 0 ? `${label} (primary)` : label}
                    fill
                    className="object-cover"
                  />
                  {index === 0 && (
                    <Badge tone="accent" className="absolute top-2 left-2 shadow-sm">
                      Primary
                    </Badge>
                  )}
                </div>
                <div className="flex flex-wrap gap-2">
                  {index > 0 && (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={busyPhoto === photo}
                      onClick={() => makePrimary(photo)}
                      aria-label={`Make photo ${index + 1} primary`}
                    >
                      Make primary
                    </Button>
                  )}
                  <ConfirmDialog
                    triggerLabel={
                      <>
                        Delete<span className="sr-only"> photo {index + 1}</span>
                      </>
                    }
                    title="Delete photo?"
                    description={
                      index === 0
                        ? "Are you sure you want to delete your primary photo? The next one becomes primary."
                        : "Are you sure you want to delete this photo?"
                    }
                    confirmLabel="Delete"
                    pendingLabel="Deleting..."
                    onConfirm={() => remove(photo)}
                    disabled={busyPhoto !== null}
                  />
                </div>
              </li>
            );
          }
          if (index === firstEmpty) {
            return (
              <li key="upload" className="flex flex-col gap-2">
                {uploading ? (
                  <div
                    role="status"
                    className="relative aspect-square overflow-hidden rounded-xl border border-border bg-surface-muted"
                  >
                    {/* A local preview of the chosen file (an object URL), shown until the upload settles. */}
                    <Photo src={uploading} alt="" fill className="object-cover opacity-60" />
                    <span className="absolute inset-0 flex items-center justify-center gap-2 text-sm font-semibold text-foreground">
                      <Spinner /> Uploading...
                    </span>
                  </div>
                ) : (
                  <label
                    htmlFor={inputId}
                    className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-input-border bg-surface text-sm font-semibold text-link hover:bg-surface-muted has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus has-[:focus-visible]:outline-solid"
                  >
                    <span aria-hidden="true" className="text-3xl leading-none">
                      +
                    </span>
                    Add photo
                    <span className="text-xs font-normal text-muted">
                      {index === 0 ? "Primary" : `Slot ${index + 1}`}
                    </span>
                    <input
                      ref={input}
                      id={inputId}
                      type="file"
                      accept="image/*"
                      className="sr-only"
                      aria-label="Add photo"
                      aria-describedby={`${inputId}-hint`}
                      onChange={(event) => upload(event.target.files?.[0])}
                    />
                  </label>
                )}
              </li>
            );
          }
          return (
            <li
              key={`empty-${index}`}
              className="flex aspect-square items-center justify-center rounded-xl border border-dashed border-border text-sm text-muted"
            >
              {label}: empty
            </li>
          );
        })}
      </ul>
      <p id={`${inputId}-hint`} className="text-sm text-muted">
        {photos.length >= PHOTO_SLOTS
          ? "All four slots are full. Delete a photo to add another."
          : "Images only, up to 10 MB each. The first photo is your primary photo."}
      </p>
    </div>
  );
}
