import { Logo } from "@/components/brand/logo";
import { LogoutButton } from "./logout-button";
import { ProfileLink } from "./profile-link";
import { TopNav } from "./top-nav";

type ShellUser = { name: string; photo: string | null; isAdmin: boolean };

/** The member area's header: brand, desktop navigation, and the member's own controls. */
export function AppHeader({ user }: { user: ShellUser }) {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
        <div className="flex shrink-0 items-center gap-6">
          <Logo href="/app" />
          <TopNav isAdmin={user.isAdmin} />
        </div>
        {/* The member's controls; the notifications bell joins them here. */}
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <ProfileLink name={user.name} photo={user.photo} />
          <LogoutButton />
        </div>
      </div>
    </header>
  );
}
