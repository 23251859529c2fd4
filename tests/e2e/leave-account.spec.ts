import { BASE_URL, expect, failedLoad, signedInMember, test } from "./fixtures";

test.describe("leaving", () => {
  test("Settings downloads my data, refuses a wrong password, and deletes the account behind a confirm dialog", async ({
    browser,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(failedLoad(400, "/api/v1/users/me"));
    const { account, context, page } = await signedInMember(browser, request, "Leaver");
    await page.goto("/app/settings");

    await expect(page.getByRole("heading", { level: 2, name: "Your data" })).toBeVisible();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data" }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^overlap-export-.+-\d{4}-\d{2}-\d{2}\.json$/);

    await expect(page.getByRole("heading", { level: 2, name: "Delete account" })).toBeVisible();
    // Settings asks for the password in other forms too (Email, Password): this one is the delete form's.
    const deleteForm = page.getByRole("form", { name: "Delete account" });
    await deleteForm.getByLabel("Password").fill("not my password");
    await page.getByRole("button", { name: "Delete account" }).click();
    await page
      .getByRole("dialog", { name: "Delete your account?" })
      .getByRole("button", { name: "Delete my account" })
      .click();
    // Said under the field (its description), not above the form.
    await expect(deleteForm.getByLabel("Password")).toHaveAccessibleDescription(/Password is incorrect/);
    await expect(page.getByRole("alert").filter({ hasText: "Password is incorrect" })).toHaveCount(0);

    await deleteForm.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Delete account" }).click();
    await dialog.getByRole("button", { name: "Delete my account" }).click();

    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByText("Your account has been deleted.")).toBeVisible();
    await page.goto("/app/settings");
    await expect(page).toHaveURL(/\/login/);
    await context.close();
  });
});
