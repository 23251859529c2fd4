import type { Page } from "@playwright/test";
import { connectMembers, dayFromToday, expect, openLive, signedInMember, type SignedInMember, test } from "./fixtures";

test.use({ locale: "en-US", viewport: { width: 1280, height: 800 } });

const chat = (page: Page) => page.getByRole("log", { name: "Trip chat messages" });
/** An open chat asks for new messages every 5 s: one interval plus slack. */
const POLL_WAIT = { timeout: 10_000 };
/** What the live stream brings shows within 2 s (polling is off while it is up). */
const LIVE = { timeout: 2_000 };

/** A private trip `host` hosts with `guest` accepted on it; answers its id. */
async function tripWithGuest(host: SignedInMember, guest: SignedInMember): Promise<number> {
  await connectMembers(host, guest, "friend");
  const created = await host.page.request.post("/api/v1/group-trips", {
    data: {
      title: `Badge week ${Date.now()}`,
      destination: "Porto, Portugal",
      arrival_date: dayFromToday(30),
      departure_date: dayFromToday(37),
      trip_type: "friends",
      visibility: "private",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tripId = ((await created.json()) as { id: number }).id;
  expect(
    (await host.page.request.post(`/api/v1/group-trips/${tripId}/invite`, { data: { user_id: guest.id } })).status(),
  ).toBe(201);
  const accepted = await guest.page.request.put(
    `/api/v1/group-trips/${tripId}/participants/${guest.id}?status_update=accepted`,
  );
  expect(accepted.status(), await accepted.text()).toBe(200);
  return tripId;
}

async function post(from: SignedInMember, tripId: number, content: string) {
  const sent = await from.page.request.post(`/api/v1/group-trips/${tripId}/messages`, { data: { content } });
  expect(sent.status(), await sent.text()).toBe(201);
}

/** Makes the tab look hidden (or visible again) to the page, as switching tabs does. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => (value ? "hidden" : "visible"),
    });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => value });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

test.describe("trip chat", () => {
  test("the host and an accepted participant talk on the trip page; an invitee sees no chat until they accept", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const host = await signedInMember(browser, request, "Hana");
    const guest = await signedInMember(browser, request, "Gus");
    try {
      await connectMembers(host, guest, "friend");
      const created = await host.page.request.post("/api/v1/group-trips", {
        data: {
          title: `Chat week ${Date.now()}`,
          destination: "Lisbon, Portugal",
          arrival_date: dayFromToday(30),
          departure_date: dayFromToday(37),
          trip_type: "friends",
          visibility: "private",
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const tripId = ((await created.json()) as { id: number }).id;
      const invited = await host.page.request.post(`/api/v1/group-trips/${tripId}/invite`, {
        data: { user_id: guest.id },
      });
      expect(invited.status(), await invited.text()).toBe(201);

      // Invited is not in: no chat on the page.
      await guest.page.goto(`/app/travel-plans/group-trip/${tripId}`);
      await expect(guest.page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(guest.page.getByRole("heading", { name: "Chat", exact: true })).toHaveCount(0);

      // The host's chat starts empty.
      await host.page.goto(`/app/travel-plans/group-trip/${tripId}`);
      await expect(host.page.getByRole("heading", { name: "Chat", exact: true })).toBeVisible();
      await expect(chat(host.page).getByText("No messages yet. Say hello to the group!")).toBeVisible();

      const accepted = await guest.page.request.put(
        `/api/v1/group-trips/${tripId}/participants/${guest.id}?status_update=accepted`,
      );
      expect(accepted.status(), await accepted.text()).toBe(200);
      await guest.page.reload();
      await expect(chat(guest.page)).toBeVisible();

      // The host writes; the guest sees it with the host's name, and answers.
      const hostBox = host.page
        .getByRole("form", { name: "Send a message to the trip" })
        .getByLabel("Message", { exact: true });
      await hostBox.fill("  Who's bringing the surfboards?  ");
      await hostBox.press("Enter");
      await expect(chat(host.page).getByText("Who's bringing the surfboards?", { exact: true })).toBeVisible();
      await expect(hostBox).toHaveValue("");
      await expect(chat(guest.page).getByText("Who's bringing the surfboards?", { exact: true })).toBeVisible(
        POLL_WAIT,
      );
      await expect(chat(guest.page).getByText(host.account.name)).toBeVisible();

      const guestForm = guest.page.getByRole("form", { name: "Send a message to the trip" });
      await guestForm.getByLabel("Message", { exact: true }).fill("I am!");
      await guestForm.getByRole("button", { name: "Send", exact: true }).click();
      await expect(chat(guest.page).getByText("I am!", { exact: true })).toBeVisible();
      await expect(chat(host.page).getByText("I am!", { exact: true })).toBeVisible(POLL_WAIT);
      await expect(chat(host.page).getByRole("listitem")).toHaveCount(2);

      // Seen on screen: the host's chat notification is read, nothing is left unread.
      await expect
        .poll(
          async () =>
            (
              (await (await host.page.request.get(`/api/v1/group-trips/${tripId}/messages/unread-count`)).json()) as {
                count: number;
              }
            ).count,
          POLL_WAIT,
        )
        .toBe(0);
    } finally {
      await host.context.close();
      await guest.context.close();
    }
  });

  test("unread counts: a live badge on the trip's card and by the chat heading, cleared once the chat is read", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const host = await signedInMember(browser, request, "Hope");
    const guest = await signedInMember(browser, request, "Gil");
    try {
      const tripId = await tripWithGuest(host, guest);
      // The guest is on My Trips: the host's message puts a badge on the trip's card, without a reload.
      await openLive(guest.page, "/app/travel-plans?tab=joining");
      const card = guest.page.getByRole("article").filter({ hasText: "Badge week" });
      await expect(card).toBeVisible();
      await expect(card.getByRole("link", { name: /^Chat/ })).toHaveCount(0);
      await post(host, tripId, "Flights are booked");
      await post(host, tripId, "Hostel too");
      await expect(card.getByRole("link", { name: "Chat 2 unread" })).toBeVisible(LIVE);

      // The badge opens the trip at its chat; what is on screen is read, and the count by the heading goes.
      await card.getByRole("link", { name: "Chat 2 unread" }).click();
      await expect(guest.page).toHaveURL(new RegExp(`/app/travel-plans/group-trip/${tripId}#chat$`));
      const chatSection = guest.page.getByRole("region", { name: "Chat" });
      await expect(chat(guest.page).getByText("Hostel too", { exact: true })).toBeVisible();
      await expect(chatSection.getByText(/unread$/)).toHaveCount(0, POLL_WAIT);

      // In a hidden tab nothing is marked read: the heading counts the next message live, and
      // coming back to the tab reads it.
      await setHidden(guest.page, true);
      await post(host, tripId, "Who wants the window seat?");
      await expect(chat(guest.page).getByText("Who wants the window seat?", { exact: true })).toBeVisible(LIVE);
      await expect(chatSection.getByText("1 unread", { exact: true })).toBeVisible(LIVE);
      await setHidden(guest.page, false);
      await expect(chatSection.getByText(/unread$/)).toHaveCount(0, POLL_WAIT);

      // Back on My Trips the card has no badge; the host, who wrote everything, never had one.
      await guest.page.goto("/app/travel-plans?tab=joining");
      await expect(card).toBeVisible();
      await expect(card.getByRole("link", { name: /^Chat/ })).toHaveCount(0);
      await host.page.goto("/app/travel-plans?tab=hosting");
      await expect(host.page.getByRole("article").filter({ hasText: "Badge week" })).toBeVisible();
      await expect(
        host.page.getByRole("article").filter({ hasText: "Badge week" }).getByRole("link", { name: /^Chat/ }),
      ).toHaveCount(0);
    } finally {
      await host.context.close();
      await guest.context.close();
    }
  });
});
