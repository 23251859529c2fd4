import type { MetadataRoute } from "next";

/**
 * The web app manifest (/manifest.webmanifest, docs/product.md "Installing the app"): what a
 * phone needs to add Overlap to its home screen and open it like an app, at the member area.
 * Colours are the light theme's brand colour and background (app/globals.css); icons come from
 * scripts/make-icons.ts.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/app",
    name: "Overlap",
    short_name: "Overlap",
    description: "An invite-only community for travellers whose plans overlap.",
    start_url: "/app",
    scope: "/",
    display: "standalone",
    theme_color: "#4338ca",
    background_color: "#f8fafc",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
