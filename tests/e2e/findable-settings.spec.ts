import type { Page } from "@playwright/test";
import { BASE_URL, expect, newAccount, registerMember, signInThroughForm, test } from "./fixtures";

// Findable settings (docs/product.md §2.4, §2.9, §10): the account menu reaches My Profile and
// Settings on a phone and a desktop, and the phone's bottom navigation reaches Settings in one tap;
// the theme is chosen in Settings, and the public pages follow the browser's light or dark
// preference until a theme is chosen on this browser.

const SCREENS = [
  {
    name: "phone, dark",
    viewport: { width: 390, height: 844 },
    colorScheme: "dark",
    background: "rgb(11, 18, 32)",
    pick: "Warm Sunset",
    key: "warm-sunset",
    phone: true,
  },
  {
    name: "desktop, light",
    viewport: { width: 1280, height: 800 },
    colorScheme: "light",
    background: "rgb(248, 250, 252)",
    pick: "Ocean Deep",
    key: "ocean-deep",
    phone: false,
  },
] as const;

const menuButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Account menu: / });
const menu = (page: Page) => page.getByRole("navigation", { name: "Account" });

async function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, colorScheme: screen.colorScheme });

    test("public pages follow the browser's preference; the account menu (and a phone's navigation) reaches Profile and Settings, where the theme is chosen and kept", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      // A visitor who has chosen nothing: the landing and login pages follow the browser.
      for (const path of ["/", "/login", "/register"]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
        expect(await bodyBackground(page)).toBe(screen.background);
      }

      const account = newAccount("Finder");
      await registerMember(request, account);
      await signInThroughForm(page, account);

      // The menu: closed until the avatar is pressed; Escape closes it and gives the focus back.
      await expect(menu(page)).toBeHidden();
      await menuButton(page).click();
      await expect(menu(page).getByRole("link", { name: "My Profile" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();

      await menuButton(page).click();
      await menu(page).getByRole("link", { name: "My Profile" }).click();
      await expect(page).toHaveURL(/\/app\/profile$/);
      await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
      await expect(menu(page)).toBeHidden();

      // By keyboard: Tab goes from the button into the menu.
      await menuButton(page).focus();
      await page.keyboard.press("Enter");
      await expect(menu(page).getByRole("link", { name: "My Profile" })).toHaveAttribute("aria-current", "page");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(menu(page).getByRole("link", { name: "Settings" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/app\/settings$/);
      await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

      // On a phone the bottom navigation has Settings too, one tap from any screen; a desktop keeps
      // it in the account menu.
      const mainNav = page.getByRole("navigation", { name: "Main" });
      if (screen.phone) {
        await expect(mainNav.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
        await mainNav.getByRole("link", { name: "Discover" }).click();
        await expect(page).toHaveURL(/\/app$/);
        await mainNav.getByRole("link", { name: "Settings" }).click();
        await expect(page).toHaveURL(/\/app\/settings$/);
        await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
      } else {
        await expect(mainNav.getByRole("link", { name: "Settings" })).toHaveCount(0);
      }

      // The theme lives in Settings: it applies at once and is kept.
      const appearance = page.getByRole("region", { name: "Appearance" });
      await expect(appearance.getByRole("radio", { name: "Light" })).toBeChecked();
      const saved = page.waitForResponse(
        (response) => new URL(response.url()).pathname === "/api/v1/users/me" && response.request().method() === "PUT",
      );
      await appearance.getByRole("radio", { name: screen.pick }).check();
      expect((await saved).status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("data-theme", screen.key);
      await page.reload();
      await expect(page.locator("[data-theme-root]")).toHaveAttribute("data-theme", screen.key);
      await expect(appearance.getByRole("radio", { name: screen.pick })).toBeChecked();
      // Settings' lower sections load after the page (docs/decisions/021): let them finish, or a
      // logout pressed meanwhile races their first requests, which then answer 401.
      for (const loading of [
        /^Loading where you're signed in/,
        /^Loading blocked members/,
        /^Loading email notifications/,
        /^Loading people you passed on/,
        /^Loading push notifications/,
      ]) {
        await expect(page.getByText(loading)).toHaveCount(0);
      }

      // Logout from the menu: the login page, without a word about another device, in the theme chosen here.
      await menuButton(page).click();
      await menu(page).getByRole("button", { name: "Logout" }).click();
      await expect(page).toHaveURL(`${BASE_URL}/login`);
      await expect(page.getByText("Your session was ended on another device.", { exact: false })).toHaveCount(0);
      await expect(page.locator("html")).toHaveAttribute("data-theme", screen.key);
      await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
    });
  });
}
