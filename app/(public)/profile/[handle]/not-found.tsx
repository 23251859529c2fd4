import type { Metadata } from "next";
import { PublicProfileNotFound } from "@/components/public-profile/profile-problem";

export const metadata: Metadata = { title: "Profile Not Found", robots: { index: false } };

/** notFound() from the page lands here, inside the public layout, with a 404 status. */
export default function ProfileNotFoundPage() {
  return (
    <div className="px-4 py-12 sm:py-20">
      <PublicProfileNotFound />
    </div>
  );
}
