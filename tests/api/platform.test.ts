import { count, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { NextRequest } from "next/server";
import * as catchAllRoute from "@/app/api/v1/[...path]/route";
import * as healthRoute from "@/app/api/v1/health/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { ensureAdmin } from "@/lib/accounts/service";
import { checkPassword } from "@/lib/auth/password";
import { resetEnvCache } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { route } from "@/lib/http/route";
import { siteOrigin } from "@/lib/http/site-origin";
import { buildUser } from "../factories";
import { call } from "../helpers/http";

describe("platform", () => {
  it("GET /health answers ok once the database answers", async () => {
    const { status, body } = await call(healthRoute.GET);
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok" });
  });

  it("every answer says how long our code took (Server-Timing)", async () => {
    const { headers } = await call(healthRoute.GET);
    expect(headers.get("server-timing")).toMatch(/^app;dur=\d+(\.\d)?$/);
  });

  it("unknown API paths answer a JSON 404", async () => {
    for (const handler of [catchAllRoute.GET, catchAllRoute.POST, catchAllRoute.DELETE]) {
      const response = await call(handler, { method: "GET", path: "/api/v1/nope" });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: "Not found" });
    }
  });

  // A route of the test's own, outside the API's document: called bare, so its answers are not
  // held to the document (tests/helpers/openapi.ts).
  const UNDOCUMENTED = {
    method: "GET",
    path: "/test-only",
    summary: "A test's route",
    tag: "Tests",
    auth: "public",
  } as const;
  const bare =
    (handler: ReturnType<typeof route>) => (req: NextRequest, context: { params: Promise<Record<string, string>> }) =>
      handler(req, context);

  it("an unexpected error is a logged 500 with a generic detail and no stack", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const handler = bare(
      route(UNDOCUMENTED, () => {
        throw new Error("secret internals at db.ts:42");
      }),
    );
    const response = await call(handler);
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain("secret internals");
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it("an AppError keeps its code's status", async () => {
    const handler = bare(
      route(UNDOCUMENTED, () => {
        throw new AppError("conflict", "Trip is full");
      }),
    );
    expect(await call(handler)).toMatchObject({ status: 409, body: { detail: "Trip is full" } });
  });
});

describe("siteOrigin: the public address of links handed out", () => {
  const origin = (headers: Record<string, string>, url?: string) =>
    url ? siteOrigin(new Headers(headers), url) : siteOrigin(new Headers(headers));

  it("prefers NEXTAUTH_URL, then a proxy's forwarded host, then the request's URL, then its Host header", () => {
    expect(
      origin({ "x-forwarded-host": "overlap.example", host: "10.0.0.5:3000" }, "http://10.0.0.5:3000/api/v1/x"),
    ).toBe("https://overlap.example");
    expect(origin({ "x-forwarded-host": "overlap.example, inner", "x-forwarded-proto": "http,https" })).toBe(
      "http://overlap.example",
    );
    expect(origin({ host: "10.0.0.5:3000" }, "http://10.0.0.5:3000/api/v1/x")).toBe("http://10.0.0.5:3000");
    expect(origin({ host: "overlap.example" })).toBe("https://overlap.example");
    expect(origin({ host: "localhost:3000" })).toBe("http://localhost:3000");
    expect(origin({})).toBeNull();
    expect(origin({ host: "bad host/" })).toBeNull();
    try {
      vi.stubEnv("NEXTAUTH_URL", "https://overlap.app/some/path");
      resetEnvCache();
      expect(origin({ "x-forwarded-host": "proxy.example" }, "http://10.0.0.5:3000/x")).toBe("https://overlap.app");
    } finally {
      vi.unstubAllEnvs();
      resetEnvCache();
    }
  });
});

describe("admin bootstrap (ADMIN_EMAIL / admin:create)", () => {
  it("creates an active admin when absent", async () => {
    const { user, created } = await ensureAdmin(await getDb(), {
      email: "Boot@Example.com",
      password: "bootstrap-pass",
    });
    expect(created).toBe(true);
    expect(user).toMatchObject({ email: "boot@example.com", isAdmin: true, isActive: true });
  });

  it("promotes and activates an existing account without touching its password", async () => {
    const existing = await buildUser({ email: "promote@example.com", isActive: false });
    const { user, created } = await ensureAdmin(await getDb(), {
      email: "PROMOTE@example.com",
      password: "another-password",
    });
    expect(created).toBe(false);
    expect(user).toMatchObject({ id: existing.id, isAdmin: true, isActive: true });
    expect(await checkPassword(user.passwordHash, "another-password")).toBe(false);
    const db = await getDb();
    expect((await db.select({ n: count() }).from(users).where(eq(users.email, "promote@example.com")))[0]!.n).toBe(1);
  });
});
