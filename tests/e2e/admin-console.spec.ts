import type { Browser, BrowserContext, Page } from "@playwright/test";
import { ADMIN, BASE_URL, expect, newAccount, signInThroughForm, test, type Account } from "./fixtures";

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function newPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, ...options });
  contexts.push(context);
  return context.newPage();
}

/** The admin, signed in through the login form, in a context that may use the clipboard. */
async function signedInAdmin(browser: Browser): Promise<Page> {
  const page = await newPage(browser, { permissions: ["clipboard-read", "clipboard-write"] });
  await signInThroughForm(page, ADMIN);
  return page;
}

/** Someone new, in a browser of their own. */
const newcomerPage = (browser: Browser) => newPage(browser);

async function fillRegisterForm(page: Page, account: Account) {
  await page.getByLabel("Full name").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByLabel("Age", { exact: true }).fill("31");
}

test.describe("admin console", () => {
  test("an invite created on the invites screen lets a newcomer in at once, and is then used", async ({ browser }) => {
    const admin = await signedInAdmin(browser);
    await admin.goto("/app/admin/invites");
    await expect(admin.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/app/admin");
    await expect(admin.getByLabel("Single use")).toBeChecked();
    await admin.getByRole("button", { name: "Create Invite" }).click();

    const created = admin.getByRole("status").filter({ hasText: "New invite code" });
    await expect(created).toBeVisible();
    const code = (await created.textContent())?.match(/OVERLAP-[A-Z0-9]{8}/)?.[0];
    expect(code, "the new code is shown").toBeTruthy();
    await created.getByRole("button", { name: `Copy link for ${code}` }).click();
    await expect(admin.getByText("Invite link copied to clipboard!")).toBeVisible();
    const link = await admin.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${BASE_URL}/register?invite=${code}`);

    const row = admin.getByRole("row").filter({ has: admin.getByRole("rowheader", { name: code }) });
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    await expect(row.getByText("Single use")).toBeVisible();
    await expect(row.getByText("Never")).toBeVisible();

    const newcomer = await newcomerPage(browser);
    const account = newAccount("Invitee");
    await newcomer.goto(link);
    await expect(newcomer.getByLabel("Invite code")).toHaveValue(code!);
    await fillRegisterForm(newcomer, account);
    await newcomer.getByRole("button", { name: "Create Account" }).click();
    // Signed in at once, and asked what discovery needs first (docs/product.md §2.13).
    await expect(newcomer).toHaveURL(/\/app\/welcome$/);
    await expect(newcomer.getByRole("heading", { level: 1, name: /^Welcome to Overlap/ })).toBeVisible();

    // The code is spent: the list says so and offers no link to copy any more.
    await admin.reload();
    const spent = admin.getByRole("row").filter({ has: admin.getByRole("rowheader", { name: code }) });
    await expect(spent.getByText("Used", { exact: true })).toBeVisible();
    await expect(spent.getByRole("button", { name: `Copy link for ${code}` })).toHaveCount(0);
  });

  test("a newcomer without a code waits until the admin finds and activates them", async ({ browser }) => {
    const account = newAccount("Waiting");
    const newcomer = await newcomerPage(browser);
    await newcomer.goto("/register");
    await fillRegisterForm(newcomer, account);
    await newcomer.getByRole("button", { name: "Create Account" }).click();
    await expect(newcomer).toHaveURL(/\/waiting-activation$/);

    // The dashboard puts the waiting members first and links to them.
    const admin = await signedInAdmin(browser);
    await admin.goto("/app/admin");
    await expect(admin.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(admin.getByRole("heading", { name: /waiting for activation$/ })).toBeVisible();
    await admin.getByRole("link", { name: "Review pending members" }).click();
    await expect(admin).toHaveURL(/\/app\/admin\/users\?status=pending$/);
    await expect(admin.getByRole("button", { name: "Pending" })).toHaveAttribute("aria-pressed", "true");

    await admin.getByLabel("Search users").fill(account.email);
    const row = admin.getByRole("row").filter({ hasText: account.email });
    await expect(row).toHaveCount(1);
    await expect(admin.getByRole("row")).toHaveCount(2); // the header and this member
    await expect(row.getByText("Pending", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: `Deactivate ${account.name}` })).toHaveCount(0);
    await row.getByRole("button", { name: `Activate ${account.name}` }).click();
    await expect(admin.getByText(`${account.name} activated`)).toBeVisible();
    // Activated, they leave the pending list; under All they are active.
    await expect(row).toHaveCount(0);
    await admin.getByRole("button", { name: "All" }).click();
    await expect(admin).toHaveURL(/\/app\/admin\/users$/);
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: `Deactivate ${account.name}` })).toBeVisible();

    await signInThroughForm(newcomer, account);
    // Their first sign-in: onboarding before Discover (docs/product.md §2.13).
    await expect(newcomer).toHaveURL(/\/app\/welcome$/);
    await expect(newcomer.getByRole("heading", { level: 1, name: /^Welcome to Overlap/ })).toBeVisible();
  });

  test("a member who opens an admin screen is sent to /app", async ({ memberPage }) => {
    for (const path of ["/app/admin", "/app/admin/users", "/app/admin/invites", "/app/admin/reports"]) {
      await memberPage.goto(path);
      await expect(memberPage).toHaveURL(/\/app$/);
    }
    await expect(memberPage.getByRole("heading", { level: 1, name: "Discover" })).toBeVisible();
  });
});
