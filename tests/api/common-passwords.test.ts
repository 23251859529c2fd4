import { describe, expect, it } from "vitest";
import * as adminUsersRoute from "@/app/api/v1/admin/users/route";
import * as registerRoute from "@/app/api/v1/auth/register/route";
import { getDb } from "@/db/client";
import { ensureAdmin } from "@/lib/accounts/service";
import { isCommonPassword } from "@/lib/auth/common-passwords";
import { buildAdmin } from "../factories";
import { call } from "../helpers/http";

let n = 0;
const email = () => `common-pw-${++n}-${Date.now()}@example.com`;

describe("the 10,000 most common passwords are refused (docs/security.md, Passwords)", () => {
  it("knows the list's head, its tail and nothing past it, in any letter case", () => {
    for (const common of ["password", "12345678", "iloveyou", "sunshine", "PassWord1", "QWERTYUIOP", "baseball1"]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const rare of ["correct horse battery", "overlap-pass-123", "long enough password", "tz9!Kq2#vL"]) {
      expect(isCommonPassword(rare), rare).toBe(false);
    }
  });

  it("registration answers 422 on the password field and creates nothing", async () => {
    const address = email();
    const refused = await call(registerRoute.POST, {
      body: { email: address, password: "Password1", name: "Common", age: 30 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ field: "password", message: "This password is too common" }]);
    const { users } = await import("@/db/schema");
    const { eq } = await import("drizzle-orm");
    expect(await (await getDb()).select().from(users).where(eq(users.email, address))).toEqual([]);
    const accepted = await call(registerRoute.POST, {
      body: { email: address, password: "a less common phrase", name: "Rare", age: 30 },
    });
    expect(accepted.status).toBe(201);
  });

  it("an admin creating an account is held to it too", async () => {
    const admin = await buildAdmin();
    const refused = await call(adminUsersRoute.POST, {
      token: admin.token,
      body: { email: email(), password: "sunshine", name: "Common", age: 30 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe("This password is too common");
  });

  it("the bootstrap admin (ADMIN_PASSWORD) is refused with a clear message", async () => {
    await expect(ensureAdmin(await getDb(), { email: email(), password: "iloveyou1" })).rejects.toThrow(
      /most common passwords/,
    );
  });
});
