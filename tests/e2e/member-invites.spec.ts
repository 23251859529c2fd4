import { BASE_URL, expect, newAccount, signedInMember, test } from "./fixtures";

test.describe("member invites", () => {
  test("Settings creates a code, copies its link, shows who used it, and revokes another", async ({ browser, request }) => {
    const inviter = await signedInMember(browser, request, "Inviter");
    await inviter.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
    const { page } = inviter;
    await page.goto("/app/settings");
    await expect(page.getByRole("heading", { level: 2, name: "Invite friends" })).toBeVisible();
    await expect(page.getByText("You haven't created any invite codes yet.")).toBeVisible();

    await page.getByRole("button", { name: "Create invite code" }).click();
    const list = page.getByRole("list", { name: "Your invite codes" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    const code = (await list.locator(".font-mono").first().textContent())!.trim();
    expect(code).toMatch(/^OVERLAP-/);
    await expect(page.getByText(`Invite code ${code} created`)).toBeVisible();

    await list.getByRole("button", { name: `Copy link for ${code}` }).click();
    await expect(page.getByText("Invite link copied to clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${BASE_URL}/register?invite=${code}`);

    // Someone registers with it: active at once, and the code shows who used it.
    const friend = newAccount("Friend");
    const registered = await request.post("/api/v1/auth/register", {
      data: { name: friend.name, email: friend.email, password: friend.password, age: 30, invite_code: code },
    });
    expect(registered.status()).toBe(201);
    expect((await registered.json()).is_active).toBe(true);
    await page.reload();
    const used = list.getByRole("listitem").filter({ hasText: code });
    await expect(used).toContainText(`Used by ${friend.name}`);
    await expect(used.getByRole("button", { name: /Copy link/ })).toHaveCount(0);

    // A second code, revoked: it stays listed, and can no longer be copied.
    await page.getByRole("button", { name: "Create invite code" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(2);
    const second = (await list.locator(".font-mono").first().textContent())!.trim();
    await list.getByRole("button", { name: `Revoke ${second}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
    await expect(page.getByText(`Invite code ${second} revoked`)).toBeVisible();
    const revoked = list.getByRole("listitem").filter({ hasText: second });
    await expect(revoked).toContainText("Revoked");
    await expect(revoked.getByRole("button")).toHaveCount(0);

    await inviter.context.close();
  });
});
