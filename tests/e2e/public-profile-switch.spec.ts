import { request as playwrightRequest, type Page } from "@playwright/test";
import { BASE_URL, expect, failedLoad, newAccount, registerMember, signInThroughForm, test } from "./fixtures";

// The public profile switch and the privacy page (docs/product.md §2.9, Who sees what): a member
// turns the public profile off in Settings, and a visitor then meets the same not-found page as for
// a handle nobody has; the privacy page is reached from the landing page and from Settings.

const SCREENS = [
  { name: "phone", viewport: { width: 390, height: 844 }, phone: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, phone: false },
] as const;

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const uniqueHandle = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function expectPrivacyPage(page: Page) {
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Who sees what on Overlap" })).toBeVisible();
  for (const section of ["People without an account", "Members", "Your matches and friends", "Admins"])
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  // Nothing runs off the side of a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport });

    test("a member turns the public profile off in Settings; visitors then get the not-found page", async ({
      browser,
      page,
      request,
      allowConsoleError,
    }) => {
      test.slow(); // a sign-in through the form, and a second browser for the visitor
      allowConsoleError(failedLoad(404, "/profile/@"));
      const visitorContext = await browser.newContext({ baseURL: BASE_URL, viewport: screen.viewport });
      const raw = await playwrightRequest.newContext({ baseURL: BASE_URL });
      try {
        // A visitor finds the privacy page from the landing page's footer.
        const visitor = await visitorContext.newPage();
        await visitor.goto("/");
        await visitor.getByRole("contentinfo").getByRole("link", { name: "Privacy: who sees what" }).click();
        await expectPrivacyPage(visitor);

        const account = newAccount("Hider");
        await registerMember(request, account);
        await signInThroughForm(page, account);
        const handle = uniqueHandle("hide");
        const named = await page.request.put("/api/v1/users/me", { data: { handle, headline: "Quiet traveller" } });
        expect(named.status(), await named.text()).toBe(200);

        // Before: the public page and its preview card are there for anyone.
        const shown = await raw.get(`/profile/@${handle}`);
        expect(shown.status()).toBe(200);
        expect(await shown.text()).toContain('property="og:title"');

        // Settings: from the phone's bottom navigation, or the desktop's account menu.
        await page.goto("/app");
        if (screen.phone) {
          await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
        } else {
          await page
            .getByRole("banner")
            .getByRole("button", { name: /^Account menu: / })
            .click();
          await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Settings" }).click();
        }
        await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
        const privacy = page.getByRole("region", { name: "Privacy & safety" });
        const toggle = privacy.getByRole("switch", { name: "Public profile" });
        await expect(toggle).toHaveAttribute("aria-checked", "true");
        // By keyboard: the switch takes focus and Space flips it.
        await toggle.focus();
        await page.keyboard.press("Space");
        await expect(toast(page, "Saved: your public profile is off.")).toBeVisible();
        await expect(toggle).toHaveAttribute("aria-checked", "false");
        await page.reload();
        await expect(privacy.getByRole("switch", { name: "Public profile" })).toHaveAttribute("aria-checked", "false");

        // A visitor: the same page as a handle nobody has, and no preview card.
        await visitor.goto(`/profile/@${handle}`);
        await expect(visitor.getByRole("heading", { level: 1, name: "Profile Not Found" })).toBeVisible();
        await expect(visitor.getByText("Quiet traveller")).toHaveCount(0);
        const hidden = await raw.get(`/profile/@${handle}`);
        expect(hidden.status()).toBe(404);
        const hiddenHtml = await hidden.text();
        expect(hiddenHtml).not.toContain("og:title");
        expect(hiddenHtml).not.toContain("Quiet traveller");
        expect(hiddenHtml).not.toContain(account.name);
        expect((await raw.get(`/api/v1/users/handle/${handle}?public=true`)).status()).toBe(404);

        // Signed in, the member still sees it.
        await page.goto(`/profile/@${handle}`);
        await expect(page.getByRole("heading", { level: 1, name: account.name })).toBeVisible();
        await expect(page.getByRole("link", { name: "Edit Profile" })).toBeVisible();

        // Settings' switch links to the privacy page.
        await page.goto("/app/settings");
        await page
          .getByRole("region", { name: "Privacy & safety" })
          .getByRole("link", { name: "Who sees what" })
          .click();
        await expectPrivacyPage(page);

        // Turned back on, the visitor sees the profile again.
        await page.goto("/app/settings");
        await page.getByRole("switch", { name: "Public profile" }).click();
        await expect(toast(page, "Saved: your public profile is on.")).toBeVisible();
        await visitor.goto(`/profile/@${handle}`);
        await expect(visitor.getByRole("heading", { level: 1, name: account.name })).toBeVisible();
      } finally {
        await raw.dispose();
        await visitorContext.close();
      }
    });
  });
}
