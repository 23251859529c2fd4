import type { Page } from "@playwright/test";
import { connectMembers, dayFromToday, expect, signedInMember, test } from "./fixtures";

test.use({ locale: "en-US", viewport: { width: 1280, height: 800 } });

const chat = (page: Page) => page.getByRole("log", { name: "Trip chat messages" });
/** An open chat asks for new messages every 5 s: one interval plus slack. */
const POLL_WAIT = { timeout: 10_000 };

test.describe("trip chat", () => {
  test("the host and an accepted participant talk on the trip page; an invitee sees no chat until they accept", async ({ browser, request }) => {
    test.setTimeout(120_000);
    const host = await signedInMember(browser, request, "Hana");
    const guest = await signedInMember(browser, request, "Gus");
    try {
      await connectMembers(host, guest, "friend");
      const created = await host.page.request.post("/api/v1/group-trips", {
        data: {
          title: `Chat week ${Date.now()}`, destination: "Lisbon, Portugal", arrival_date: dayFromToday(30), departure_date: dayFromToday(37),
          trip_type: "friends", visibility: "private",
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const tripId = ((await created.json()) as { id: number }).id;
      const invited = await host.page.request.post(`/api/v1/group-trips/${tripId}/invite`, { data: { user_id: guest.id } });
      expect(invited.status(), await invited.text()).toBe(201);

      // Invited is not in: no chat on the page.
      await guest.page.goto(`/app/travel-plans/group-trip/${tripId}`);
      await expect(guest.page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(guest.page.getByRole("heading", { name: "Chat", exact: true })).toHaveCount(0);

      // The host's chat starts empty.
      await host.page.goto(`/app/travel-plans/group-trip/${tripId}`);
      await expect(host.page.getByRole("heading", { name: "Chat", exact: true })).toBeVisible();
      await expect(chat(host.page).getByText("No messages yet. Say hello to the group!")).toBeVisible();

      const accepted = await guest.page.request.put(`/api/v1/group-trips/${tripId}/participants/${guest.id}?status_update=accepted`);
      expect(accepted.status(), await accepted.text()).toBe(200);
      await guest.page.reload();
      await expect(chat(guest.page)).toBeVisible();

      // The host writes; the guest sees it with the host's name, and answers.
      const hostBox = host.page.getByRole("form", { name: "Send a message to the trip" }).getByLabel("Message", { exact: true });
      await hostBox.fill("  Who's bringing the surfboards?  ");
      await hostBox.press("Enter");
      await expect(chat(host.page).getByText("Who's bringing the surfboards?", { exact: true })).toBeVisible();
      await expect(hostBox).toHaveValue("");
      await expect(chat(guest.page).getByText("Who's bringing the surfboards?", { exact: true })).toBeVisible(POLL_WAIT);
      await expect(chat(guest.page).getByText(host.account.name)).toBeVisible();

      const guestForm = guest.page.getByRole("form", { name: "Send a message to the trip" });
      await guestForm.getByLabel("Message", { exact: true }).fill("I am!");
      await guestForm.getByRole("button", { name: "Send", exact: true }).click();
      await expect(chat(guest.page).getByText("I am!", { exact: true })).toBeVisible();
      await expect(chat(host.page).getByText("I am!", { exact: true })).toBeVisible(POLL_WAIT);
      await expect(chat(host.page).getByRole("listitem")).toHaveCount(2);

      // Seen on screen: the host's chat notification is read, nothing is left unread.
      await expect
        .poll(async () => ((await (await host.page.request.get(`/api/v1/group-trips/${tripId}/messages/unread-count`)).json()) as { count: number }).count, POLL_WAIT)
        .toBe(0);
    } finally {
      await host.context.close();
      await guest.context.close();
    }
  });
});
