import { describe, expect, it } from "vitest";
import * as loginRoute from "@/app/api/v1/auth/login/json/route";
import * as forgotRoute from "@/app/api/v1/auth/password/forgot/route";
import * as resetRoute from "@/app/api/v1/auth/password/reset/route";
import * as passwordRoute from "@/app/api/v1/users/me/password/route";
import { DEVICE_COOKIE } from "@/lib/auth/device";
import { LIMITS } from "@/lib/rate-limit/service";
import { buildMember, TEST_PASSWORD } from "../factories";
import { call } from "../helpers/http";
import { loopbackSmtpForFile, tokenFromMail } from "../helpers/smtp-server";
import { holdTheClock } from "../helpers/clock";

// Someone who fails sign-ins (or reset requests) for a member's email, from anywhere, must not keep
// the member out (docs/security.md, "Locked out by someone else"): the account's limit still stops
// guessing, but a device that signed in before, and a link emailed to the member, still work.

const SITE = "https://overlap.test";
const smtp = loopbackSmtpForFile(SITE, "");

const login = (email: string, password: string, device?: string | null, from?: string) =>
  call(loginRoute.POST, {
    method: "POST",
    body: { email, password },
    headers: device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {},
    from,
  });

function deviceOf(response: { headers: Headers }): string {
  const cookie = response.headers.get("set-cookie") ?? "";
  const match = new RegExp(`${DEVICE_COOKIE.replace(".", "\\.")}=([^;]+)`).exec(cookie);
  expect(match, cookie).not.toBeNull();
  expect(cookie).toContain("HttpOnly");
  return match![1]!;
}

/** The attacker fails the account's whole allowance from addresses of their own, and more. */
async function lockOut(email: string) {
  for (let i = 0; i <= LIMITS.failedSignInsPerAccount.limit; i++)
    await login(email, `guess number ${i}`, null, `203.0.113.${i + 1}`);
  expect((await login(email, TEST_PASSWORD)).status).toBe(429);
}

describe("a member locked out by someone else's failed sign-ins", () => {
  it("still signs in from a device that signed in before; a new device waits", async () => {
    holdTheClock();
    const { user } = await buildMember();
    const first = await login(user.email, TEST_PASSWORD);
    expect(first.status).toBe(200);
    const device = deviceOf(first);
    await lockOut(user.email);
    const known = await login(user.email, TEST_PASSWORD, device);
    expect(known.status).toBe(200);
    expect(deviceOf(known)).toBeTruthy();
    expect((await login(user.email, TEST_PASSWORD, "a forged device token")).status).toBe(429);
  });

  it("a device counts its own failures, and another account's device is none of this one's", async () => {
    holdTheClock();
    const { user } = await buildMember();
    const other = await buildMember();
    const device = deviceOf(await login(user.email, TEST_PASSWORD));
    const otherDevice = deviceOf(await login(other.user.email, TEST_PASSWORD));
    for (let i = 0; i < LIMITS.failedSignInsPerDevice.limit; i++)
      expect((await login(user.email, `typo ${i}`, device)).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, device)).status).toBe(429);
    // The account itself was not counted: a fresh device still signs in.
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    await lockOut(user.email);
    expect((await login(user.email, TEST_PASSWORD, otherDevice)).status).toBe(429);
  });

  it("the emailed reset link still works, signs nothing in by itself, and the new password opens the account", async () => {
    holdTheClock();
    const { user } = await buildMember();
    await lockOut(user.email);
    expect((await call(forgotRoute.POST, { method: "POST", body: { email: user.email } })).status).toBe(202);
    const token = await tokenFromMail(smtp.arrived, user.email, "Reset your Overlap password", "/reset-password");
    const reset = await call(resetRoute.POST, { method: "POST", body: { token, password: "a fresh passphrase here" } });
    expect(reset.status).toBe(204);
    const device = deviceOf(reset);
    expect((await login(user.email, "a fresh passphrase here", device)).status).toBe(200);
    expect((await login(user.email, "a fresh passphrase here")).status).toBe(200);
  });

  it("a signed-in member can still change the password while sign-ins are locked", async () => {
    holdTheClock();
    const member = await buildMember();
    await lockOut(member.user.email);
    const changed = await call(passwordRoute.PUT, {
      method: "PUT",
      token: member.token,
      body: { current_password: TEST_PASSWORD, new_password: "another new passphrase" },
    });
    expect(changed.status).toBe(204);
  });
});
