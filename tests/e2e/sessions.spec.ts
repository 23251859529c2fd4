import type { Browser, BrowserContext } from "@playwright/test";
import { BASE_URL, expect, newAccount, registerMember, signInThroughForm, test, type Account } from "./fixtures";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

async function signedInContext(browser: Browser, account: Account, userAgent?: string) {
  const context = await browser.newContext({ baseURL: BASE_URL, ...(userAgent ? { userAgent } : {}) });
  const page = await context.newPage();
  await signInThroughForm(page, account);
  return { context, page };
}

async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((entry) => entry.name === "overlap.session-token");
  expect(cookie, "the session cookie").toBeDefined();
  return `${cookie!.name}=${cookie!.value}`;
}

test.describe("where you're signed in", () => {
  test("Settings lists both browsers; signing out the other sends it to /login, and everywhere else ends the rest", async ({
    browser,
    request,
  }) => {
    const account = newAccount("Roamer");
    await registerMember(request, account);
    const laptop = await signedInContext(browser, account);
    const phone = await signedInContext(browser, account, IPHONE);

    await laptop.page.goto("/app/settings");
    await expect(laptop.page.getByRole("heading", { level: 2, name: "Where you're signed in" })).toBeVisible();
    const list = laptop.page.getByRole("list", { name: "Sessions" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByRole("listitem").filter({ hasText: "This device" })).toContainText("Chrome on Linux");
    await expect(list.getByRole("listitem").filter({ hasText: "Safari on iPhone" })).toContainText("Last active");

    await list.getByRole("button", { name: "Sign out Safari on iPhone" }).click();
    await expect(laptop.page.getByText("Signed out Safari on iPhone")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);

    // The phone's cookie still has a good signature (the edge middleware lets it by), but its
    // session is gone: the page sends it to /login, which shows the form rather than bouncing back.
    await phone.page.goto("/app/travel-plans");
    await expect(phone.page).toHaveURL(/\/login$/);
    await expect(phone.page.getByRole("button", { name: "Log In" })).toBeVisible();

    // A third sign-in, then "Sign out everywhere else" from the laptop.
    const tablet = await signedInContext(browser, account, FIREFOX);
    await laptop.page.reload();
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await laptop.page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await laptop.page.getByRole("dialog").getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(laptop.page.getByText("Signed out 1 other session")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(laptop.page.getByText("You aren't signed in anywhere else.")).toBeVisible();
    expect((await tablet.page.request.get("/api/v1/users/me")).status()).toBe(401);
    expect((await laptop.page.request.get("/api/v1/users/me")).status()).toBe(200);

    for (const each of [laptop, phone, tablet]) await each.context.close();
  });

  test("Logout ends the session: a copy of the cookie is refused by the API afterwards", async ({
    browser,
    playwright,
  }) => {
    const account = newAccount("Careful");
    const setup = await playwright.request.newContext({ baseURL: BASE_URL });
    await registerMember(setup, account);
    const { context, page } = await signedInContext(browser, account);
    const copied = await playwright.request.newContext({
      baseURL: BASE_URL,
      extraHTTPHeaders: { cookie: await sessionCookie(context) },
    });
    expect((await copied.get("/api/v1/users/me")).status()).toBe(200);

    await page.getByRole("button", { name: `Account menu: ${account.name}` }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    const after = await copied.get("/api/v1/users/me");
    expect(after.status()).toBe(401);
    expect(await after.json()).toEqual({ detail: "Not authenticated" });

    for (const each of [copied, setup]) await each.dispose();
    await context.close();
  });

  test("the browser's cookie does not work as a bearer token", async ({ browser, request }) => {
    const account = newAccount("Doors");
    await registerMember(request, account);
    const { context } = await signedInContext(browser, account);
    const value = (await sessionCookie(context)).split("=")[1];
    const response = await request.get("/api/v1/users/me", { headers: { Authorization: `Bearer ${value}` } });
    expect(response.status()).toBe(401);
    await context.close();
  });
});
