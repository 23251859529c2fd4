import { ADMIN, BASE_URL, expect, failedLoad, signInThroughForm, test } from "./fixtures";

// Opening a 404 on purpose makes Chromium log the document's status as a console error.

test.describe("branded error pages", () => {
  test("an unknown public address is a 404 in the site's frame, with a way home", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(failedLoad(404, "/no-such-page"));
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Overlap" })).toBeVisible();
    await page.getByRole("link", { name: "Go to Homepage" }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
  });

  test("an unknown /app address is a 404 inside the member's shell, with a way back to Discover", async ({
    memberPage: page,
    allowConsoleError,
  }) => {
    allowConsoleError(failedLoad(404, "/app/no-such-screen"));
    const response = await page.goto("/app/no-such-screen");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    // The shell is there: its navigation and the member's own controls.
    await expect(page.getByRole("button", { name: /Notifications/ })).toBeVisible();
    const back = page.getByRole("link", { name: "Back to Discover" });
    await back.focus();
    await expect(back).toBeFocused();
    await back.click();
    await expect(page).toHaveURL(`${BASE_URL}/app`);
  });

  test("a malformed percent-encoding in a profile address is a 404, not a 500", async ({
    page,
    memberPage,
    allowConsoleError,
  }) => {
    allowConsoleError(failedLoad(404, "/profile/%25ZZ"));
    allowConsoleError(failedLoad(404, "/app/user/%25ZZ"));
    const publicProfile = await page.goto("/profile/%ZZ");
    expect(publicProfile?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Profile Not Found" })).toBeVisible();

    const memberProfile = await memberPage.goto("/app/user/%ZZ");
    expect(memberProfile?.status()).toBe(404);
    await expect(memberPage.getByRole("heading", { level: 1, name: "Profile not found" })).toBeVisible();
    await expect(memberPage.getByRole("link", { name: "Back to Discover" })).toBeVisible();
  });

  test("an unknown admin address leads back to the dashboard", async ({ browser, allowConsoleError }) => {
    allowConsoleError(failedLoad(404, "/app/admin/no-such-table"));
    const context = await browser.newContext({ baseURL: BASE_URL });
    const page = await context.newPage();
    await signInThroughForm(page, ADMIN);
    const response = await page.goto("/app/admin/no-such-table");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL(`${BASE_URL}/app/admin`);
    await context.close();
  });

  test("the site has a favicon and app icons", async ({ page, request }) => {
    await page.goto("/");
    const icon = await page.locator('link[rel="icon"]').first().getAttribute("href");
    expect(icon).toBeTruthy();
    expect((await request.get(icon!)).status()).toBe(200);
    const favicon = await request.get("/favicon.ico");
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()["content-type"]).toContain("image/");
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    expect((await request.get(apple!)).status()).toBe(200);
    expect((await request.get("/icons/icon-512.png")).status()).toBe(200);
  });
});
