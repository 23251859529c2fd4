import type { IconName } from "./nav-icons";

export type NavItem = { href: string; label: string; icon: IconName; isActive: (pathname: string) => boolean };

const at = (path: string) => (pathname: string) => pathname === path;
const under = (path: string) => (pathname: string) => pathname === path || pathname.startsWith(`${path}/`);

export const MESSAGES_HREF = "/app/messages";

/** docs/product.md §2 app shell: the four member destinations. */
export const MEMBER_NAV: NavItem[] = [
  { href: "/app", label: "Discover", icon: "compass", isActive: at("/app") },
  { href: "/app/travel-plans", label: "My Trips", icon: "suitcase", isActive: under("/app/travel-plans") },
  { href: "/app/matches", label: "Relationships", icon: "heart", isActive: under("/app/matches") },
  { href: MESSAGES_HREF, label: "Messages", icon: "chat", isActive: under("/app/messages") },
];

/**
 * Phones reach Settings from the bottom navigation too, not only through the header's account menu
 * (docs/product.md §2.4); desktops keep it in that menu, next to the member's name.
 */
export const SETTINGS_NAV_MOBILE: NavItem = {
  href: "/app/settings",
  label: "Settings",
  icon: "sliders",
  isActive: under("/app/settings"),
};

/** Desktop shows the two admin entries; every admin screen but the invites one sits under the dashboard. */
export const ADMIN_NAV_DESKTOP: NavItem[] = [
  {
    href: "/app/admin",
    label: "Dashboard",
    icon: "shield",
    isActive: (pathname) => under("/app/admin")(pathname) && !under("/app/admin/invites")(pathname),
  },
  { href: "/app/admin/invites", label: "Invites", icon: "ticket", isActive: under("/app/admin/invites") },
];

/** Mobile has room for one admin entry. */
export const ADMIN_NAV_MOBILE: NavItem[] = [
  { href: "/app/admin", label: "Admin", icon: "shield", isActive: under("/app/admin") },
];
