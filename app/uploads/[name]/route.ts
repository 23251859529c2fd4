import fs from "node:fs";
import { Readable } from "node:stream";
import { errorResponse } from "@/lib/http/route";
import { CONTENT_TYPE_BY_EXTENSION } from "@/lib/storage/local-disk";
import { findServedLocalFile } from "@/lib/uploads/service";

/**
 * Serves files of the local disk storage, those findServedLocalFile allows. The content type follows
 * the extension, which we chose from the decoded image; nosniff keeps browsers from guessing
 * otherwise. No shared cache keeps a file, and browsers revalidate each time (a 304 by ETag), so a
 * removal is not undone by a copy cached for a year (docs/security.md).
 */
export async function GET(req: Request, context: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await context.params;
  let file: string | null;
  try {
    file = await findServedLocalFile(name);
  } catch (error) {
    return errorResponse(error); // the database out of reach: 503, like the API
  }
  if (!file) return notFound();
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
  if (
    req.headers
      .get("if-none-match")
      ?.split(",")
      .some((tag) => tag.trim().replace(/^W\//, "") === etag)
  ) {
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
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}
