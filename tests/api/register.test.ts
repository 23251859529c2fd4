import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as loginRoute from "@/app/api/v1/auth/login/json/route";
import * as registerRoute from "@/app/api/v1/auth/register/route";
import * as invitesRoute from "@/app/api/v1/admin/invites/route";
import { getDb } from "@/db/client";
import { inviteCodes, users } from "@/db/schema";
import { buildAdmin } from "../factories";
import { call } from "../helpers/http";
import { holdTheClock } from "../helpers/clock";

let n = 0;
const newcomer = (overrides: Record<string, unknown> = {}) => ({
  email: `newcomer${++n}@example.com`,
  password: "long enough password",
  name: "New Comer",
  age: 29,
  ...overrides,
});

async function createInvite(body: Record<string, unknown> = { is_single_use: true }) {
  const { token } = await buildAdmin();
  const response = await call(invitesRoute.POST, { body, token });
  expect(response.status).toBe(201);
  return response.body as { id: number; code: string };
}

const userCount = async (email: string) => {
  const rows = await (
    await getDb()
  )
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return rows.length;
};

describe("POST /auth/register", () => {
  it("creates an inactive account without an invite code", async () => {
    const input = newcomer();
    const { status, body } = await call(registerRoute.POST, { body: input });
    expect(status).toBe(201);
    expect(body).toMatchObject({ email: input.email, name: "New Comer", age: 29, is_active: false, is_admin: false });
    expect(body).not.toHaveProperty("password_hash");
    const login = await call(loginRoute.POST, { body: { email: input.email, password: input.password } });
    expect(login.status).toBe(403);
    expect(login.body.detail).toBe("Account pending admin activation");
  });

  it("creates an active account with a valid invite code, and the member can sign in", async () => {
    const invite = await createInvite();
    const input = newcomer({ invite_code: invite.code.toLowerCase() });
    const { status, body } = await call(registerRoute.POST, { body: input });
    expect(status).toBe(201);
    expect(body.is_active).toBe(true);
    const login = await call(loginRoute.POST, { body: { email: input.email, password: input.password } });
    expect(login.status).toBe(200);
    expect(login.body.token_type).toBe("bearer");
  });

  it("normalises the handle and the email", async () => {
    const { status, body } = await call(registerRoute.POST, {
      body: newcomer({ handle: "  @Nomad_Ana ", email: "  Ana.Mixed@Example.COM " }),
    });
    expect(status).toBe(201);
    expect(body.handle).toBe("nomad_ana");
    expect(body.email).toBe("ana.mixed@example.com");
  });

  it("omits an empty handle and an empty invite code", async () => {
    const { status, body } = await call(registerRoute.POST, { body: newcomer({ handle: "", invite_code: "" }) });
    expect(status).toBe(201);
    expect(body.handle).toBeNull();
    expect(body.is_active).toBe(false);
  });

  it("with a code, refuses a taken email in any letter case with 409", async () => {
    const input = newcomer();
    expect((await call(registerRoute.POST, { body: input })).status).toBe(201);
    const again = await call(registerRoute.POST, {
      body: { ...input, email: input.email.toUpperCase(), invite_code: (await createInvite()).code },
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("Email already registered");
  });

  it("without a code, answers a taken email as a free one, keeps nothing and sends nothing (docs/security.md)", async () => {
    const taken = newcomer({ handle: "first_comer" });
    const first = await call(registerRoute.POST, { body: { ...taken, invite_code: (await createInvite()).code } });
    expect(first.status).toBe(201);
    const free = await call(registerRoute.POST, { body: newcomer({ name: "Someone Else", handle: "free_one" }) });
    const again = await call(registerRoute.POST, {
      body: newcomer({ email: taken.email.toUpperCase(), name: "Someone Else", handle: "free_two" }),
    });
    expect(again.status).toBe(free.status);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(free.body).sort());
    const comparable = (body: Record<string, unknown>) => ({
      ...body,
      id: 0,
      email: "",
      handle: "",
      created_at: "",
      updated_at: "",
    });
    expect(comparable(again.body)).toEqual(comparable(free.body));
    expect(again.body).toMatchObject({
      is_active: false,
      email: taken.email.toUpperCase().toLowerCase(),
      name: "Someone Else",
    });
    // The account of that address is untouched, and no second one exists.
    expect(await userCount(taken.email)).toBe(1);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${taken.email})`);
    expect(row).toMatchObject({ name: "New Comer", handle: "first_comer", isActive: true });
    // A taken handle is still 409: handles are public.
    const handleTaken = await call(registerRoute.POST, {
      body: newcomer({ email: taken.email, handle: "first_comer" }),
    });
    expect(handleTaken.status).toBe(409);
    expect(handleTaken.body.detail).toBe("Handle already taken");
  });

  it("refuses a taken handle in any letter case with 409", async () => {
    expect((await call(registerRoute.POST, { body: newcomer({ handle: "wanderer" }) })).status).toBe(201);
    const again = await call(registerRoute.POST, { body: newcomer({ handle: "WANDERER" }) });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("Handle already taken");
  });

  it.each(["admin", "ADMIN", "@Api", "settings", "root"])("refuses the reserved handle %s with 422", async (handle) => {
    const { status, body } = await call(registerRoute.POST, { body: newcomer({ handle }) });
    expect(status).toBe(422);
    expect(body.errors).toEqual([{ field: "handle", message: "This handle is reserved" }]);
  });

  it.each([
    ["a handle starting with a digit", { handle: "1abc" }, "handle"],
    ["a two-letter handle", { handle: "ab" }, "handle"],
    ["a handle with a dash", { handle: "ab-cd" }, "handle"],
    ["a short password", { password: "short" }, "password"],
    ["an age below 18", { age: 17 }, "age"],
    ["an age above 120", { age: 121 }, "age"],
    ["an age given as text", { age: "thirty" }, "age"],
    ["a fractional age", { age: 30.5 }, "age"],
    ["a malformed email", { email: "not-an-email" }, "email"],
    ["a blank name", { name: "   " }, "name"],
  ])("refuses %s with 422 naming the field", async (_label, overrides, field) => {
    const { status, body } = await call(registerRoute.POST, { body: newcomer(overrides) });
    expect(status).toBe(422);
    expect(body.errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(typeof body.detail).toBe("string");
  });

  it("names every missing field", async () => {
    const { status, body } = await call(registerRoute.POST, { body: {} });
    expect(status).toBe(422);
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      "age",
      "email",
      "name",
      "password",
    ]);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: "name", message: "Full name is required" },
        { field: "email", message: "Email is required" },
        { field: "password", message: "Password is required" },
        { field: "age", message: "Age is required" },
      ]),
    );
  });

  it("answers 400 to malformed JSON and to a body that is not JSON", async () => {
    const malformed = await call(registerRoute.POST, { body: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toMatch(/not valid JSON/);
    const form = await call(registerRoute.POST, {
      body: "email=a@b.c",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(400);
    const arrayBody = await call(registerRoute.POST, { body: "[1,2]" });
    expect(arrayBody.status).toBe(422);
  });

  describe("invite codes", () => {
    it.each([
      ["an unknown code", async () => "OVERLAP-ZZZZZZZZ"],
      [
        "a deactivated code",
        async () => {
          const invite = await createInvite();
          await (
            await getDb()
          )
            .update(inviteCodes)
            .set({ isActive: false })
            .where(sql`${inviteCodes.id} = ${invite.id}`);
          return invite.code;
        },
      ],
      [
        "an expired code",
        async () => {
          const invite = await createInvite({ is_single_use: false, expires_days: 1 });
          await (
            await getDb()
          )
            .update(inviteCodes)
            .set({ expiresAt: new Date(Date.now() - 1000) })
            .where(sql`${inviteCodes.id} = ${invite.id}`);
          return invite.code;
        },
      ],
      [
        "a spent single-use code",
        async () => {
          const invite = await createInvite();
          expect((await call(registerRoute.POST, { body: newcomer({ invite_code: invite.code }) })).status).toBe(201);
          return invite.code;
        },
      ],
    ])("refuses %s with 400 and creates nothing", async (_label, makeCode) => {
      const code = await makeCode();
      const input = newcomer({ invite_code: code });
      const { status, body } = await call(registerRoute.POST, { body: input });
      expect(status).toBe(400);
      expect(body.detail).toBe("Invalid or expired invite code");
      expect(await userCount(input.email)).toBe(0);
    });

    it("lets a multi-use code admit several members and counts the uses", async () => {
      const invite = await createInvite({ is_single_use: false });
      for (let i = 0; i < 3; i++) {
        const { status, body } = await call(registerRoute.POST, { body: newcomer({ invite_code: invite.code }) });
        expect(status).toBe(201);
        expect(body.is_active).toBe(true);
      }
      const [row] = await (
        await getDb()
      )
        .select()
        .from(inviteCodes)
        .where(sql`${inviteCodes.id} = ${invite.id}`);
      expect(row!.useCount).toBe(3);
    });

    it("admits exactly one of several registrations racing for one single-use code", async () => {
      const invite = await createInvite();
      const inputs = Array.from({ length: 6 }, () => newcomer({ invite_code: invite.code }));
      const results = await Promise.all(inputs.map((input) => call(registerRoute.POST, { body: input })));
      expect(results.map((result) => result.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
      const winners = results.filter((result) => result.status === 201);
      expect(winners[0]!.body.is_active).toBe(true);
      const created = await Promise.all(inputs.map((input) => userCount(input.email)));
      expect(created.reduce((a, b) => a + b, 0)).toBe(1);
      const [row] = await (
        await getDb()
      )
        .select()
        .from(inviteCodes)
        .where(sql`${inviteCodes.id} = ${invite.id}`);
      expect(row!.useCount).toBe(1);
      expect(row!.usedBy).toBe(winners[0]!.body.id);
    });
  });

  it("limits registrations per address (429 with Retry-After), except safelisted addresses", async () => {
    holdTheClock();
    const from = "203.0.113.7";
    for (let i = 0; i < 10; i++) expect((await call(registerRoute.POST, { body: newcomer(), from })).status).toBe(201);
    const limited = await call(registerRoute.POST, { body: newcomer(), from });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.detail).toMatch(/Too many registrations/);
  });
});
