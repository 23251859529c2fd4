import type { Page } from "@playwright/test";
import { dayFromToday, expect, failedLoad, planThroughApi, region, signedInMember, solidImage, test } from "./fixtures";

/** docs/product.md §2.9: every card or row showing another member opens their profile, which offers what fits. */

/** A plan kept as typed (no city): only someone with the same text meets it, so no other test's traveller shows up. */
const profileHeading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

test.describe("member profiles", () => {
  test("open a profile from a Discover card, connect from it, answer from Relationships and message from the profile", async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const ana = await signedInMember(browser, request, "Ana");
    const ben = await signedInMember(browser, request, "Ben");
    try {
      const place = `Profile Bay ${Date.now()}`;
      await planThroughApi(ana.page, place, 30, 36);
      await planThroughApi(ben.page, place, 33, 40);

      // Discover: Ben's name on his card opens his profile.
      await ana.page.goto("/app");
      // Neither has said whom they seek: Ben is offered as a friend.
      const benCard = region(ana.page, "Potential Friendships").getByRole("article", { name: ben.account.name });
      await benCard.getByRole("link", { name: ben.account.name }).click();
      await expect(ana.page).toHaveURL(new RegExp(`/app/user/${ben.id}$`));
      await expect(profileHeading(ana.page, ben.account.name)).toBeVisible();
      const overlaps = region(ana.page, "Where you overlap");
      await expect(overlaps.getByText(/\(4 days together\)/)).toBeVisible();
      await expect(region(ana.page, "Mutual connections").getByText("No mutual connections.")).toBeVisible();

      // Connect from the profile: the request is sent and the profile says so.
      await ana.page.getByRole("button", { name: "Connect as friend" }).click();
      await expect(ana.page.getByText("Friend request sent!")).toBeVisible();
      await expect(ana.page.getByText(`You sent ${ben.account.name} a friend request`)).toBeVisible();
      await expect(ana.page.getByRole("button", { name: "Connect as friend" })).toHaveCount(0);

      // Ben: the request's card in Relationships opens Ana's profile, where he accepts it.
      await ben.page.goto("/app/matches");
      const requestCard = region(ben.page, "Pending Friend Requests").getByRole("article", { name: ana.account.name });
      await requestCard.getByRole("link", { name: ana.account.name }).click();
      await expect(profileHeading(ben.page, ana.account.name)).toBeVisible();
      await expect(ben.page.getByText(`${ana.account.name} sent you a friend request`)).toBeVisible();
      await ben.page.getByRole("button", { name: "Accept" }).click();
      await expect(ben.page.getByText("Friend request accepted!")).toBeVisible();
      await expect(ben.page.getByText(`You and ${ana.account.name} are friends`)).toBeVisible();

      // Connected: Message opens their conversation, whose header leads back to the profile.
      await ben.page.getByRole("button", { name: "Message" }).click();
      await expect(ben.page).toHaveURL(/\/app\/messages\/\d+$/);
      const header = ben.page.getByRole("heading", { level: 2, name: ana.account.name });
      await header.getByRole("link", { name: ana.account.name }).click();
      await expect(ben.page).toHaveURL(new RegExp(`/app/user/${ana.id}$`));
      await expect(profileHeading(ben.page, ana.account.name)).toBeVisible();

      // The conversation list's photo opens the profile as well.
      await ben.page.goto("/app/messages");
      await ben.page
        .getByRole("list", { name: "Conversations" })
        .getByRole("link", { name: "Open profile" })
        .first()
        .click();
      await expect(profileHeading(ben.page, ana.account.name)).toBeVisible();

      // Relationships' Friends card, on Ana's side.
      await ana.page.goto("/app/matches");
      await region(ana.page, "Friends")
        .getByRole("article", { name: ben.account.name })
        .getByRole("link", { name: ben.account.name })
        .click();
      await expect(profileHeading(ana.page, ben.account.name)).toBeVisible();
      await expect(ana.page.getByRole("button", { name: "Message" })).toBeVisible();
    } finally {
      await ana.context.close();
      await ben.context.close();
    }
  });

  test("a host invites a friend to a trip from their profile, and the trip's people open their profiles", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const host = await signedInMember(browser, request, "Hana");
    const guest = await signedInMember(browser, request, "Gus");
    try {
      const pairing = await host.page.request.post("/api/v1/pairings", {
        data: { target_user_id: guest.id, action: "friend" },
      });
      expect(pairing.status(), await pairing.text()).toBe(201);
      const pairingId = ((await pairing.json()) as { id: number }).id;
      const accepted = await guest.page.request.post(`/api/v1/pairings/${pairingId}/respond`, {
        data: { response_type: "befriend" },
      });
      expect(accepted.status(), await accepted.text()).toBe(200);
      const title = `Profile week ${Date.now()}`;
      const created = await host.page.request.post("/api/v1/group-trips", {
        data: {
          title,
          destination: `Trip Cove ${Date.now()}`,
          arrival_date: dayFromToday(40),
          departure_date: dayFromToday(45),
          trip_type: "friends",
          visibility: "private",
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const tripId = ((await created.json()) as { id: number }).id;

      await host.page.goto(`/app/user/${guest.id}`);
      await host.page.getByRole("button", { name: "Invite to Trip" }).click();
      const dialog = host.page.getByRole("dialog", { name: `Invite ${guest.account.name} to a trip` });
      await dialog.getByRole("button", { name: `Invite to ${title}` }).click();
      await expect(host.page.getByText("Invitation sent!")).toBeVisible();

      // The trip's pending list names the invitee, linked to their profile.
      await host.page.goto(`/app/travel-plans/group-trip/${tripId}`);
      await host.page
        .getByRole("list", { name: "Pending approvals" })
        .getByRole("link", { name: guest.account.name })
        .click();
      await expect(profileHeading(host.page, guest.account.name)).toBeVisible();

      // The guest's side: the host's name opens their profile wherever the trip screen writes it.
      await guest.page.goto(`/app/travel-plans/group-trip/${tripId}`);
      const hostLinks = guest.page.getByRole("link", { name: host.account.name, exact: true });
      // The invitation banner, "Hosted by", and the participants list.
      await expect(hostLinks).toHaveCount(3);
      for (const link of await hostLinks.all()) await expect(link).toHaveAttribute("href", `/app/user/${host.id}`);
      await guest.page.getByText("Hosted by").getByRole("link", { name: host.account.name }).click();
      await expect(profileHeading(guest.page, host.account.name)).toBeVisible();
      await guest.page.goBack();
      await guest.page
        .getByRole("list", { name: "Participants" })
        .getByRole("link", { name: host.account.name })
        .click();
      await expect(profileHeading(guest.page, host.account.name)).toBeVisible();
    } finally {
      await host.context.close();
      await guest.context.close();
    }
  });

  test("a server's field error goes once that field changes", async ({ browser, request, allowConsoleError }) => {
    allowConsoleError(failedLoad(400, "/api/v1/users/me/password"));
    const ana = await signedInMember(browser, request, "Ana");
    try {
      await ana.page.goto("/app/settings");
      const form = ana.page.getByRole("form", { name: "Password" });
      const current = form.getByLabel("Current password");
      await current.fill("not my password at all");
      await form.getByLabel("New password").fill("a brand new password 42");
      await form.getByRole("button", { name: "Change password" }).click();
      await expect(current).toHaveAccessibleDescription(/Current password is incorrect/);
      await current.press("End");
      await current.pressSequentially("!");
      await expect(current).not.toHaveAccessibleDescription(/Current password is incorrect/);
      await expect(form.getByText("Current password is incorrect")).toHaveCount(0);
    } finally {
      await ana.context.close();
    }
  });

  // On a small phone the photo (or the initials) once filled the first screen: name and actions were below it.
  test("on a small phone a profile's name shows on the first screen, and its first action too without photos", async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const viewer = await signedInMember(browser, request, "Vera");
    const member = await signedInMember(browser, request, "Milo");
    try {
      const filled = await member.page.request.put("/api/v1/users/me", {
        data: { current_location: "Valparaíso, Chile", headline: "Sound engineer · Lima next", gender: "Man" },
      });
      expect(filled.status(), await filled.text()).toBe(200);
      const page = viewer.page;
      // An iPhone SE's page area with Safari's bars showing.
      const screen = { width: 375, height: 548 };
      await page.setViewportSize(screen);
      const onFirstScreen = async (target: ReturnType<Page["getByRole"]>) => {
        await expect(target).toBeVisible();
        const box = (await target.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
      };
      await page.goto(`/app/user/${member.id}`);
      await onFirstScreen(profileHeading(page, member.account.name));
      await onFirstScreen(page.getByRole("button", { name: "Connect as friend" }));

      const upload = await member.page.request.post("/api/v1/users/me/photos", {
        multipart: {
          file: { name: "me.png", mimeType: "image/png", buffer: await solidImage({ width: 400, height: 400 }) },
        },
      });
      expect(upload.status(), await upload.text()).toBe(201);
      await page.goto(`/app/user/${member.id}`);
      await expect(page.getByRole("img", { name: member.account.name })).toBeVisible();
      await onFirstScreen(profileHeading(page, member.account.name));
    } finally {
      await viewer.context.close();
      await member.context.close();
    }
  });
});
