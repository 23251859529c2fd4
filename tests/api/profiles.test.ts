import sharp from "sharp";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as photoPrimaryRoute from "@/app/api/v1/users/me/photos/[photo]/primary/route";
import * as photoRoute from "@/app/api/v1/users/me/photos/[photo]/route";
import * as photosRoute from "@/app/api/v1/users/me/photos/route";
import * as handleRoute from "@/app/api/v1/users/handle/[handle]/route";
import * as userRoute from "@/app/api/v1/users/[id]/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { peerStamp } from "@/lib/http/client-address";
import { buildMember, buildUser } from "../factories";
import { connect } from "../helpers/connections";
import { call } from "../helpers/http";

type Member = Awaited<ReturnType<typeof buildMember>>;
const PUBLIC_FIELDS = [
  "name",
  "handle",
  "age",
  "photos",
  "headline",
  "bio",
  "current_location",
  "travel_preferences",
  "languages",
  "occupation",
];

async function uploadPhoto(member: Member, colour = "#3366cc") {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
  const req = new NextRequest("http://localhost:3000/api/v1/users/me/photos", {
    method: "POST",
    body: form,
    headers: [["authorization", `Bearer ${member.token}`], peerStamp("198.51.100.9")],
  });
  const response = await photosRoute.POST(req, { params: Promise.resolve({}) });
  return { status: response.status, body: await response.json() };
}

describe("other members' profiles", () => {
  it("shows the member view: no email, no flags; with where the two stand", async () => {
    const [me, other] = [await buildMember(), await buildMember({ handle: "viewme", bio: "Hi" })];
    const { status, body } = await call(userRoute.GET, { token: me.token, params: { id: other.user.id } });
    expect(status).toBe(200);
    for (const hidden of ["email", "is_admin", "is_active", "password_hash", "theme_preference"])
      expect(body).not.toHaveProperty(hidden);
    expect(body).toMatchObject({ id: other.user.id, handle: "viewme", bio: "Hi", relationship: null });
    const { pairingId } = await connect(me, other, "friend");
    expect((await call(userRoute.GET, { token: other.token, params: { id: me.user.id } })).body.relationship).toEqual({
      pairing_id: pairingId,
      relationship_type: "friend",
      status: "accepted",
      requested_by_me: false,
    });
  });

  it("answers 404 for inactive or unknown members and 401 without sign-in", async () => {
    const me = await buildMember();
    const inactive = await buildUser({ isActive: false, handle: "sleepy" });
    expect((await call(userRoute.GET, { token: me.token, params: { id: inactive.id } })).status).toBe(404);
    expect((await call(userRoute.GET, { token: me.token, params: { id: 999999 } })).status).toBe(404);
    expect((await call(userRoute.GET, { token: me.token, params: { id: "abc" } })).status).toBe(404);
    expect((await call(userRoute.GET, { params: { id: me.user.id } })).status).toBe(401);
    expect((await call(handleRoute.GET, { params: { handle: "sleepy" }, query: { public: "true" } })).status).toBe(404);
  });

  it("finds members by handle (leading @, any case); members only without ?public", async () => {
    const me = await buildMember();
    const other = await buildMember({ handle: "nomad_nina" });
    for (const handle of ["nomad_nina", "@Nomad_Nina"]) {
      const response = await call(handleRoute.GET, { token: me.token, params: { handle } });
      expect(response.status).toBe(200);
      expect(response.body.id).toBe(other.user.id);
    }
    // Next hands route handlers their segments decoded (/handle/%25ZZ arrives as "%ZZ"): text, not
    // an escape to decode again, which threw a 500.
    expect((await call(handleRoute.GET, { token: me.token, params: { handle: "%ZZ" } })).status).toBe(404);
    expect((await call(handleRoute.GET, { params: { handle: "%ZZ" }, query: { public: "true" } })).status).toBe(404);
    expect((await call(handleRoute.GET, { params: { handle: "nomad_nina" } })).status).toBe(401);
  });

  it("the public view needs no sign-in and leaks nothing beyond its listed fields", async () => {
    await buildUser({
      handle: "public_pat",
      name: "Pat",
      age: 33,
      headline: "Slow traveller",
      bio: "Coffee first",
      currentLocation: "Lisbon",
      travelPreferences: "Coworking",
      languages: ["English"],
      occupation: "Designer",
      gender: "Woman",
      interestedIn: ["Men"],
      sexualOrientation: "Straight",
      height: 170,
      minAgePreference: 30,
      maxAgePreference: 40,
      email: "pat.private@example.com",
    });
    const { status, body } = await call(handleRoute.GET, {
      params: { handle: "@public_pat" },
      query: { public: "true" },
    });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([...PUBLIC_FIELDS].sort());
    expect(body).toEqual({
      name: "Pat",
      handle: "public_pat",
      age: 33,
      photos: [],
      headline: "Slow traveller",
      bio: "Coffee first",
      current_location: "Lisbon",
      travel_preferences: "Coworking",
      languages: ["English"],
      occupation: "Designer",
    });
    expect(JSON.stringify(body)).not.toMatch(/pat\.private|Woman|Straight|170/);
  });
});

describe("profile photos", () => {
  it("adds up to 4 photos (re-encoded, stored), refuses a fifth (409), deletes and reorders", async () => {
    const me = await buildMember();
    const urls: string[] = [];
    for (const colour of ["#111111", "#222222", "#333333", "#444444"]) {
      const { status, body } = await uploadPhoto(me, colour);
      expect(status).toBe(201);
      urls.push(body.photos.at(-1));
    }
    expect(urls.every((url) => /^\/uploads\/[0-9a-f]{24}\.png$/.test(url))).toBe(true);
    const fifth = await uploadPhoto(me);
    expect(fifth.status).toBe(409);
    const primary = await call(photoPrimaryRoute.PUT, { method: "PUT", token: me.token, params: { photo: "2" } });
    expect(primary.body.photos).toEqual([urls[2], urls[0], urls[1], urls[3]]);
    expect(
      (
        await call(photoRoute.DELETE, {
          method: "DELETE",
          token: me.token,
          params: { photo: urls[0]!.split("/").pop()! },
        })
      ).status,
    ).toBe(204);
    expect((await call(photoRoute.DELETE, { method: "DELETE", token: me.token, params: { photo: "0" } })).status).toBe(
      204,
    );
    const [after] = await (await getDb()).select().from(users).where(eq(users.id, me.user.id));
    expect(after!.photos).toEqual([urls[1], urls[3]]);
    expect((await call(photoRoute.DELETE, { method: "DELETE", token: me.token, params: { photo: "3" } })).status).toBe(
      404,
    );
    expect(
      (await call(photoPrimaryRoute.PUT, { method: "PUT", token: me.token, params: { photo: "nope.png" } })).status,
    ).toBe(404);
    // A name with a stray % (as /photos/%25ZZ arrives) names no photo.
    expect(
      (await call(photoPrimaryRoute.PUT, { method: "PUT", token: me.token, params: { photo: "%ZZ" } })).status,
    ).toBe(404);
    expect(
      (await call(photoRoute.DELETE, { method: "DELETE", token: me.token, params: { photo: "%ZZ" } })).status,
    ).toBe(404);
  });

  it("never stores a fifth photo when uploads race", async () => {
    const me = await buildMember();
    for (let i = 0; i < 2; i++) await uploadPhoto(me);
    const results = await Promise.all([uploadPhoto(me), uploadPhoto(me), uploadPhoto(me)]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(1);
    const [after] = await (await getDb()).select().from(users).where(eq(users.id, me.user.id));
    expect(after!.photos).toHaveLength(4);
  });
});
