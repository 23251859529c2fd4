import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
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
 * The root layout reads no session, so public pages stay free of database calls. The light theme
 * is the default here; the member area applies the signed-in user's theme (app/app/layout.tsx).
 * Every page is rendered per request (connection()): the CSP's nonce is new on each response
 * (middleware.ts) and Next can only put it on the scripts of a page it renders then. No client
 * providers here: the member area and the pages that need react-query or toasts bring their own.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="en" data-theme="light">
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {children}
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
