import { BASE_URL, expect, test } from "./fixtures";

/**
 * Installing Overlap (docs/product.md "Installing the app"): the manifest and its icons, the
 * service worker, and the offline page it serves when a page cannot load. Push delivery itself
 * needs a real push service; tests/api/push.test.ts covers it against a fake one.
 */

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe("installable app", () => {
  test("the manifest is linked, valid, and its icons load at their stated sizes", async ({ page, request }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBeTruthy();
    const answer = await request.get(new URL(href!, BASE_URL).href);
    expect(answer.ok()).toBe(true);
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      name: "Overlap",
      short_name: "Overlap",
      start_url: "/app",
      display: "standalone",
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const purposes = new Set<string>();
    for (const icon of manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]) {
      const image = await request.get(icon.src);
      expect(image.ok(), icon.src).toBe(true);
      expect(image.headers()["content-type"]).toBe("image/png");
      const { width, height } = pngSize(await image.body());
      expect(`${width}x${height}`).toBe(icon.sizes);
      purposes.add(`${icon.purpose} ${icon.sizes}`);
    }
    for (const wanted of ["any 192x192", "any 512x512", "maskable 192x192", "maskable 512x512"])
      expect(purposes).toContain(wanted);
    expect((await request.get("/apple-icon.png")).ok()).toBe(true);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
  });

  test("the service worker registers, and a page that cannot load offline shows the offline page", async ({
    page,
    context,
  }) => {
    await page.goto("/login");
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${BASE_URL}/`);
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(script).toBe(`${BASE_URL}/sw.js`);
    // The worker controls pages from now on (clients.claim); the offline page is in its cache.
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await context.setOffline(true);
    try {
      await page.goto("/register");
      await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
      await expect(page).toHaveURL(`${BASE_URL}/register`);
      const retry = page.getByRole("link", { name: "Try again" });
      // In the app's style: its stylesheet came from the worker's cache (a button, not a bare link).
      expect(await retry.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
      await retry.focus();
      await expect(retry).toBeFocused();
    } finally {
      await context.setOffline(false);
    }
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toHaveCount(0);
    await expect(page).toHaveURL(`${BASE_URL}/register`);
  });

  test("Settings has the push switch for this device, off until turned on", async ({ memberPage: page }) => {
    await page.goto("/app/settings");
    const toggle = page.getByRole("switch", { name: "Push notifications on this device" });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(toggle).toBeEnabled();
  });
});
