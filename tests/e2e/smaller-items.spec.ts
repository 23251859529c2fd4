import type { APIRequestContext, Page } from "@playwright/test";
import { emailedLink } from "./outbox";
import {
  ADMIN,
  BASE_URL,
  connectMembers,
  createInvite,
  expect,
  newAccount,
  registerMember,
  signInThroughForm,
  signedInMember,
  test,
  type Account,
} from "./fixtures";

/**
 * The smaller papercuts of a nomad's first week: trip visibility names who sees a trip, onboarding
 * resumes after a reload, an email link opened twice is no error, the admin users table fits a
 * laptop, admin invites name who used them, and a place is added without a map. Each on a phone
 * and a desktop where members meet it; a dark theme on the phone, the light one on the desktop.
 */

test.use({ locale: "en-US" });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SCREENS = [
  ["a phone, dark", PHONE, "ocean-deep"],
  ["a desktop, light", DESKTOP, "light"],
] as const;

async function useTheme(page: Page, theme: string) {
  const saved = await page.request.put("/api/v1/users/me", { data: { theme_preference: theme } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** A member signed in through the API token, for setting things up before the browser signs in. */
async function tokenOf(request: APIRequestContext, account: Pick<Account, "email" | "password">) {
  const login = await request.post("/api/v1/auth/login/json", {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

for (const [screen, viewport, theme] of SCREENS) {
  test.describe(`on ${screen}`, () => {
    test("Host a Trip's visibility names the matches and friends a public trip is shown to", async ({
      browser,
      request,
    }) => {
      const host = await signedInMember(browser, request, "Host");
      const ana = await signedInMember(browser, request, "Ana");
      const ben = await signedInMember(browser, request, "Ben");
      await connectMembers(host, ana, "friend");
      await connectMembers(host, ben, "friend");
      await host.page.setViewportSize(viewport);
      await useTheme(host.page, theme);

      await host.page.goto("/app/travel-plans/create-group-trip");
      await expect(host.page.locator("html")).toHaveAttribute("data-theme", theme);
      const visibility = host.page.getByRole("group", { name: "Visibility" });
      const publicChoice = visibility.getByRole("radio", { name: "Public" });
      await expect(publicChoice).toHaveAccessibleDescription(
        new RegExp(
          `^All your matches and friends can see and request to join\\. Matches and friends \\(2\\): (${ana.account.name}, ${ben.account.name}|${ben.account.name}, ${ana.account.name})\\.$`,
        ),
      );
      await expect(visibility.getByText("Only invite specific matches and friends manually")).toBeVisible();

      // A matches trip is seen by matches alone: none here, and the choice says so.
      await host.page.getByRole("group", { name: "Trip type" }).getByRole("radio", { name: "Matches" }).check();
      await expect(publicChoice).toHaveAccessibleDescription(
        "All your matches can see and request to join. You have no matches yet.",
      );
      await expect(visibility.getByText("Only invite specific matches manually")).toBeVisible();
      for (const member of [host, ana, ben]) await member.context.close();
    });

    test("onboarding resumes at the step reached after a reload, and an email link opened twice says the address is confirmed", async ({
      page,
      request,
      allowConsoleError,
    }) => {
      // The reload tried offline, on purpose.
      allowConsoleError(/net::ERR_INTERNET_DISCONNECTED/);
      const account = newAccount("Resumer");
      await registerMember(request, account, { onboarded: false });
      const headers = await tokenOf(request, account);
      expect((await request.put("/api/v1/users/me", { headers, data: { theme_preference: theme } })).status()).toBe(
        200,
      );
      await page.setViewportSize(viewport);
      await signInThroughForm(page, account);
      await expect(page).toHaveURL(/\/app\/welcome$/);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);

      for (let step = 1; step <= 4; step++) await page.getByRole("button", { name: "Skip this step" }).click();
      await expect(page.getByText("Step 5 of 6")).toBeVisible();
      await expect(page).toHaveURL(/\?step=bio$/);
      await page.getByLabel("Bio").fill("Slow traveller, remote developer, coffee snob.");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByText("Step 6 of 6")).toBeVisible();
      // A reload tried offline (the app's offline page, or the browser's), then again online: the step reached.
      await expect(page).toHaveURL(/\?step=plan$/);
      await page.context().setOffline(true);
      await page.reload().catch(() => undefined);
      await page.context().setOffline(false);
      await page.reload();
      await expect(page).toHaveURL(`${BASE_URL}/app/welcome?step=plan`);
      await expect(page.getByText("Step 6 of 6")).toBeVisible();
      await page.getByRole("button", { name: "Back" }).click();
      await expect(page.getByLabel("Bio")).toHaveValue("Slow traveller, remote developer, coffee snob.");

      // The registration's confirmation link, opened twice: confirmed, then already confirmed.
      const link = await emailedLink(account.email.toLowerCase(), "/confirm-email", "Confirm your email");
      await page.goto(link);
      await expect(page.getByRole("status").filter({ hasText: "is confirmed." })).toBeVisible();
      await page.reload();
      await expect(page.getByRole("status").filter({ hasText: "is already confirmed." })).toBeVisible();
      await expect(page.getByText("Invalid or expired confirmation link")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Continue to Overlap" })).toBeVisible();
    });
  });
}

test.describe("admin screens", () => {
  test("the users table fits 1,280 pixels without scrolling sideways, and invites name who used them", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const code = await createInvite(request);
    const guest = newAccount("Guest");
    const registered = await request.post("/api/v1/auth/register", {
      data: {
        name: guest.name,
        email: guest.email,
        password: guest.password,
        age: 31,
        handle: `guest_${Date.now()}`,
        invite_code: code,
      },
    });
    expect(registered.status()).toBe(201);
    // A pending member too, whose row carries the widest set of buttons.
    const waiting = newAccount("Awaiting");
    await request.post("/api/v1/auth/register", {
      data: { name: waiting.name, email: waiting.email, password: waiting.password, age: 40 },
    });

    await signInThroughForm(page, ADMIN);
    await page.goto("/app/admin/users");
    const table = page.getByRole("region", { name: "Users" });
    await expect(table.getByRole("row").filter({ hasText: guest.email })).toBeVisible();
    const overflow = await table.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Pending", exact: true }).click();
    const pending = table.getByRole("row").filter({ hasText: waiting.email });
    await expect(pending.getByRole("button", { name: `Activate ${waiting.name}` })).toBeVisible();
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);

    await page.goto("/app/admin/invites");
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: code }) });
    await expect(row.getByRole("link", { name: new RegExp(`^${guest.name}`) })).toBeVisible();
    await expect(row).toContainText("@guest_");
  });

  test("a place is added without a map: a listed place nearby lends its coordinates, and its other name finds it", async ({
    browser,
    page,
    request,
  }) => {
    // A second admin with a dark theme, on a phone.
    const admin = newAccount("Placer");
    const adminHeaders = await tokenOf(request, ADMIN);
    const created = await request.post("/api/v1/admin/users?is_admin=true", {
      headers: adminHeaders,
      data: { name: admin.name, email: admin.email, password: admin.password, age: 35 },
    });
    expect(created.status(), await created.text()).toBe(201);
    expect(
      (
        await request.put("/api/v1/users/me", {
          headers: await tokenOf(request, admin),
          data: { theme_preference: "midnight-blue" },
        })
      ).status(),
    ).toBe(200);
    await page.setViewportSize(PHONE);
    await signInThroughForm(page, admin);
    await page.goto("/app/admin/places");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "midnight-blue");

    await page.getByRole("button", { name: "Add Place" }).click();
    const form = page.getByRole("form", { name: "New place" });
    const stamp = String(Date.now()).slice(-6);
    await form.getByLabel("Name", { exact: true }).fill(`Kedungu ${stamp}`);
    const near = form.getByRole("combobox", { name: "Near a listed place" });
    await near.fill("Denpas");
    await page
      .getByRole("option", { name: /^Denpasar/ })
      .first()
      .click();
    await expect(form.getByLabel("Country")).toHaveValue("ID");
    await expect(form.getByLabel("Latitude")).toHaveValue(/^-8\.6/);
    await expect(form.getByLabel("Longitude")).toHaveValue(/^115\.2/);
    await expect(form.getByText(/^Filled in from Denpasar/)).toBeVisible();
    await form.getByLabel("Latitude").fill("-8.6062");
    await form.getByLabel("Other names").fill(`KDG${stamp}, Kedungu Beach`);
    await form.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Place created")).toBeVisible();

    // A member finds it by its other name, on a desktop in the light theme.
    const member = await signedInMember(browser, request, "Finder");
    await member.page.setViewportSize(DESKTOP);
    await member.page.goto("/app/travel-plans");
    const destination = member.page.getByRole("combobox", { name: "Destination" });
    await destination.fill(`KDG${stamp}`);
    await expect(member.page.getByRole("option", { name: new RegExp(`^Kedungu ${stamp}`) }).first()).toBeVisible();
    await member.context.close();
  });
});
