/*
 * Overlap's service worker (docs/decisions/018-web-push.md). Hand-written and small, on purpose:
 * - push: shows the notification the server sent (title, body, the address to open), nothing more;
 * - notificationclick: focuses an open Overlap window on that address, or opens one;
 * - pushsubscriptionchange: the browser's replacement subscription is handed to the server;
 * - offline: a page load that fails for want of a network is answered with /offline, kept in the
 *   cache with its stylesheets and icons at install. Nothing else is cached: every other request goes to
 *   the network as if there were no worker.
 */
// What the offline page links to and is kept with it: its stylesheets and the site's icons.
const KEPT_WITH_OFFLINE_PAGE = /^\/(_next\/static\/.+\.css|icon\.svg|favicon\.ico|apple-icon\.png|icons\/)/;
const CACHE = "overlap-offline-v1";
const OFFLINE_URL = "/offline";

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const response = await fetch(OFFLINE_URL, { cache: "reload", credentials: "omit" });
      if (response.ok) {
        const html = await response.clone().text();
        const linked = [...html.matchAll(/href="(\/[^"]+)"/g)]
          .map((match) => match[1].replace(/&amp;/g, "&"))
          .filter((path) => KEPT_WITH_OFFLINE_PAGE.test(path));
        await cache.put(OFFLINE_URL, response);
        await cache.addAll([...new Set(linked)]);
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(OFFLINE_URL, { cacheName: CACHE })) || Response.error()),
    );
    return;
  }
  const url = new URL(request.url);
  if (url.origin === self.location.origin && KEPT_WITH_OFFLINE_PAGE.test(url.pathname)) {
    // The offline page's stylesheets and icons: from the network while there is one.
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(request, { cacheName: CACHE })) || Response.error()),
    );
  }
});

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === "string" && data.title ? data.title : "Overlap";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      tag: typeof data.tag === "string" ? data.tag : undefined,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: safeUrl(data.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = safeUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const same = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (same) {
        const focused = await same.focus();
        if (new URL(focused.url).href !== url && "navigate" in focused) {
          await focused.navigate(url).catch(() => self.clients.openWindow(url));
        }
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

// The browser replaced the subscription (expiry, key rotation at the push service): hand the new
// one to the server and remove the old, with the member's session cookie like any page request.
// Without a session (signed out) the POST is 401 and push stays off until turned on again.
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription;
      let fresh = event.newSubscription;
      if (!fresh && old && old.options.applicationServerKey) {
        fresh = await self.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: old.options.applicationServerKey,
        });
      }
      const call = (method, body) =>
        fetch("/api/v1/push/subscriptions", {
          method,
          credentials: "same-origin",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      if (fresh) {
        const json = fresh.toJSON();
        await call("POST", { endpoint: json.endpoint, keys: json.keys });
      }
      if (old && (!fresh || old.endpoint !== fresh.endpoint)) await call("DELETE", { endpoint: old.endpoint });
    })().catch(() => {}),
  );
});

/** Only addresses on this site: a push names a screen, never somewhere else. */
function safeUrl(value) {
  try {
    const url = new URL(typeof value === "string" ? value : "/app", self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL("/app", self.location.origin).href;
  } catch {
    return new URL("/app", self.location.origin).href;
  }
}
