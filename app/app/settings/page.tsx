import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ChangeEmail } from "@/components/settings/change-email";
import { ChangePassword } from "@/components/settings/change-password";
import {
  BlockedMembers,
  DefaultPlanVisibility,
  DeleteAccount,
  DownloadMyData,
  EmailNotificationSettings,
  PassedMembers,
  PublicProfileSwitch,
  PushToggle,
  SignedInSessions,
} from "@/components/settings/deferred-sections";
import { ThemePicker } from "@/components/profile/theme-picker";
import { PageHeading } from "@/components/shell/page-heading";
import { Card } from "@/components/ui/card";
import { MemberInvites } from "@/components/invites/member-invites";
import { listMemberInvites } from "@/lib/invites/member-service";
import { getMyNotificationSettings } from "@/lib/notification-settings/service";
import { listPairings } from "@/lib/pairings/service";
import { listMyBlocks } from "@/lib/safety/service";
import { listMySessions } from "@/lib/sessions/service";
import { requireMember } from "../require-member";

export const metadata: Metadata = { title: "Settings" };

/** The newest passes Settings lists (the API's default page; docs/api.md §5.1). */
const PASSED_SHOWN = 100;

/**
 * /app/settings: the theme, email and password, invites, privacy, safety, sessions, email and push notifications, the
 * member's data and leaving (docs/product.md §2); their lists come with the page.
 */
export default async function SettingsPage() {
  const actor = await requireMember();
  const [blocks, passed, sessions, invites, emailSettings] = await Promise.all([
    listMyBlocks(actor),
    listPairings(actor, "passed", { skip: 0, limit: PASSED_SHOWN }),
    listMySessions(actor),
    listMemberInvites(actor),
    getMyNotificationSettings(actor),
  ]);
  return (
    <>
      <PageHeading title="Settings" />
      <div className="flex max-w-2xl flex-col gap-8">
        <SettingsSection id="appearance-heading" title="Appearance">
          <ThemePicker theme={actor.user.themePreference} />
        </SettingsSection>
        <SettingsSection id="email-heading" title="Email">
          <ChangeEmail email={actor.user.email} verified={actor.user.emailVerifiedAt !== null} />
        </SettingsSection>
        <SettingsSection id="password-heading" title="Password">
          <ChangePassword />
        </SettingsSection>
        <SettingsSection id="invites-heading" title="Invite friends">
          <p className="mb-3 text-sm text-muted">
            Someone who joins with your code is active at once, without waiting for an admin, and their profile shows
            you invited them.
          </p>
          <MemberInvites initialInvites={invites} canInvite={actor.user.canInvite} />
        </SettingsSection>
        <SettingsSection id="privacy-heading" title="Privacy & safety">
          <PublicProfileSwitch initialOn={actor.user.publicProfile} />
          <div className="mt-6">
            <DefaultPlanVisibility initial={actor.user.defaultPlanVisibility} />
            <p className="mt-2 text-sm text-muted">
              Each trip can say otherwise: choose it on the trip&apos;s form. Changes apply at once, Discover included.
            </p>
          </div>
          <h3 className="mt-6 text-lg font-semibold text-foreground">Blocked members</h3>
          <p className="mt-1 mb-3 text-sm text-muted">
            People you block can&apos;t see you in Discover, open your profile, message you or invite you. They are not
            told.
          </p>
          <BlockedMembers initialBlocks={blocks} />
          <h3 className="mt-6 text-lg font-semibold text-foreground">People you passed on</h3>
          <p className="mt-1 mb-3 text-sm text-muted">
            They are not shown in your Discover. They were never told you passed, and are not told if you show them
            again.
          </p>
          <PassedMembers initialPassed={passed.items} />
        </SettingsSection>
        <SettingsSection id="sessions-heading" title="Where you're signed in">
          <p className="mb-3 text-sm text-muted">
            Browsers and apps signed in to your account. Sign out any you don&apos;t recognise or no longer use.
          </p>
          <SignedInSessions initialSessions={sessions} />
        </SettingsSection>
        <SettingsSection id="email-notifications-heading" title="Email notifications">
          <p className="mb-3 text-sm text-muted">
            What Overlap emails you about when you have not seen it in the app for 10 minutes. Every email also has a
            link to stop that kind.
          </p>
          <EmailNotificationSettings initialSettings={emailSettings} />
        </SettingsSection>
        <SettingsSection id="push-heading" title="Push notifications">
          <PushToggle viewerId={actor.user.id} />
        </SettingsSection>
        <SettingsSection id="data-heading" title="Your data" className="flex flex-col gap-3 p-5">
          <p className="text-sm text-muted">
            A JSON file of everything Overlap holds about you: your profile, photos, plans, connections, trips,
            messages, notifications, calendar, sessions, reports and blocks. Passwords and tokens are never included.
          </p>
          <DownloadMyData />
        </SettingsSection>
        <SettingsSection id="delete-account-heading" title="Delete account">
          <DeleteAccount />
        </SettingsSection>
      </div>
    </>
  );
}

/** One titled part of Settings: a heading the section is named by, and its card. */
function SettingsSection({
  id,
  title,
  className = "p-5",
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold text-foreground">
        {title}
      </h2>
      <Card className={className}>{children}</Card>
    </section>
  );
}
