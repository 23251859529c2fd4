import type { Page } from "@playwright/test";
import {
  connectMembers,
  createSoloTripThroughForm,
  dayFromToday,
  expect,
  region,
  signedInMember,
  test,
} from "./fixtures";

test.use({ locale: "en-US" });

const tripUrl = /\/app\/travel-plans\/group-trip\/(\d+)$/;

/** Picks a city in a Destination combobox the way a person does: type, then choose the suggestion. */
async function chooseDestination(page: Page, search: string, city: string) {
  const destination = page.getByRole("combobox", { name: "Destination" });
  await destination.fill(search);
  await page.getByRole("option", { name: city }).first().click();
  await expect(destination).toHaveValue(city);
}

test.describe("group trips", () => {
  test("a host fills a public trip with a friend's invitation and a match's request, then cancels it", async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const host = await signedInMember(browser, request, "Hana");
    const friend = await signedInMember(browser, request, "Bea");
    const match = await signedInMember(browser, request, "Cal");
    const title = `Surf week ${Date.now()}`;
    try {
      await connectMembers(host, friend, "friend");
      await connectMembers(host, match, "match");

      // The hosting tab starts empty and leads to the Host a Trip form.
      await host.page.goto("/app/travel-plans?tab=hosting");
      await expect(host.page.getByText("You are not hosting group trips yet", { exact: false })).toBeVisible();
      await host.page.getByRole("link", { name: "Host a Trip" }).click();
      await expect(host.page.getByRole("heading", { level: 1, name: "Host a Trip" })).toBeVisible();
      for (const section of ["Basic Information", "Trip Settings", "Trip Details", "Accommodation & Workspace"]) {
        await expect(region(host.page, section)).toBeVisible();
      }
      // Defaults: a private friends trip.
      await expect(host.page.getByRole("radio", { name: "Private" })).toBeChecked();
      await expect(host.page.getByRole("radio", { name: "Friends" })).toBeChecked();

      // docs/product.md §5's checks, before anything is sent.
      await host.page.getByRole("button", { name: "Create Trip" }).click();
      for (const message of [
        "Title is required",
        "Destination is required",
        "Arrival date is required",
        "Departure date is required",
      ]) {
        await expect(host.page.getByText(message)).toBeVisible();
      }
      await expect(host.page.getByLabel("Title")).toBeFocused();

      await host.page.getByLabel("Title").fill(title);
      await chooseDestination(host.page, "Lisb", "Lisbon, Portugal");
      await host.page.getByLabel("Arrival date").fill(dayFromToday(40));
      await host.page.getByLabel("Departure date").fill(dayFromToday(40));
      await host.page.getByLabel("Max participants").fill("1");
      await host.page.getByRole("button", { name: "Create Trip" }).click();
      await expect(host.page.getByText("Departure date must be after arrival date")).toBeVisible();
      await expect(host.page.getByText("Minimum 2 participants required")).toBeVisible();

      await host.page.getByLabel("Departure date").fill(dayFromToday(47));
      await host.page.getByLabel("Max participants").fill("4");
      await host.page.getByRole("radio", { name: "Public" }).check();
      await host.page.getByLabel("Description").fill("Mornings in the water, afternoons at the laptop.");
      await host.page.getByLabel("Budget range").selectOption("Mid-range ($$)");
      await host.page.getByLabel("Trip style").selectOption("Adventure");
      await host.page
        .getByRole("group", { name: /Activities/ })
        .getByLabel("Beach")
        .check();
      await host.page
        .getByRole("group", { name: /Activities/ })
        .getByLabel("Water Sports")
        .check();
      await host.page.getByLabel("Accommodation link").fill("https://example.com/surf-house");
      await host.page.getByRole("button", { name: "Create Trip" }).click();

      // The new trip's screen, as its host sees it.
      await expect(host.page).toHaveURL(tripUrl);
      const tripPath = new URL(host.page.url()).pathname;
      await expect(host.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(host.page.getByText("1 / 4 participants")).toBeVisible();
      await expect(host.page.getByText("planning", { exact: true })).toBeVisible();
      await expect(host.page.getByText("Public", { exact: true })).toBeVisible();
      await expect(host.page.getByRole("list", { name: "Activities" })).toContainText("Beach");
      await expect(host.page.getByRole("list", { name: "Activities" })).toContainText("Water Sports");
      await expect(host.page.getByText("Mid-range ($$)")).toBeVisible();
      await expect(host.page.getByRole("link", { name: /example\.com\/surf-house/ })).toHaveAttribute(
        "href",
        "https://example.com/surf-house",
      );
      await expect(region(host.page, "Pending Approvals").getByText("No one is waiting for an answer.")).toBeVisible();

      // Invite Others lists the host's friend and match; the friend is invited.
      await host.page.getByRole("button", { name: "Invite Others" }).click();
      const invite = host.page.getByRole("dialog", { name: `Invite to ${title}` });
      await expect(invite.getByRole("button", { name: `Invite ${match.account.name}` })).toBeVisible();
      await invite.getByRole("button", { name: `Invite ${friend.account.name}` }).click();
      await expect(host.page.getByText("Invite sent!")).toBeVisible();
      await expect(invite.getByRole("button", { name: `${friend.account.name} invited` })).toBeDisabled();
      await host.page.keyboard.press("Escape");
      await expect(invite).toHaveCount(0);
      const pending = region(host.page, "Pending Approvals");
      const invitation = pending.getByRole("listitem").filter({ hasText: friend.account.name });
      await expect(invitation).toContainText("Invited");

      // The invitation is the friend's to answer: the host may only withdraw it (and invite again).
      await expect(invitation.getByRole("button", { name: /^(Accept|Decline)\b/ })).toHaveCount(0);
      await invitation.getByRole("button", { name: `Withdraw invitation to ${friend.account.name}` }).click();
      await expect(host.page.getByText(`Invitation to ${friend.account.name} withdrawn`)).toBeVisible();
      await expect(pending.getByText("No one is waiting for an answer.")).toBeVisible();
      await host.page.getByRole("button", { name: "Invite Others" }).click();
      await invite.getByRole("button", { name: `Invite ${friend.account.name}` }).click();
      await expect(invite.getByRole("button", { name: `${friend.account.name} invited` })).toBeDisabled();
      await host.page.keyboard.press("Escape");
      await expect(invitation).toContainText("Invited");
      await expect(
        invitation.getByRole("button", { name: `Withdraw invitation to ${friend.account.name}` }),
      ).toBeVisible();

      // The friend accepts from the trip screen: they are going, and the count says so.
      await friend.page.goto(tripPath);
      await expect(friend.page.getByText(`${host.account.name} invited you to this trip.`)).toBeVisible();
      await friend.page.getByRole("button", { name: "Accept" }).click();
      await expect(friend.page.getByRole("button", { name: "Leave Trip" })).toBeVisible();
      await expect(friend.page.getByText("2 / 4 participants")).toBeVisible();
      await expect(region(friend.page, "Participants").getByText(friend.account.name)).toBeVisible();

      // The match finds the public trip on Discover, opens it and asks to join.
      await match.page.goto("/app");
      const connectionTrips = region(match.page, "Group Trips from Your Connections");
      const tripCard = connectionTrips.getByRole("article", { name: title });
      await expect(tripCard).toContainText(`Hosted by ${host.account.name}`);
      // The host's name sits above the card's stretched trip link: a click on it opens their profile.
      await tripCard.getByRole("link", { name: host.account.name }).click();
      await expect(match.page).toHaveURL(new RegExp(`/app/user/${host.id}$`));
      await match.page.goBack();
      await expect(tripCard).toContainText("Lisbon, Portugal");
      await tripCard.getByRole("link", { name: title }).click();
      await expect(match.page).toHaveURL(tripUrl);
      await match.page.getByRole("button", { name: "Request to Join" }).click();
      await expect(match.page.getByRole("heading", { name: "Requested to Join" })).toBeVisible();
      await expect(match.page.getByRole("button", { name: "Request to Join" })).toHaveCount(0);

      // The host approves the request.
      await host.page.reload();
      const request = pending.getByRole("listitem").filter({ hasText: match.account.name });
      await expect(request).toContainText("Requested");
      await expect(request.getByRole("button", { name: `Decline ${match.account.name}` })).toBeVisible();
      await expect(request.getByRole("button", { name: /^Withdraw/ })).toHaveCount(0);
      await pending.getByRole("button", { name: `Accept ${match.account.name}` }).click();
      await expect(host.page.getByText("3 / 4 participants")).toBeVisible();
      await expect(request).toHaveCount(0);
      await expect(region(host.page, "Participants").getByText(match.account.name)).toBeVisible();

      // The match now sees themself going.
      await match.page.reload();
      await expect(match.page.getByRole("button", { name: "Leave Trip" })).toBeVisible();

      // The host cancels the trip after confirming, and lands on the hosting tab without it.
      await host.page.getByRole("button", { name: "Cancel Trip" }).click();
      const confirm = host.page.getByRole("dialog", { name: "Cancel trip" });
      await expect(confirm.getByText(`Are you sure you want to cancel "${title}"?`, { exact: false })).toBeVisible();
      await confirm.getByRole("button", { name: "Cancel Trip" }).click();
      await expect(host.page).toHaveURL(/\/app\/travel-plans\?tab=hosting$/);
      await expect(host.page.getByRole("heading", { level: 2, name: "Trips I'm Hosting" })).toBeVisible();
      await expect(host.page.getByRole("article", { name: title })).toHaveCount(0);

      // For the others the trip is gone.
      await friend.page.reload();
      await expect(friend.page.getByRole("heading", { name: "Trip not found" })).toBeVisible();
    } finally {
      for (const member of [host, friend, match]) await member.context.close();
    }
  });

  test("a solo plan becomes a hosted trip, which is edited, offered from Relationships and left", async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const host = await signedInMember(browser, request, "Ines");
    const friend = await signedInMember(browser, request, "Jo");
    try {
      await connectMembers(host, friend, "friend");
      await createSoloTripThroughForm(host.page, {
        search: "Lisb",
        city: "Lisbon, Portugal",
        arrival: dayFromToday(70),
        departure: dayFromToday(75),
      });

      // Convert, after confirming.
      const plan = host.page
        .getByRole("list", { name: "Solo trips" })
        .getByRole("article", { name: "Lisbon, Portugal" });
      await plan.getByRole("button", { name: "Convert to hosted trip" }).click();
      await host.page
        .getByRole("dialog", { name: "Convert to hosted trip" })
        .getByRole("button", { name: "Convert" })
        .click();
      await expect(host.page).toHaveURL(tripUrl);
      await expect(host.page.getByRole("heading", { level: 1, name: "Trip to Lisbon" })).toBeVisible();
      await expect(host.page.getByText("1 participant", { exact: true })).toBeVisible();

      // Edit: prefilled; Cancel goes back to the trip; a save comes back to it changed.
      await host.page.getByRole("link", { name: "Edit", exact: true }).click();
      await expect(host.page.getByRole("heading", { level: 1, name: "Edit Trip" })).toBeVisible();
      await expect(host.page.getByLabel("Title")).toHaveValue("Trip to Lisbon");
      await expect(host.page.getByRole("combobox", { name: "Destination" })).toHaveValue("Lisbon, Portugal");
      await expect(host.page.getByLabel("Arrival date")).toHaveValue(dayFromToday(70));
      await host.page.getByRole("link", { name: "Cancel" }).click();
      await expect(host.page).toHaveURL(tripUrl);
      await host.page.getByRole("link", { name: "Edit", exact: true }).click();
      await host.page.getByLabel("Title").fill("Lisbon coworking week");
      await host.page.getByLabel("Max participants").fill("6");
      await host.page.getByLabel("Status").selectOption("confirmed");
      await host.page.getByRole("button", { name: "Save Changes" }).click();
      await expect(host.page).toHaveURL(tripUrl);
      await expect(host.page.getByRole("heading", { level: 1, name: "Lisbon coworking week" })).toBeVisible();
      await expect(host.page.getByText("1 / 6 participants")).toBeVisible();
      await expect(host.page.getByText("confirmed", { exact: true })).toBeVisible();

      // The hosting tab lists it with the host's actions.
      await host.page.goto("/app/travel-plans?tab=hosting");
      const card = host.page.getByRole("article", { name: "Lisbon coworking week" });
      await expect(card.getByText("Host", { exact: true })).toBeVisible();
      await expect(card.getByText("Private", { exact: true })).toBeVisible();
      for (const action of ["View Details", "Edit"])
        await expect(card.getByRole("link", { name: action })).toBeVisible();
      await expect(card.getByRole("button", { name: "Invite" })).toBeVisible();
      await expect(card.getByRole("button", { name: "Cancel" })).toBeVisible();

      // Relationships: Invite to Trip on the friend's card.
      await host.page.goto("/app/matches");
      const friendCard = region(host.page, "Friends").getByRole("article", { name: friend.account.name });
      await friendCard.getByRole("button", { name: "Invite to Trip" }).click();
      const dialog = host.page.getByRole("dialog", { name: `Invite ${friend.account.name} to a trip` });
      await dialog.getByRole("button", { name: "Invite to Lisbon coworking week" }).click();
      await expect(host.page.getByText("Invitation sent!")).toBeVisible();
      await expect(dialog).toHaveCount(0);

      // The friend finds it under Trips I'm Joining, accepts, then leaves after confirming.
      await friend.page.goto("/app/travel-plans?tab=joining");
      const joining = friend.page.getByRole("article", { name: "Lisbon coworking week" });
      await expect(joining).toContainText(`Hosted by ${host.account.name}`);
      await expect(joining).toContainText("Invited");
      await joining.getByRole("link", { name: "View Details" }).click();
      await friend.page.getByRole("button", { name: "Accept" }).click();
      await expect(friend.page.getByText("2 / 6 participants")).toBeVisible();
      await friend.page.getByRole("button", { name: "Leave Trip" }).click();
      await friend.page.getByRole("dialog", { name: "Leave trip" }).getByRole("button", { name: "Leave Trip" }).click();
      await expect(friend.page).toHaveURL(/\/app\/travel-plans$/);

      // A converted plan offers its trip instead of a second conversion.
      await host.page.goto("/app/travel-plans");
      await expect(plan.getByRole("button", { name: "Convert to hosted trip" })).toHaveCount(0);
      await plan.getByRole("link", { name: "View trip" }).click();
      await expect(host.page).toHaveURL(tripUrl);
    } finally {
      for (const member of [host, friend]) await member.context.close();
    }
  });

  test("a trip that does not exist says so", async ({ memberPage: page }) => {
    await page.goto("/app/travel-plans/group-trip/999999");
    await expect(page.getByRole("heading", { level: 1, name: "Trip not found" })).toBeVisible();
    await expect(
      page.getByText("The trip you're looking for doesn't exist or you don't have permission to view it."),
    ).toBeVisible();
    await page.goto("/app/travel-plans/edit-group-trip/999999");
    await expect(page.getByRole("heading", { level: 1, name: "Trip not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to My Trips" }).click();
    await expect(page).toHaveURL(/\/app\/travel-plans$/);
  });
});
