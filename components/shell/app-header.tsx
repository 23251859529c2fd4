import { AppLogo } from "@/components/brand/app-logo";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { AccountMenu } from "./account-menu";
import { TopNav } from "./top-nav";
import type { UnreadCounts } from "./unread-counts";

type ShellUser = { id: number; name: string; photo: string | null; isAdmin: boolean };

/**
 * The member area's header: brand, desktop navigation, and the member's own controls. One header
 * serves every width, so the bell and the account menu (My Profile, Settings, Logout) are there on
 * phones (next to the bottom navigation) and desktops.
 * The layout hands in the member it has already checked and the badges' first numbers: components
 * never reach up into app/.
 */
export function AppHeader({ user, unread }: { user: ShellUser; unread: UnreadCounts }) {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
        <div className="flex shrink-0 items-center gap-6">
          <AppLogo />
          <TopNav isAdmin={user.isAdmin} unreadMessages={unread.messages} />
        </div>
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <NotificationBell initialCount={unread.notifications} />
          <AccountMenu id={user.id} name={user.name} photo={user.photo} />
        </div>
      </div>
    </header>
  );
}
