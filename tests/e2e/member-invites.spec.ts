import { ADMIN, BASE_URL, expect, newAccount, signInThroughForm, signedInMember, test } from "./fixtures";

test.describe("member invites", () => {
  test("Settings creates a code, copies its link, shows who used it, and revokes another", async ({
    browser,
    request,
  }) => {
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

  test("the admin sees who invited a member and turns their invites off", async ({ browser, request }) => {
    const inviter = await signedInMember(browser, request, "Host");
    const created = await inviter.page.request.post("/api/v1/invites");
    const code = ((await created.json()) as { code: string }).code;
    const friend = newAccount("Guest");
    await request.post("/api/v1/auth/register", {
      data: { name: friend.name, email: friend.email, password: friend.password, age: 30, invite_code: code },
    });

    const adminContext = await browser.newContext({ baseURL: BASE_URL });
    const admin = await adminContext.newPage();
    await signInThroughForm(admin, ADMIN);
    await admin.goto("/app/admin/users");
    await admin.getByLabel("Search users").fill(friend.email);
    const row = admin.getByRole("row").filter({ hasText: friend.email });
    await expect(row.getByRole("link", { name: inviter.account.name })).toBeVisible();

    await admin.getByLabel("Search users").fill(inviter.account.email);
    const inviterRow = admin.getByRole("row").filter({ hasText: inviter.account.email });
    const toggle = inviterRow.getByRole("switch", { name: `${inviter.account.name} can invite` });
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await toggle.click();
    await expect(admin.getByText(`${inviter.account.name} can no longer invite members`)).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-checked", "false");

    // The invite tree, from the dashboard: the inviter is a root, open, with the guest under them.
    await admin.goto("/app/admin");
    await admin.getByRole("link", { name: /Invite tree/ }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "Invite Tree" })).toBeVisible();
    const tree = admin.getByRole("list", { name: "Invite tree" });
    const inviterItem = tree
      .getByRole("listitem")
      .filter({ has: admin.getByRole("link", { name: inviter.account.name, exact: true }) })
      .first();
    await expect(inviterItem).toContainText("Invites off");
    await expect(inviterItem).toContainText("Invited 1");
    const guests = admin.getByRole("list", { name: `Invited by ${inviter.account.name}` });
    await expect(guests.getByRole("link", { name: friend.name })).toBeVisible();
    // The disclosure button works from the keyboard.
    const disclosure = admin.getByRole("button", { name: `Hide 1 invitee of ${inviter.account.name}` });
    await disclosure.focus();
    await admin.keyboard.press("Enter");
    await expect(guests).toBeHidden();
    await expect(admin.getByRole("button", { name: `Show 1 invitee of ${inviter.account.name}` })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await admin.keyboard.press("Space");
    await expect(guests.getByRole("link", { name: friend.name })).toBeVisible();

    await inviter.page.goto("/app/settings");
    await expect(inviter.page.getByText("Inviting members is turned off for your account.")).toBeVisible();
    await adminContext.close();
    await inviter.context.close();
  });
});
