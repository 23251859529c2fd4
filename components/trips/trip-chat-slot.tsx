"use client";

import { afterPageLoad } from "@/components/ui/after-page-load";

/**
 * The trip page's Chat (./trip-chat.tsx). It reads its messages in the browser anyway, so its code
 * (the thread, composer and photo upload) is fetched once the page has loaded, with the messages,
 * under the chat's own loading line (docs/benchmarks.md, first-load JS).
 */
export const TripChatSlot = afterPageLoad(
  () => import("./trip-chat").then((module) => module.TripChat),
  "Loading messages...",
);
