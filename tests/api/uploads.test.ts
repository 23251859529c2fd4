import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as uploadPhotoRoute from "@/app/api/v1/messages/upload-photo/route";
import * as servedRoute from "@/app/uploads/[name]/route";
import { getDb } from "@/db/client";
import { uploads } from "@/db/schema";
import { peerStamp } from "@/lib/http/client-address";
import { findUploadOfOwner } from "@/lib/uploads/queries";
import { removeUpload } from "@/lib/uploads/service";
import { buildMember } from "../factories";
import { startFakeUploadThing, type FakeUploadThing } from "../helpers/fake-uploadthing";
import { setEnv } from "../helpers/env";
import { holdTheClock } from "../helpers/clock";

const MB = 1024 * 1024;
let tempRoot: string;
let uploadsDir: string;
let address = 0;

beforeAll(() => {
  // UPLOADS_DIR is a folder inside a temp root, so a traversal test has a neighbour to aim at.
  tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), "overlap-uploads-"));
  uploadsDir = path.join(tempRoot, "uploads");
  setEnv({
    UPLOADS_DIR: uploadsDir,
    UPLOADTHING_TOKEN: undefined,
    UPLOADTHING_INGEST_URL: undefined,
    UPLOADTHING_API_URL: undefined,
  });
});

afterAll(() => {
  setEnv({ UPLOADS_DIR: undefined });
  fs.rmSync(tempRoot, { recursive: true, force: true });
});

type Upload = { bytes?: Uint8Array | string; name?: string; type?: string; field?: string };

/** A multipart body as a browser would send it: the bytes, their boundary and their length. */
async function multipart({
  bytes = new Uint8Array(),
  name = "photo.jpg",
  type = "image/jpeg",
  field = "file",
}: Upload) {
  const form = new FormData();
  form.append(field, new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type }));
  const encoded = new Response(form);
  return { body: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type")! };
}

async function post(options: { token?: string; body?: BodyInit; headers?: Record<string, string> }) {
  const headers = new Headers(options.headers);
  headers.set(...peerStamp(`203.0.113.${address++ % 250}`));
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  // duplex "half": undici's requirement for a streamed body, not yet in the RequestInit type.
  const init = { method: "POST", headers, body: options.body, duplex: "half" };
  const req = new NextRequest(
    "http://localhost:3000/api/v1/messages/upload-photo",
    init as ConstructorParameters<typeof NextRequest>[1],
  );
  const response = await uploadPhotoRoute.POST(req, { params: Promise.resolve({}) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

async function upload(token: string | undefined, file: Upload) {
  const { body, contentType } = await multipart(file);
  return post({ token, body, headers: { "content-type": contentType, "content-length": String(body.byteLength) } });
}

async function serve(name: string) {
  const response = await servedRoute.GET(new Request(`http://localhost:3000/uploads/${name}`), {
    params: Promise.resolve({ name }),
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const filesOnDisk = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []);
const storedPath = (photoUrl: string) => path.join(uploadsDir, photoUrl.replace(/^\/uploads\//, ""));

/** A picture with detail in it, so that re-encoding visibly changes the bytes. */
function picture(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + Math.floor(i / (width * 3)) * 13) % 256;
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

/**
 * A real decompression bomb: a valid 60000×60000 PNG (3.6 gigapixels, 10.8 GB as RGB once decoded)
 * of one colour, under 0.5 MB on disk. Deflated as a stream so the test itself stays small.
 */
async function pngBomb(side = 60_000): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length, 0);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typeAndData), 0);
    return Buffer.concat([length, typeAndData, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth 1, colour type 0 (greyscale), deflate, no filter, no interlace
  // Each row: filter byte 0, then side/8 bytes of black pixels. 1,000 rows at a time.
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * 1000);
  const deflate = zlib.createDeflate();
  const compressed: Buffer[] = [];
  deflate.on("data", (data: Buffer) => compressed.push(data));
  const finished = new Promise((resolve) => deflate.on("end", resolve));
  for (let done = 0; done < side; done += 1000) {
    if (!deflate.write(rows)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await finished;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.concat(compressed)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("POST /messages/upload-photo", () => {
  it("answers 401 to anonymous callers", async () => {
    const png = await picture(20, 20).png().toBuffer();
    const response = await upload(undefined, { bytes: png });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ detail: "Not authenticated" });
  });

  it("accepts a PNG named .jpg, stores its own PNG encoding and serves it with the right type", async () => {
    const { user, token } = await buildMember();
    const png = await picture(300, 200).png({ compressionLevel: 0 }).toBuffer();
    const response = await upload(token, { bytes: png, name: "holiday.jpg", type: "image/jpeg" });
    expect(response.status).toBe(201);
    expect(Object.keys(response.body)).toEqual(["photo_url"]);
    expect(response.body.photo_url).toMatch(/^\/uploads\/[0-9a-f]{24}\.png$/);

    const stored = fs.readFileSync(storedPath(response.body.photo_url));
    expect(stored.equals(png)).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 300, 200]);

    const served = await serve(response.body.photo_url.slice("/uploads/".length));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("private, no-cache");
    expect(served.headers.get("content-disposition")).toBe("inline");
    expect(served.bytes.equals(stored)).toBe(true);

    const row = await findUploadOfOwner(await getDb(), response.body.photo_url, user.id, "message");
    expect(row).toMatchObject({
      storage: "local",
      contentType: "image/png",
      width: 300,
      height: 200,
      sizeBytes: stored.length,
    });
  });

  it("keeps each format's family and caps the long side at 2048 px without enlarging", async () => {
    const { token } = await buildMember();
    const cases = [
      { input: await picture(3000, 1000).jpeg().toBuffer(), format: "jpeg", extension: "jpg", size: [2048, 683] },
      { input: await picture(64, 48).webp().toBuffer(), format: "webp", extension: "webp", size: [64, 48] },
      { input: await picture(30, 40).gif().toBuffer(), format: "gif", extension: "gif", size: [30, 40] },
    ];
    for (const { input, format, extension, size } of cases) {
      const response = await upload(token, { bytes: input, name: "x.bin", type: "application/octet-stream" });
      expect(response.status, format).toBe(201);
      expect(response.body.photo_url).toMatch(new RegExp(`\\.${extension}$`));
      const metadata = await sharp(fs.readFileSync(storedPath(response.body.photo_url))).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([format, ...size]);
    }
  });

  it("removes EXIF (GPS included) and applies the orientation it carried", async () => {
    const { token } = await buildMember();
    const jpeg = await picture(64, 32)
      .jpeg()
      .withExif({
        IFD0: { Make: "OverlapTestCam" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "38/1 42/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "9/1 8/1 0/1" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsTag(before.exif!)).toBe(true);
    expect(jpeg.includes("OverlapTestCam")).toBe(true);

    const response = await upload(token, { bytes: jpeg, name: "IMG_0001.JPG" });
    expect(response.status).toBe(201);
    const stored = fs.readFileSync(storedPath(response.body.photo_url));
    const after = await sharp(stored).metadata();
    expect(after.format).toBe("jpeg");
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes("OverlapTestCam")).toBe(false);
    expect(stored.includes("Exif")).toBe(false);
    // Turned upright: 64×32 with orientation 6 is a 32×64 picture.
    expect([after.width, after.height]).toEqual([32, 64]);
  });

  it("refuses files that are not JPEG, PNG, WebP or GIF by content, whatever their name (415)", async () => {
    const { token } = await buildMember();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const tiff = await picture(10, 10).tiff().toBuffer();
    const truncatedPng = (await picture(200, 200).png().toBuffer()).subarray(0, 200);
    for (const file of [
      { bytes: "<html><script>alert(document.cookie)</script></html>", name: "cat.jpg", type: "image/jpeg" },
      { bytes: svg, name: "cat.svg", type: "image/svg+xml" },
      { bytes: tiff, name: "cat.png", type: "image/png" },
    ]) {
      const response = await upload(token, file);
      expect(response.status, file.name).toBe(415);
      expect(response.body).toEqual({ detail: "Only JPEG, PNG, WebP or GIF images can be uploaded" });
    }
    const damaged = await upload(token, { bytes: truncatedPng, name: "cut.png" });
    expect(damaged.status).toBe(415);
    expect(filesOnDisk().filter((name) => !/^[0-9a-f]{24}\.(jpg|png|webp|gif)$/.test(name))).toEqual([]);
  });

  it("refuses an 11 MB request from its Content-Length without reading the body (413)", async () => {
    const { token } = await buildMember();
    const { body, contentType } = await multipart({ bytes: Buffer.alloc(11 * MB, 0xff) });
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= body.byteLength) return controller.close();
        controller.enqueue(body.subarray(sent, sent + 64 * 1024));
        sent += 64 * 1024;
      },
    });
    const response = await post({
      token,
      body: stream,
      headers: { "content-type": contentType, "content-length": String(body.byteLength) },
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ detail: "Images must be 10 MB or smaller" });
    // A stream fills its queue with one chunk when created; reading the body would take 176.
    expect(sent).toBeLessThanOrEqual(64 * 1024);
  });

  it("refuses an 11 MB request without Content-Length as soon as it passes the limit (413)", async () => {
    const { token } = await buildMember();
    const { body, contentType } = await multipart({ bytes: Buffer.alloc(11 * MB, 0xff) });
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= body.byteLength) return controller.close();
        controller.enqueue(body.subarray(sent, sent + 64 * 1024));
        sent += 64 * 1024;
      },
    });
    const response = await post({ token, body: stream, headers: { "content-type": contentType } });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(11 * MB);
  });

  it("refuses an image over 10 MB that fits in the request envelope (413)", async () => {
    const { token } = await buildMember();
    const padded = Buffer.concat([await picture(10, 10).png().toBuffer(), Buffer.alloc(10 * MB)]);
    const response = await upload(token, { bytes: padded, name: "big.png" });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ detail: "Images must be 10 MB or smaller" });
  });

  it("refuses a decompression bomb from its header, without the memory to decode it (413)", async () => {
    const { token } = await buildMember();
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(1 * MB);
    const header = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([header.width, header.height]).toEqual([60_000, 60_000]);

    const { body, contentType } = await multipart({ bytes: bomb, name: "bomb.png", type: "image/png" });
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 1);
    const response = await post({
      token,
      body,
      headers: { "content-type": contentType, "content-length": String(body.byteLength) },
    });
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ detail: "Image dimensions are too large" });
    expect(peak - before).toBeLessThan(300 * MB);
  });

  it("answers 400 when the body is not multipart/form-data", async () => {
    const { token } = await buildMember();
    const json = await post({
      token,
      body: JSON.stringify({ file: "x" }),
      headers: { "content-type": "application/json" },
    });
    expect(json.status).toBe(400);
    expect(json.body.detail).toMatch(/multipart\/form-data/);
    const none = await post({ token });
    expect(none.status).toBe(400);
    const broken = await post({
      token,
      body: "not a multipart body",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
    });
    expect(broken.status).toBe(400);
  });

  it("answers 422 when the file field is missing, empty or not a file", async () => {
    const { token } = await buildMember();
    const expected = { detail: "Choose an image file", errors: [{ field: "file", message: "Choose an image file" }] };
    const png = await picture(10, 10).png().toBuffer();
    const wrongField = await upload(token, { bytes: png, field: "photo" });
    expect(wrongField.status).toBe(422);
    expect(wrongField.body).toEqual(expected);
    const empty = await upload(token, { bytes: new Uint8Array() });
    expect(empty.status).toBe(422);

    const form = new FormData();
    form.append("file", "just text");
    const encoded = new Response(form);
    const text = await post({
      token,
      body: await encoded.arrayBuffer(),
      headers: { "content-type": encoded.headers.get("content-type")! },
    });
    expect(text.status).toBe(422);
    expect(text.body).toEqual(expected);
  });

  it("limits uploads per member (429 with Retry-After), refused ones included", async () => {
    holdTheClock();
    const { user, token } = await buildMember();
    const { token: other } = await buildMember();
    const png = await picture(8, 8).png().toBuffer();
    // Each one sent, so that the cap on unsent photos (20, docs/api.md §3.4) does not answer first.
    const sent = async () =>
      (await getDb()).update(uploads).set({ sentAt: new Date() }).where(eq(uploads.ownerId, user.id));
    for (let i = 0; i < 29; i++) {
      expect((await upload(token, { bytes: png })).status).toBe(201);
      await sent();
    }
    expect((await upload(token, { bytes: "not an image" })).status).toBe(415);
    const limited = await upload(token, { bytes: png });
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toBe("Too many uploads. Please wait a few minutes and try again.");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await upload(other, { bytes: png })).status).toBe(201);
  });

  it("ties each URL to its uploader and purpose, and removes the file with the upload", async () => {
    const { user, token } = await buildMember();
    const { user: stranger } = await buildMember();
    const response = await upload(token, { bytes: await picture(16, 16).png().toBuffer() });
    const url = response.body.photo_url as string;
    const db = await getDb();
    expect(await findUploadOfOwner(db, url, user.id, "message")).toBeDefined();
    expect(await findUploadOfOwner(db, url, stranger.id, "message")).toBeUndefined();
    expect(await findUploadOfOwner(db, url, user.id, "photo")).toBeUndefined();

    expect(await removeUpload(stranger.id, url)).toBe(false);
    expect(fs.existsSync(storedPath(url))).toBe(true);
    expect(await removeUpload(user.id, url)).toBe(true);
    expect(fs.existsSync(storedPath(url))).toBe(false);
    expect(await findUploadOfOwner(db, url, user.id, "message")).toBeUndefined();
  });
});

describe("GET /uploads/[name]", () => {
  it("answers 404 to names that are not ours, traversal included, and to missing files", async () => {
    fs.writeFileSync(path.join(tempRoot, "overlap-secret.txt"), "secret");
    for (const name of [
      "..%2Fetc",
      "../etc/passwd",
      "..%2Foverlap-secret.txt",
      "../overlap-secret.txt",
      "%2e%2e%2Foverlap-secret.txt",
      "ABCDEF0123456789ABCDEF01.png",
      "0123456789abcdef01234567.svg",
      "0123456789abcdef01234567.png",
      "0123456789abcdef01234567.png/",
      "",
    ]) {
      const response = await serve(name);
      expect(response.status, name).toBe(404);
      expect(response.bytes.toString()).not.toContain("secret");
    }
  });
});

describe("with UPLOADTHING_TOKEN set", () => {
  let fake: FakeUploadThing;

  beforeAll(async () => {
    fake = await startFakeUploadThing();
  });

  afterEach(() => {
    setEnv({ UPLOADTHING_TOKEN: undefined, UPLOADTHING_INGEST_URL: undefined, UPLOADTHING_API_URL: undefined });
  });

  afterAll(async () => {
    await fake.close();
  });

  it("stores the re-encoded image on UploadThing and answers the URL it handed out", async () => {
    setEnv({ UPLOADTHING_TOKEN: fake.token, UPLOADTHING_INGEST_URL: fake.url, UPLOADTHING_API_URL: fake.url });
    const { user, token } = await buildMember();
    const localFiles = filesOnDisk().length;
    const png = await picture(120, 80).png({ compressionLevel: 0 }).withMetadata().toBuffer();

    const response = await upload(token, { bytes: png, name: "sunset.jpg", type: "image/jpeg" });
    expect(response.status).toBe(201);
    expect(fake.requests).toEqual([expect.stringMatching(/^PUT \/[A-Za-z0-9]+$/)]);
    expect(fake.files.size).toBe(1);
    const [key, received] = [...fake.files][0]!;
    expect(response.body).toEqual({ photo_url: received.ufsUrl });
    expect(received.type).toBe("image/png");
    expect(received.name).toMatch(/^[0-9a-f]{24}\.png$/);
    expect(received.bytes.equals(png)).toBe(false);
    const metadata = await sharp(received.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 120, 80]);
    expect(filesOnDisk().length).toBe(localFiles);

    const row = await findUploadOfOwner(await getDb(), received.ufsUrl, user.id, "message");
    expect(row).toMatchObject({
      storage: "uploadthing",
      storageKey: key,
      contentType: "image/png",
      width: 120,
      height: 80,
    });

    // Removing it goes through UTApi.deleteFiles, the only other call we make.
    expect(await removeUpload(user.id, received.ufsUrl)).toBe(true);
    expect(fake.requests.at(-1)).toBe("POST /v6/deleteFiles");
    expect(fake.files.size).toBe(0);
  });

  it("does not store anything when UploadThing refuses the upload (a wrong key: 503, logged)", async () => {
    const wrongKey = Buffer.from(JSON.stringify({ apiKey: "sk_wrong", appId: fake.appId, regions: ["fra1"] })).toString(
      "base64",
    );
    setEnv({ UPLOADTHING_TOKEN: wrongKey, UPLOADTHING_INGEST_URL: fake.url, UPLOADTHING_API_URL: fake.url });
    const { user, token } = await buildMember();
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const response = await upload(token, { bytes: await picture(10, 10).png().toBuffer() });
      expect(response.status).toBe(503);
      expect(response.body.detail).toBe("Photo storage is unavailable right now. Please try again in a moment.");
    } finally {
      console.error = original;
    }
    expect(errors.length).toBeGreaterThan(0);
    expect(fake.files.size).toBe(0);
    const db = await getDb();
    const rows = await db.query.uploads.findMany({ where: (uploads, { eq }) => eq(uploads.ownerId, user.id) });
    expect(rows).toEqual([]);
  });
});

/** The GPS IFD pointer (tag 0x8825) in either byte order of the TIFF header. */
function hasGpsTag(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}
