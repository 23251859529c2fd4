import type { Metadata } from "next";
import { ProfileScreen } from "@/components/profile/profile-screen";
import { PageHeading } from "@/components/shell/page-heading";
import { getMe } from "@/lib/profiles/service";
import { requireMember } from "../require-member";

export const metadata: Metadata = { title: "My Profile" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `?edit=1` opens the edit mode at once: Discover's "what is missing" links land there. */
export default async function ProfilePage({ searchParams }: Props) {
  const actor = await requireMember();
  const editing = (await searchParams).edit === "1";
  return (
    <>
      <PageHeading title="My Profile" />
      <ProfileScreen user={getMe(actor)} startEditing={editing} />
    </>
  );
}
