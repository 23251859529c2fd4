import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as adminMessageRoute from "@/app/api/v1/admin/messages/[id]/route";
import * as adminUserRoute from "@/app/api/v1/admin/users/[id]/route";
import * as uploadPhotoRoute from "@/app/api/v1/messages/upload-photo/route";
import * as messagesRoute from "@/app/api/v1/messages/route";
import * as pairingRoute from "@/app/api/v1/pairings/[id]/route";
import * as blockRoute from "@/app/api/v1/users/[id]/block/route";
import * as photoRoute from "@/app/api/v1/users/me/photos/[photo]/route";
import * as photosRoute from "@/app/api/v1/users/me/photos/route";
import * as servedRoute from "@/app/uploads/[name]/route";
import { getDb } from "@/db/client";
import { removedFiles, uploads } from "@/db/schema";
import { purgeRemovedFiles } from "@/lib/uploads/removal";
import { buildAdmin, buildMember } from "../factories";
import { connectedPair } from "../helpers/connections";
import { startFakeUploadThing, type FakeUploadThing } from "../helpers/fake-uploadthing";
import { call } from "../helpers/http";
import { setEnv } from "../helpers/env";

type Member = Awaited<ReturnType<typeof buildMember>>;
let uploadsDir: string;

beforeAll(() => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "overlap-stored-files-"));
  setEnv({
    UPLOADS_DIR: uploadsDir,
    UPLOADTHING_TOKEN: undefined,
    UPLOADTHING_INGEST_URL: undefined,
    UPLOADTHING_API_URL: undefined,
  });
});

afterAll(() => {
  setEnv({ UPLOADS_DIR: undefined });
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

let shade = 0;
/** A small PNG, a different one each time. */
const png = () =>
  sharp({ create: { width: 12, height: 12, channels: 3, background: { r: shade++ % 256, g: 90, b: 160 } } })
    .png()
    .toBuffer();

/** A multipart upload through a real route handler, as a browser sends it. */
async function uploadTo(handler: typeof photosRoute.POST, who: Member) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(await png())], "photo.png", { type: "image/png" }));
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const req = new NextRequest("http://localhost:3000/api/v1/upload", {
    method: "POST",
    headers: {
      authorization: `Bearer ${who.token}`,
      "content-type": encoded.headers.get("content-type")!,
      "content-length": String(body.byteLength),
    },
    body,
  });
  const response = await handler(req, { params: Promise.resolve({}) });
  expect(response.status).toBe(201);
  return response.json();
}

const messagePhoto = async (who: Member) =>
  ((await uploadTo(uploadPhotoRoute.POST, who)) as { photo_url: string }).photo_url;
const profilePhoto = async (who: Member) =>
  ((await uploadTo(photosRoute.POST, who)) as { photos: string[] }).photos.at(-1)!;

async function sendPhoto(who: Member, matchId: number, url: string) {
  const sent = await call(messagesRoute.POST, { token: who.token, body: { match_id: matchId, photo_url: url } });
  expect(sent.status).toBe(201);
  return sent.body.id as number;
}

async function serve(url: string, headers: Record<string, string> = {}) {
  const name = url.replace(/^\/uploads\//, "");
  const response = await servedRoute.GET(new Request(`http://localhost:3000${url}`, { headers }), {
    params: Promise.resolve({ name }),
  });
  return { status: response.status, headers: response.headers };
}

const onDisk = (url: string) => fs.existsSync(path.join(uploadsDir, url.replace(/^\/uploads\//, "")));

/** Removed means: its URL answers 404 and its file is gone from the folder. */
async function expectGone(...urls: string[]) {
  for (const url of urls) {
    expect((await serve(url)).status, url).toBe(404);
    expect(onDisk(url), url).toBe(false);
  }
}

async function expectServed(...urls: string[]) {
  for (const url of urls) {
    expect((await serve(url)).status, url).toBe(200);
    expect(onDisk(url), url).toBe(true);
  }
}

describe("stored photos on the local disk", () => {
  beforeEach(async () => {
    expect(await (await getDb()).select().from(removedFiles)).toEqual([]);
  });

  it("serves a photo with a cache policy that allows removal, and revalidates by ETag", async () => {
    const me = await buildMember();
    const url = await profilePhoto(me);
    const first = await serve(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect(first.headers.get("cache-control")).not.toContain("immutable");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await serve(url, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
  });

  it("a profile photo its owner deletes is gone", async () => {
    const me = await buildMember();
    const [kept, removed] = [await profilePhoto(me), await profilePhoto(me)];
    const response = await call(photoRoute.DELETE, { method: "DELETE", token: me.token, params: { photo: "1" } });
    expect(response.status).toBe(204);
    await expectGone(removed);
    await expectServed(kept);
  });

  it("a message photo is gone with its message (admin delete), unless another message still shows it", async () => {
    const { a, matchId } = await connectedPair();
    const { token: admin } = await buildAdmin();
    const url = await messagePhoto(a);
    const [first, second] = [await sendPhoto(a, matchId, url), await sendPhoto(a, matchId, url)];
    expect(
      (await call(adminMessageRoute.DELETE, { method: "DELETE", token: admin, params: { id: first } })).status,
    ).toBe(204);
    await expectServed(url);
    expect(
      (await call(adminMessageRoute.DELETE, { method: "DELETE", token: admin, params: { id: second } })).status,
    ).toBe(204);
    await expectGone(url);
  });

  it("photos of a conversation are gone when the connection ends, or a block ends it", async () => {
    const ended = await connectedPair();
    const endedUrl = await messagePhoto(ended.b);
    await sendPhoto(ended.b, ended.matchId, endedUrl);
    expect(
      (await call(pairingRoute.DELETE, { method: "DELETE", token: ended.a.token, params: { id: ended.pairingId } }))
        .status,
    ).toBe(204);
    await expectGone(endedUrl);

    const blocked = await connectedPair();
    const blockedUrl = await messagePhoto(blocked.a);
    await sendPhoto(blocked.a, blocked.matchId, blockedUrl);
    expect(
      (await call(blockRoute.POST, { method: "POST", token: blocked.b.token, params: { id: blocked.a.user.id } }))
        .status,
    ).toBe(201);
    await expectGone(blockedUrl);
  });

  it("an account an admin deletes takes its photos along, and the photos of its conversations", async () => {
    const { a: leaving, b: staying, matchId } = await connectedPair();
    const { token: admin } = await buildAdmin();
    const own = [await profilePhoto(leaving), await messagePhoto(leaving)];
    await sendPhoto(leaving, matchId, own[1]!);
    const theirs = await messagePhoto(staying);
    await sendPhoto(staying, matchId, theirs);
    const unrelated = await profilePhoto(staying);

    expect(
      (await call(adminUserRoute.DELETE, { method: "DELETE", token: admin, params: { id: leaving.user.id } })).status,
    ).toBe(204);
    await expectGone(...own, theirs);
    await expectServed(unrelated);
  });

  it("keeps the file when the transaction that removed its row rolls back", async () => {
    const me = await buildMember();
    const url = await profilePhoto(me);
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await tx.delete(uploads).where(eq(uploads.url, url));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await purgeRemovedFiles();
    await expectServed(url);
  });
});

describe("stored photos on UploadThing", () => {
  let fake: FakeUploadThing;

  beforeAll(async () => {
    fake = await startFakeUploadThing();
  });

  afterAll(async () => {
    setEnv({ UPLOADTHING_TOKEN: undefined, UPLOADTHING_INGEST_URL: undefined, UPLOADTHING_API_URL: undefined });
    await fake.close();
  });

  it("a message photo deleted with its message is deleted at UploadThing and its URL answers 404", async () => {
    setEnv({ UPLOADTHING_TOKEN: fake.token, UPLOADTHING_INGEST_URL: fake.url, UPLOADTHING_API_URL: fake.url });
    const { a, matchId } = await connectedPair();
    const { token: admin } = await buildAdmin();
    const url = await messagePhoto(a);
    expect(url.startsWith(fake.url)).toBe(true);
    expect((await fetch(url)).status).toBe(200);
    const id = await sendPhoto(a, matchId, url);
    expect((await call(adminMessageRoute.DELETE, { method: "DELETE", token: admin, params: { id } })).status).toBe(204);
    expect(fake.requests.at(-1)).toBe("POST /v6/deleteFiles");
    expect((await fetch(url)).status).toBe(404);
  });

  it("a storage that fails to delete does not fail the member's action: logged, kept queued, deleted later", async () => {
    setEnv({ UPLOADTHING_TOKEN: fake.token, UPLOADTHING_INGEST_URL: fake.url, UPLOADTHING_API_URL: fake.url });
    const me = await buildMember();
    const url = await profilePhoto(me);
    // The key now refused by UploadThing: deleteFiles answers 401.
    const wrongKey = Buffer.from(JSON.stringify({ apiKey: "sk_wrong", appId: fake.appId, regions: ["fra1"] })).toString(
      "base64",
    );
    setEnv({ UPLOADTHING_TOKEN: wrongKey, UPLOADTHING_INGEST_URL: fake.url, UPLOADTHING_API_URL: fake.url });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await call(photoRoute.DELETE, { method: "DELETE", token: me.token, params: { photo: "0" } });
      expect(response.status).toBe(204);
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
    expect((await fetch(url)).status).toBe(200);
    expect(await (await getDb()).select().from(removedFiles)).toHaveLength(1);

    setEnv({ UPLOADTHING_TOKEN: fake.token, UPLOADTHING_INGEST_URL: fake.url, UPLOADTHING_API_URL: fake.url });
    await purgeRemovedFiles();
    expect((await fetch(url)).status).toBe(404);
    expect(await (await getDb()).select().from(removedFiles)).toEqual([]);
  });
});
