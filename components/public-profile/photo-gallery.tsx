import { photoSrc } from "@/components/profile/avatar";
import { AVATAR_TEXT, avatarColour, avatarInitials } from "@/components/profile/avatar-style";
import { PhotoSwitcher } from "./photo-switcher";

/**
 * A profile's photos (PhotoSwitcher), or, without photos, the name's initials on the member's
 * colour, drawn where the page is rendered. Only the photos and the name come in, so the public
 * page hands nothing private to the browser.
 */
export function PhotoGallery({ id, name, photos }: { id: number; name: string; photos: string[] }) {
  if (photos.length === 0) {
    return (
      <div
        aria-hidden="true"
        className="flex aspect-square w-full items-center justify-center rounded-2xl text-7xl font-bold"
        style={{ backgroundColor: avatarColour(id), color: AVATAR_TEXT }}
      >
        {avatarInitials(name)}
      </div>
    );
  }
  return <PhotoSwitcher name={name} sources={photos.map(photoSrc)} />;
}
