import fs from "node:fs";
import { Readable } from "node:stream";
import { getLocalStorage } from "@/lib/storage";
import { CONTENT_TYPE_BY_EXTENSION } from "@/lib/storage/local-disk";

/**
 * Serves files of the local disk storage. Only names we generate are looked up (24 hex characters
 * and an image extension), so no path can leave UPLOADS_DIR. The content type follows the
 * extension, which we chose from the decoded image; nosniff keeps browsers from guessing otherwise.
 */
export async function GET(_req: Request, context: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await context.params;
  const file = getLocalStorage().pathOf(name);
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
  const body = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": CONTENT_TYPE_BY_EXTENSION[extension] ?? "application/octet-stream",
      "Content-Length": String(size),
      "X-Content-Type-Options": "nosniff",
      // Names are random and files never change: cache for good.
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Disposition": "inline",
      // Even opened directly, an image runs nothing.
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" } });
}
