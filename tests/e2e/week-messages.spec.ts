import type { Page } from "@playwright/test";
import {
  connectMembers,
  dayFromToday,
  expect,
  failedLoad,
  signedInMember,
  test,
  type SignedInMember,
} from "./fixtures";

/**
 * Messages without dead ends (docs/product.md §2.8): a send is never lost (offline, a failing
 * server, a lost answer), one inbox for conversations and trip chats, messages as people write
 * them (the counter, links, one "Read"). Each runs on a phone in a dark theme and on a desktop in
 * the light one.
 */
const SCREENS = [
  { name: "phone, midnight-blue", viewport: { width: 390, height: 844 }, theme: "midnight-blue" },
  { name: "desktop, light", viewport: { width: 1280, height: 800 }, theme: "light" },
] as const;

test.use({ locale: "en-US" });

const thread = (page: Page, name: string) => page.getByRole("log", { name: `Messages with ${name}` });
const tripChat = (page: Page) => page.getByRole("log", { name: "Trip chat messages" });
const unsent = (page: Page) => page.getByRole("list", { name: "Messages not sent yet" });

/** Chromium's lines for requests made while offline, and the outbox's own log of a failed send. */
const OFFLINE = /net::ERR_INTERNET_DISCONNECTED|Failed to send message/i;

async function onScreen(member: SignedInMember, screen: (typeof SCREENS)[number]) {
  await member.page.setViewportSize(screen.viewport);
  const themed = await member.page.request.put("/api/v1/users/me", { data: { theme_preference: screen.theme } });
  expect(themed.status(), await themed.text()).toBe(200);
}

async function conversationId(member: SignedInMember): Promise<number> {
  const list = (await (await member.page.request.get("/api/v1/matches")).json()) as { id: number }[];
  return list[0]!.id;
}

async function contentsOf(member: SignedInMember, matchId: number): Promise<string[]> {
  const messages = (await (await member.page.request.get(`/api/v1/messages/${matchId}`)).json()) as {
    content: string;
  }[];
  return messages.map((message) => message.content);
}

for (const screen of SCREENS) {
  test.describe(`messages (${screen.name})`, () => {
    test("a send is never lost: offline, a failing server and a lost answer all end in one message", async ({
      browser,
      request,
      allowConsoleError,
    }) => {
      test.setTimeout(150_000);
      allowConsoleError(OFFLINE);
      allowConsoleError(failedLoad(500, "/api/v1/messages"));
      allowConsoleError(failedLoad(503, "/api/v1/messages"));
      const ana = await signedInMember(browser, request, "Ana");
      const ben = await signedInMember(browser, request, "Ben");
      try {
        await connectMembers(ana, ben, "match");
        await onScreen(ana, screen);
        const matchId = await conversationId(ana);
        await ana.page.goto(`/app/messages/${matchId}`);
        const log = thread(ana.page, ben.account.name);
        await expect(log).toBeVisible();
        const box = ana.page.getByLabel("Message", { exact: true });

        // Offline (the browser's own mode): the message shows as not sent, the box is free, and it goes once the
        // connection is back.
        await ana.context.setOffline(true);
        await box.fill("On the ferry, see you at 6");
        await box.press("Enter");
        await expect(box).toHaveValue("");
        await expect(unsent(ana.page).getByText("On the ferry, see you at 6")).toBeVisible();
        await expect(unsent(ana.page).getByText("Not sent", { exact: true })).toBeVisible();
        await expect(unsent(ana.page).getByRole("button", { name: "Retry" })).toBeVisible();
        await ana.context.setOffline(false);
        await expect(log.getByText("On the ferry, see you at 6", { exact: true })).toBeVisible();
        await expect(unsent(ana.page)).toHaveCount(0);
        expect(await contentsOf(ana, matchId)).toEqual(["On the ferry, see you at 6"]);

        // The server fails: not sent, kept across a reload, sent by Retry once the server is back.
        const failing = (route: import("@playwright/test").Route) =>
          route.request().method() === "POST"
            ? route.fulfill({ status: 503, json: { detail: "Service unavailable" } })
            : route.fallback();
        await ana.page.route("**/api/v1/messages", failing);
        await box.fill("Second try from the harbour");
        await box.press("Enter");
        await expect(unsent(ana.page).getByText("Not sent", { exact: true })).toBeVisible();
        await ana.page.reload();
        await expect(unsent(ana.page).getByText("Second try from the harbour")).toBeVisible();
        await expect(unsent(ana.page).getByText("Not sent", { exact: true })).toBeVisible();
        await ana.page.unroute("**/api/v1/messages", failing);
        await unsent(ana.page).getByRole("button", { name: "Retry" }).click();
        await expect(
          thread(ana.page, ben.account.name).getByText("Second try from the harbour", { exact: true }),
        ).toBeVisible();
        await expect(unsent(ana.page)).toHaveCount(0);

        // The answer is lost after the server stored the message: Retry answers that message, never a second one.
        const losing = async (route: import("@playwright/test").Route) => {
          if (route.request().method() !== "POST") return route.fallback();
          await route.fetch();
          await route.fulfill({ status: 500, json: { detail: "Something went wrong on our side. Please try again." } });
        };
        // The live stream may bring the stored message before anyone retries: it then leaves the outbox by its client
        // id.
        await ana.page.route("**/api/v1/messages", losing);
        const lost = ana.page.waitForResponse(
          (response) => response.url().endsWith("/api/v1/messages") && response.request().method() === "POST",
        );
        await box.fill("Only once, please");
        await box.press("Enter");
        expect((await lost).status()).toBe(500);
        const stored = thread(ana.page, ben.account.name).getByText("Only once, please", { exact: true });
        const retry = unsent(ana.page).getByRole("button", { name: "Retry" });
        await expect(stored.or(retry).first()).toBeVisible();
        await ana.page.unroute("**/api/v1/messages", losing);
        if (await retry.isVisible()) await retry.click();
        await expect(unsent(ana.page)).toHaveCount(0);
        await expect(stored).toHaveCount(1);
        await ana.page.reload();
        await expect(stored).toHaveCount(1);
        await expect(unsent(ana.page)).toHaveCount(0);
        expect(await contentsOf(ana, matchId)).toEqual([
          "On the ferry, see you at 6",
          "Second try from the harbour",
          "Only once, please",
        ]);
      } finally {
        await ana.context.close();
        await ben.context.close();
      }
    });

    test("one inbox, and messages as people write them: links, the counter, one Read", async ({
      browser,
      request,
      allowConsoleError,
    }) => {
      test.setTimeout(150_000);
      allowConsoleError(OFFLINE);
      const host = await signedInMember(browser, request, "Hana");
      const guest = await signedInMember(browser, request, "Gus");
      try {
        await onScreen(guest, screen);
        // Nothing yet: the empty state.
        await guest.page.goto("/app/messages");
        await expect(guest.page.getByRole("heading", { name: "No conversations yet" })).toBeVisible();

        // A trip chat alone is an inbox: listed, with its latest message and unread count, no empty state.
        const friendship = await connectMembers(host, guest, "friend");
        const created = await host.page.request.post("/api/v1/group-trips", {
          data: {
            title: `Ferry week ${Date.now()}`,
            destination: "Naxos, Greece",
            arrival_date: dayFromToday(30),
            departure_date: dayFromToday(37),
            trip_type: "friends",
            visibility: "private",
          },
        });
        expect(created.status(), await created.text()).toBe(201);
        const trip = (await created.json()) as { id: number; title: string };
        expect(
          (
            await host.page.request.post(`/api/v1/group-trips/${trip.id}/invite`, { data: { user_id: guest.id } })
          ).status(),
        ).toBe(201);
        expect(
          (
            await guest.page.request.put(
              `/api/v1/group-trips/${trip.id}/participants/${guest.id}?status_update=accepted`,
            )
          ).status(),
        ).toBe(200);
        expect(
          (
            await host.page.request.post(`/api/v1/group-trips/${trip.id}/messages`, {
              data: { content: "Tickets: https://ferries.example.org/naxos" },
            })
          ).status(),
        ).toBe(201);
        await guest.page.goto("/app/messages");
        const inbox = guest.page.getByRole("list", { name: "Conversations" });
        const tripRow = inbox.getByRole("link", { name: new RegExp(`${trip.title}\\s?, trip chat`) });
        await expect(tripRow).toBeVisible();
        await expect(tripRow).toContainText(`${host.account.name}: Tickets: https://ferries.example.org/naxos`);
        await expect(tripRow).toContainText("1 unread");

        // A friend's conversation joins it, newest first.
        const started = await guest.page.request.post(`/api/v1/matches/from-pairing/${friendship}`);
        expect([200, 201]).toContain(started.status());
        const matchId = ((await started.json()) as { id: number }).id;
        expect(
          (
            await host.page.request.post("/api/v1/messages", {
              data: { match_id: matchId, content: "Ping me when you land" },
            })
          ).status(),
        ).toBe(201);
        await guest.page.reload();
        await expect(inbox.getByRole("listitem")).toHaveCount(2);
        await expect(inbox.getByRole("listitem").first()).toContainText("Ping me when you land");

        // The trip chat opens on the trip's page; links there are safe and open in a new tab.
        await tripRow.click();
        await expect(guest.page.getByRole("heading", { name: "Chat", exact: true })).toBeVisible();
        const link = tripChat(guest.page).getByRole("link", { name: "https://ferries.example.org/naxos" });
        await expect(link).toHaveAttribute("href", "https://ferries.example.org/naxos");
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");

        // Trip chat offline: not sent, then sent when the connection returns.
        const chatBox = guest.page
          .getByRole("form", { name: "Send a message to the trip" })
          .getByLabel("Message", { exact: true });
        await guest.context.setOffline(true);
        await chatBox.fill("Boarding now");
        await chatBox.press("Enter");
        await expect(unsent(guest.page).getByText("Not sent", { exact: true })).toBeVisible();
        await guest.context.setOffline(false);
        await expect(tripChat(guest.page).getByText("Boarding now", { exact: true })).toBeVisible();
        await expect(unsent(guest.page)).toHaveCount(0);

        // The counter near 5,000 characters, and a clear refusal above it (nothing is cut).
        await guest.page.goto(`/app/messages/${matchId}`);
        const box = guest.page.getByLabel("Message", { exact: true });
        const send = guest.page.getByRole("button", { name: "Send", exact: true });
        await box.fill("a".repeat(4_400));
        await expect(guest.page.getByText(/characters left$/)).toHaveCount(0);
        await box.fill("a".repeat(4_600));
        await expect(guest.page.getByText("400 characters left")).toBeVisible();
        await box.fill("a".repeat(5_003));
        await expect(
          guest.page.getByRole("alert").filter({ hasText: "Messages must be at most 5,000 characters: 3 too many" }),
        ).toBeVisible();
        await expect(box).toHaveValue("a".repeat(5_003));
        await expect(send).toBeDisabled();
        await box.fill("See https://www.naxos.example.com, or javascript:alert(1)");
        await box.press("Enter");
        const log = thread(guest.page, host.account.name);
        await expect(log.getByRole("link", { name: "https://www.naxos.example.com" })).toHaveAttribute(
          "rel",
          "noopener noreferrer nofollow",
        );
        await expect(log.getByRole("link")).toHaveCount(1);
        await expect(log.getByText("javascript:alert(1)", { exact: false })).toBeVisible();

        // One read-state word in the thread: "Sent" under the latest, then one "Read" once the host has read it.
        await box.fill("Second one");
        await box.press("Enter");
        await expect(log.getByText(/^(Sent|Read)$/)).toHaveCount(1);
        await expect(log.getByRole("listitem").last().getByText("Sent", { exact: true })).toBeVisible();
        await host.page.goto(`/app/messages/${matchId}`);
        await expect(thread(host.page, guest.account.name).getByText("Second one", { exact: true })).toBeVisible();
        await expect(log.getByRole("listitem").last().getByText("Read", { exact: true })).toBeVisible({
          timeout: 15_000,
        });
        await expect(log.getByText(/^(Sent|Read)$/)).toHaveCount(1);
      } finally {
        await host.context.close();
        await guest.context.close();
      }
    });
  });
}
