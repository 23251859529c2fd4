import type { Locator, Page } from "@playwright/test";
import { dayFromToday, expect, failedLoad, test } from "./fixtures";

/** Presses Tab until `target` has focus (Chromium's date fields stop on each of their parts). */
async function tabTo(page: Page, target: Locator, maxPresses = 6) {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

/** Types a YYYY-MM-DD day into a focused en-US date field (mm/dd/yyyy segments). */
function dateKeys(day: string): string {
  const [year, month, date] = day.split("-");
  return `${month}${date}${year}`;
}

/** "Jan 05, 2025" (docs/product.md §9), written independently of the app's formatter. */
function displayDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  });
}

test.use({ locale: "en-US" });

/** lib/plans/values.ts UNPLACED_NOTE, written out: the words are the test's subject. */
const UNPLACED_NOTE =
  "Overlap does not know this place yet: this plan meets plans to the same name, but not nearby places. Admins add the places members go to.";

test.describe("my trips", () => {
  test("a solo trip is created with the keyboard alone, listed, and deleted after confirming", async ({
    memberPage: page,
  }) => {
    const arrival = dayFromToday(60);
    const departure = dayFromToday(66);
    await page.goto("/app/travel-plans");
    await expect(page.getByRole("heading", { level: 1, name: "My Trips" })).toBeVisible();
    await expect(page.getByRole("link", { name: "My Solo Trips" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Import from Calendar" })).toHaveAttribute(
      "href",
      "/app/calendar/import",
    );

    // The city autocomplete, by keyboard: type, arrow down to the suggestion, Enter.
    const destination = page.getByRole("combobox", { name: "Destination" });
    await destination.focus();
    await page.keyboard.type("Lisb");
    const listbox = page.getByRole("listbox");
    await expect(listbox.getByRole("option").first()).toContainText("Lisbon, Portugal");
    await expect(destination).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    const first = listbox.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(destination).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await page.keyboard.press("Enter");
    await expect(destination).toHaveValue("Lisbon, Portugal");
    await expect(destination).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Arrival date")).toBeFocused();
    await page.keyboard.type(dateKeys(arrival));
    await tabTo(page, page.getByLabel("Departure date"));
    await page.keyboard.type(dateKeys(departure));
    await tabTo(page, page.getByLabel("Travel purpose"));
    await page.keyboard.type("Surfing and coworking");
    await page.keyboard.press("Enter");

    const plan = page.getByRole("list", { name: "Solo trips" }).getByRole("article", { name: "Lisbon, Portugal" });
    await expect(plan).toBeVisible();
    await expect(plan.getByText(`${displayDay(arrival)} – ${displayDay(departure)}`)).toBeVisible();
    await expect(plan.getByText("Surfing and coworking")).toBeVisible();
    await expect(plan.getByText("active", { exact: true })).toBeVisible();
    await expect(plan.getByRole("link", { name: "Browse Profiles" })).toHaveAttribute(
      "href",
      "/app?destination=Lisbon",
    );
    await expect(destination).toHaveValue("");

    await plan.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete travel plan" });
    await expect(dialog.getByText("Are you sure you want to delete travel plan to Lisbon, Portugal?")).toBeVisible();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Travel plan to Lisbon, Portugal deleted")).toBeVisible();
    await expect(plan).toHaveCount(0);
  });

  test("a destination no place matches is kept as typed, and the plan says what that means", async ({
    memberPage: page,
  }) => {
    const typed = `Echo Cove ${Date.now()}`;
    await page.goto("/app/travel-plans");
    const destination = page.getByRole("combobox", { name: "Destination" });
    await destination.fill(typed);
    await expect(
      page.getByRole("status").filter({ hasText: "No matching city. The destination will be saved as typed." }),
    ).toBeAttached();
    await page.getByLabel("Arrival date").fill(dayFromToday(50));
    await page.getByLabel("Departure date").fill(dayFromToday(55));
    await page.getByRole("button", { name: "Create Solo Trip" }).click();

    const plan = page.getByRole("list", { name: "Solo trips" }).getByRole("article", { name: typed });
    await expect(plan.getByText(UNPLACED_NOTE)).toBeVisible();
    // A plan to a known place says nothing of the kind.
    await expect(page.getByText(UNPLACED_NOTE)).toHaveCount(1);

    // Discover says why nobody is offered, and that no distance would help.
    await page.goto("/app");
    await expect(page.getByText("No potential matches found")).toBeVisible();
    await expect(
      page.getByText(
        `Overlap does not know ${typed} yet, so only plans to the same name meet yours, and no distance reaches it.`,
        { exact: false },
      ),
    ).toBeVisible();
    await page.goto("/app/travel-plans");

    // The member's plans are the next test's too: this one goes.
    await plan.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: "Delete travel plan" }).getByRole("button", { name: "Delete" }).click();
    await expect(plan).toHaveCount(0);
  });

  for (const [screen, viewport] of [
    ["a phone", { width: 390, height: 844 }],
    ["a desktop", { width: 1280, height: 800 }],
  ] as const) {
    test(`on ${screen}, a place the data lacks is kept as typed near a listed place, with the keyboard alone`, async ({
      memberPage: page,
    }) => {
      await page.setViewportSize(viewport);
      const typed = `Batu Bolong ${Date.now()}`;
      await page.goto("/app/travel-plans");
      const destination = page.getByRole("combobox", { name: "Destination" });
      await destination.focus();
      await page.keyboard.type(typed);
      // Nothing matches: the one option keeps what was typed.
      const keep = page.getByRole("option", { name: `Keep “${typed}” as typed` });
      await expect(keep).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await expect(keep).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Enter");
      await expect(destination).toHaveValue(typed);

      // The second step takes the focus: which listed place it is near, cities only.
      const near = page.getByRole("combobox", { name: "Near which listed place?" });
      await expect(near).toBeFocused();
      await expect(page.getByText(`Overlap does not know “${typed}” yet.`, { exact: false })).toBeVisible();
      await page.keyboard.type("Denpasar");
      await expect(page.getByRole("option", { name: /^Denpasar, Indonesia/ })).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      const chosen = page.getByRole("group", { name: "Near which listed place?" });
      await expect(chosen).toContainText(`${typed}, near Denpasar, Indonesia`);
      await expect(chosen.getByRole("button", { name: "Change the place it is near" })).toBeFocused();

      await page.getByLabel("Arrival date").fill(dayFromToday(70));
      await page.getByLabel("Departure date").fill(dayFromToday(75));
      await page.getByRole("button", { name: "Create Solo Trip" }).click();

      const plan = page
        .getByRole("list", { name: "Solo trips" })
        .getByRole("article", { name: `${typed}, near Denpasar` });
      await expect(plan).toBeVisible();
      await expect(
        plan.getByText(/counts as near Denpasar, Indonesia: plans to the regions around it meet this one/),
      ).toBeVisible();
      await expect(plan.getByText(UNPLACED_NOTE)).toHaveCount(0);
      const saved = (await (await page.request.get("/api/v1/travel-plans")).json()) as {
        destination: string;
        city_id: number | null;
        near_city_name: string | null;
      }[];
      expect(saved.find((row) => row.destination === typed)).toMatchObject({
        city_id: null,
        near_city_name: "Denpasar, Indonesia",
      });

      // The member's plans are the next test's too: this one goes.
      await plan.getByRole("button", { name: "Delete" }).click();
      await page.getByRole("dialog", { name: "Delete travel plan" }).getByRole("button", { name: "Delete" }).click();
      await expect(plan).toHaveCount(0);
    });
  }

  test("a departure before the arrival is refused before sending, a past one by the server", async ({
    memberPage: page,
    allowConsoleError,
  }) => {
    allowConsoleError(failedLoad(422, "/api/v1/travel-plans"));
    await page.goto("/app/travel-plans");
    await page.getByRole("button", { name: "Create Solo Trip" }).click();
    await expect(page.getByText("Destination is required")).toBeVisible();
    await expect(page.getByText("Arrival date is required")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Destination" })).toBeFocused();

    await page.getByRole("combobox", { name: "Destination" }).fill("Porto");
    await page.getByLabel("Arrival date").fill(dayFromToday(20));
    await page.getByLabel("Departure date").fill(dayFromToday(15));
    await page.getByRole("button", { name: "Create Solo Trip" }).click();
    await expect(page.getByText("Departure date must be on or after the arrival date")).toBeVisible();
    await expect(page.getByLabel("Departure date")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Departure date")).toBeFocused();

    // Dates in the past pass the form's checks; the server's 422 lands under the field.
    await page.getByLabel("Arrival date").fill(dayFromToday(-10));
    await page.getByLabel("Departure date").fill(dayFromToday(-5));
    await page.getByRole("button", { name: "Create Solo Trip" }).click();
    await expect(page.getByText("Departure date must not be in the past")).toBeVisible();
    await expect(page.getByLabel("Departure date")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("list", { name: "Solo trips" })).toHaveCount(0);
  });

  test("the tab parameter picks the list, with its aliases", async ({ memberPage: page }) => {
    for (const [query, title] of [
      ["group", "Trips I'm Hosting"],
      ["hosting", "Trips I'm Hosting"],
      ["joining", "Trips I'm Joining"],
      ["discover", "Network Trips"],
      ["anything", "My Solo Trips"],
    ] as const) {
      await page.goto(`/app/travel-plans?tab=${query}`);
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: "Trip lists" }).getByRole("link", { name: title }),
      ).toHaveAttribute("aria-current", "page");
    }
    await page.getByRole("link", { name: "Trips I'm Hosting" }).click();
    await expect(page).toHaveURL(/tab=hosting$/);
    await expect(page.getByText(/hosting group trips/)).toBeVisible();
  });

  test("the calendar import link leads to its page", async ({ memberPage: page, allowConsoleError }) => {
    // The Import screen asks for events before there are any: GET /calendar/events answers 409
    // "Calendar is not connected" by contract (docs/api.md), which Chromium logs.
    allowConsoleError(failedLoad(409, "/api/v1/calendar/events"));
    await page.goto("/app/travel-plans");
    await page.getByRole("link", { name: "Import from Calendar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Import from Calendar" })).toBeVisible();
    await page.getByRole("link", { name: "Back to My Trips" }).click();
    await expect(page).toHaveURL(/\/app\/travel-plans$/);
  });
});
