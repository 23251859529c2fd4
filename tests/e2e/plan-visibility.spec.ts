import type { APIRequestContext, Browser } from "@playwright/test";
import { connectMembers, expect, planThroughApi, region, signedInMember, test } from "./fixtures";

/**
 * Who sees my plans (docs/product.md): a member keeps a trip to their matches and friends from its
 * Edit form; a stranger no longer meets them in Discover, while a friend still sees the trip on
 * their profile. On a phone and on a desktop, each on days of its own.
 */
const SCREENS = [
  { name: "phone", viewport: { width: 390, height: 844 }, phone: true, shift: 0 },
  { name: "desktop", viewport: { width: 1280, height: 900 }, phone: false, shift: 300 },
] as const;
type Screen = (typeof SCREENS)[number];

const memberOn = (browser: Browser, request: APIRequestContext, label: string, screen: Screen) =>
  signedInMember(browser, request, label, {
    viewport: screen.viewport,
    isMobile: screen.phone,
    hasTouch: screen.phone,
  });

for (const screen of SCREENS) {
  const at = (day: number) => day + screen.shift;
  test.describe(`Who sees my plans (${screen.name})`, () => {
    test("a trip kept to connections leaves a stranger's Discover and stays on a friend's view", async ({
      browser,
      request,
    }) => {
      test.setTimeout(150_000);
      const owner = await memberOn(browser, request, "Oona", screen);
      const stranger = await memberOn(browser, request, "Sten", screen);
      const friend = await memberOn(browser, request, "Frida", screen);
      try {
        await planThroughApi(owner.page, "Tartu", at(40), at(47));
        await planThroughApi(stranger.page, "Tartu", at(41), at(45));
        await planThroughApi(friend.page, "Tartu", at(42), at(46));
        await connectMembers(owner, friend, "friend");

        // The stranger meets the owner in Discover while the trip is open to everyone.
        await stranger.page.goto("/app");
        const ownerCard = stranger.page.getByRole("article", { name: owner.account.name });
        await expect(ownerCard.first()).toBeVisible();

        // The owner keeps the trip to connections from its Edit form; the card says so.
        const page = owner.page;
        await page.goto("/app/travel-plans");
        const trips = page.getByRole("list", { name: "Solo trips" });
        await trips.getByRole("button", { name: /^Edit trip to Tartu/ }).click();
        const dialog = page.getByRole("dialog");
        const seenBy = dialog.getByLabel("Who sees this trip");
        await expect(seenBy).toHaveValue("everyone");
        await seenBy.selectOption("connections");
        await dialog.getByRole("button", { name: "Save Changes" }).click();
        await expect(dialog).toBeHidden();
        await expect(trips.getByText("Connections only")).toBeVisible();

        // The stranger's next read of Discover no longer has the owner, and their view of the
        // owner's profile shows no overlap.
        await stranger.page.reload();
        await expect(stranger.page.getByRole("heading", { name: "Potential Friendships" })).toBeVisible();
        await expect(ownerCard).toHaveCount(0);
        await stranger.page.goto(`/app/user/${owner.id}`);
        await expect(stranger.page.getByRole("heading", { name: owner.account.name }).first()).toBeVisible();
        await expect(region(stranger.page, "Where you overlap").getByText(/days? together/)).toHaveCount(0);

        // The friend still sees the trip on the owner's profile.
        await friend.page.goto(`/app/user/${owner.id}`);
        await expect(region(friend.page, "Where you overlap").getByText(/days? together/)).toBeVisible();
      } finally {
        await owner.context.close();
        await stranger.context.close();
        await friend.context.close();
      }
    });
  });
}
