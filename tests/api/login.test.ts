import { describe, expect, it } from "vitest";
import * as loginRoute from "@/app/api/v1/auth/login/json/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import { getDb } from "@/db/client";
import { LIMITS, recordHit } from "@/lib/rate-limit/service";
import { buildUser, TEST_PASSWORD } from "../factories";
import { call } from "../helpers/http";
import { holdTheClock } from "../helpers/clock";

describe("POST /auth/login/json", () => {
  it("returns a bearer token that opens /users/me", async () => {
    const user = await buildUser({ email: "Login.Case@Example.com" });
    const login = await call(loginRoute.POST, { body: { email: "login.case@example.COM", password: TEST_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ token_type: "bearer" });
    expect(typeof login.body.access_token).toBe("string");
    const me = await call(meRoute.GET, { token: login.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
  });

  it("gives the same 401 text for a wrong password and an unknown email", async () => {
    const user = await buildUser();
    const wrongPassword = await call(loginRoute.POST, { body: { email: user.email, password: "wrong password!" } });
    const unknownEmail = await call(loginRoute.POST, {
      body: { email: "nobody@example.com", password: TEST_PASSWORD },
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ detail: "Incorrect email or password" });
    }
  });

  it("refuses an inactive account with 403 only once the password is right", async () => {
    const user = await buildUser({ isActive: false });
    expect((await call(loginRoute.POST, { body: { email: user.email, password: "wrong password!" } })).status).toBe(
      401,
    );
    const right = await call(loginRoute.POST, { body: { email: user.email, password: TEST_PASSWORD } });
    expect(right.status).toBe(403);
    expect(right.body.detail).toBe("Account pending admin activation");
  });

  it("counts a right password on an account waiting for activation like a miss: the 11th in 15 minutes is 429", async () => {
    holdTheClock();
    const user = await buildUser({ isActive: false });
    for (let i = 0; i < 10; i++)
      expect((await call(loginRoute.POST, { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(403);
    expect((await call(loginRoute.POST, { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(429);
  });

  it("bounds an account's sign-ins, successes too, at 60 in 15 minutes, whatever the address", async () => {
    holdTheClock();
    const [user, other] = [await buildUser(), await buildUser()];
    const db = await getDb();
    // 59 earlier sign-ins this quarter hour (lib/rate-limit's counting has its own tests)
    for (let i = 0; i < 59; i++) await recordHit(db, LIMITS.signInsPerAccount, user.email.toLowerCase());
    expect(
      (await call(loginRoute.POST, { body: { email: user.email, password: TEST_PASSWORD }, from: "203.0.113.60" }))
        .status,
    ).toBe(200);
    const limited = await call(loginRoute.POST, {
      body: { email: user.email, password: TEST_PASSWORD },
      from: "203.0.113.61",
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      detail: "Too many sign-ins to this account. Please wait a few minutes and try again.",
    });
    expect(
      (await call(loginRoute.POST, { body: { email: other.email, password: TEST_PASSWORD }, from: "203.0.113.61" }))
        .status,
    ).toBe(200);
  });

  it("answers 422 for missing fields and 400 for a body that is not JSON", async () => {
    const missing = await call(loginRoute.POST, { body: { email: "a@b.c" } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ field: "password", message: "Password is required" }]);
    expect((await call(loginRoute.POST, { body: "{{" })).status).toBe(400);
    expect((await call(loginRoute.POST, { body: { email: 42, password: ["x"] } })).status).toBe(422);
  });

  it("locks an account after 10 failed sign-ins in 15 minutes, from any address, even for the right password", async () => {
    holdTheClock();
    const user = await buildUser();
    for (let i = 0; i < 10; i++) {
      const attempt = await call(loginRoute.POST, { body: { email: user.email, password: `wrong-${i}-password` } });
      expect(attempt.status).toBe(401);
    }
    const locked = await call(loginRoute.POST, { body: { email: user.email.toUpperCase(), password: TEST_PASSWORD } });
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another account is not affected.
    const other = await buildUser();
    expect((await call(loginRoute.POST, { body: { email: other.email, password: TEST_PASSWORD } })).status).toBe(200);
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    holdTheClock();
    const user = await buildUser();
    for (let i = 0; i < 9; i++)
      await call(loginRoute.POST, { body: { email: user.email, password: "wrong password!" } });
    expect((await call(loginRoute.POST, { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await call(loginRoute.POST, { body: { email: user.email, password: "wrong password!" } })).status).toBe(
        401,
      );
    }
  });

  it("never counts successful sign-ins against an address: a hostel's members share one", async () => {
    const user = await buildUser();
    const from = "203.0.113.49";
    for (let i = 0; i < 35; i++) {
      expect((await call(loginRoute.POST, { body: { email: user.email, password: TEST_PASSWORD }, from })).status).toBe(
        200,
      );
    }
  });

  it("limits failed sign-ins per address (30 in 15 minutes), except for safelisted addresses", async () => {
    holdTheClock();
    const user = await buildUser();
    const from = "203.0.113.50";
    // Thirty different unknown addresses: no single account reaches its own limit.
    for (let i = 0; i < 30; i++) {
      expect(
        (await call(loginRoute.POST, { body: { email: `guess-${i}@example.com`, password: TEST_PASSWORD }, from }))
          .status,
      ).toBe(401);
    }
    const limited = await call(loginRoute.POST, { body: { email: user.email, password: TEST_PASSWORD }, from });
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toBe(
      "Too many failed sign-in attempts from this network. Please wait a few minutes and try again.",
    );
    expect(limited.headers.get("retry-after")).toBeTruthy();
    // Another address is not affected.
    expect(
      (await call(loginRoute.POST, { body: { email: user.email, password: TEST_PASSWORD }, from: "203.0.113.52" }))
        .status,
    ).toBe(200);

    process.env.RATE_LIMIT_SAFELIST = "203.0.113.51";
    const { resetEnvCache } = await import("@/lib/env");
    resetEnvCache();
    try {
      const safe = "203.0.113.51";
      for (let i = 0; i < 35; i++) {
        expect(
          (
            await call(loginRoute.POST, {
              body: { email: `safe-guess-${i}@example.com`, password: TEST_PASSWORD },
              from: safe,
            })
          ).status,
        ).toBe(401);
      }
      expect(
        (await call(loginRoute.POST, { body: { email: user.email, password: TEST_PASSWORD }, from: safe })).status,
      ).toBe(200);
    } finally {
      process.env.RATE_LIMIT_SAFELIST = "";
      resetEnvCache();
    }
  });
});
