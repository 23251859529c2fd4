import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, or } from "drizzle-orm";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as meRoute from "@/app/api/v1/users/me/route";
import * as photosRoute from "@/app/api/v1/users/me/photos/route";
import { getDb } from "@/db/client";
import { groupTrips, messages, notifications, pairings, removedFiles, sessions, travelPlans, users } from "@/db/schema";
import { LAST_ADMIN, WRONG_PASSWORD } from "@/lib/accounts/values";
import { resetEnvCache } from "@/lib/env";
import {
  buildAdmin,
  buildConnection,
  buildMember,
  buildMessage,
  buildParticipant,
  buildPlan,
  buildTrip,
  TEST_PASSWORD,
} from "../factories";
import { call } from "../helpers/http";

type Member = Awaited<ReturnType<typeof buildMember>>;
let uploadsDir: string;

function setUploadsDir(value: string | undefined) {
  if (value === undefined) delete process.env.UPLOADS_DIR;
  else process.env.UPLOADS_DIR = value;
  resetEnvCache();
}

beforeAll(() => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "overlap-leave-"));
  setUploadsDir(uploadsDir);
});

afterAll(() => {
  setUploadsDir(undefined);
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

async function addPhoto(who: Member): Promise<string> {
  const png = await sharp({ create: { width: 12, height: 12, channels: 3, background: { r: 200, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new File([new Uint8Array(png)], "photo.png", { type: "image/png" }));
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const req = new NextRequest("http://localhost:3000/api/v1/users/me/photos", {
    method: "POST",
    headers: {
      authorization: `Bearer ${who.token}`,
      "content-type": encoded.headers.get("content-type")!,
      "content-length": String(body.byteLength),
    },
    body,
  });
  const response = await photosRoute.POST(req, { params: Promise.resolve({}) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { photos: string[] }).photos.at(-1)!;
}

const onDisk = (url: string) => fs.existsSync(path.join(uploadsDir, url.replace(/^\/uploads\//, "")));
const leave = (who: Member, password: unknown) =>
  call(meRoute.DELETE, { method: "DELETE", token: who.token, body: { password } });

/** A member with a photo, a plan, a match with messages and a hosted trip with a participant. */
async function memberWithData() {
  const me = await buildMember();
  const friend = await buildMember();
  const guest = await buildMember();
  const photo = await addPhoto(me);
  const plan = await buildPlan(me.user);
  const { pairing, conversation } = await buildConnection(me.user, friend.user);
  await buildMessage(conversation!, me.user);
  await buildMessage(conversation!, friend.user);
  const trip = await buildTrip(me.user, { title: "Lisbon week" });
  await buildParticipant(trip, guest.user, "accepted");
  return { me, friend, guest, photo, plan, pairing, conversation: conversation!, trip };
}

describe("DELETE /users/me", () => {
  it("refuses a wrong password with 400 and changes nothing", async () => {
    const { me, photo, plan, trip } = await memberWithData();
    const response = await leave(me, "not my password");
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe(WRONG_PASSWORD);
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.id, me.user.id))).toHaveLength(1);
    expect(await db.select().from(travelPlans).where(eq(travelPlans.id, plan.id))).toHaveLength(1);
    expect(await db.select().from(groupTrips).where(eq(groupTrips.id, trip.id))).toHaveLength(1);
    expect(onDisk(photo)).toBe(true);
    expect((await call(meRoute.GET, { token: me.token })).status).toBe(200);
  });

  it("asks for the password (422 without one)", async () => {
    const me = await buildMember();
    expect((await call(meRoute.DELETE, { method: "DELETE", token: me.token, body: {} })).status).toBe(422);
  });

  it("with the password removes the account and its data, cancels hosted trips and tells their participants", async () => {
    const { me, friend, guest, photo, plan, pairing, conversation, trip } = await memberWithData();
    const response = await leave(me, TEST_PASSWORD);
    expect(response.status).toBe(204);
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.id, me.user.id))).toEqual([]);
    expect(await db.select().from(travelPlans).where(eq(travelPlans.id, plan.id))).toEqual([]);
    expect(await db.select().from(pairings).where(eq(pairings.id, pairing.id))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.conversationId, conversation.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, me.user.id))).toEqual([]);
    expect(await db.select().from(groupTrips).where(eq(groupTrips.id, trip.id))).toEqual([]);
    expect(onDisk(photo)).toBe(false);
    expect(await db.select().from(removedFiles)).toEqual([]);
    const told = await db.select().from(notifications).where(eq(notifications.userId, guest.user.id));
    expect(told).toEqual([
      expect.objectContaining({
        type: "trip_cancelled",
        title: "Trip cancelled",
        message: `"Lisbon week" was cancelled by ${me.user.name}`,
      }),
    ]);
    // The other side keeps their account; the old token is worthless.
    expect((await call(meRoute.GET, { token: friend.token })).status).toBe(200);
    expect((await call(meRoute.GET, { token: me.token })).status).toBe(401);
    expect(
      await db
        .select()
        .from(pairings)
        .where(or(eq(pairings.user1Id, me.user.id), eq(pairings.user2Id, me.user.id))),
    ).toEqual([]);
  });

  it("keeps the last active admin", async () => {
    const db = await getDb();
    const admin = await buildAdmin();
    // Whatever other admins earlier tests made, make this one the only active one for the check.
    const others = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, true), eq(users.isActive, true)));
    await db.update(users).set({ isActive: false }).where(eq(users.isAdmin, true));
    await db.update(users).set({ isActive: true }).where(eq(users.id, admin.user.id));
    try {
      const refused = await leave(admin, TEST_PASSWORD);
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe(LAST_ADMIN);
      const second = await buildAdmin();
      expect((await leave(admin, TEST_PASSWORD)).status).toBe(204);
      expect((await call(meRoute.GET, { token: second.token })).status).toBe(200);
    } finally {
      for (const { id } of others) await db.update(users).set({ isActive: true }).where(eq(users.id, id));
    }
  });
});
