import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MemberProfileView } from "@/components/public-profile/member-profile-view";
import { requireMember } from "../../require-member";
import { loadProfile, lookupOf } from "./load-profile";

type Props = { params: Promise<{ param: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await loadProfile(await requireMember(), (await params).param);
  return {
    title:
      loaded.state === "found" ? loaded.profile.name : loaded.state === "not_found" ? "Profile not found" : "Profile",
  };
}

/**
 * /app/user/@{handle}, /app/user/{handle} and /app/user/{id}: another member's profile. The owner
 * sees their own profile as others do, with Edit Profile instead of Connect, Report and Block.
 */
export default async function MemberProfilePage({ params }: Props) {
  const actor = await requireMember();
  const raw = (await params).param;
  const loaded = await loadProfile(actor, raw);
  const lookup = lookupOf(raw);
  // A real 404 (not-found.tsx), as the public profile answers.
  if (loaded.state === "not_found" || !lookup) notFound();
  // Keyed by the member: moving to another profile starts a fresh screen.
  return (
    <MemberProfileView
      key={raw}
      lookup={lookup}
      viewerId={actor.id}
      initialProfile={loaded.state === "found" ? loaded.profile : undefined}
    />
  );
}
