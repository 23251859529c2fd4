import type { Metadata, Viewport } from "next";
import { cookies } from "next/headers";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { THEME_COOKIE } from "@/components/profile/theme-cookie";
import { isTheme } from "@/components/profile/themes";
import { ServiceWorkerRegistration } from "@/components/pwa/service-worker";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Overlap", template: "%s · Overlap" },
  description: "An invite-only community for travellers whose plans overlap.",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#4338ca",
};

/**
 * The root layout reads no session, so public pages stay free of database calls. Their theme is the
 * one last chosen in Settings on this browser (a cookie), else `system`: the browser's light or dark
 * preference (docs/product.md §10). The member area applies the signed-in user's theme (app/app/layout.tsx).
 * Every page is rendered per request (connection()): the CSP's nonce is new on each response
 * (middleware.ts) and Next can only put it on the scripts of a page it renders then. No client
 * providers here: the member area and the pages that need react-query or toasts bring their own.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  const chosen = (await cookies()).get(THEME_COOKIE)?.value;
  const theme = chosen && isTheme(chosen) ? chosen : "system";
  return (
    <html lang="en" data-theme={theme} className={theme !== "light" && theme !== "system" ? "dark" : undefined}>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {children}
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
