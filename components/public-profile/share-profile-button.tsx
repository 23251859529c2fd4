"use client";

import { toast } from "sonner";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { publicProfilePath } from "./paths";

/**
 * Copies the public profile's full address. SPEC §8's texts: the in-app profile says 'Link copied
 * to clipboard!', the public page 'Profile link copied to clipboard!'.
 */
export function ShareProfileButton({
  handle,
  successMessage,
  variant = "secondary",
}: {
  handle: string;
  successMessage: "Link copied to clipboard!" | "Profile link copied to clipboard!";
  variant?: ButtonVariant;
}) {
  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(new URL(publicProfilePath(handle), window.location.origin).toString());
      toast.success(successMessage);
    } catch (error) {
      console.error("Copying the profile link failed", error);
      toast.error("Failed to copy link");
    }
  }

  return (
    <Button variant={variant} size="sm" onClick={() => void copy()}>
      Share
    </Button>
  );
}
