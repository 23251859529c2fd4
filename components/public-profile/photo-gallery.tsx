import { photoSrc } from "@/components/profile/avatar";
import { AVATAR_TEXT, avatarColour, avatarInitials } from "@/components/profile/avatar-style";
import { PhotoSwitcher } from "./photo-switcher";

/**
 * A profile's photos (PhotoSwitcher), or, without photos, the name's initials on the member's
 * colour, drawn where the page is rendered. Only the photos and the name come in, so the public
 * page hands nothing private to the browser. Below `lg` the initials are a circle above the name,
 * not a square the width of the phone that pushed the name and the actions off the first screen.
 */
export function PhotoGallery({ id, name, photos }: { id: number; name: string; photos: string[] }) {
  if (photos.length === 0) {
    return (
      <div
        aria-hidden="true"
        className="flex size-24 items-center justify-center rounded-full text-3xl font-bold lg:aspect-square lg:size-auto lg:w-full lg:rounded-2xl lg:text-7xl"
        style={{ backgroundColor: avatarColour(id), color: AVATAR_TEXT }}
      >
        {avatarInitials(name)}
      </div>
    );
  }
  return <PhotoSwitcher name={name} sources={photos.map(photoSrc)} />;
}
