import type { Locator, Page } from "@playwright/test";
import {
  connectMembers,
  dayFromToday,
  expect,
  memberWithToken,
  planThroughApi,
  signedInMember,
  type SignedInMember,
  test,
} from "./fixtures";

/** A plan through the API with the page's cookie; the destination resolves to its city (docs/api.md §4.1). */
async function setGender(member: SignedInMember, gender: string) {
  const response = await member.page.request.put("/api/v1/users/me", { data: { gender } });
  expect(response.status(), await response.text()).toBe(200);
}

const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** The painted colour of the first photo-less avatar (initials on the member's colour) inside `scope`. */
const avatarColourIn = (scope: Locator) =>
  scope
    .locator('[aria-hidden="true"][style*="background-color"]')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe("Discover: nearby places, filters, near misses and upcoming", () => {
  // Valletta and Sliema (Malta, about 2 km apart): places no other browser test travels to.
  test("a nearby traveller appears at a wider distance that Discover remembers; filters narrow; near misses and upcoming show", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const ana = await signedInMember(browser, request, "Ana");
    const ben = await signedInMember(browser, request, "Ben");
    const cy = await signedInMember(browser, request, "Cy");
    try {
      await setGender(ben, "Man");
      await planThroughApi(ana.page, "Valletta", 60, 65);
      await planThroughApi(ben.page, "Sliema", 61, 63);
      await planThroughApi(cy.page, "Valletta", 67, 70);
      const page = ana.page;

      // The same city only: Ben is not offered, and the empty state says why and what may help.
      await page.goto("/app");
      await expect(page.getByText("No potential matches found")).toBeVisible();
      await expect(page.getByText(/Nobody else's plans meet yours in the same city yet/)).toBeVisible();
      // Cy arrives two days after Ana leaves.
      await expect(
        section(page, "Near misses").getByText(`Stay 2 days longer to meet ${cy.account.name} in Valletta`),
      ).toBeVisible();
      await expect(section(page, "Near misses").getByRole("link", { name: cy.account.name })).toHaveAttribute(
        "href",
        `/app/user/${cy.id}`,
      );

      // Within 25 km, from the keyboard: Ben appears, with how far away he will be.
      const distance = page.getByLabel("Distance");
      await distance.focus();
      await distance.selectOption({ label: "Within 25 km" });
      await page.getByRole("button", { name: "Apply filters" }).press("Enter");
      await expect(page).toHaveURL(/radius_km=25/);
      const benCard = page.getByRole("article", { name: ben.account.name });
      await expect(benCard).toBeVisible();
      await expect(benCard.getByText(/in Sliema \(\d+ km away\)/)).toBeVisible();

      // Discover remembers the distance.
      await page.goto("/app");
      await expect(page.getByLabel("Distance")).toHaveValue("25");
      await expect(benCard).toBeVisible();

      // A filter the API would refuse (a null character, which PostgreSQL cannot hold) is left out, and the page says
      // so.
      await page.goto("/app?destination=%00");
      await expect(
        page.getByText("One filter in the address is not valid and is not applied; the others are."),
      ).toBeVisible();
      await expect(benCard).toBeVisible();

      // A gender filter that leaves him out says so, and clearing it brings him back.
      await page
        .getByRole("group", { name: /Gender/ })
        .getByLabel("Woman", { exact: true })
        .check();
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/gender=Woman/);
      await expect(page.getByText("People overlap with your plans, but nobody fits these filters.")).toBeVisible();
      await expect(benCard).toHaveCount(0);
      await page.getByRole("link", { name: "Clear filters" }).first().click();
      await expect(benCard).toBeVisible();

      // Once Ana and Ben are friends, Ben's stay shows under Upcoming on the home screen.
      await connectMembers(ana, ben, "friend");
      await page.goto("/app");
      const upcoming = section(page, "Upcoming");
      await expect(upcoming.getByRole("link", { name: ben.account.name })).toHaveAttribute(
        "href",
        `/app/user/${ben.id}`,
      );
      await expect(upcoming.getByText(/In Sliema with you, .* \(\d+ km away\)/)).toBeVisible();

      // Ben's avatar (no photo: his initials on his own colour) is the same here, on Relationships,
      // and on his profile.
      const colour = await avatarColourIn(upcoming.getByRole("listitem").filter({ hasText: ben.account.name }));
      await page.goto("/app/matches");
      expect(await avatarColourIn(page.getByRole("article", { name: ben.account.name }))).toBe(colour);
      await page.goto(`/app/user/${ben.id}`);
      await expect(page.getByRole("heading", { name: ben.account.name, level: 1 })).toBeVisible();
      expect(await avatarColourIn(page.locator("main"))).toBe(colour);
    } finally {
      for (const member of [ana, ben, cy]) await member.context.close();
    }
  });

  // Hobart: a city no other browser test travels to. Discover lists 24 people at first (DISCOVER_PAGE_SIZE).
  test("Show more people lists the next page, keeps the filters and moves focus to the first person it added", async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const viewer = await signedInMember(browser, request, "Viewer");
    try {
      await planThroughApi(viewer.page, "Hobart", 90, 100);
      // 30 travellers who share the viewer's stay, the longest overlaps first: day 90 to day 100-k.
      const names: string[] = [];
      for (let k = 0; k < 30; k++) {
        const traveller = await memberWithToken(request, `Hobart${String(k).padStart(2, "0")}`);
        const plan = await request.post("/api/v1/travel-plans", {
          headers: traveller.headers,
          data: { destination: "Hobart", arrival_date: dayFromToday(90), departure_date: dayFromToday(100 - (k % 10)) },
        });
        expect(plan.status(), await plan.text()).toBe(201);
        names.push(traveller.account.name);
      }
      const page = viewer.page;
      const cards = page.getByRole("article").filter({ has: page.getByRole("button", { name: /^Pass/ }) });
      await page.goto("/app?destination=Hobart");
      await expect(cards).toHaveCount(24);

      const more = page.getByRole("link", { name: "Show more people" });
      await more.focus();
      await page.keyboard.press("Enter");
      await expect(cards).toHaveCount(30);
      await expect(page).toHaveURL(/destination=Hobart/);
      await expect(page).toHaveURL(/shown=48/);
      await expect(more).toHaveCount(0);
      // Focus is on a person who was not listed before: the page did not jump back to the top.
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? "");
      expect(names).toContain(focused);
      const firstPage = await page.goto("/app?destination=Hobart").then(() => cards.allInnerTexts());
      expect(firstPage.some((text) => text.includes(focused))).toBe(false);
    } finally {
      await viewer.context.close();
    }
  });
});
