import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as handleRoute from "@/app/api/v1/users/handle/[handle]/route";
import * as exportRoute from "@/app/api/v1/users/me/export/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { buildMember, cookieFor } from "../factories";
import { call } from "../helpers/http";

// The page's metadata reads the request's cookies and headers: here they are the ones a test sets.
const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "localhost:3000", cookie: request.cookie }),
  cookies: async () => {
    const jar = new Map(
      request.cookie
        .split("; ")
        .filter(Boolean)
        .map((pair) => {
          const at = pair.indexOf("=");
          return [pair.slice(0, at), { name: pair.slice(0, at), value: pair.slice(at + 1) }] as const;
        }),
    );
    return {
      get: (name: string) => jar.get(name),
      getAll: () => [...jar.values()],
      has: (name: string) => jar.has(name),
    };
  },
}));

vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));

afterEach(() => {
  request.cookie = "";
});

async function previewCard(handle: string) {
  const { generateMetadata } = await import("@/app/(public)/profile/[handle]/page");
  return generateMetadata({ params: Promise.resolve({ handle: `%40${handle}` }) });
}

describe("the public profile switch", () => {
  it("is on by default, shown on the own user and in the export, and turned off by PUT /users/me", async () => {
    const { user, token } = await buildMember({ handle: "switcher" });
    expect((await call(meRoute.GET, { token })).body.public_profile).toBe(true);
    const off = await call(meRoute.PUT, { method: "PUT", token, body: { public_profile: false } });
    expect(off.status).toBe(200);
    expect(off.body.public_profile).toBe(false);
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(row?.publicProfile).toBe(false);
    // Other fields left out keep their values, and the switch keeps its own when they change.
    const renamed = await call(meRoute.PUT, { method: "PUT", token, body: { name: "Renamed" } });
    expect(renamed.body).toMatchObject({ name: "Renamed", public_profile: false });
    const exported = await call(exportRoute.GET, { token });
    expect(exported.status).toBe(200);
    expect(exported.body.profile.public_profile).toBe(false);
  });

  it("refuses a value that is not a boolean with 422 and changes nothing", async () => {
    const { token } = await buildMember();
    for (const value of ["false", 0, null]) {
      const response = await call(meRoute.PUT, { method: "PUT", token, body: { public_profile: value } });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual([
        expect.objectContaining({ field: "public_profile", message: "Public profile must be true or false" }),
      ]);
    }
    expect((await call(meRoute.GET, { token })).body.public_profile).toBe(true);
  });

  it("hides the public view from anyone not signed in, with an unknown handle's 404; members still see it", async () => {
    const hidden = await buildMember({ handle: "hidden_one", publicProfile: false, bio: "Quiet" });
    const viewer = await buildMember();
    const anonymous = await call(handleRoute.GET, { params: { handle: "hidden_one" }, query: { public: "true" } });
    const unknown = await call(handleRoute.GET, { params: { handle: "nobody_here" }, query: { public: "true" } });
    expect(anonymous.status).toBe(404);
    expect(anonymous.body).toEqual(unknown.body);
    // Signed in, the public view and the member view are there as before.
    const publicView = await call(handleRoute.GET, {
      token: viewer.token,
      params: { handle: "hidden_one" },
      query: { public: "true" },
    });
    expect(publicView.status).toBe(200);
    expect(publicView.body).toMatchObject({ handle: "hidden_one", bio: "Quiet" });
    const memberView = await call(handleRoute.GET, { token: viewer.token, params: { handle: "hidden_one" } });
    expect(memberView.status).toBe(200);
    expect(memberView.body).toMatchObject({ id: hidden.user.id, bio: "Quiet" });
    expect(memberView.body).not.toHaveProperty("public_profile");
    // Turned back on, anyone sees it again.
    await call(meRoute.PUT, { method: "PUT", token: hidden.token, body: { public_profile: true } });
    expect((await call(handleRoute.GET, { params: { handle: "hidden_one" }, query: { public: "true" } })).status).toBe(
      200,
    );
  });

  it("serves no preview card for a hidden profile, to visitors or members", async () => {
    await buildMember({ handle: "shown_card", name: "Shown", headline: "Here" });
    await buildMember({ handle: "hidden_card", name: "Hidden", headline: "Not here", publicProfile: false });
    const shown = await previewCard("shown_card");
    expect(shown.openGraph).toMatchObject({ title: "Shown (@shown_card) · Overlap", description: "Here" });
    const hidden = await previewCard("hidden_card");
    expect(hidden).toEqual({ title: "Profile Not Found", robots: { index: false } });

    const viewer = await buildMember();
    request.cookie = await cookieFor(viewer.user);
    const asMember = await previewCard("hidden_card");
    // A member reaches the page, so its tab has a title; still no card and no index.
    expect(asMember.title).toEqual({ absolute: "Hidden · Overlap" });
    expect(asMember.openGraph).toBeUndefined();
    expect(asMember.twitter).toBeUndefined();
    expect(asMember.description).toBeUndefined();
    expect(asMember.robots).toEqual({ index: false });
  });
});
