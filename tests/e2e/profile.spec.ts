import type { Page } from "@playwright/test";
import { expect, failedLoad, signedInMember, solidImage, test } from "./fixtures";

const photo = (page: Page, name: string) =>
  page.getByRole("list", { name: "Photos" }).getByRole("img", { name, exact: true });

/**
 * Runs an action and waits for the API's answer to it, then checks its status (on a dev server the
 * first call of a route compiles it, which can take longer than an expect's timeout).
 */
async function answered(page: Page, method: string, path: RegExp, status: number, action: () => Promise<void>) {
  const request = page.waitForRequest(
    (candidate) => candidate.method() === method && path.test(new URL(candidate.url()).pathname),
  );
  await action();
  // null when the request failed (the client's 10 s time-out): the test fails here rather than hanging.
  const response = await (await request).response();
  expect(response?.status()).toBe(status);
}

const upload = (page: Page, file: { name: string; mimeType: string; buffer: Buffer }) =>
  answered(page, "POST", /^\/api\/v1\/users\/me\/photos$/, 201, () => page.getByLabel("Add photo").setInputFiles(file));

test.use({ viewport: { width: 1280, height: 900 } });

test.describe("own profile", () => {
  test("a member edits their profile, manages photos and keeps a theme across reloads", async ({
    browser,
    request,
    allowConsoleError,
  }) => {
    // The test answers one theme save with a 500 itself (page.route) to see the theme put back.
    allowConsoleError(failedLoad(500, "/api/v1/users/me"));
    test.setTimeout(120_000);
    const { account, context, page } = await signedInMember(browser, request, "Profile");
    const handle = `prof_${Date.now().toString(36)}`;
    const newName = `${account.name} Lima`;
    try {
      await page.goto("/app/profile");
      await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
      await expect(page.getByText("No handle yet: choose one in Edit Profile")).toBeVisible();

      // Edit mode: docs/product.md §5's checks stop a bad height before anything is sent.
      await page.getByRole("button", { name: "Edit Profile" }).click();
      const form = page.getByRole("form", { name: "Edit Profile" });
      await form.getByLabel("Name", { exact: true }).fill(newName);
      await form.getByLabel("Handle").fill(` @${handle.toUpperCase()} `);
      await form.getByLabel("Headline").fill("Remote designer chasing the sun");
      await expect(form.getByText("31/100 characters")).toBeVisible();
      await form.getByLabel("Age", { exact: true }).fill("34");
      await form.getByLabel("Gender").selectOption("Woman");
      await form.getByLabel("Height (cm)").fill("300");
      await form.getByLabel("Bio").fill("I work from beaches.");
      const languages = form.getByRole("group", { name: /Languages/ });
      await languages.getByLabel("Spanish").check();
      await languages.getByLabel("English").check();
      await form
        .getByRole("group", { name: /Interested in/ })
        .getByLabel("Everyone")
        .check();
      await form.getByRole("group", { name: "Open to" }).getByLabel("Matches (Romantic)").uncheck();
      await form.getByLabel("Minimum age preference").fill("25");
      await form.getByLabel("Maximum age preference").fill("40");
      await form.getByRole("button", { name: "Save Changes" }).click();
      await expect(form.getByText("Height must be between 100 and 250 cm")).toBeVisible();
      await expect(form.getByLabel("Height (cm)")).toBeFocused();

      await form.getByLabel("Height (cm)").fill("172");
      await form.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByText("Profile updated")).toBeVisible();

      // View mode shows what was saved; the header follows the new name.
      await expect(form).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Edit Profile" })).toBeFocused();
      await expect(page.getByText(`@${handle}`, { exact: true })).toBeVisible();
      await expect(page.getByText("Remote designer chasing the sun")).toBeVisible();
      const details = (label: string) =>
        page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
      await expect(details("Age")).toHaveText("34");
      await expect(details("Gender")).toHaveText("Woman");
      await expect(details("Height")).toHaveText("172 cm");
      await expect(details("Languages")).toHaveText("English, Spanish");
      await expect(details("Interested in")).toHaveText("Everyone");
      await expect(details("Open to")).toHaveText("Friendships");
      await expect(details("Age preferences")).toHaveText("25–40");
      await expect(details("Bio")).toHaveText("I work from beaches.");
      await expect(page.getByRole("banner").getByRole("button", { name: `Account menu: ${newName}` })).toBeVisible();

      // Two photos: the first is primary; the second is made primary and the mark moves with it.
      await upload(page, {
        name: "red.png",
        mimeType: "image/png",
        buffer: await solidImage({ colour: { r: 220, g: 40, b: 40 } }),
      });
      await expect(photo(page, "Photo 1 (primary)")).toBeVisible();
      await upload(page, {
        name: "blue.jpg",
        mimeType: "image/jpeg",
        buffer: await solidImage({ colour: { r: 40, g: 40, b: 220 }, format: "jpeg" }),
      });
      await expect(photo(page, "Photo 2")).toBeVisible();
      const first = await photo(page, "Photo 1 (primary)").getAttribute("src");
      const second = await photo(page, "Photo 2").getAttribute("src");
      expect(first).not.toBe(second);

      await answered(page, "PUT", /\/primary$/, 200, () =>
        page.getByRole("button", { name: "Make photo 2 primary" }).click(),
      );
      await expect(photo(page, "Photo 1 (primary)")).toHaveAttribute("src", second!);
      await expect(photo(page, "Photo 2")).toHaveAttribute("src", first!);
      await expect(page.getByRole("button", { name: "Make photo 2 primary" })).toBeEnabled();

      // A theme (chosen in Settings) applies at once and is what the server renders after a reload.
      await page.goto("/app/settings");
      await answered(page, "PUT", /^\/api\/v1\/users\/me$/, 200, async () => {
        await page.getByRole("radio", { name: "Ocean Deep" }).check();
        await expect(page.locator("html")).toHaveAttribute("data-theme", "ocean-deep");
        await expect(page.locator("[data-theme-root]")).toHaveClass(/(^|\s)dark(\s|$)/);
      });

      await page.reload();
      await expect(page.getByRole("radio", { name: "Ocean Deep" })).toBeChecked();
      for (const element of [page.locator("html"), page.locator("[data-theme-root]")]) {
        await expect(element).toHaveAttribute("data-theme", "ocean-deep");
        await expect(element).toHaveClass(/(^|\s)dark(\s|$)/);
      }
      await page.goto("/app/profile");
      await expect(photo(page, "Photo 1 (primary)")).toHaveAttribute("src", second!);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "ocean-deep");

      // A refused save puts the saved theme back, with docs/product.md §8's message.
      await page.route("**/api/v1/users/me", (route) =>
        route.request().method() === "PUT"
          ? route.fulfill({
              status: 500,
              contentType: "application/json",
              body: JSON.stringify({ detail: "Something went wrong on our side. Please try again." }),
            })
          : route.fallback(),
      );
      // click, not check: the choice is taken back as soon as the save fails.
      await page.goto("/app/settings");
      await page.getByRole("radio", { name: "Midnight Blue" }).click();
      await expect(page.getByText("Failed to update theme. Please try again.")).toBeVisible();
      await expect(page.getByRole("radio", { name: "Ocean Deep" })).toBeChecked();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "ocean-deep");
      await expect(page.locator("[data-theme-root]")).toHaveAttribute("data-theme", "ocean-deep");
    } finally {
      await context.close();
    }
  });
});
