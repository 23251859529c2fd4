import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for UploadThing on loopback, answering exactly what `UTApi` (uploadthing 7.7.4,
 * server/index.js) sends:
 *
 * - uploadFiles: no API call first. The SDK signs `<ingestUrl>/<key>?expires=…&x-ut-identifier=
 *   <appId>&x-ut-file-name=…&x-ut-file-size=…&x-ut-file-type=…&x-ut-content-disposition=…` with
 *   HMAC-SHA256 of the token's apiKey (appended as `&signature=hmac-sha256=<hex>`), then PUTs the
 *   file there as multipart/form-data (field `file`) and reads `{url, appUrl, ufsUrl, fileHash}`.
 * - deleteFiles: POST `<apiUrl>/v6/deleteFiles` `{fileKeys}` with `x-uploadthing-api-key`,
 *   answered `{success, deletedCount}`.
 *
 * It checks the signature and the declared size like the real ingest server, keeps the files and
 * serves them back at the `ufsUrl` it hands out (`/f/<key>`).
 */
export type FakeUploadThing = {
  url: string;
  /** A token in UploadThing's format (base64 JSON {apiKey, appId, regions}) for this server. */
  token: string;
  apiKey: string;
  appId: string;
  files: Map<string, { name: string; type: string; bytes: Buffer; ufsUrl: string }>;
  /** Every request, in order, as `METHOD /path` (query left out). */
  requests: string[];
  close: () => Promise<void>;
};

export async function startFakeUploadThing(): Promise<FakeUploadThing> {
  const apiKey = `sk_test_${Math.random().toString(36).slice(2)}`;
  const appId = "overlaptestapp";
  const token = Buffer.from(JSON.stringify({ apiKey, appId, regions: ["fra1"] })).toString("base64");
  const files: FakeUploadThing["files"] = new Map();
  const requests: string[] = [];
  let base = "";

  const server = http.createServer(async (req, res) => {
    const target = new URL(req.url ?? "/", base);
    requests.push(`${req.method} ${target.pathname}`);
    const body = await readBody(req);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(json));
    };
    try {
      if (req.method === "PUT" && /^\/[A-Za-z0-9]+$/.test(target.pathname)) {
        const key = target.pathname.slice(1);
        if (!validSignature(`${base}${req.url}`, apiKey)) return send(403, { error: "Invalid signature" });
        if (Number(target.searchParams.get("expires")) < Date.now()) return send(403, { error: "URL expired" });
        if (target.searchParams.get("x-ut-identifier") !== appId) return send(403, { error: "Wrong app" });
        const form = await new Response(new Uint8Array(body), {
          headers: { "content-type": req.headers["content-type"] ?? "" },
        }).formData();
        const file = form.get("file");
        if (!(file instanceof Blob)) return send(400, { error: "No file" });
        const bytes = Buffer.from(await file.arrayBuffer());
        if (String(bytes.length) !== target.searchParams.get("x-ut-file-size"))
          return send(400, { error: "Size mismatch" });
        // The form part is named "blob" (UTFile is a Blob, not a File): name and type travel in the
        // signed URL, encodeURIComponent'd once more than URLSearchParams undoes.
        const name = decodeURIComponent(target.searchParams.get("x-ut-file-name") ?? "");
        const type = decodeURIComponent(target.searchParams.get("x-ut-file-type") ?? "");
        const ufsUrl = `${base}/f/${key}`;
        files.set(key, { name, type, bytes, ufsUrl });
        return send(200, {
          url: ufsUrl,
          appUrl: ufsUrl,
          ufsUrl,
          fileHash: createHash("md5").update(bytes).digest("hex"),
          serverData: null,
        });
      }
      if (req.method === "GET" && target.pathname.startsWith("/f/")) {
        const file = files.get(target.pathname.slice(3));
        if (!file) return send(404, { error: "Not found" });
        res.writeHead(200, { "content-type": file.type });
        return res.end(file.bytes);
      }
      if (req.method === "POST" && target.pathname === "/v6/deleteFiles") {
        if (req.headers["x-uploadthing-api-key"] !== apiKey) return send(401, { error: "Invalid API key" });
        const { fileKeys = [] } = JSON.parse(body.toString("utf8")) as { fileKeys?: string[] };
        const deletedCount = fileKeys.filter((key) => files.delete(key)).length;
        return send(200, { success: true, deletedCount });
      }
      send(404, { error: `Not a call UTApi makes: ${req.method} ${target.pathname}` });
    } catch (error) {
      send(500, { error: String(error) });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    token,
    apiKey,
    appId,
    files,
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The SDK signs the whole URL, then appends `&signature=hmac-sha256=<hex>` last. */
function validSignature(fullUrl: string, apiKey: string): boolean {
  const match = /^(.*)&signature=hmac-sha256%3D([0-9a-f]+)$|^(.*)&signature=hmac-sha256=([0-9a-f]+)$/.exec(fullUrl);
  if (!match) return false;
  const signed = match[1] ?? match[3]!;
  const given = Buffer.from(match[2] ?? match[4]!, "hex");
  const expected = createHmac("sha256", apiKey).update(signed).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}
