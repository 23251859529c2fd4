import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  dayFromToday,
  expect,
  failedLoad,
  memberWithToken,
  planThroughApi,
  region,
  signedInMember,
  test,
} from "./fixtures";

/**
 * A nomad's week on Discover and My Trips, on a phone in a dark theme and on a desktop in a light
 * one: Discover puts people first on a phone and keeps good filters beside a bad one; a pass and a
 * deleted plan can be undone, passed people shown again; plans are edited and a clash is asked
 * about; an incoming request says where the two overlap. Places no other browser test uses.
 */
const SCREENS = [
  // Each screen's stays lie on days of their own (`shift`), so one run's people never meet the other's.
  { name: "phone, dark", viewport: { width: 390, height: 844 }, theme: "midnight-blue", phone: true, shift: 0 },
  { name: "desktop, light", viewport: { width: 1280, height: 900 }, theme: "light", phone: false, shift: 300 },
] as const;
type Screen = (typeof SCREENS)[number];

/** A member signed in on a browser of this screen's size, in its theme. */
async function memberOn(browser: Browser, request: APIRequestContext, label: string, screen: Screen) {
  const member = await signedInMember(browser, request, label, {
    viewport: screen.viewport,
    isMobile: screen.phone,
    hasTouch: screen.phone,
  });
  const theme = await member.page.request.put("/api/v1/users/me", { data: { theme_preference: screen.theme } });
  expect(theme.status(), await theme.text()).toBe(200);
  return member;
}

async function planWithToken(
  request: APIRequestContext,
  headers: Record<string, string>,
  destination: string,
  from: number,
  to: number,
) {
  const response = await request.post("/api/v1/travel-plans", {
    headers,
    data: { destination, arrival_date: dayFromToday(from), departure_date: dayFromToday(to) },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const top = async (page: Page, name: string) =>
  (await page.getByRole("heading", { name, exact: true }).boundingBox())!.y;

for (const screen of SCREENS) {
  const at = (day: number) => day + screen.shift;
  test.describe(`A nomad's week (${screen.name})`, () => {
    test("Discover shows people first on a phone and keeps good filters beside a bad one", async ({
      browser,
      request,
    }) => {
      test.setTimeout(150_000);
      const ana = await memberOn(browser, request, "Ana", screen);
      try {
        // Tallinn with Ben; Riga and Vilnius later, so there are four destination chips.
        await planThroughApi(ana.page, "Tallinn", at(70), at(76));
        await planThroughApi(ana.page, "Riga", at(90), at(94));
        await planThroughApi(ana.page, "Vilnius", at(110), at(114));
        const ben = await memberWithToken(request, "Ben");
        await planWithToken(request, ben.headers, "Tallinn", at(71), at(75));
        // Cy arrives two days after Ana leaves (a near miss); Eve is a friend who overlaps (Upcoming).
        const cy = await memberWithToken(request, "Cy");
        await planWithToken(request, cy.headers, "Tallinn", at(78), at(80));
        const eve = await memberWithToken(request, "Eve");
        await planWithToken(request, eve.headers, "Tallinn", at(72), at(74));
        const asked = await request.post("/api/v1/pairings", {
          headers: eve.headers,
          data: { target_user_id: ana.id, action: "friend" },
        });
        expect(asked.status()).toBe(201);
        const { id: pairingId } = (await asked.json()) as { id: number };
        expect(
          (
            await ana.page.request.post(`/api/v1/pairings/${pairingId}/respond`, {
              data: { response_type: "befriend" },
            })
          ).status(),
        ).toBe(200);

        const page = ana.page;
        await page.goto("/app");
        const benCard = page.getByRole("article", { name: ben.account.name });
        const filtersButton = page.getByRole("button", { name: /^Filters/ });
        const chips = page.getByRole("navigation", { name: "Filter by destination" }).getByRole("link");
        await expect(chips).toHaveCount(4);
        if (screen.phone) {
          // People on the first screen; the filters behind a button; the chips in one row.
          await expect(benCard).toBeInViewport();
          await expect(page.getByLabel("Distance")).toBeHidden();
          await expect(filtersButton).toHaveAttribute("aria-expanded", "false");
          const rows = new Set(
            await chips.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top))),
          );
          expect(rows.size).toBe(1);
          // Upcoming and near misses follow the people, reached from the links at the top.
          expect(await top(page, "Upcoming")).toBeGreaterThan(await top(page, "Potential Friendships"));
          const sections = page.getByRole("navigation", { name: "Discover sections" });
          await sections.getByRole("link", { name: /Near misses \(\d+\)/ }).click();
          await expect(page.getByRole("heading", { name: "Near misses" })).toBeInViewport();
          await expect(
            region(page, "Near misses").getByText(`Stay 2 days longer to meet ${cy.account.name} in Tallinn`),
          ).toBeVisible();
          await sections.getByRole("link", { name: /Upcoming \(\d+\)/ }).click();
          await expect(region(page, "Upcoming").getByRole("link", { name: eve.account.name })).toBeInViewport();
          // The filters open in place, from the keyboard too.
          await filtersButton.focus();
          await page.keyboard.press("Enter");
          await expect(filtersButton).toHaveAttribute("aria-expanded", "true");
          await expect(page.getByLabel("Distance")).toBeVisible();
        } else {
          // Desktop keeps its layout: the form open, no button, Upcoming above the people.
          await expect(filtersButton).toBeHidden();
          await expect(page.getByLabel("Distance")).toBeVisible();
          await expect(page.getByRole("navigation", { name: "Discover sections" })).toBeHidden();
          expect(await top(page, "Upcoming")).toBeLessThan(await top(page, "Potential Friendships"));
        }

        // Two filters on: the button counts them (phone); the list still shows Ben.
        await page.getByLabel("Distance").selectOption({ label: "Within 25 km" });
        await page.getByLabel("Minimum age").fill("25");
        // Sent from the keyboard, as the form allows: on a phone a click on Apply once hung in a full run.
        await page.getByLabel("Minimum age").press("Enter");
        await expect(page).toHaveURL(/min_age=25/);
        await expect(benCard).toBeVisible();
        if (screen.phone) await expect(filtersButton).toHaveAccessibleName("Filters 2 on");

        // An age range upside down is marked on its field; the destination and the distance still apply.
        await page.goto(`/app?destination=Tallinn&radius_km=25&min_age=40&max_age=30`);
        const minimum = page.getByLabel("Minimum age");
        await expect(minimum).toBeVisible();
        await expect(minimum).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByText("Minimum age must not be above the maximum")).toBeVisible();
        await expect(page.getByLabel("Maximum age")).toHaveValue("30");
        await expect(page.getByLabel("Distance")).toHaveValue("25");
        await expect(chips.filter({ hasText: "Tallinn" })).toHaveAttribute("aria-current", "page");
        await expect(
          page.getByText("One filter in the address is not valid and is not applied; the others are."),
        ).toBeVisible();
        await expect(page.getByText("Travellers in Tallinn while you are there.")).toBeVisible();
        await expect(benCard).toBeVisible();
      } finally {
        await ana.context.close();
      }
    });

    test("a pass and a deleted plan can be undone, and passed people shown again", async ({
      browser,
      request,
      allowConsoleError,
    }) => {
      test.setTimeout(150_000);
      const ana = await memberOn(browser, request, "Ana", screen);
      try {
        await planThroughApi(ana.page, "Riga", at(130), at(136));
        const ben = await memberWithToken(request, "Ben");
        await planWithToken(request, ben.headers, "Riga", at(131), at(134));
        const page = ana.page;
        await page.goto("/app");
        const benCard = page.getByRole("article", { name: ben.account.name });

        // Pass, then Undo in the toast: the card comes back.
        await benCard.getByRole("button", { name: "Pass" }).click();
        await expect(benCard).toHaveCount(0);
        const toast = page.getByRole("listitem").filter({ hasText: `You passed on ${ben.account.name}` });
        await toast.getByRole("button", { name: "Undo" }).click();
        await expect(benCard).toBeVisible();

        // Pass for good; Settings lists Ben, and Show again brings him back.
        await benCard.getByRole("button", { name: "Pass" }).click();
        await expect(benCard).toHaveCount(0);
        await page.goto("/app/settings");
        const passed = page.getByRole("list", { name: "People you passed on" });
        const showAgain = passed.getByRole("button", { name: `Show again ${ben.account.name}` });
        await expect(showAgain).toBeVisible();
        // Offline first, on purpose: Show again says it failed, and Ben stays listed.
        allowConsoleError(/net::ERR_INTERNET_DISCONNECTED/);
        await ana.context.setOffline(true);
        await showAgain.click();
        await expect(
          page.getByText(`Failed to show ${ben.account.name} again: Network error. Please check if the backend`),
        ).toBeVisible();
        await ana.context.setOffline(false);
        await expect(showAgain).toBeEnabled();
        await showAgain.click();
        await expect(page.getByText(`${ben.account.name} can appear in your Discover again`)).toBeVisible();
        await expect(page.getByText("You haven't passed on anyone.")).toBeVisible();
        await page.goto("/app");
        await expect(benCard).toBeVisible();

        // Deleting a plan says what it does; the toast's Undo makes it again.
        await page.goto("/app/travel-plans");
        const plans = page.getByRole("list", { name: "Solo trips" });
        await plans.getByRole("button", { name: "Delete" }).click();
        const dialog = page.getByRole("dialog");
        await expect(
          dialog.getByText(
            /Are you sure you want to delete travel plan to Riga, Latvia\? Travellers there stop seeing you/,
          ),
        ).toBeVisible();
        await expect(dialog.getByText(/You can undo it for a few seconds afterwards/)).toBeVisible();
        await dialog.getByRole("button", { name: "Delete" }).click();
        await expect(plans.getByRole("heading", { name: "Riga, Latvia" })).toHaveCount(0);
        await page
          .getByRole("listitem")
          .filter({ hasText: "Travel plan to Riga, Latvia deleted" })
          .getByRole("button", { name: "Undo" })
          .click();
        await expect(page.getByText("Travel plan to Riga, Latvia restored")).toBeVisible();
        await expect(
          page.getByRole("list", { name: "Solo trips" }).getByRole("heading", { name: "Riga, Latvia" }),
        ).toBeVisible();
      } finally {
        await ana.context.close();
      }
    });

    test("a plan is edited from its card, a clash is asked about, and a request says where the two overlap", async ({
      browser,
      request,
      allowConsoleError,
    }) => {
      test.setTimeout(150_000);
      // The clash is the server's 409, which the form turns into its question.
      allowConsoleError(failedLoad(409, "/api/v1/travel-plans/"));
      const ana = await memberOn(browser, request, "Ana", screen);
      try {
        await planThroughApi(ana.page, "Tirana", at(150), at(160));
        await planThroughApi(ana.page, "Vilnius", at(170), at(175));
        const page = ana.page;
        await page.goto("/app/travel-plans");
        const plans = page.getByRole("list", { name: "Solo trips" });
        await plans.getByRole("button", { name: "Edit trip to Vilnius, Lithuania" }).click();
        const dialog = page.getByRole("dialog", { name: "Edit trip to Vilnius, Lithuania" });
        await expect(dialog.getByRole("combobox", { name: "Destination" })).toHaveValue("Vilnius, Lithuania");
        // Onto Tirana's nights: the form says where the member is then, and asks.
        await dialog.getByLabel("Arrival date").fill(dayFromToday(at(155)));
        await dialog.getByLabel("Departure date").fill(dayFromToday(at(165)));
        await dialog.getByLabel("Travel purpose").fill("Old town and coworking");
        await dialog.getByRole("button", { name: "Save Changes" }).click();
        const clash = dialog.getByRole("alert");
        await expect(clash).toContainText(/You are in Tirana [A-Z][a-z]{2} \d{1,2}-/);
        await expect(dialog.getByRole("button", { name: "Save Changes" })).toBeDisabled();
        await clash.getByRole("button", { name: "Keep both" }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText("Trip to Vilnius, Lithuania saved")).toBeVisible();
        const card = plans.getByRole("article", { name: "Vilnius, Lithuania" });
        await expect(card.getByText("Old town and coworking")).toBeVisible();

        // A request's card says where and when the two overlap.
        const ben = await memberWithToken(request, "Ben");
        await planWithToken(request, ben.headers, "Tirana", at(152), at(156));
        expect(
          (
            await request.post("/api/v1/pairings", {
              headers: ben.headers,
              data: { target_user_id: ana.id, action: "friend" },
            })
          ).status(),
        ).toBe(201);
        await page.goto("/app/matches");
        const requestCard = page.getByRole("article", { name: ben.account.name });
        await expect(
          requestCard.getByText(/^In Tirana with you, [A-Z][a-z]{2} \d{1,2}-([A-Z][a-z]{2} )?\d{1,2} \(5 days\)$/),
        ).toBeVisible();
      } finally {
        await ana.context.close();
      }
    });
  });
}
