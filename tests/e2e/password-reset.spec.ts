import { expect, fillLoginForm, newAccount, registerMember, test } from "./fixtures";
import { emailedLink } from "./outbox";

test("forgot password: the emailed link sets a new password, which signs in", async ({ page, request }) => {
  const account = newAccount("Forgetful");
  await registerMember(request, account);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByText("If an account exists for that email, we have sent a link to reset its password."),
  ).toBeVisible();

  const link = await emailedLink(account.email, "/reset-password");
  await page.goto(link);
  await page.getByLabel("New password").fill("a fresh e2e passphrase");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/login\?password=changed$/);
  await expect(page.getByText("Password changed. Please log in.")).toBeVisible();

  await fillLoginForm(page, { email: account.email, password: "a fresh e2e passphrase" });
  await page.waitForURL((url) => url.pathname === "/app" || url.pathname.startsWith("/app/"));

  // The link is spent: opening it again says so and offers a new one.
  // Leave the member area first: its event stream would otherwise reconnect without the cookie.
  await page.goto("about:blank");
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel("New password").fill("another e2e passphrase");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Invalid or expired reset link")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
});

test("a reset page without a token explains and links to a new request", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByText("Invalid or expired reset link")).toBeVisible();
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
