import type { ReactNode } from "react";
import { DataCredit } from "@/components/brand/data-credit";
import { Providers } from "@/components/providers";
import { PushResume } from "@/components/push/push-resume";
import { LiveEvents } from "@/components/realtime/live-events";
import { ConfirmEmailBanner } from "@/components/settings/email-banner";
import { AppHeader } from "@/components/shell/app-header";
import { BottomNav } from "@/components/shell/bottom-nav";
import { navIcons } from "@/components/shell/nav-icons";
import { ThemeSync } from "@/components/shell/theme-sync";
import { unreadCounts } from "@/components/shell/unread-counts";
import { cn } from "@/components/ui/cn";
import { SkipLink } from "@/components/ui/skip-link";
import { sessionPushEndpoint } from "@/lib/push/service";
import { renderPosition } from "@/lib/realtime/hub";
import { requireMember } from "./require-member";

/**
 * The app shell: every member screen sits inside it, in the member's own theme, rendered by the
 * server (no flash of the light theme). `data-theme-root` lets the theme picker switch it at once.
 * It opens the tab's live event stream (docs/api.md §17), which keeps every screen's data current,
 * and gives this browser's push subscription back to the server when a new session needs it (docs/api.md §18).
 */
export default async function MemberLayout({ children }: { children: ReactNode }) {
  // Taken first, before the screen reads its data: the stream replays what comes after it.
  const renderedAt = renderPosition();
  const actor = await requireMember();
  const { user, isAdmin } = actor;
  const theme = user.themePreference;
  const [unread, pushEndpoint] = await Promise.all([unreadCounts(actor), sessionPushEndpoint(actor)]);

  return (
    <Providers>
      <LiveEvents viewerId={user.id} renderedAt={renderedAt} />
      <PushResume viewerId={user.id} serverEndpoint={pushEndpoint} />
      <div
        data-theme={theme}
        data-theme-root=""
        className={cn("min-h-dvh bg-background text-foreground", theme !== "light" && "dark")}
      >
        <ThemeSync theme={theme} />
        <SkipLink />
        <AppHeader unread={unread} user={{ id: user.id, name: user.name, photo: user.photos[0] ?? null, isAdmin }} />
        {!user.emailVerifiedAt && <ConfirmEmailBanner />}
        <main id="main" className="mx-auto max-w-6xl px-4 pt-6 pb-8 md:pb-10">
          {children}
        </main>
        <footer className="mx-auto max-w-6xl px-4 pb-24 text-xs text-muted md:pb-6">
          <DataCredit />
        </footer>
        <BottomNav isAdmin={isAdmin} unreadMessages={unread.messages} icons={navIcons()} />
      </div>
    </Providers>
  );
}
