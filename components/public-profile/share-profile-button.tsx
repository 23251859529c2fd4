"use client";

import { toast } from "@/components/ui/toast";
import { publicProfilePath } from "./paths";

/**
 * Copies a public profile's full address. docs/product.md §8's texts: another member's profile says 'Link
 * copied to clipboard!', the public page and one's own profile 'Profile link copied to clipboard!'.
 * Without a handle there is no public link yet: the button says so instead of copying one that
 * would not work.
 */
export function ShareProfileButton({
  handle,
  successMessage,
  label = "Share",
  className,
}: {
  handle: string | null;
  successMessage: "Link copied to clipboard!" | "Profile link copied to clipboard!";
  label?: string;
  /**
   * Its look, `buttonClasses(…)` from the caller: the public page computes it on the server, so its
   * first load carries no button classes (docs/benchmarks.md, first-load JS).
   */
  className: string;
}) {
  async function copy() {
    if (!handle) {
      toast.info("Choose a handle in Edit Profile to get a link you can share.");
      return;
    }
    try {
      if (!navigator.clipboard) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(new URL(publicProfilePath(handle), window.location.origin).toString());
      toast.success(successMessage);
    } catch (error) {
      console.error("Copying the profile link failed", error);
      toast.error("Failed to copy link");
    }
  }

  // A plain button in Button's look: the public profile's first load has no room for Button's spinner.
  return (
    <button type="button" className={className} onClick={() => void copy()}>
      {label}
    </button>
  );
}
