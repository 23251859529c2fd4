import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { photoSrc } from "@/components/profile/avatar";
import { ProfileLayout } from "@/components/public-profile/profile-layout";
import { publicProfilePath } from "@/components/public-profile/paths";
import { Toasts } from "@/components/toasts";
import { ShareProfileButton } from "@/components/public-profile/share-profile-button";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { siteOrigin } from "@/lib/http/site-origin";
import { loadPublicProfile, type PublicProfile } from "./load-public-profile";

type Props = { params: Promise<{ handle: string }> };

const DESCRIPTION_MAX = 160;

function describe(profile: PublicProfile): string {
  const text = profile.headline || profile.bio?.replace(/\s+/g, " ").trim();
  if (!text) return `${profile.name} is a traveller on Overlap.`;
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

/** Link previews (Open Graph, Twitter cards) need absolute URLs: they are built from this request's origin. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await loadPublicProfile((await params).handle);
  const profile = loaded?.profile;
  if (!loaded || !profile?.handle) return { title: "Profile Not Found", robots: { index: false } };
  // Turned off, only signed-in members reach the page: a title for their tab, no preview card, no index.
  if (!loaded.shareable) return { title: { absolute: `${profile.name} · Overlap` }, robots: { index: false } };
  const originText = siteOrigin(await headers());
  const origin = originText ? new URL(originText) : null;
  const path = publicProfilePath(profile.handle);
  const title = `${profile.name} (@${profile.handle}) · Overlap`;
  const description = describe(profile);
  const primary = profile.photos[0];
  const image = primary && origin ? new URL(photoSrc(primary), origin).toString() : undefined;
  return {
    ...(origin ? { metadataBase: origin } : {}),
    title: { absolute: title },
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "profile",
      title,
      description,
      url: path,
      siteName: "Overlap",
      username: profile.handle,
      ...(image ? { images: [{ url: image, alt: profile.name }] } : {}),
    },
    twitter: {
      card: image ? "summary_large_image" : "summary",
      title,
      description,
      ...(image ? { images: [image] } : {}),
    },
  };
}

/**
 * /profile/@{handle} and /profile/{handle}: the shareable profile, no sign-in needed (docs/product.md §2).
 * Only the public view is read, so no private field can reach the HTML or the browser's payload.
 * A handle nobody has is a real 404 (notFound(), rendered by not-found.tsx): link previews and
 * search engines then drop the address rather than index an error page. A member who turned their
 * public profile off gets the same 404 for visitors not signed in (docs/product.md "Who sees what").
 */
export default async function PublicProfilePage({ params }: Props) {
  const loaded = await loadPublicProfile((await params).handle);
  const profile = loaded?.profile;
  if (!loaded || !profile?.handle) notFound();
  const { viewer } = loaded;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      {/* The Share button's toasts. */}
      <Toasts />
      <ProfileLayout profile={profile} memberId={loaded.memberId}>
        <div className="flex flex-wrap gap-2">
          {/* A link only members can open is not worth sharing. */}
          {loaded.shareable && (
            <ShareProfileButton
              handle={profile.handle}
              successMessage="Profile link copied to clipboard!"
              className={buttonClasses({ variant: "secondary", size: "sm" })}
            />
          )}
          {/* A signed-in member goes on in the app: to their own profile, or to this member's in-app one. */}
          {viewer && (
            <a
              href={viewer.user.handle === profile.handle ? "/app/profile" : `/app/user/@${profile.handle}`}
              className={buttonClasses({ variant: "secondary", size: "sm" })}
            >
              {viewer.user.handle === profile.handle ? "Edit Profile" : "Open in Overlap"}
            </a>
          )}
        </div>
      </ProfileLayout>
      {!viewer && <JoinPrompt name={profile.name} />}
    </div>
  );
}

/** docs/product.md §2: anonymous visitors are asked to join, with Sign In and Join Now. */
function JoinPrompt({ name }: { name: string }) {
  return (
    <Card className="mt-10 flex flex-col items-center gap-3 text-center">
      <h2 className="text-xl font-semibold text-foreground">Want to meet {name}?</h2>
      <p className="max-w-xl text-muted">
        Overlap is an invite-only community of travellers. Join to see who will be where you are going, at the same
        time, and connect with them.
      </p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <a href="/login" className={buttonClasses({ variant: "secondary" })}>
          Sign In
        </a>
        <a href="/register" className={buttonClasses()}>
          Join Now
        </a>
      </div>
    </Card>
  );
}
