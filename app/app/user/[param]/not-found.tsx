import type { Metadata } from "next";
import { ProfileNotFound } from "@/components/public-profile/profile-states";

export const metadata: Metadata = { title: "Profile not found" };

/** notFound() from the page: absent, inactive, blocked, or a malformed address, all one 404. */
export default function MemberProfileNotFound() {
  return <ProfileNotFound />;
}
