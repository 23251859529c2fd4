"use client";

import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { ShareProfileButton } from "@/components/public-profile/share-profile-button";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FocusRescue } from "@/components/ui/focus-rescue";
import { Spinner } from "@/components/ui/spinner";
import type { OwnUser } from "@/lib/accounts/contract";
import { Avatar } from "./avatar";
import { PhotoSlots } from "./photo-slots";
import { ProfileDetails } from "./profile-details";
import { MemberReferences } from "@/components/references/deferred-references";

// The editor (its fields, their checks, the handle check) is loaded when Edit
// Profile is pointed at, focused or pressed (docs/decisions/021-first-load-weight.md).
const loadForm = () => import("./profile-form");
const ProfileForm = lazy(() => loadForm().then((module) => ({ default: module.ProfileForm })));

/**
 * The member's own profile (docs/product.md §2): view mode, and edit mode where saving returns to view mode.
 * Every answer of the API carries the updated user, which replaces the one shown here; the server
 * components (the header's name and avatar, the layout's theme) are refreshed to match.
 */
export function ProfileScreen({ user: initialUser, startEditing = false }: { user: OwnUser; startEditing?: boolean }) {
  const router = useRouter();
  const [user, setUser] = useState(initialUser);
  const [editing, setEditing] = useState(startEditing);
  const wasEditing = useRef(false);

  // Back in view mode (saved or cancelled), the focus returns to Edit Profile.
  useEffect(() => {
    if (wasEditing.current && !editing) document.getElementById("edit-profile-button")?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function replaceUser(next: OwnUser | ((current: OwnUser) => OwnUser)) {
    setUser(next);
    router.refresh();
  }

  return (
    <div className="flex flex-col gap-6">
      {/* A photo deleted or moved takes its buttons with it: the focus goes to the section's heading. */}
      <FocusRescue fallbackId="profile-name" />
      <Card className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar id={user.id} name={user.name} photo={user.photos[0]} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 id="profile-name" tabIndex={-1} className="text-xl font-semibold break-words text-foreground">
            {user.name}
          </h2>
          <p className="text-muted">{user.handle ? `@${user.handle}` : "No handle yet: choose one in Edit Profile"}</p>
          {user.headline && <p className="mt-1 break-words text-foreground">{user.headline}</p>}
          {/* A shared link then opens only for members (docs/product.md §2.9, Who sees what). */}
          {!user.public_profile && (
            <p className="mt-1 text-sm text-muted">
              Your public profile is off: only signed-in members can open your link. Change it in Settings.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
          {!editing && (
            <Button
              id="edit-profile-button"
              onClick={() => setEditing(true)}
              onPointerEnter={() => void loadForm()}
              onFocus={() => void loadForm()}
            >
              Edit Profile
            </Button>
          )}
          <ShareProfileButton
            handle={user.handle}
            label="Share profile"
            successMessage="Profile link copied to clipboard!"
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          />
          <Link href="/app/settings" className={buttonClasses({ variant: "ghost" })}>
            Settings
          </Link>
        </div>
      </Card>

      <Section id="profile-photos" title="Photos">
        <PhotoSlots
          photos={user.photos}
          onChange={replaceUser}
          onDeleted={(photo) =>
            replaceUser((current) => ({ ...current, photos: current.photos.filter((entry) => entry !== photo) }))
          }
        />
      </Section>

      {editing ? (
        <Suspense
          fallback={
            <p role="status" className="flex items-center gap-2 text-sm text-muted">
              <Spinner /> Loading the editor…
            </p>
          }
        >
          <ProfileForm
            user={user}
            onCancel={() => setEditing(false)}
            onSaved={(saved) => {
              replaceUser(saved);
              setEditing(false);
            }}
          />
        </Suspense>
      ) : (
        <ProfileDetails user={user} />
      )}
      {!editing && (
        <Card>
          <MemberReferences member={{ id: user.id, name: user.name }} isOwner />
        </Card>
      )}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
        <h2 id={`${id}-heading`} tabIndex={-1} className="text-lg font-semibold text-foreground">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
