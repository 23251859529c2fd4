import type { Locator, Page } from "@playwright/test";
import { connectMembers, expect, failedLoad, signedInMember, solidImage, test } from "./fixtures";

const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
const thread = (page: Page, name: string) => page.getByRole("log", { name: `Messages with ${name}` });

/**
 * Scrolls a thread to one end with the mouse wheel, less than a screenful per step, so every message passes through the
 * view.
 */
async function scrollThread(page: Page, log: Locator, direction: "up" | "down") {
  const atEnd = () =>
    log.evaluate(
      (element, up) =>
        up ? element.scrollTop <= 0 : element.scrollHeight - element.scrollTop - element.clientHeight <= 1,
      direction === "up",
    );
  await log.hover();
  for (let step = 0; step < 100 && !(await atEnd()); step++) {
    await page.mouse.wheel(0, direction === "up" ? -300 : 300);
    await page.waitForTimeout(50);
  }
  expect(await atEnd()).toBe(true);
}

/** The number in the bell's name ("Notifications, 3 unread"); 0 when it is just "Notifications". */
async function unreadInBell(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute("aria-label")) ?? "";
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

/** The polling intervals are 5 s (messages) and 12 s (bell); waits allow one interval plus slack. */
const MESSAGE_POLL_WAIT = { timeout: 8_000 };
const BELL_POLL_WAIT = { timeout: 16_000 };

test.use({ locale: "en-US", viewport: { width: 1280, height: 800 } });

test.describe("messages and notifications", () => {
  test("matched members chat with text and a photo; the bell leads to the new message", async ({
    browser,
    request,
    allowConsoleError,
  }) => {
    // A file that only claims to be an image is sent on purpose: the server's 415, and the
    // composer's own log of the failed send.
    allowConsoleError(failedLoad(415, "/api/v1/messages/upload-photo"));
    allowConsoleError(/^Failed to upload photo ApiError: Only JPEG, PNG, WebP or GIF images can be uploaded/);
    test.setTimeout(120_000);
    const ana = await signedInMember(browser, request, "Ana");
    const ben = await signedInMember(browser, request, "Ben");
    try {
      await connectMembers(ana, ben, "match");

      // Ana picks Ben from her conversations; nothing is selected before that.
      await ana.page.goto("/app/messages");
      await expect(ana.page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
      await expect(ana.page.getByText("Select a conversation")).toBeVisible();
      await ana.page
        .getByRole("list", { name: "Conversations" })
        .getByRole("link", { name: new RegExp(ben.account.name) })
        .click();
      await expect(ana.page).toHaveURL(/\/app\/messages\/\d+$/);
      const conversationPath = new URL(ana.page.url()).pathname;
      await expect(ana.page.getByRole("heading", { level: 2, name: ben.account.name })).toBeVisible();
      // The list's row (the thread's header links the name to Ben's profile).
      await expect(
        ana.page.getByRole("list", { name: "Conversations" }).getByRole("link", { name: new RegExp(ben.account.name) }),
      ).toHaveAttribute("aria-current", "page");

      // Ben has the same conversation open before anything is said.
      await ben.page.goto(conversationPath);
      await expect(thread(ben.page, ana.account.name)).toBeVisible();
      await expect(ben.page.getByText("No messages yet. Say hello")).toBeVisible();

      // Whitespace alone is never sent.
      const box = ana.page.getByLabel("Message", { exact: true });
      const send = ana.page.getByRole("button", { name: "Send", exact: true });
      await box.fill("   \n  ");
      await expect(send).toBeDisabled();
      await box.press("Enter");
      await expect(thread(ana.page, ben.account.name).getByRole("listitem")).toHaveCount(0);

      // Enter sends the trimmed text; Shift+Enter starts a new line instead.
      await box.fill("  Hello Ben, see you in Lisbon!  ");
      await box.press("Enter");
      const anaThread = thread(ana.page, ben.account.name);
      await expect(anaThread.getByText("Hello Ben, see you in Lisbon!", { exact: true })).toBeVisible();
      await expect(box).toHaveValue("");
      await box.pressSequentially("First line");
      await box.press("Shift+Enter");
      await box.pressSequentially("second line");
      await expect(box).toHaveValue("First line\nsecond line");
      await box.press("Enter");
      await expect(anaThread.getByRole("listitem")).toHaveCount(2);

      // A file that only claims to be an image is refused by the server: the reason is shown and
      // nothing is lost from the box.
      const attach = ana.page.getByLabel("Attach photo");
      await box.fill("Look at this");
      await attach.setInputFiles({
        name: "fake.png",
        mimeType: "image/png",
        buffer: Buffer.from("not really a picture"),
      });
      await send.click();
      await expect(
        ana.page.getByRole("alert").filter({ hasText: "Only JPEG, PNG, WebP or GIF images can be uploaded" }),
      ).toBeVisible();
      await expect(box).toHaveValue("Look at this");
      await expect(anaThread.getByRole("listitem")).toHaveCount(2);
      await ana.page.getByRole("button", { name: "Remove photo" }).click();
      await box.fill("");

      // A photo: chosen, previewed, removed, chosen again, then sent.
      const photo = {
        name: "lisbon.png",
        mimeType: "image/png",
        buffer: await solidImage({ width: 240, height: 160 }),
      };
      await attach.setInputFiles(photo);
      await expect(ana.page.getByRole("img", { name: "Photo to send" })).toBeVisible();
      await ana.page.getByRole("button", { name: "Remove photo" }).click();
      await expect(ana.page.getByRole("img", { name: "Photo to send" })).toHaveCount(0);
      await attach.setInputFiles(photo);
      await send.click();
      await expect(anaThread.getByRole("img", { name: "Photo from you" })).toBeVisible();
      await expect(ana.page.getByRole("img", { name: "Photo to send" })).toHaveCount(0);
      // One word under Ana's latest message: "Sent" until Ben's open thread shows it, then "Read" (the live
      // stream brings both, so the moment in between is too short to catch).
      await expect(anaThread.getByText(/^(Sent|Read)$/)).toHaveCount(1);

      // Ben's open thread picks all of it up (live, docs/product.md §7), and the list shows the photo as the latest.
      const benThread = thread(ben.page, ana.account.name);
      await expect(benThread.getByText("Hello Ben, see you in Lisbon!", { exact: true })).toBeVisible(
        MESSAGE_POLL_WAIT,
      );
      await expect(benThread.getByText(/First line\s+second line/)).toBeVisible(MESSAGE_POLL_WAIT);
      const received = benThread.getByRole("img", { name: `Photo from ${ana.account.name}` });
      await expect(received).toBeVisible(MESSAGE_POLL_WAIT);
      await expect
        .poll(() => received.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBe(240);
      // Seen on Ben's screen, so marked read: one "Read" sits under Ana's latest, none under the others.
      await expect(anaThread.getByRole("listitem").last().getByText("Read", { exact: true })).toBeVisible(
        MESSAGE_POLL_WAIT,
      );
      await expect(anaThread.getByText(/^(Sent|Read)$/)).toHaveCount(1);

      // Ben steps away; Ana writes again; Ben's bell counts it within its polling interval.
      await ben.page.goto("/app/matches");
      await expect(bell(ben.page)).toBeVisible();
      const before = await unreadInBell(ben.page);
      await box.fill("Are you there?");
      await send.click();
      await expect(anaThread.getByText("Are you there?")).toBeVisible();
      await expect.poll(() => unreadInBell(ben.page), BELL_POLL_WAIT).toBe(before + 1);
      await expect(bell(ben.page)).toHaveAccessibleName(`Notifications, ${before + 1} unread`);

      // The modal lists it; a click marks it read and opens the conversation.
      await bell(ben.page).click();
      const modal = ben.page.getByRole("dialog", { name: "Notifications" });
      await expect(modal).toBeVisible();
      // The earlier one was settled when Ben read the thread; the new one is unread.
      const notification = modal.getByRole("button", {
        name: new RegExp(`^New message \\(unread\\) ${ana.account.name} sent you a message`),
      });
      await notification.click();
      await expect(modal).toHaveCount(0);
      await expect(ben.page).toHaveURL(new RegExp(`${conversationPath}$`));
      await expect(benThread.getByText("Are you there?")).toBeVisible();
      await expect.poll(() => unreadInBell(ben.page)).toBe(before);
    } finally {
      await ana.context.close();
      await ben.context.close();
    }
  });

  test("the notifications modal marks all read, deletes one, and says when there are none", async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const cleo = await signedInMember(browser, request, "Cleo");
    const dan = await signedInMember(browser, request, "Dan");
    try {
      // A fresh member: no badge, an empty modal that Escape closes.
      await dan.page.goto("/app");
      await expect(bell(dan.page)).toHaveAccessibleName("Notifications");
      await bell(dan.page).click();
      const modal = dan.page.getByRole("dialog", { name: "Notifications" });
      await expect(modal.getByText("No notifications yet")).toBeVisible();
      await dan.page.keyboard.press("Escape");
      await expect(modal).toHaveCount(0);
      await expect(bell(dan.page)).toBeFocused();

      // Matching brings Dan a request and a match; the match, his own doing, comes already read.
      await connectMembers(cleo, dan, "match");
      await dan.page.reload();
      await expect(bell(dan.page)).toHaveAccessibleName("Notifications, 1 unread");
      await expect(bell(dan.page).getByText("1")).toBeVisible();
      await bell(dan.page).click();
      const items = modal.getByRole("list", { name: "Latest notifications" }).getByRole("listitem");
      await expect(items).toHaveCount(2);
      await expect(modal.getByRole("button", { name: /It's a match!/ })).toBeVisible();
      await expect(modal.getByRole("button", { name: /New match request/ })).toBeVisible();

      await modal.getByRole("button", { name: "Mark all read" }).click();
      await expect(modal.getByText("(unread)")).toHaveCount(0);
      await expect(modal.getByRole("button", { name: "Mark all read" })).toBeDisabled();

      const matchItem = items.filter({ hasText: "It's a match!" });
      await matchItem.getByRole("button", { name: "Delete notification" }).click();
      await expect(items).toHaveCount(1);
      await expect(modal.getByRole("button", { name: /It's a match!/ })).toHaveCount(0);
      // Gone on the server too; the bell (outside the modal, hidden from it while open) has no unread left.
      await dan.page.keyboard.press("Escape");
      await expect(bell(dan.page)).toHaveAccessibleName("Notifications");
      await bell(dan.page).click();
      await expect(items).toHaveCount(1);
      await expect(modal.getByRole("button", { name: /New match request/ })).toBeVisible();

      // The request notification leads to Relationships.
      await modal.getByRole("button", { name: /New match request/ }).click();
      await expect(dan.page).toHaveURL(/\/app\/matches$/);
    } finally {
      await cleo.context.close();
      await dan.context.close();
    }
  });

  test("a long thread keeps the reader's place: older messages load above, new ones wait behind a pill", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const gil = await signedInMember(browser, request, "Gil");
    const hana = await signedInMember(browser, request, "Hana");
    try {
      await connectMembers(gil, hana, "match");
      const conversations = await gil.page.request.get("/api/v1/matches");
      const conversationId = ((await conversations.json()) as { id: number }[])[0]!.id;
      // 110 messages, more than the first page of 100 (and within each sender's rate limit).
      for (let index = 1; index <= 110; index++) {
        const sender = index % 2 ? gil : hana;
        const sent = await sender.page.request.post("/api/v1/messages", {
          data: { match_id: conversationId, content: `Message ${index}` },
        });
        expect(sent.status(), await sent.text()).toBe(201);
      }
      const unreadForHana = async () =>
        (
          (await (await hana.page.request.get(`/api/v1/messages/${conversationId}/unread-count`)).json()) as {
            count: number;
          }
        ).count;
      expect(await unreadForHana()).toBe(55);

      // More is unread than fits: the thread opens at the first unread message it holds (the 11th;
      // the page has the latest 100), under an "Unread messages" divider, not at the end.
      await hana.page.goto(`/app/messages/${conversationId}`);
      const log = thread(hana.page, gil.account.name);
      await expect(log.getByRole("listitem")).toHaveCount(100);
      const anchor = log.getByText("Message 11", { exact: true });
      await expect(anchor).toBeInViewport();
      await expect(log.getByText("Unread messages")).toBeInViewport();
      await expect(log.getByText("Message 110", { exact: true })).not.toBeInViewport();

      // Reading down to the end marks everything that passed on screen; the 5 older ones are not loaded yet.
      await scrollThread(hana.page, log, "down");
      await expect(log.getByText("Message 110", { exact: true })).toBeInViewport();
      await expect.poll(unreadForHana).toBe(5);

      // Older messages come in above without moving what the reader is looking at.
      await scrollThread(hana.page, log, "up");
      await expect(anchor).toBeInViewport();
      await log.getByRole("button", { name: "Load older messages" }).click();
      await expect(log.getByRole("listitem")).toHaveCount(110);
      await expect(anchor).toBeInViewport();
      const first = log.getByText("Message 1", { exact: true });
      await expect(first).not.toBeInViewport();
      await expect(log.getByRole("button", { name: "Load older messages" })).toHaveCount(0);
      await scrollThread(hana.page, log, "up");
      await expect(first).toBeInViewport();
      await expect.poll(unreadForHana).toBe(0);

      // Scrolled up, a new message does not pull the view down (nor count as read): a pill offers it.
      const news = await gil.page.request.post("/api/v1/messages", {
        data: { match_id: conversationId, content: "Fresh news" },
      });
      expect(news.status(), await news.text()).toBe(201);
      const pill = hana.page.getByRole("button", { name: "New messages" });
      await expect(pill).toBeVisible(MESSAGE_POLL_WAIT);
      await expect(first).toBeInViewport();
      await expect(log.getByText("Fresh news")).not.toBeInViewport();
      expect(await unreadForHana()).toBe(1);
      await pill.click();
      await expect(log.getByText("Fresh news")).toBeInViewport();
      await expect(pill).toHaveCount(0);
      await expect.poll(unreadForHana).toBe(0);
    } finally {
      await gil.context.close();
      await hana.context.close();
    }
  });

  test("a conversation closed by the other side says so, with a way back; phones stack list and thread", async ({
    browser,
    request,
    allowConsoleError,
  }) => {
    // The closed conversation's messages answer 404: that is how the thread learns it is gone.
    allowConsoleError(failedLoad(404, "/api/v1/messages/"));
    test.setTimeout(90_000);
    const eve = await signedInMember(browser, request, "Eve");
    const finn = await signedInMember(browser, request, "Finn");
    try {
      const pairingId = await connectMembers(eve, finn, "match");

      // On a phone the list comes first, then the thread with a back link.
      await finn.page.setViewportSize({ width: 390, height: 844 });
      await finn.page.goto("/app/messages");
      await expect(finn.page.getByText("Select a conversation")).toBeHidden();
      await finn.page.getByRole("link", { name: new RegExp(eve.account.name) }).click();
      const finnThread = thread(finn.page, eve.account.name);
      await expect(finnThread).toBeVisible();
      await expect(finn.page.getByRole("list", { name: "Conversations" })).toBeHidden();
      await expect(finn.page.getByRole("link", { name: "Back to conversations" })).toBeVisible();
      await expect(bell(finn.page)).toBeVisible();
      // The header keeps room for Eve's name (Report and Block are icons on a phone, still named by
      // their words): over 140 px, where "Maya Chen" needs about 80 (it had about 70 beside the words).
      await expect(finn.page.getByRole("button", { name: "Report" })).toBeVisible();
      await expect(finn.page.getByRole("button", { name: "Block" })).toBeVisible();
      const nameWidth = await finn.page
        .locator("#thread-heading")
        .evaluate((element) => element.getBoundingClientRect().width);
      expect(nameWidth).toBeGreaterThan(140);

      // Eve ends the match: Finn's open thread learns it at its next poll.
      const removed = await eve.page.request.delete(`/api/v1/pairings/${pairingId}`);
      expect(removed.status(), await removed.text()).toBe(204);
      await expect(finn.page.getByRole("heading", { name: "This conversation is no longer available" })).toBeVisible(
        MESSAGE_POLL_WAIT,
      );
      await finn.page.getByRole("link", { name: "Back to Messages" }).click();
      await expect(finn.page).toHaveURL(/\/app\/messages$/);
      await expect(finn.page.getByText("No conversations yet")).toBeVisible();
      await expect(finn.page.getByText("Match with someone to start chatting!")).toBeVisible();
    } finally {
      await eve.context.close();
      await finn.context.close();
    }
  });
});
