import type { QueryClient } from "@tanstack/react-query";
import { apiUrl } from "@/components/data/api-client";
import { isSigningOut, signedOutInThisBrowser } from "@/components/auth/auth-client";
import { applyLiveEvent, LIVE_EVENT_TYPES, refetchLiveData, type LiveEvent, type ServerScreen } from "./apply-event";
import { setSignedOut, setStreamUp } from "./stream-status";

/**
 * After a refused stream (429 `Retry-After: 30`, docs/api.md §17) the next try waits this long, doubling up to the cap.
 */
const FIRST_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 5 * 60_000;
/** Several events in a row refresh a server-rendered screen once. */
const REFRESH_DELAY_MS = 300;

/** Whether the page at `pathname` is one of the server-rendered screens of that kind. */
const SHOWS: Record<ServerScreen, (pathname: string) => boolean> = {
  // The screens that list connections and candidates, and another member's profile (its action
  // follows the connection: connect, answer, message).
  connections: (pathname) =>
    pathname === "/app" ||
    pathname === "/app/matches" ||
    pathname.startsWith("/app/matches/") ||
    pathname.startsWith("/app/user/"),
  // My Trips: its trip cards carry their chats' unread counts.
  trips: (pathname) => pathname === "/app/travel-plans",
};

/**
 * Where a tab whose session ended goes (docs/product.md §7): the login page, which says why when
 * it was not this browser's own Logout, and brings the member back to this page afterwards.
 */
export function signedOutPage(pathname: string, data: string): string {
  const params = new URLSearchParams();
  let reason: unknown;
  try {
    reason = (JSON.parse(data) as { reason?: unknown }).reason;
  } catch {
    reason = undefined;
  }
  if (reason === "expired") params.set("session", "expired");
  else if (!signedOutInThisBrowser()) params.set("session", "ended");
  params.set("callbackUrl", pathname);
  return `/login?${params.toString()}`;
}

type StreamOptions = {
  queryClient: QueryClient;
  viewerId: number;
  /** The page shown now. */
  pathname: () => string;
  /** Renders the server-rendered screen again (router.refresh()). */
  refresh: () => void;
  /** The stream's position when the server rendered the page: what came after it is replayed. */
  renderedAt: number | null;
};

/**
 * Opens the tab's live event stream and applies its events to the shared react-query caches
 * (./live-events.tsx says when); the returned function closes it.
 *
 * The browser's EventSource reconnects by itself after a drop, with Last-Event-ID (the server
 * replays or sends `resync`). When the server refuses the stream (429, 401) EventSource gives up;
 * we open a new one after a back-off, and refetch what is shown. The first open resumes from the
 * position the page was rendered at, so the events that came between the server rendering the page
 * and the stream opening are replayed (and a server-rendered screen refreshed by them); it
 * refetches the cached data too.
 */
export function startLiveStream({ queryClient, viewerId, pathname, refresh, renderedAt }: StreamOptions): () => void {
  let source: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let backoff = FIRST_BACKOFF_MS;

  const refreshScreen = (screens: ServerScreen[]) => {
    if (refreshTimer !== undefined || !screens.some((screen) => SHOWS[screen](pathname()))) return;
    refreshTimer = setTimeout(() => {
      refreshTimer = undefined;
      refresh();
    }, REFRESH_DELAY_MS);
  };

  function open() {
    const stream = new EventSource(
      apiUrl("GET /events", { query: { last_event_id: renderedAt === null ? undefined : String(renderedAt) } }),
    );
    source = stream;
    let opened = false;
    stream.onopen = () => {
      setStreamUp(true);
      backoff = FIRST_BACKOFF_MS;
      if (!opened) refetchLiveData(queryClient);
      opened = true;
    };
    stream.onerror = () => {
      setStreamUp(false);
      if (stream.readyState !== EventSource.CLOSED) return;
      stream.close();
      retryTimer = setTimeout(open, backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    };
    // The session ended (signed out here or elsewhere, deactivated, expired): stop, without retrying.
    stream.addEventListener("signed_out", (event) => {
      stream.close();
      setSignedOut();
      if (!isSigningOut())
        window.location.replace(
          signedOutPage(window.location.pathname + window.location.search, (event as MessageEvent<string>).data),
        );
    });
    for (const type of LIVE_EVENT_TYPES) {
      stream.addEventListener(type, (event) => {
        let data: unknown;
        try {
          data = JSON.parse((event as MessageEvent<string>).data);
        } catch {
          return;
        }
        refreshScreen(applyLiveEvent(queryClient, viewerId, { type, data } as LiveEvent));
      });
    }
  }

  open();
  return () => {
    clearTimeout(retryTimer);
    clearTimeout(refreshTimer);
    source?.close();
    setStreamUp(false);
  };
}
