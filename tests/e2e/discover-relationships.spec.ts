import type { APIRequestContext, Page } from "@playwright/test";
import {
  createSoloTripThroughForm,
  dayFromToday,
  expect,
  memberWithToken,
  newAccount,
  registerMember,
  signedInMember,
  test,
} from "./fixtures";

/** "Mar 3-6" / "Mar 30-Apr 2", written independently of the app's formatter. */
function dayRange(start: string, end: string): string {
  const month = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleString("en-US", { month: "short", timeZone: "UTC" });
  const date = (day: string) => Number(day.slice(8, 10));
  return month(start) === month(end)
    ? `${month(start)} ${date(start)}-${date(end)}`
    : `${month(start)} ${date(start)}-${month(end)} ${date(end)}`;
}

/** Sets the profile fields that make a romantic match possible (docs/api.md §4), with the page's session cookie. */
async function setMatchPreferences(page: Page, gender: string, interestedIn: string[]) {
  const response = await page.request.put("/api/v1/users/me", { data: { gender, interested_in: interestedIn } });
  expect(response.status(), await response.text()).toBe(200);
}

/** `count` new members (Label00, Label01…) ask `hostId` to be friends, in that order; the requests' ids. */
async function askToBeFriends(
  request: APIRequestContext,
  hostId: number,
  label: string,
  count: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const asker = await memberWithToken(request, `${label}${String(index).padStart(2, "0")}`);
    const asked = await request.post("/api/v1/pairings", {
      data: { target_user_id: hostId, action: "friend" },
      headers: asker.headers,
    });
    expect(asked.status(), await asked.text()).toBe(201);
    ids.push(((await asked.json()) as { id: number }).id);
  }
  return ids;
}

const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
const card = (page: Page, scope: string, name: string) => section(page, scope).getByRole("article", { name });

test.describe("discover and relationships", () => {
  // Tbilisi: a city no other browser test travels to, so Ana and Ben meet nobody else.
  test("two travellers in Tbilisi find each other, match, and open their conversation", async ({
    browser,
    request,
    allowConsoleError,
  }) => {
    test.setTimeout(120_000);
    const ana = await signedInMember(browser, request, "Ana");
    const ben = await signedInMember(browser, request, "Ben");
    try {
      // Before any plan, Discover says how to start.
      await ana.page.goto("/app");
      await expect(ana.page.getByText("No potential matches found")).toBeVisible();
      await expect(ana.page.getByText("Create a travel plan to find other nomads!")).toBeVisible();

      await setMatchPreferences(ana.page, "Woman", ["Men"]);
      await setMatchPreferences(ben.page, "Man", ["Women"]);
      await createSoloTripThroughForm(ana.page, {
        search: "Tbil",
        city: "Tbilisi, Georgia",
        arrival: dayFromToday(30),
        departure: dayFromToday(35),
      });
      await createSoloTripThroughForm(ben.page, {
        search: "Tbil",
        city: "Tbilisi, Georgia",
        arrival: dayFromToday(32),
        departure: dayFromToday(40),
      });

      // Ana's Discover: Ben, with their four shared days, offered as a match.
      await ana.page.goto("/app");
      await expect(
        ana.page
          .getByRole("navigation", { name: "Filter by destination" })
          .getByRole("link", { name: "All destinations" }),
      ).toHaveAttribute("aria-current", "page");
      const benCard = card(ana.page, "Potential Matches", ben.account.name);
      await expect(benCard).toBeVisible();
      await expect(
        benCard.getByText(`4 days in Tbilisi, ${dayRange(dayFromToday(32), dayFromToday(35))}`),
      ).toBeVisible();
      await expect(benCard.getByRole("button", { name: "Pass" })).toBeVisible();
      await expect(benCard.getByRole("button", { name: "Friend" })).toBeVisible();

      // The destination filter keeps Ben (he is in Tbilisi) and marks the filter as current.
      await ana.page.getByRole("link", { name: "Tbilisi, Georgia" }).click();
      await expect(ana.page).toHaveURL(/destination=Tbilisi/);
      await expect(ana.page.getByRole("link", { name: "Tbilisi, Georgia" })).toHaveAttribute("aria-current", "page");
      await benCard.getByRole("button", { name: "Match" }).click();
      await expect(ana.page.getByText("Match request sent!")).toBeVisible();
      await expect(benCard).toHaveCount(0);
      // Ben was the only one: the list is empty again and keyboard focus is back on the page's heading.
      await expect(ana.page.getByText("No potential matches found")).toBeVisible();
      await expect(ana.page.getByRole("heading", { level: 1, name: "Discover" })).toBeFocused();

      // Ana's request waits under Requests Sent.
      await ana.page.goto("/app/matches");
      await expect(card(ana.page, "Requests Sent", ben.account.name)).toBeVisible();

      // Ben accepts it.
      await ben.page.goto("/app/matches");
      const request = card(ben.page, "Pending Match Requests", ana.account.name);
      await expect(request).toBeVisible();
      await expect(request.getByRole("button", { name: "Befriend" })).toBeVisible();
      // Offline first, on purpose: the click says it failed, and the request still waits.
      allowConsoleError(/net::ERR_INTERNET_DISCONNECTED/);
      await ben.context.setOffline(true);
      await request.getByRole("button", { name: "Accept" }).click();
      await expect(ben.page.getByText("Network error. Please check if the backend server is running.")).toBeVisible();
      await expect(request.getByRole("button", { name: "Accept" })).toBeEnabled();
      await ben.context.setOffline(false);
      await request.getByRole("button", { name: "Accept" }).click();
      await expect(ben.page.getByText("Match accepted!")).toBeVisible();
      await expect(card(ben.page, "Matches", ana.account.name)).toBeVisible();
      await expect(section(ben.page, "Pending Match Requests")).toHaveCount(0);
      await expect(ben.page.getByText("1 connection")).toBeVisible();

      // Both see the match; Message opens the same conversation for each.
      await ana.page.reload();
      const benMatch = card(ana.page, "Matches", ben.account.name);
      await expect(benMatch).toBeVisible();
      // One match: no carousel arrows (they come above three).
      await expect(section(ana.page, "Matches").getByRole("button", { name: "Next" })).toHaveCount(0);
      await expect(section(ana.page, "Requests Sent")).toHaveCount(0);
      await benMatch.getByRole("button", { name: "Message" }).click();
      await expect(ana.page).toHaveURL(/\/app\/messages\/\d+$/);
      const conversation = new URL(ana.page.url()).pathname;

      await card(ben.page, "Matches", ana.account.name).getByRole("button", { name: "Message" }).click();
      await expect(ben.page).toHaveURL(/\/app\/messages\/\d+$/);
      expect(new URL(ben.page.url()).pathname).toBe(conversation);
    } finally {
      await ana.context.close();
      await ben.context.close();
    }
  });

  test("a friend request can be declined, and a connection removed after confirming", async ({ browser, request }) => {
    test.setTimeout(120_000);
    const cleo = await signedInMember(browser, request, "Cleo");
    const dan = await signedInMember(browser, request, "Dan");
    const eve = await signedInMember(browser, request, "Eve");
    try {
      // Without gender set, newcomers can only be friends: both show under Potential Friendships.
      for (const member of [cleo, dan, eve]) {
        await createSoloTripThroughForm(member.page, {
          search: "Lisb",
          city: "Lisbon, Portugal",
          arrival: dayFromToday(50),
          departure: dayFromToday(52),
        });
      }
      await dan.page.goto("/app");
      for (const other of [cleo, eve]) {
        const otherCard = card(dan.page, "Potential Friendships", other.account.name);
        await expect(
          otherCard.getByText(`3 days in Lisbon, ${dayRange(dayFromToday(50), dayFromToday(52))}`),
        ).toBeVisible();
        await expect(otherCard.getByRole("button", { name: "Match" })).toHaveCount(0);
        await otherCard.getByRole("button", { name: "Friend" }).click();
        await expect(dan.page.getByText("Friend request sent!").first()).toBeVisible();
        await expect(otherCard).toHaveCount(0);
      }

      // Cleo declines; Eve accepts.
      await cleo.page.goto("/app/matches");
      await card(cleo.page, "Pending Friend Requests", dan.account.name)
        .getByRole("button", { name: "Decline" })
        .click();
      await expect(cleo.page.getByText("Request declined")).toBeVisible();
      await expect(cleo.page.getByText("No relationships yet")).toBeVisible();

      await eve.page.goto("/app/matches");
      await card(eve.page, "Pending Friend Requests", dan.account.name).getByRole("button", { name: "Accept" }).click();
      await expect(eve.page.getByText("Friend request accepted!")).toBeVisible();
      await expect(card(eve.page, "Friends", dan.account.name)).toBeVisible();

      // Dan unfriends Eve, after a confirmation that Escape can dismiss.
      await dan.page.goto("/app/matches");
      const eveFriend = card(dan.page, "Friends", eve.account.name);
      await eveFriend.getByRole("button", { name: "Unfriend" }).click();
      const dialog = dan.page.getByRole("dialog", { name: "Unfriend" });
      await expect(dialog.getByText(`Are you sure you want to unfriend ${eve.account.name}?`)).toBeVisible();
      await dan.page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(eveFriend).toBeVisible();

      await eveFriend.getByRole("button", { name: "Unfriend" }).click();
      await dialog.getByRole("button", { name: "Unfriend" }).click();
      await expect(eveFriend).toHaveCount(0);
      await expect(dan.page.getByText("0 connections")).toBeVisible();
      // Cleo's decline tells Dan nothing (docs/api.md §5.1): his request still reads as sent.
      await expect(card(dan.page, "Requests Sent", cleo.account.name)).toContainText("Friend request sent");
    } finally {
      for (const member of [cleo, dan, eve]) await member.context.close();
    }
  });

  test("a sent request can be cancelled", async ({ browser, request }) => {
    test.setTimeout(90_000);
    const fay = await signedInMember(browser, request, "Fay");
    const gus = await signedInMember(browser, request, "Gus");
    try {
      const created = await fay.page.request.post("/api/v1/pairings", {
        data: { target_user_id: gus.id, action: "friend" },
      });
      expect(created.status(), await created.text()).toBe(201);

      await fay.page.goto("/app/matches");
      const sent = card(fay.page, "Requests Sent", gus.account.name);
      await sent.getByRole("button", { name: "Cancel" }).click();
      const dialog = fay.page.getByRole("dialog", { name: "Cancel request" });
      await expect(
        dialog.getByText(`Are you sure you want to cancel your friend request to ${gus.account.name}?`),
      ).toBeVisible();
      await dialog.getByRole("button", { name: "Cancel Request" }).click();
      await expect(fay.page.getByText("Request cancelled")).toBeVisible();
      await expect(fay.page.getByText("No relationships yet")).toBeVisible();

      await gus.page.goto("/app/matches");
      await expect(gus.page.getByText("No relationships yet")).toBeVisible();
    } finally {
      await fay.context.close();
      await gus.context.close();
    }
  });

  test("more than three friends get carousel arrows that scroll 300 px a step", async ({ browser, request }) => {
    test.setTimeout(90_000);
    const host = await signedInMember(browser, request, "Host");
    try {
      // Four members ask to be friends through the API; the host accepts them all.
      for (let index = 0; index < 4; index++) {
        const account = newAccount(`Pal${index}`);
        await registerMember(request, account);
        const login = await request.post("/api/v1/auth/login/json", {
          data: { email: account.email, password: account.password },
        });
        const { access_token } = (await login.json()) as { access_token: string };
        const asked = await request.post("/api/v1/pairings", {
          data: { target_user_id: host.id, action: "friend" },
          headers: { Authorization: `Bearer ${access_token}` },
        });
        expect(asked.status(), await asked.text()).toBe(201);
        const pairingId = ((await asked.json()) as { id: number }).id;
        const accepted = await host.page.request.post(`/api/v1/pairings/${pairingId}/respond`, {
          data: { response_type: "befriend" },
        });
        expect(accepted.status(), await accepted.text()).toBe(200);
      }

      // A phone's width leaves room to scroll several steps.
      await host.page.setViewportSize({ width: 390, height: 844 });
      await host.page.goto("/app/matches");
      await expect(host.page.getByText("4 connections")).toBeVisible();
      const friends = section(host.page, "Friends");
      const track = friends.getByRole("list", { name: "Friends" });
      await expect(track.getByRole("article")).toHaveCount(4);
      await expect(friends.getByRole("button", { name: "Previous" })).toBeVisible();
      await friends.getByRole("button", { name: "Next" }).click();
      await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(300);
      await friends.getByRole("button", { name: "Previous" }).click();
      await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(0);
    } finally {
      await host.context.close();
    }
  });

  test("a long list of requests shows its newest 24 and the count, and Show more lists the rest with focus on the first added", async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const host = await signedInMember(browser, request, "Popular");
    try {
      // 30 members ask to be friends, one after the other: the newest is Asker29.
      await askToBeFriends(request, host.id, "Asker", 30);
      const page = host.page;
      await page.goto("/app/matches");
      const requests = section(page, "Pending Friend Requests");
      const cards = requests.getByRole("article");
      await expect(cards).toHaveCount(24);
      await expect(cards.first()).toContainText("Asker29");
      await expect(requests.getByText("24 of 30 friend requests")).toBeVisible();

      await requests.getByRole("link", { name: "Show more friend requests" }).click();
      await expect(cards).toHaveCount(30);
      await expect(page).toHaveURL(/friend_requests=48/);
      await expect(requests.getByRole("link", { name: "Show more friend requests" })).toHaveCount(0);
      // Focus is on the 25th card (Asker05), not back at the top of the page.
      await expect(cards.nth(24)).toContainText("Asker05");
      await expect.poll(() => cards.nth(24).evaluate((card) => card.contains(document.activeElement))).toBe(true);
    } finally {
      await host.context.close();
    }
  });

  test("Show more friends in the sideways row moves focus to the first friend it added", async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const host = await signedInMember(browser, request, "Sociable");
    try {
      // 26 friends, accepted one after the other: the newest is Pal25 and the row shows 24 of them.
      for (const id of await askToBeFriends(request, host.id, "Pal", 26)) {
        const accepted = await host.page.request.post(`/api/v1/pairings/${id}/respond`, {
          data: { response_type: "befriend" },
        });
        expect(accepted.status(), await accepted.text()).toBe(200);
      }
      const page = host.page;
      await page.goto("/app/matches");
      const friends = section(page, "Friends");
      const cards = friends.getByRole("article");
      await expect(cards).toHaveCount(24);
      await expect(friends.getByText("24 of 26 friends")).toBeVisible();

      await friends.getByRole("link", { name: "Show more friends" }).click();
      await expect(cards).toHaveCount(26);
      // Focus is on the 25th card, not on the first: the row tells new cards by the friends' ids,
      // which the server's HTML and the browser's render agree on.
      await expect.poll(() => cards.nth(24).evaluate((card) => card.contains(document.activeElement))).toBe(true);
    } finally {
      await host.context.close();
    }
  });
});
