import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as checkRoute from "@/app/api/v1/users/handle/check/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { buildMember, buildUser, cookieFor } from "../factories";
import { call } from "../helpers/http";

describe("GET /users/me", () => {
  it("answers 401 Not authenticated without credentials or with a token that is not ours", async () => {
    for (const headers of [{}, { authorization: "Bearer not-a-token" }, { authorization: "Basic abc" }] as Record<
      string,
      string
    >[]) {
      const response = await call(meRoute.GET, { headers });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ detail: "Not authenticated" });
    }
  });

  it("returns every User field of docs/product.md §3 and never the password hash", async () => {
    const { token } = await buildMember({ handle: "fieldcheck" });
    const { status, body } = await call(meRoute.GET, { token });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        "id",
        "email",
        "email_verified",
        "name",
        "handle",
        "age",
        "gender",
        "bio",
        "current_location",
        "default_plan_visibility",
        "travel_preferences",
        "headline",
        "sexual_orientation",
        "interested_in",
        "relationship_intent",
        "height",
        "occupation",
        "languages",
        "min_age_preference",
        "max_age_preference",
        "open_to_pairing_types",
        "photos",
        "is_admin",
        "is_active",
        "theme_preference",
        "theme",
        "can_invite",
        "onboarding_done",
        "public_profile",
        "created_at",
      ].sort(),
    );
    expect(body.open_to_pairing_types).toEqual(["match", "friend"]);
  });

  it("cuts off an old token at once when the account is deactivated or deleted", async () => {
    const { user, token } = await buildMember();
    expect((await call(meRoute.GET, { token })).status).toBe(200);
    const db = await getDb();
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const inactive = await call(meRoute.GET, { token });
    expect(inactive.status).toBe(403);
    expect(inactive.body.detail).toBe("Account pending admin activation");
    await db.delete(users).where(eq(users.id, user.id));
    expect((await call(meRoute.GET, { token })).status).toBe(401);
  });
});

describe("PUT /users/me", () => {
  it("updates only the fields given and returns the updated user", async () => {
    const { token } = await buildMember({ name: "Before", bio: "Old bio" });
    const { status, body } = await call(meRoute.PUT, {
      method: "PUT",
      token,
      body: {
        name: "  After  ",
        headline: "Nomad",
        interested_in: ["Women", "Women"],
        languages: ["English", "Portuguese"],
        height: 180,
        theme_preference: "ocean-deep",
        min_age_preference: 25,
        max_age_preference: 40,
        handle: "@New_Handle",
        email: "ignored@example.com",
        is_admin: true,
        unknown_field: 1,
      },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: "After",
      bio: "Old bio",
      headline: "Nomad",
      interested_in: ["Women"],
      height: 180,
      handle: "new_handle",
      theme_preference: "ocean-deep",
      theme: "ocean-deep",
      is_admin: false,
    });
    expect(body.email).not.toBe("ignored@example.com");
  });

  it("clears optional fields sent as null or empty", async () => {
    const { token } = await buildMember({ bio: "Something", height: 170 });
    const { body } = await call(meRoute.PUT, { method: "PUT", token, body: { bio: "", height: null } });
    expect(body.bio).toBeNull();
    expect(body.height).toBeNull();
  });

  it.each([
    [{ headline: "x".repeat(101) }, "headline"],
    [{ age: 17 }, "age"],
    [{ height: 99 }, "height"],
    [{ height: 251 }, "height"],
    [{ min_age_preference: 17 }, "min_age_preference"],
    [{ max_age_preference: 101 }, "max_age_preference"],
    [{ min_age_preference: 40, max_age_preference: 30 }, "min_age_preference"],
    [{ open_to_pairing_types: [] }, "open_to_pairing_types"],
    [{ open_to_pairing_types: ["pass"] }, "open_to_pairing_types.0"],
    [{ theme_preference: "neon" }, "theme_preference"],
    [{ gender: "Robot" }, "gender"],
    [{ name: "" }, "name"],
    [{ handle: "no" }, "handle"],
    [{ handle: "Help" }, "handle"],
    [{ age: "30" }, "age"],
  ])("refuses %j with 422 on %s and changes nothing", async (input, field) => {
    const { user, token } = await buildMember();
    const response = await call(meRoute.PUT, { method: "PUT", token, body: input });
    expect(response.status).toBe(422);
    expect(response.body.errors.map((error: { field: string }) => error.field)).toContain(field);
    const [after] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(after!.updatedAt.getTime()).toBe(user.updatedAt.getTime());
  });

  it("checks min <= max against the stored value when only one is sent", async () => {
    const { token } = await buildMember({ maxAgePreference: 30 });
    const response = await call(meRoute.PUT, { method: "PUT", token, body: { min_age_preference: 35 } });
    expect(response.status).toBe(422);
  });

  it("refuses a handle someone else has (any case) with 409", async () => {
    await buildUser({ handle: "taken_one" });
    const { token } = await buildMember();
    const response = await call(meRoute.PUT, { method: "PUT", token, body: { handle: "Taken_One" } });
    expect(response.status).toBe(409);
    expect(response.body.detail).toBe("Handle already taken");
  });

  it("accepts the session cookie from our own origin and refuses a cross-origin write", async () => {
    const user = await buildUser();
    const cookieHeader = await cookieFor(user);
    const same = await call(meRoute.PUT, {
      method: "PUT",
      body: { bio: "same origin" },
      headers: { cookie: cookieHeader, origin: "http://localhost:3000" },
    });
    expect(same.status).toBe(200);
    const cross = await call(meRoute.PUT, {
      method: "PUT",
      body: { bio: "evil" },
      headers: { cookie: cookieHeader, origin: "https://evil.example" },
    });
    expect(cross.status).toBe(403);
    expect(cross.body.detail).toBe("Cross-origin request refused");
    const crossFetch = await call(meRoute.PUT, {
      method: "PUT",
      body: { bio: "evil" },
      headers: { cookie: cookieHeader, "sec-fetch-site": "cross-site" },
    });
    expect(crossFetch.status).toBe(403);
    // Reads with the cookie are fine from anywhere the browser sends it.
    expect((await call(meRoute.GET, { headers: { cookie: cookieHeader } })).body.bio).toBe("same origin");
  });
});

describe("GET /users/handle/check", () => {
  it("needs no sign-in and normalises before checking", async () => {
    await buildUser({ handle: "wanderlust" });
    expect((await call(checkRoute.GET, { query: { handle: " @WanderLust " } })).body).toEqual({
      handle: "wanderlust",
      valid: true,
      available: false,
    });
    expect((await call(checkRoute.GET, { query: { handle: "free_handle" } })).body).toEqual({
      handle: "free_handle",
      valid: true,
      available: true,
    });
    expect((await call(checkRoute.GET, { query: { handle: "Admin" } })).body).toEqual({
      handle: "admin",
      valid: false,
      available: false,
    });
    expect((await call(checkRoute.GET, { query: { handle: "9lives" } })).body).toEqual({
      handle: "9lives",
      valid: false,
      available: false,
    });
  });

  it("answers 422 without the handle parameter", async () => {
    expect((await call(checkRoute.GET)).status).toBe(422);
  });
});
