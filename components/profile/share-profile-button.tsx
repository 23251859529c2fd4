"use client";

import { toast } from "sonner";
import { Button } from "@/components/ui/button";

/** The public, shareable address of a profile (SPEC §2: /profile/@{handle}). */
export const publicProfilePath = (handle: string) => `/profile/@${handle}`;

/**
 * Copies the member's public profile link (SPEC §8's toasts). Without a handle there is no public
 * link yet: the button says so instead of copying something that would not work.
 */
export function ShareProfileButton({ handle }: { handle: string | null }) {
  async function share() {
    if (!handle) {
      toast.info("Choose a handle in Edit Profile to get a link you can share.");
      return;
    }
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${publicProfilePath(handle)}`);
      toast.success("Profile link copied to clipboard!");
    } catch {
      toast.error("Failed to copy link");
    }
  }

  return (
    <Button variant="secondary" onClick={share}>
      Share profile
    </Button>
  );
}
