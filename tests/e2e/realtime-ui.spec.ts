import type { Page, Route } from "@playwright/test";
import { connectMembers, expect, failedLoad, openLive, signedInMember, type SignedInMember, test } from "./fixtures";

// The web app on the live event stream (docs/api.md §17, docs/product.md §7): two people in two
// browser contexts, nobody reloads. The polls (5 s and 12 s) are off while the stream is up, so
// anything that shows within 2 s came through the stream.

const LIVE = { timeout: 2_000 };
const thread = (page: Page, name: string) => page.getByRole("log", { name: `Messages with ${name}` });
const messagesLink = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Messages/ });
const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });

async function send(from: SignedInMember, matchId: number, content: string) {
  const response = await from.page.request.post("/api/v1/messages", { data: { match_id: matchId, content } });
  expect(response.status(), await response.text()).toBe(201);
}

test.use({ locale: "en-US", viewport: { width: 1280, height: 800 } });

test("messages, the Messages badge and Read reach the other person's open pages without a reload", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const ana = await signedInMember(browser, request, "Ana");
  const ben = await signedInMember(browser, request, "Ben");
  try {
    const pairingId = await connectMembers(ana, ben, "friend");
    const opened = await ana.page.request.post(`/api/v1/matches/from-pairing/${pairingId}`);
    expect(opened.status(), await opened.text()).toBe(201);
    const matchId = ((await opened.json()) as { id: number }).id;

    // Ben has the conversation open; Ana's message appears in it at once.
    await openLive(ben.page, `/app/messages/${matchId}`);
    const benThread = thread(ben.page, ana.account.name);
    await expect(benThread.getByText("No messages yet. Say hello")).toBeVisible();
    await send(ana, matchId, "Are you in Lisbon on Friday?");
    await expect(benThread.getByText("Are you in Lisbon on Friday?", { exact: true })).toBeVisible(LIVE);
    // The conversation list beside it has the new last message too.
    await expect(
      ben.page.getByRole("list", { name: "Conversations" }).getByText("Are you in Lisbon on Friday?"),
    ).toBeVisible(LIVE);

    // Ben moves on to another page: his Messages badge counts Ana's next message, and the bell its notification.
    await ben.page.getByRole("link", { name: "My Trips" }).click();
    await expect(ben.page).toHaveURL(/\/app\/travel-plans$/);
    await expect(messagesLink(ben.page)).toHaveAccessibleName("Messages");
    await send(ana, matchId, "I land at noon");
    await expect(messagesLink(ben.page)).toHaveAccessibleName("Messages, 1 unread", LIVE);
    await expect(messagesLink(ben.page).getByText("1", { exact: true })).toBeVisible();
    await expect(bell(ben.page)).toHaveAccessibleName(/^Notifications, \d+ unread$/, LIVE);

    // Ana has the thread open: Ben read her first message when it came, so "Read" is under it.
    await openLive(ana.page, `/app/messages/${matchId}`);
    const anaThread = thread(ana.page, ben.account.name);
    const anaMessage = (text: string) => anaThread.getByRole("listitem").filter({ hasText: text });
    await expect(anaMessage("Are you in Lisbon on Friday?").getByText("Read", { exact: true })).toBeVisible();
    await expect(anaMessage("I land at noon").getByText("Read", { exact: true })).toHaveCount(0);

    // Her own message, sent from the thread, shows once although the stream brings it back too.
    await ana.page.getByLabel("Message", { exact: true }).fill("See you there");
    await ana.page.getByLabel("Message", { exact: true }).press("Enter");
    await expect(anaMessage("See you there")).toHaveCount(1);
    await ana.page.waitForTimeout(500);
    await expect(anaMessage("See you there")).toHaveCount(1);

    // Ben opens the conversation from his badge and reads: "Read" moves under Ana's latest message, and his badge
    // clears.
    await messagesLink(ben.page).click();
    await ben.page
      .getByRole("list", { name: "Conversations" })
      .getByRole("link", { name: new RegExp(ana.account.name) })
      .click();
    await expect(benThread.getByText("See you there", { exact: true })).toBeVisible();
    await expect(anaMessage("See you there").getByText("Read", { exact: true })).toBeVisible(LIVE);
    await expect(anaThread.getByText("Read", { exact: true })).toHaveCount(1);
    await expect(messagesLink(ben.page)).toHaveAccessibleName("Messages", LIVE);
  } finally {
    await ana.context.close();
    await ben.context.close();
  }
});

test("while the server refuses the stream (429) an open thread polls, the stream is retried after 30 s then 60 s, and comes back when allowed", async ({
  browser,
  request,
  allowConsoleError,
}) => {
  test.setTimeout(120_000);
  allowConsoleError(failedLoad(429, "/api/v1/events"));
  allowConsoleError(/EventSource's response has a status 429 that is not 200/);
  const ana = await signedInMember(browser, request, "Ana");
  const ben = await signedInMember(browser, request, "Ben");
  try {
    const pairingId = await connectMembers(ana, ben, "friend");
    const opened = await ana.page.request.post(`/api/v1/matches/from-pairing/${pairingId}`);
    expect(opened.status(), await opened.text()).toBe(201);
    const matchId = ((await opened.json()) as { id: number }).id;

    // Ben's tab leaves /app first: its stream may still be opening after the sign-in, and the route
    // below would count that one as the thread's.
    await ben.page.goto("about:blank");
    // Every stream Ben's tab opens is refused, as the server does past its cap (docs/api.md §17).
    let refused = 0;
    const refuse = async (route: Route) => {
      refused++;
      await route.fulfill({
        status: 429,
        headers: { "content-type": "application/json", "retry-after": "30" },
        body: JSON.stringify({ detail: "At most 10 open event streams per member; close one and try again" }),
      });
    };
    // By its path: the first stream's address carries the page's position (?last_event_id=).
    const isStream = (url: URL) => url.pathname === "/api/v1/events";
    await ben.page.route(isStream, refuse);
    // The route counts a refusal when the request leaves; the tab schedules its retry only once its
    // EventSource has failed. A listener added before the app's own counts those failures, so the
    // clock moves on only after the retry is scheduled.
    await ben.page.addInitScript(() => {
      const Native = window.EventSource;
      const counted = window as unknown as { failedStreams: number };
      counted.failedStreams = 0;
      window.EventSource = class extends Native {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          this.addEventListener("error", () => {
            if (this.readyState === Native.CLOSED) counted.failedStreams++;
          });
        }
      };
    });
    const refusedAndHandled = async () =>
      Math.min(refused, await ben.page.evaluate(() => (window as unknown as { failedStreams: number }).failedStreams));
    // The back-off's timers run on a clock the test can move forward; it also ticks on its own.
    await ben.page.clock.install();
    await ben.page.goto(`/app/messages/${matchId}`);
    const benThread = thread(ben.page, ana.account.name);
    await expect(benThread.getByText("No messages yet. Say hello")).toBeVisible();
    await expect.poll(refusedAndHandled).toBe(1);

    // The retry waits 30 s (not EventSource's 3 s), then twice as long.
    const stays = async (count: number) => {
      await ben.page.waitForTimeout(1_000);
      expect(refused).toBe(count);
    };
    await ben.page.clock.fastForward(20_000);
    await stays(1);
    await ben.page.clock.fastForward(12_000);
    await expect.poll(refusedAndHandled).toBe(2);
    await ben.page.clock.fastForward(45_000);
    await stays(2);
    await ben.page.clock.fastForward(20_000);
    await expect.poll(refusedAndHandled).toBe(3);

    // Meanwhile the open thread asks for new messages every 5 s: Ana's message arrives by polling.
    // Ben's tab marks it read; the clock only moves on once that answer is in, or the jump below
    // would fire the request's own 10-second time-out (a laptop lid closed mid-request).
    const markedRead = ben.page.waitForResponse((response) =>
      /^\/api\/v1\/messages\/\d+\/read$/.test(new URL(response.url()).pathname),
    );
    await send(ana, matchId, "Polled while the stream is refused");
    await expect(benThread.getByText("Polled while the stream is refused", { exact: true })).toBeVisible({
      timeout: 10_000,
    });
    expect((await markedRead).status()).toBe(204);

    // The server takes streams again: the next retry (120 s after the last) opens one, and polling stops.
    await ben.page.unroute(isStream, refuse);
    const streamed = ben.page.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/events");
    await ben.page.clock.fastForward(125_000);
    expect((await streamed).status()).toBe(200);
    // The new stream's first open reads the thread again; after that nothing asks for it.
    await ben.page.waitForTimeout(1_500);
    const threadReads: string[] = [];
    ben.page.on("request", (sent) => {
      if (new URL(sent.url()).pathname === `/api/v1/messages/${matchId}`) threadReads.push(sent.url());
    });
    await send(ana, matchId, "Live again");
    await expect(benThread.getByText("Live again", { exact: true })).toBeVisible(LIVE);
    await ben.page.clock.fastForward(6_000);
    await ben.page.waitForTimeout(500);
    expect(threadReads).toEqual([]);
    expect(refused).toBe(3);
  } finally {
    await ana.context.close();
    await ben.context.close();
  }
});
