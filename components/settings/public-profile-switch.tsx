"use client";

import { Link } from "@/components/ui/link";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError, api } from "@/components/data/api-client";
import { Switch } from "@/components/ui/switch";

/**
 * Settings, "Public profile" (docs/product.md, Who sees what): whether people who are not signed in
 * can open /profile/{handle}. Saved as it is flipped, a toast either way; a failed save flips it back.
 */
export function PublicProfileSwitch({ initialOn }: { initialOn: boolean }) {
  const [on, setOn] = useState(initialOn);
  const [saving, setSaving] = useState(false);

  async function flip() {
    const value = !on;
    setSaving(true);
    setOn(value);
    try {
      setOn((await api("PUT /users/me", { body: { public_profile: value } })).public_profile);
      toast.success(
        value
          ? "Saved: your public profile is on."
          : "Saved: your public profile is off. Only signed-in members can see your profile.",
      );
    } catch (error) {
      setOn(!value);
      toast.error(
        `Failed to save your public profile setting: ${error instanceof ApiError && error.detail ? error.detail : "please try again."}`,
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <p id="public-profile-label" className="text-sm font-medium text-foreground">
          Public profile
        </p>
        <p id="public-profile-description" className="text-sm text-muted">
          Anyone with your link can see your name, photos and bio without an account. Off, only signed-in members can.{" "}
          <Link href="/privacy" className="text-link underline underline-offset-4">
            Who sees what
          </Link>
        </p>
      </div>
      <Switch
        on={on}
        aria-labelledby="public-profile-label"
        aria-describedby="public-profile-description"
        disabled={saving}
        onClick={() => void flip()}
      />
    </div>
  );
}
