import { expect, failedLoad, signedInMember, signInThroughForm, test } from "./fixtures";
import { emailedLink } from "./outbox";

test.describe("account changes", () => {
  test("Settings changes the password; the new one signs in", async ({ browser, request, allowConsoleError }) => {
    allowConsoleError(failedLoad(400, "/api/v1/users/me/password"));
    // The test ends a session whose tab is open: that tab may ask once more (its stream reconnecting, a
    // refetch) before the stream's signed_out reaches it (docs/api.md §17), and is refused.
    allowConsoleError(failedLoad(401, "/api/v1/"));
    const { account, context, page } = await signedInMember(browser, request, "Changer");
    await page.goto("/app/settings");

    const form = page.getByRole("form", { name: "Password" });
    await form.getByLabel("Current password").fill("not my password");
    await form.getByLabel("New password").fill("a changed e2e passphrase");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByLabel("Current password")).toHaveAccessibleDescription(/Current password is incorrect/);

    await form.getByLabel("Current password").fill(account.password);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed. Your other sessions were signed out.")).toBeVisible();
    // This device stays signed in.
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "Password" })).toBeVisible();

    await context.clearCookies();
    await signInThroughForm(page, { email: account.email, password: "a changed e2e passphrase" });
    await context.close();
  });

  test("the emailed link confirms the email; the banner goes; a change of email waits for its link", async ({
    browser,
    request,
  }) => {
    const { account, context, page } = await signedInMember(browser, request, "Confirmer");

    const banner = page.getByRole("complementary", { name: "Confirm your email" });
    await expect(banner).toContainText("Please confirm your email address");
    await banner.getByRole("button", { name: "Dismiss" }).click();
    await expect(banner).toBeHidden();

    await page.goto(await emailedLink(account.email, "/confirm-email", "Confirm your email"));
    await expect(page.getByText(`Your email ${account.email} is confirmed.`)).toBeVisible();
    await page.getByRole("link", { name: "Continue to Overlap" }).click();
    await page.waitForURL((url) => url.pathname === "/app");
    await expect(banner).toBeHidden();

    await page.goto("/app/settings");
    const email = page.getByRole("region", { name: "Email" });
    await expect(email.getByText("Confirmed", { exact: true })).toBeVisible();
    const next = `moved-${Date.now()}@e2e.test`;
    const form = page.getByRole("form", { name: "Change email" });
    await form.getByLabel("New email").fill(next);
    await form.getByLabel("Password").fill(account.password);
    await form.getByRole("button", { name: "Change email" }).click();
    await expect(page.getByText(`We sent a confirmation link to ${next}.`)).toBeVisible();
    await expect(email.getByText(account.email)).toBeVisible();

    await page.goto(await emailedLink(next, "/confirm-email", "Confirm your new Overlap email"));
    await expect(page.getByText(`Your email ${next} is confirmed.`)).toBeVisible();
    await page.goto("/app/settings");
    await expect(email.getByText(next)).toBeVisible();
    await context.close();
  });
});
