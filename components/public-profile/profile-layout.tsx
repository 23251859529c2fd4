import type { ReactNode } from "react";
import { PhotoGallery } from "./photo-gallery";
import { ProfileDetails, ProfileIntro, type ProfileDetailFields, type ProfileIntroFields } from "./profile-details";

type LaidOutProfile = ProfileIntroFields & ProfileDetailFields & { photos: string[] };

/**
 * A profile as the public page and the in-app page both lay it out: the photos beside the intro,
 * then what the page offers (its actions and notes, the children), then the details.
 */
export function ProfileLayout({
  profile,
  memberId,
  children,
}: {
  profile: LaidOutProfile;
  memberId: number;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)]">
      {/* Photos are at most half the screen's height below lg, so the name shows on the first screen. */}
      <div className={profile.photos.length > 0 ? "mx-auto w-full max-w-[min(24rem,50svh)] lg:max-w-none" : undefined}>
        <PhotoGallery id={memberId} name={profile.name} photos={profile.photos} />
      </div>
      <div className="flex flex-col gap-6">
        <ProfileIntro profile={profile} headingId="profile-heading" />
        {children}
        <ProfileDetails name={profile.name} profile={profile} />
      </div>
    </div>
  );
}
