import { unstable_rethrow } from "next/navigation";
import { Logo } from "@/components/brand/logo";
import { NotificationBell } from "@/components/notifications/notification-bell";
import type { Actor } from "@/lib/auth/actor";
import { countUnreadNotifications } from "@/lib/notifications/service";
import { LogoutButton } from "./logout-button";
import { ProfileLink } from "./profile-link";
import { TopNav } from "./top-nav";

type ShellUser = { name: string; photo: string | null; isAdmin: boolean };

/** The bell's first number comes with the page; a failure here only means the bell asks itself. */
async function initialUnreadCount(actor: Actor): Promise<number | undefined> {
  try {
    return (await countUnreadNotifications(actor)).count;
  } catch (error) {
    unstable_rethrow(error);
    console.error("Failed to count unread notifications", error);
    return undefined;
  }
}

/**
 * The member area's header: brand, desktop navigation, and the member's own controls. One header
 * serves every width, so the bell is there on phones (next to the bottom navigation) and desktops.
 * The layout hands in the member it has already checked: components never reach up into app/.
 */
export async function AppHeader({ actor, user }: { actor: Actor; user: ShellUser }) {
  const unread = await initialUnreadCount(actor);
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
        <div className="flex shrink-0 items-center gap-6">
          <Logo href="/app" />
          <TopNav isAdmin={user.isAdmin} />
        </div>
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <NotificationBell initialCount={unread} />
          <ProfileLink name={user.name} photo={user.photo} />
          <LogoutButton />
        </div>
      </div>
    </header>
  );
}
