import type { Browser, APIRequestContext } from "@playwright/test";
import {
  BASE_URL,
  connectMembers,
  dayFromToday,
  expect,
  fillLoginForm,
  newAccount,
  openLive,
  registerMember,
  signedInMember,
  signInThroughForm,
  test,
} from "./fixtures";

// Live everywhere a member waits (docs/product.md §7): the other person's answer reaches the open
// page through the event stream, nobody reloads. A phone in a dark theme and a desktop in the
// light one; the polls are off while the stream is up, so what shows within a few seconds came
// through the stream (or its replay, after the browser was offline).

const LIVE = { timeout: 4_000 };
const SCREENS = [
  { name: "phone, dark", viewport: { width: 390, height: 844 }, theme: "midnight-blue", colorScheme: "dark" },
  { name: "desktop, light", viewport: { width: 1280, height: 800 }, theme: "light", colorScheme: "light" },
] as const;
type Screen = (typeof SCREENS)[number];

/** A fresh member signed in through the form in a browser of this screen, in its theme. */
async function member(browser: Browser, request: APIRequestContext, label: string, screen: Screen) {
  const signedIn = await signedInMember(browser, request, label, {
    viewport: screen.viewport,
    colorScheme: screen.colorScheme,
  });
  const themed = await signedIn.page.request.put("/api/v1/users/me", { data: { theme_preference: screen.theme } });
  expect(themed.status(), await themed.text()).toBe(200);
  return signedIn;
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test("a requester's trip page follows the host's answer: status, count and chat, even across a spell offline", async ({
      browser,
      request,
      allowConsoleError,
    }) => {
      test.setTimeout(120_000);
      const host = await member(browser, request, "Host", screen);
      const guest = await member(browser, request, "Guest", screen);
      try {
        await connectMembers(host, guest, "friend");
        const created = await host.page.request.post("/api/v1/group-trips", {
          data: {
            title: `Ferry week ${Date.now()}`,
            destination: "Split, Croatia",
            arrival_date: dayFromToday(40),
            departure_date: dayFromToday(46),
            trip_type: "friends",
            visibility: "public",
            max_participants: 6,
          },
        });
        expect(created.status(), await created.text()).toBe(201);
        const tripId = ((await created.json()) as { id: number }).id;

        await openLive(guest.page, `/app/travel-plans/group-trip/${tripId}`);
        await expect(guest.page.locator("[data-theme-root]")).toHaveAttribute("data-theme", screen.theme);
        const place = guest.page.getByRole("region", { name: "Your place on this trip" });
        await place.getByRole("button", { name: "Request to Join" }).click();
        await expect(place.getByRole("heading", { name: "Requested to Join" })).toBeVisible();
        await expect(guest.page.getByText("1 / 6 participants")).toBeVisible();
        await expect(guest.page.getByRole("heading", { name: "Chat" })).toHaveCount(0);

        // The ferry's Wi-Fi drops while the host says yes; when it is back the page catches up. What the page
        // fetches meanwhile (a link's prefetch) fails, as it would on the ferry.
        allowConsoleError(/net::ERR_INTERNET_DISCONNECTED/);
        await guest.context.setOffline(true);
        const answered = await host.page.request.put(
          `/api/v1/group-trips/${tripId}/participants/${guest.id}?status_update=accepted`,
        );
        expect(answered.status(), await answered.text()).toBe(200);
        await guest.page.waitForTimeout(500);
        await guest.context.setOffline(false);
        await expect(place.getByRole("heading", { name: "You're going" })).toBeVisible({ timeout: 10_000 });
        await expect(guest.page.getByText("2 / 6 participants")).toBeVisible();
        await expect(guest.page.getByRole("heading", { name: "Chat" })).toBeVisible();
        await expect(guest.page.getByRole("log", { name: "Trip chat messages" })).toBeVisible();
      } finally {
        await host.context.close();
        await guest.context.close();
      }
    });

    test("a pairing answer reaches the other's profile page and Relationships without a reload", async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const asker = await member(browser, request, "Asker", screen);
      const answerer = await member(browser, request, "Answerer", screen);
      try {
        // The answerer has the asker's profile open: the request arrives with its buttons, even when
        // it comes after the page was rendered but before its stream opened (held here until then).
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        const isStream = (url: URL) => url.pathname === "/api/v1/events";
        await answerer.page.route(isStream, async (route) => {
          await released;
          await route.continue();
        });
        const opened = openLive(answerer.page, `/app/user/${asker.id}`);
        await expect(answerer.page.getByRole("button", { name: "Connect as friend" })).toBeVisible();
        const asked = await asker.page.request.post("/api/v1/pairings", {
          data: { target_user_id: answerer.id, action: "friend" },
        });
        expect(asked.status(), await asked.text()).toBe(201);
        const pairingId = ((await asked.json()) as { id: number }).id;
        release();
        await opened;
        await answerer.page.unroute(isStream);
        await expect(answerer.page.getByText(`${asker.account.name} sent you a friend request`)).toBeVisible(LIVE);
        await expect(answerer.page.getByRole("button", { name: "Decline" })).toBeVisible();

        // The asker waits on the answerer's profile, and on Relationships in another tab.
        await openLive(asker.page, `/app/user/${answerer.id}`);
        await expect(asker.page.getByText(`You sent ${answerer.account.name} a friend request`)).toBeVisible();
        const relationships = await asker.context.newPage();
        await openLive(relationships, "/app/matches");
        const sent = relationships.getByRole("region", { name: "Requests Sent" });
        await expect(sent.getByText(answerer.account.name)).toBeVisible();

        const accepted = await answerer.page.request.post(`/api/v1/pairings/${pairingId}/respond`, {
          data: { response_type: "befriend" },
        });
        expect(accepted.status(), await accepted.text()).toBe(200);
        await expect(asker.page.getByText(`You and ${answerer.account.name} are friends`)).toBeVisible(LIVE);
        await expect(asker.page.getByRole("button", { name: "Message" })).toBeVisible();
        await expect(
          relationships.getByRole("region", { name: "Friends" }).getByText(answerer.account.name),
        ).toBeVisible(LIVE);
        await expect(relationships.getByRole("region", { name: "Requests Sent" })).toHaveCount(0);
      } finally {
        await asker.context.close();
        await answerer.context.close();
      }
    });

    test("a session ended on another device lands on the login page, which says so and leads back", async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const account = newAccount("Roamer");
      await registerMember(request, account);
      const laptop = await browser.newContext({ baseURL: BASE_URL });
      const laptopPage = await laptop.newPage();
      await signInThroughForm(laptopPage, account);
      const phone = await browser.newContext({
        baseURL: BASE_URL,
        viewport: screen.viewport,
        colorScheme: screen.colorScheme,
      });
      const phonePage = await phone.newPage();
      await signInThroughForm(phonePage, account);
      try {
        await openLive(phonePage, "/app/matches");
        await laptopPage.goto("/app/settings");
        await laptopPage.getByRole("button", { name: "Sign out everywhere else" }).click();
        await laptopPage.getByRole("dialog").getByRole("button", { name: "Sign out everywhere else" }).click();
        await expect(laptopPage.getByText("Signed out 1 other session")).toBeVisible();

        await expect(phonePage).toHaveURL(/\/login\?session=ended&callbackUrl=%2Fapp%2Fmatches$/, LIVE);
        await expect(
          phonePage
            .getByRole("status")
            .filter({ hasText: "Your session was ended on another device. Log in again to continue." }),
        ).toBeVisible();
        // A visitor again: the login page follows the browser's light or dark preference.
        await expect(phonePage.locator("html")).toHaveAttribute("data-theme", "system");
        const background = await phonePage.evaluate(() => getComputedStyle(document.body).backgroundColor);
        expect(background).toBe(screen.colorScheme === "dark" ? "rgb(11, 18, 32)" : "rgb(248, 250, 252)");
        await fillLoginForm(phonePage, account);
        await expect(phonePage).toHaveURL(/\/app\/matches$/);
        await expect(phonePage.getByRole("heading", { level: 1, name: "Relationships" })).toBeVisible();
      } finally {
        await laptop.close();
        await phone.close();
      }
    });
  });
}
