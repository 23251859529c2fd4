import type { Metadata } from "next";
import { ProfileScreen } from "@/components/profile/profile-screen";
import { PageHeading } from "@/components/shell/page-heading";
import { getMe } from "@/lib/profiles/service";
import { requireMember } from "../require-member";

export const metadata: Metadata = { title: "My Profile" };

export default async function ProfilePage() {
  const actor = await requireMember();
  return (
    <>
      <PageHeading title="My Profile" />
      <ProfileScreen user={getMe(actor)} />
    </>
  );
}
