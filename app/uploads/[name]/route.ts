import fs from "node:fs";
import { Readable } from "node:stream";
import { getDb } from "@/db/client";
import { getLocalStorage } from "@/lib/storage";
import { CONTENT_TYPE_BY_EXTENSION, LOCAL_URL_PREFIX } from "@/lib/storage/local-disk";
import { uploadExists } from "@/lib/uploads/queries";

/**
 * Serves files of the local disk storage. Only names we generate are looked up (24 hex characters
 * and an image extension), so no path can leave UPLOADS_DIR. The content type follows the
 * extension, which we chose from the decoded image; nosniff keeps browsers from guessing otherwise.
 * A file is served only while its upload row exists: a removed photo is 404 at once, even before
 * (or if never) its file is deleted. No shared cache keeps it, and browsers revalidate each time
 * (a 304 by ETag), so a removal is not undone by a copy cached for a year (docs/security.md).
 */
export async function GET(req: Request, context: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await context.params;
  const file = getLocalStorage().pathOf(name);
  if (!file || !(await uploadExists(await getDb(), `${LOCAL_URL_PREFIX}${name}`))) return notFound();
  let size: number;
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile()) return notFound();
    size = stat.size;
  } catch {
    return notFound();
  }
  const extension = name.slice(name.lastIndexOf(".") + 1);
  // Names are random and files never change, so the name is the entity tag.
  const etag = `"${name}"`;
  const cache = { ETag: etag, "Cache-Control": "private, no-cache", "X-Content-Type-Options": "nosniff" };
  if (req.headers.get("if-none-match")?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers: cache });
  }
  const body = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      ...cache,
      "Content-Type": CONTENT_TYPE_BY_EXTENSION[extension] ?? "application/octet-stream",
      "Content-Length": String(size),
      "Content-Disposition": "inline",
      // Even opened directly, an image runs nothing.
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" } });
}
