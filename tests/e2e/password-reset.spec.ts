import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { expect, failedLoad, fillLoginForm, newAccount, registerMember, test } from "./fixtures";

// playwright.config.ts points the server's .eml outbox here (no SMTP in browser tests).
const OUTBOX = path.resolve(".data/e2e/outbox");

/** The reset link of the email the server's mail worker wrote for `to` (it runs within seconds). */
async function resetLinkFor(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(OUTBOX).catch(() => [] as string[]);
        for (const file of files.filter((name) => name.endsWith(".eml"))) {
          const mail = await simpleParser(await readFile(path.join(OUTBOX, file)));
          const recipient = mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
          if (recipient !== to) continue;
          link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(mail.text ?? "")?.[0];
        }
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

test("forgot password: the emailed link sets a new password, which signs in", async ({ page, request, allowConsoleError }) => {
  const account = newAccount("Forgetful");
  await registerMember(request, account);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that email, we have sent a link to reset its password.")).toBeVisible();

  const link = await resetLinkFor(account.email);
  await page.goto(link);
  await page.getByLabel("New password").fill("a fresh e2e passphrase");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Password changed. Please log in.")).toBeVisible();

  await fillLoginForm(page, { email: account.email, password: "a fresh e2e passphrase" });
  await page.waitForURL((url) => url.pathname === "/app" || url.pathname.startsWith("/app/"));

  // The link is spent: opening it again says so and offers a new one.
  allowConsoleError(failedLoad(400, "/api/v1/auth/password/reset"));
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
