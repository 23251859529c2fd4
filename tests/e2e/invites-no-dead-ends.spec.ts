import type { APIRequestContext, Page } from "@playwright/test";
import { createInvite, expect, newAccount, test, type Account } from "./fixtures";

/**
 * Invites without dead ends (docs/product.md §2.1): an invite link whose code is spent or expired
 * says so before the form and the sign-up goes on without it; a registration waiting for an admin
 * is activated on the waiting page by a code got since. The public pages have one (light) theme;
 * the member area the activation opens is checked on a phone and on a desktop.
 */

test.use({ locale: "en-US" });

/** Registers without a code through the API: the account waits for an admin. */
async function pendingRegistration(request: APIRequestContext, account: Account) {
  const response = await request.post("/api/v1/auth/register", {
    data: { name: account.name, email: account.email, password: account.password, age: 29 },
  });
  expect(response.status()).toBe(201);
  expect((await response.json()).is_active).toBe(false);
}

/** Spends a single-use code on a throwaway registration. */
async function spend(request: APIRequestContext, code: string) {
  const someone = newAccount("Spender");
  const response = await request.post("/api/v1/auth/register", {
    data: { name: someone.name, email: someone.email, password: someone.password, age: 30, invite_code: code },
  });
  expect(response.status()).toBe(201);
}

async function fillActivation(page: Page, account: Account, code: string) {
  const form = page.getByRole("region", { name: "Got an invite code?" });
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByLabel("Invite code").fill(code);
  await form.getByRole("button", { name: "Activate my account" }).click();
}

for (const [screen, viewport] of [
  ["a phone", { width: 390, height: 844 }],
  ["a desktop", { width: 1280, height: 800 }],
] as const) {
  test.describe(`on ${screen}`, () => {
    test.use({ viewport });

    test("a spent invite link says so before the form; signing up without it waits, and a new code on the waiting page activates the account", async ({
      page,
      context,
      request,
      allowConsoleError,
    }) => {
      // The send made offline, on purpose.
      allowConsoleError(/net::ERR_INTERNET_DISCONNECTED/);
      const code = await createInvite(request);
      await spend(request, code);

      await page.goto(`/register?invite=${code}`);
      const notice = page.getByRole("status").filter({ hasText: "This invite link has already been used." });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText("You can still sign up without a code");
      // Before the form, and the form goes on without the spent code.
      const noticeBox = (await notice.boundingBox())!;
      const nameBox = (await page.getByLabel("Full name").boundingBox())!;
      expect(noticeBox.y).toBeLessThan(nameBox.y);
      await expect(page.getByLabel("Invite code")).toHaveValue("");

      const account = newAccount("Waiter");
      await page.getByLabel("Full name").fill(account.name);
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password").fill(account.password);
      await page.getByLabel("Age").fill("29");
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(page).toHaveURL(/\/waiting-activation$/);
      await expect(page.getByRole("heading", { level: 1, name: "Account pending activation" })).toBeVisible();

      // A code got since: first offline (the form says the server could not be reached, nothing is lost), then online.
      const fresh = await createInvite(request);
      await context.setOffline(true);
      await fillActivation(page, account, fresh);
      await expect(page.getByRole("alert").filter({ hasText: "Network error" })).toBeVisible();
      await context.setOffline(false);
      await page.getByRole("button", { name: "Activate my account" }).click();

      // Active and signed in: onboarding starts.
      await expect(page).toHaveURL(/\/app\/welcome/);
      await expect(page.getByRole("heading", { level: 1, name: `Welcome to Overlap, ${account.name}` })).toBeVisible();
      const me = (await (await page.request.get("/api/v1/users/me")).json()) as { is_active: boolean };
      expect(me.is_active).toBe(true);
    });
  });
}

test("an unknown link, a code refused at sign-up and a spent code on the waiting page each say what to do next", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // An unknown code in a link: the same notice, in its own words.
  const admin = await request.post("/api/v1/auth/login/json", {
    data: { email: "admin@e2e.test", password: "e2e-admin-password" },
  });
  const headers = { Authorization: `Bearer ${((await admin.json()) as { access_token: string }).access_token}` };
  const unknown = "OVERLAP-ZZZZZZZZ";
  await page.goto(`/register?invite=${unknown}`);
  await expect(
    page.getByRole("status").filter({ hasText: "This invite link's code is not one we know." }),
  ).toBeVisible();

  // A code typed at sign-up that is refused: the field says so, and how to go on without it.
  const spent = await createInvite(request);
  await spend(request, spent);
  const account = newAccount("Typist");
  await page.goto("/register");
  await page.getByLabel("Full name").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByLabel("Age").fill("33");
  await page.getByLabel("Invite code").fill(spent);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Invalid or expired invite code")).toBeVisible();
  await expect(page.getByText("Leave it empty to sign up without a code")).toBeVisible();
  await page.getByLabel("Password").fill(account.password);
  await page.getByLabel("Invite code").fill("");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/waiting-activation$/);

  // The spent code on the waiting page: refused, the account still waits; a wrong password is told apart.
  await fillActivation(page, account, spent);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid or expired invite code" })).toBeVisible();
  await expect(page).toHaveURL(/\/waiting-activation$/);
  const expiring = await request.post("/api/v1/admin/invites", {
    headers,
    data: { is_single_use: true, expires_days: 1 },
  });
  expect(expiring.status()).toBe(201);
  await fillActivation(
    page,
    { ...account, password: "not-the-password" },
    ((await expiring.json()) as { code: string }).code,
  );
  await expect(page.getByRole("alert").filter({ hasText: "Incorrect email or password" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Got an invite code?" }).getByLabel("Email")).toHaveValue(
    account.email,
  );
});

test.describe("a pending registration's sign-in", () => {
  test("goes to the waiting page, whose form is there for it", async ({ page, request }) => {
    const account = newAccount("Awaiting");
    await pendingRegistration(request, account);
    await page.goto("/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/waiting-activation$/);
    await fillActivation(page, account, await createInvite(request));
    await expect(page).toHaveURL(/\/app\/welcome/);
  });
});
