import { createHmac } from "node:crypto";
import { expect, signedInMember, test } from "./fixtures";

// The server's AUTH_SECRET (playwright.config.ts): the test makes a link as the email would carry.
const AUTH_SECRET = "e2e-secret-not-for-production-3f9c1b7a";
const unsubscribeToken = (userId: number, setting: string) =>
  `${userId}.${setting}.${createHmac("sha256", AUTH_SECRET).update(`overlap:unsubscribe:v1:${userId}:${setting}`).digest("base64url")}`;

test.describe("email notifications", () => {
  test("Settings: a switch saves as it is flipped, with a toast, and stays after a reload", async ({
    browser,
    request,
  }) => {
    const { page, context } = await signedInMember(browser, request, "Mailer");
    await page.goto("/app/settings");
    await expect(page.getByRole("heading", { level: 2, name: "Email notifications" })).toBeVisible();
    const messages = page.getByRole("switch", { name: "Messages" });
    await expect(messages).toHaveAttribute("aria-checked", "true");
    await expect(page.getByRole("switch", { name: "News about Overlap" })).toHaveAttribute("aria-checked", "false");

    await messages.click();
    await expect(page.getByText('Saved: "Messages" emails are off.')).toBeVisible();
    await expect(messages).toHaveAttribute("aria-checked", "false");
    await page.reload();
    await expect(page.getByRole("switch", { name: "Messages" })).toHaveAttribute("aria-checked", "false");

    // Keyboard: focus and Space flip it back on.
    await page.getByRole("switch", { name: "Messages" }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByText('Saved: "Messages" emails are on.')).toBeVisible();
    await expect(page.getByRole("switch", { name: "Messages" })).toHaveAttribute("aria-checked", "true");
    await context.close();
  });

  test("the unsubscribe page changes nothing until its button is pressed, without sign-in", async ({
    browser,
    request,
    page,
  }) => {
    const member = await signedInMember(browser, request, "Leaver");
    const settings = async () =>
      (await (await member.page.request.get("/api/v1/users/me/notification-settings")).json()) as Record<
        string,
        boolean
      >;

    await page.goto(`/unsubscribe?token=${encodeURIComponent(unsubscribeToken(member.id, "email_trip"))}`);
    await expect(page.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
    await expect(page.getByText('Stop getting "Group trips" emails from Overlap?')).toBeVisible();
    expect((await settings()).email_trip).toBe(true);

    await page.getByRole("button", { name: "Stop these emails" }).click();
    await expect(page.getByText('You will no longer get "Group trips" emails.')).toBeVisible();
    expect(await settings()).toMatchObject({ email_trip: false, email_message: true });

    await page.goto(`/unsubscribe?token=${encodeURIComponent(`${member.id}.email_message.forged`)}`);
    await expect(page.getByText("Invalid unsubscribe link")).toBeVisible();
    await expect(page.getByRole("button", { name: "Stop these emails" })).toHaveCount(0);
    expect((await settings()).email_message).toBe(true);
    await member.context.close();
  });
});
