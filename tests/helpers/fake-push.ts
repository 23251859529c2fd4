import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A push service on loopback (docs/api.md §18), checking what a real one checks: the VAPID
 * `Authorization: vapid t=<JWT>, k=<public key>` header (RFC 8292: an ES256 signature by that key,
 * `aud` the endpoint's origin, `exp` ahead and within 24 h, a `sub`), and the body encrypted per
 * RFC 8291 (aes128gcm), which it decrypts with the browser's keys made in `browserSubscription`.
 * A "black hole" subscription's requests are taken in and never answered (a push service, or a
 * host posing as one, that hangs): `requests` still lists them as they arrive.
 */
export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;

export type ReceivedPush = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  vapid: { publicKey: string; claims: { aud: string; exp: number; sub: string } };
  payload: unknown;
  /** performance.timeOrigin + performance.now() when it arrived (comparable across processes). */
  at: number;
};

export type BrowserSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's private side: what decrypts pushes to it. */
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
};

export async function startFakePushService({ port = 0 }: { port?: number } = {}) {
  const received: ReceivedPush[] = [];
  /** Every request, answered or not, as it arrived. */
  const requests: { path: string; at: number }[] = [];
  const blackHoles = new Set<string>();
  const failures: string[] = [];
  const browsers = new Map<string, BrowserSubscription>();
  /** Status to answer per path (default 201). */
  const answers = new Map<string, number>();
  let counter = 0;

  const server: Server = createServer((req, res) => {
    requests.push({ path: req.url ?? "/", at: now() });
    if (blackHoles.has(req.url ?? "/")) {
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      try {
        const browser = browsers.get(path);
        if (!browser) throw new Error(`unknown subscription ${path}`);
        const vapid = checkVapid(String(req.headers.authorization ?? ""), origin);
        if (req.headers["content-encoding"] !== "aes128gcm")
          throw new Error(`content-encoding ${req.headers["content-encoding"]}`);
        if (!req.headers.ttl) throw new Error("no TTL header");
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), browser).toString("utf8"));
        received.push({ path, headers: req.headers, vapid, payload, at: now() });
        res.writeHead(answers.get(path) ?? 201).end();
      } catch (error) {
        failures.push(String(error));
        res.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** What `pushManager.subscribe()` makes in a browser: a P-256 key pair and a 16-byte auth secret. */
  function subscription(): BrowserSubscription {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const endpoint = `${origin}/push/${++counter}-${randomBytes(6).toString("hex")}`;
    const browser = {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
      ecdh,
      authSecret,
    };
    browsers.set(new URL(endpoint).pathname, browser);
    return browser;
  }

  return {
    origin,
    received,
    requests,
    failures,
    answers,
    subscription,
    /** A subscription whose requests are accepted and never answered. */
    blackHole(): BrowserSubscription {
      const browser = subscription();
      blackHoles.add(new URL(browser.endpoint).pathname);
      return browser;
    },
    /** How many requests reached this subscription's endpoint. */
    requestsTo(browser: Pick<BrowserSubscription, "endpoint">): number {
      const path = new URL(browser.endpoint).pathname;
      return requests.filter((request) => request.path === path).length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const now = () => performance.timeOrigin + performance.now();

function checkVapid(header: string, origin: string): ReceivedPush["vapid"] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split(".");
  const raw = Buffer.from(publicKey, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const header_ = JSON.parse(Buffer.from(head!, "base64url").toString());
  if (header_.alg !== "ES256") throw new Error(`alg ${header_.alg}`);
  const valid = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature!, "base64url"),
  );
  if (!valid) throw new Error("bad VAPID signature");
  const claims = JSON.parse(Buffer.from(body!, "base64url").toString());
  const now = Math.floor(Date.now() / 1000);
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`exp ${claims.exp}`);
  if (!/^(mailto:|https:\/\/)/.test(claims.sub ?? "")) throw new Error(`sub ${claims.sub}`);
  return { publicKey, claims };
}

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, keyed from the browser's ECDH key and auth secret. */
function decrypt(body: Buffer, browser: BrowserSubscription): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, browser.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}
